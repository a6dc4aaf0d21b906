import { lazy, Suspense } from 'react';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { useLifelineStats } from './ops-api';
import { LoadFailed, tdClass, thClass, useOpsFormats, useOpsTranslation } from './ops-parts';

// The charting library is its own chunk, loaded only on this screen.
const LifelineCharts = lazy(() => import('./lifeline-charts'));

/** /admin/lifelines: uses per lifeline, the share answered correctly after each, by mode and over time. */
export function LifelinesPanel() {
  const { t } = useOpsTranslation();
  const { number, percent } = useOpsFormats();
  const stats = useLifelineStats();
  if (stats.isPending) return <LoadingIndicator size="lg" className="py-12" />;
  if (stats.isError)
    return <LoadFailed message={t('lifelines.loadFailed')} onRetry={() => void stats.refetch()} />;
  const { byLifeline, byMode } = stats.data;
  const share = (correct: number, resolved: number) =>
    resolved === 0 ? '—' : percent.format(correct / resolved);
  const name = (lifeline: string) => t(`lifelines.names.${lifeline}`, { defaultValue: lifeline });
  if (byLifeline.length === 0) return <p>{t('lifelines.empty')}</p>;
  return (
    <div className="grid gap-4">
      <Card className="overflow-x-auto p-0">
        <table className="w-full text-sm" data-testid="lifeline-table">
          <caption className="p-3 text-start text-lg font-extrabold">{t('lifelines.byLifeline')}</caption>
          <thead className="bg-ink-50 dark:bg-ink-800">
            <tr>
              <th scope="col" className={thClass}>
                {t('lifelines.lifeline')}
              </th>
              <th scope="col" className={thClass}>
                {t('lifelines.uses')}
              </th>
              <th scope="col" className={thClass}>
                {t('lifelines.correctShare')}
              </th>
            </tr>
          </thead>
          <tbody>
            {byLifeline.map((row) => (
              <tr key={row.lifeline} className="border-t border-ink-200 dark:border-ink-700">
                <th scope="row" className={`${tdClass} text-start`}>
                  {name(row.lifeline)}
                </th>
                <td className={tdClass}>{number.format(row.uses)}</td>
                <td className={tdClass}>{share(row.correct, row.resolved)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Suspense fallback={<LoadingIndicator size="lg" className="py-12" />}>
        <LifelineCharts stats={stats.data} />
      </Suspense>
      <Card className="overflow-x-auto p-0">
        <table className="w-full text-sm">
          <caption className="p-3 text-start text-lg font-extrabold">{t('lifelines.byMode')}</caption>
          <thead className="bg-ink-50 dark:bg-ink-800">
            <tr>
              <th scope="col" className={thClass}>
                {t('lifelines.mode')}
              </th>
              <th scope="col" className={thClass}>
                {t('lifelines.lifeline')}
              </th>
              <th scope="col" className={thClass}>
                {t('lifelines.uses')}
              </th>
              <th scope="col" className={thClass}>
                {t('lifelines.correctShare')}
              </th>
            </tr>
          </thead>
          <tbody>
            {byMode.map((row) => (
              <tr key={`${row.mode}-${row.lifeline}`} className="border-t border-ink-200 dark:border-ink-700">
                <td className={tdClass}>{t(`games.modes.${row.mode}`, { defaultValue: row.mode })}</td>
                <td className={tdClass}>{name(row.lifeline)}</td>
                <td className={tdClass}>{number.format(row.uses)}</td>
                <td className={tdClass}>{share(row.correct, row.resolved)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
