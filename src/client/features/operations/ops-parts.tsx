import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { formattingLocale } from '../../lib/i18n';
import { adminKey } from '../admin/admin-key';

/** The operations screens' texts: their own namespace, then the admin and common ones. */
export function useOpsTranslation() {
  return useTranslation(['ops', 'admin', 'common', 'auth']);
}

/** Numbers and dates as they read in the page's language (docs/decisions/004). */
export function useOpsFormats() {
  const { i18n } = useTranslation();
  const locale = formattingLocale(i18n.language);
  return {
    number: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
    percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

/** The text of a server error key (`admin.errors.x`, `errors.x`, `validation.x`). */
export function useErrorText() {
  const { t } = useOpsTranslation();
  return (key: string) => t(adminKey(key), { ns: ['ops', 'admin', 'common'] });
}

/** A failed load, in SPEC.md's words, with a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useOpsTranslation();
  return (
    <div
      role="alert"
      className="rounded-2xl bg-red-50 p-4 font-semibold text-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p>{message}</p>
      <Button variant="ghost" className="mt-2" onClick={onRetry}>
        {t('retry', { ns: 'ops' })}
      </Button>
    </div>
  );
}

const TONES = {
  good: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  warn: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  bad: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  neutral: 'bg-ink-100 text-ink-800 dark:bg-ink-800 dark:text-ink-100',
} as const;
export type Tone = keyof typeof TONES;

export function Badge({
  tone,
  children,
  testId,
}: {
  tone: Tone;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-bold ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

export const selectClass =
  'mt-1 block min-h-11 rounded-xl border-0 bg-white px-3 py-2 ring-1 ring-inset ring-ink-300 focus:ring-2 focus:ring-brand-600 dark:bg-ink-950 dark:ring-ink-600';
export const thClass = 'px-3 py-2 text-start font-semibold';
export const tdClass = 'px-3 py-2 align-top';
