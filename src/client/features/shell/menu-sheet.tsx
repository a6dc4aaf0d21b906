import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { useSession } from '../auth/session';

type Props = {
  /** Closes the sheet; the caller gives the focus back to its menu button. */
  onClose: () => void;
  /** The sheet's content, from the site's layout (which has the navigation and the switchers already). */
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, [tabindex]:not([tabindex="-1"])';

/** The history entry the open sheet stands on, so that the phone's Back closes it. */
const SHEET_STATE = 'jawibMenu';

/**
 * The phone's menu (loaded when first opened): a sheet from the inline start (the right in Arabic, the left in
 * English) holding the navigation, the theme, the language and the account. A modal dialog: the focus moves in and
 * stays in it, Escape, Back and a tap outside close it, and the page behind does not scroll.
 */
export function MenuSheet({ onClose, children }: Props) {
  const { t } = useTranslation('shell');
  const { t: tAuth } = useTranslation('auth');
  const session = useSession();
  const panel = useRef<HTMLDivElement>(null);
  const isClosing = useRef(false);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.history.pushState({ ...window.history.state, [SHEET_STATE]: true }, '');
    const onPop = () => {
      isClosing.current = true;
      onClose();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  /** Closes by leaving the sheet's own history entry (Escape, the close button, a tap outside). */
  const close = () => {
    if (isClosing.current) return;
    isClosing.current = true;
    if ((window.history.state as Record<string, unknown> | null)?.[SHEET_STATE]) window.history.back();
    else onClose();
  };

  /** A link's page replaces the sheet's history entry (its links navigate with `replace`): the sheet only closes. */
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
    isClosing.current = true;
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusables = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div aria-hidden="true" className="absolute inset-0 bg-ink-950/60" onClick={close} />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog handles its own keys (Escape, Tab kept inside) and closes as one of its links is followed */}
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.primary')}
        onKeyDown={onKeyDown}
        onClick={onClick}
        data-testid="menu-sheet"
        className="absolute inset-y-0 start-0 flex w-80 max-w-full flex-col gap-6 overflow-y-auto bg-white p-4 shadow-2xl dark:bg-ink-950"
      >
        <div className="flex justify-end">
          <button
            type="button"
            onClick={close}
            aria-label={t('nav.closeMenu')}
            data-testid="menu-close"
            className="rounded-xl p-2 text-ink-700 hover:bg-ink-100 dark:text-ink-200 dark:hover:bg-ink-800"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              className="size-6"
            >
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </button>
        </div>
        {children}
        {session.status === 'signed-in' && (
          // The account's security page (sessions, sign-ins, lock-outs), which the header shows only on its own page.
          <Link
            to="/security"
            replace
            data-testid="menu-security"
            className="block rounded-xl px-3 py-3 font-semibold text-ink-700 hover:bg-ink-100 dark:text-ink-200 dark:hover:bg-ink-800"
          >
            {tAuth('profile.security')}
          </Link>
        )}
      </div>
    </div>
  );
}
