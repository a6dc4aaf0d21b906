import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';

/** The selected rows of a table, kept across pages until cleared. */
export function useSelection() {
  const [ids, setIds] = useState<Set<string>>(new Set());
  const toggle = useCallback((changed: string[], isSelected: boolean) => {
    setIds((current) => {
      const next = new Set(current);
      for (const id of changed) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  return { ids, toggle, clear: () => setIds(new Set()) };
}

type SelectFilterProps = {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: { value: string; label: string }[];
};

/** A labelled select whose first choice is "all". */
export function SelectFilter({ label, value, onChange, options }: SelectFilterProps) {
  const { t } = useTranslation('admin');
  return (
    <label className="text-sm font-semibold">
      {label}
      <select
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        className="mt-1 block rounded-xl border-0 bg-white px-3 py-2 ring-1 ring-inset ring-ink-300 focus:ring-2 focus:ring-brand-600 dark:bg-ink-950 dark:ring-ink-600"
      >
        <option value="">{t('filters.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "Showing 26–50 of 1,234" with previous and next. */
export function Pager({
  page,
  pageSize,
  total,
  isTotalCapped = false,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  isTotalCapped?: boolean;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB');
  const last = isTotalCapped ? page + 1 : Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={t('pager.label')} className="flex items-center justify-between gap-3">
      <p className="text-sm" data-testid="pager-summary">
        {t(isTotalCapped ? 'pager.summaryCapped' : 'pager.summary', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(total),
        })}
      </p>
      <div className="flex gap-2">
        <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pager.previous')}
        </Button>
        <Button variant="ghost" disabled={page >= last} onClick={() => onPage(page + 1)}>
          {t('pager.next')}
        </Button>
      </div>
    </nav>
  );
}
