import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Dialog } from './dialog';
import { SHORTCUT_ACTIONS, SHORTCUTS, shortcutFor, type ShortcutAction } from './shortcuts';

/**
 * Listens for the host's shortcuts on the whole screen; `onAction` gets each one. Keys are left alone while a
 * dialog is open or a field has the focus.
 */
export function useHostShortcuts(onAction: (action: ShortcutAction) => void): void {
  const act = useEffectEvent(onAction);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.defaultPrevented) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.closest('dialog[open]')) return;
      const action = shortcutFor({
        key: event.key,
        code: event.code,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        targetTag: target?.tagName,
        isEditable: target?.isContentEditable ?? false,
      });
      if (!action) return;
      event.preventDefault();
      act(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The "?" overlay: every shortcut and its key. */
export function ShortcutHelp({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('show');
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('shortcuts.title')}>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2" data-testid="shortcut-help">
        {SHORTCUT_ACTIONS.map((action) => (
          <div key={action} className="contents">
            <dt>
              <kbd className="inline-flex min-w-9 justify-center rounded-lg bg-ink-100 px-2 py-1 font-mono text-lg font-black text-ink-950 ring-1 ring-ink-300 dark:bg-ink-800 dark:text-white dark:ring-ink-600">
                {SHORTCUTS[action].label}
              </kbd>
            </dt>
            <dd className="font-semibold">{t(`shortcuts.actions.${action}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink-700 dark:text-ink-300">{t('shortcuts.note')}</p>
    </Dialog>
  );
}
