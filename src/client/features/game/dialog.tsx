import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';

type Props = { isOpen: boolean; onClose: () => void; title: string; children: ReactNode };

/** A modal dialog on the native <dialog>: focus moves in and is trapped, Escape closes, focus returns after. */
export function Dialog({ isOpen, onClose, title, children }: Props) {
  const { t } = useTranslation('game');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal?.();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape tells the screen at once (the cancel event, as the key is pressed), not only with the close event the
      // browser sends a task later: a host's shortcut pressed right after must find no dialog open.
      onCancel={onClose}
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-950/60 dark:bg-ink-900 dark:text-ink-100"
    >
      {isOpen && (
        <div className="flex flex-col gap-4 p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-xl font-extrabold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('actions.close')}
              className="rounded-lg p-1 text-ink-600 hover:bg-ink-100 dark:text-ink-300 dark:hover:bg-ink-800"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
