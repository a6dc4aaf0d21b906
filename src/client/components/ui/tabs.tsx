import { type KeyboardEvent, type ReactNode, useRef } from 'react';

type Tab<K extends string> = { key: K; label: ReactNode; hasError?: boolean };

type Props<K extends string> = {
  label: string;
  tabs: readonly Tab<K>[];
  active: K;
  onChange: (key: K) => void;
  idPrefix: string;
};

/** A tab list (WAI-ARIA pattern): arrow keys move between tabs (mirrored right-to-left), Home and End jump. */
export function TabList<K extends string>({ label, tabs, active, onChange, idPrefix }: Props<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: isRtl ? -1 : 1, ArrowLeft: isRtl ? 1 : -1 }[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (index + step + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    onChange(tabs[next]!.key);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className="flex flex-wrap gap-1 rounded-2xl bg-ink-100 p-1 sm:flex-nowrap sm:overflow-x-auto dark:bg-ink-900"
    >
      {tabs.map((tab, index) => {
        const isActive = tab.key === active;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-selected={isActive}
            aria-controls={`${idPrefix}-panel-${tab.key}`}
            tabIndex={isActive ? 0 : -1}
            onClick={() => onChange(tab.key)}
            onKeyDown={onKeyDown}
            data-testid={`tab-${tab.key}`}
            className={`flex flex-1 items-center justify-center gap-2 rounded-xl px-4 py-2.5 font-bold whitespace-nowrap ${
              isActive
                ? 'bg-white text-brand-900 shadow dark:bg-ink-800 dark:text-white'
                : 'text-ink-700 hover:bg-white/60 dark:text-ink-300 dark:hover:bg-ink-800/60'
            }`}
          >
            {tab.label}
            {tab.hasError && <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of one tab. */
export function TabPanel({
  idPrefix,
  tabKey,
  children,
}: {
  idPrefix: string;
  tabKey: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={`${idPrefix}-panel-${tabKey}`}
      aria-labelledby={`${idPrefix}-tab-${tabKey}`}
      tabIndex={0}
      className="focus:outline-none focus-visible:outline-3"
    >
      {children}
    </div>
  );
}
