import { BarChart3, Download } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  type QuestionShare,
} from '../../../shared/contracts/analytics';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { TabList, TabPanel } from '../../components/ui/tabs';
import { useAnalytics, useAnalyticsAccess } from '../../features/analytics/analytics-api';
import { useGameFormat } from '../../features/game/format';

const BarChartPanel = lazy(() => import('../../features/analytics/analytics-charts'));
const BRAND = '#0f766e';
const GOLD = '#b45309';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="grid gap-3">
      <h2 className="text-xl font-extrabold">{title}</h2>
      {children}
    </Card>
  );
}

function QuestionList({ items, empty }: { items: QuestionShare[]; empty: string }) {
  const { t } = useTranslation('analytics');
  const format = useGameFormat();
  if (items.length === 0) return <p className="text-ink-700 dark:text-ink-300">{empty}</p>;
  return (
    <ul className="grid gap-2">
      {items.map((q) => (
        <li key={q.id} className="rounded-xl bg-ink-50 p-3 dark:bg-ink-800">
          <p className="font-semibold">{format.text(q.body)}</p>
          <p className="text-sm text-ink-700 dark:text-ink-300">
            {t('questions.share', {
              share: new Intl.NumberFormat(format.lang === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB', {
                style: 'percent',
              }).format(q.share),
              correct: format.number(q.correct),
              plays: format.number(q.plays),
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** /analytics: read-only figures for admins and analysts (decision 021), with charts and a CSV export. */
export function Component() {
  const { t, i18n } = useTranslation(['analytics', 'game']);
  const format = useGameFormat();
  const [params, setParams] = useSearchParams();
  const period: AnalyticsPeriod = ANALYTICS_PERIODS.includes(params.get('period') as AnalyticsPeriod)
    ? (params.get('period') as AnalyticsPeriod)
    : 'day';
  const access = useAnalyticsAccess();
  const data = useAnalytics(period, access.data?.isAllowed === true);
  const isRtl = i18n.dir() === 'rtl';

  if (access.isPending) return <LoadingIndicator size="lg" className="py-24" />;
  if (!access.data?.isAllowed) return <Navigate to="/403" replace />;

  const chart = (
    label: string,
    rows: Record<string, string | number>[],
    key: string,
    series: { key: string; label: string; colour: string }[],
  ) => (
    <Suspense fallback={<LoadingIndicator size="md" className="h-64" />}>
      <BarChartPanel
        label={label}
        data={rows}
        categoryKey={key}
        series={series}
        isRtl={isRtl}
        formatNumber={format.number}
      />
    </Suspense>
  );
  const d = data.data;
  const totals = d
    ? {
        games: d.activity.reduce((sum, a) => sum + a.games, 0),
        players: d.activity.reduce((sum, a) => sum + a.players, 0),
      }
    : null;

  return (
    <div className="flex flex-col gap-6" data-testid="analytics">
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        icon={<BarChart3 aria-hidden="true" className="size-8 text-brand-700 dark:text-brand-300" />}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabList
          label={t('periods.label')}
          idPrefix="analytics"
          active={period}
          onChange={(key) => setParams({ period: key })}
          tabs={ANALYTICS_PERIODS.map((key) => ({ key, label: t(`periods.${key}`) }))}
        />
        <a
          href={`/api/analytics/export?period=${period}`}
          download
          className={buttonClass('ghost')}
          data-testid="export-csv"
        >
          <Download aria-hidden="true" className="size-5" />
          {t('export')}
        </a>
      </div>
      <TabPanel idPrefix="analytics" tabKey={period}>
        {data.isPending ? (
          <LoadingIndicator size="lg" className="py-16" />
        ) : !d || !totals ? (
          <p
            role="alert"
            className="rounded-2xl bg-red-50 p-5 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {t('errors.loadFailed', { ns: 'common' })}
          </p>
        ) : (
          <div className="grid gap-6">
            <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
              {[
                ['games', totals.games],
                ['players', totals.players],
                ['hosts', d.hosts.total],
                ['returning', d.hosts.returning],
              ].map(([key, value]) => (
                <Card key={key}>
                  <dt className="text-sm font-semibold text-ink-700 dark:text-ink-300">
                    {t(`totals.${key}`)}
                  </dt>
                  <dd className="text-3xl font-extrabold" data-testid={`total-${key}`}>
                    {format.number(Number(value))}
                  </dd>
                </Card>
              ))}
            </dl>
            <Section title={t(`activity.${period}`)}>
              {chart(
                t('activity.chartLabel', {
                  games: format.number(totals.games),
                  players: format.number(totals.players),
                }),
                d.activity.map((a) => ({
                  ...a,
                  bucket: new Intl.DateTimeFormat(
                    format.lang === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB',
                    period === 'month'
                      ? { month: 'short', year: 'numeric' }
                      : { day: 'numeric', month: 'short' },
                  ).format(new Date(a.bucket)),
                })),
                'bucket',
                [
                  { key: 'games', label: t('totals.games'), colour: BRAND },
                  { key: 'players', label: t('totals.players'), colour: GOLD },
                ],
              )}
            </Section>
            <div className="grid gap-6 lg:grid-cols-2">
              {(['played', 'skipped'] as const).map((kind) => (
                <Section key={kind} title={t(`categories.${kind}`)}>
                  {d.categories[kind].length === 0 ? (
                    <p className="text-ink-700 dark:text-ink-300">{t('empty')}</p>
                  ) : (
                    <ol className="grid gap-1">
                      {d.categories[kind].map((c) => (
                        <li key={c.id} className="flex justify-between gap-3">
                          <span>{format.text(c.name)}</span>
                          <span className="font-bold">{format.number(c.count)}</span>
                        </li>
                      ))}
                    </ol>
                  )}
                </Section>
              ))}
            </div>
            <div className="grid gap-6 lg:grid-cols-2">
              <Section title={t('questions.tooEasy')}>
                <QuestionList items={d.questions.tooEasy} empty={t('questions.none')} />
              </Section>
              <Section title={t('questions.tooHard')}>
                <QuestionList items={d.questions.tooHard} empty={t('questions.none')} />
              </Section>
            </div>
            <p className="text-sm text-ink-700 dark:text-ink-300">
              {t('questions.measured', {
                count: d.questions.measured,
                number: format.number(d.questions.measured),
              })}
            </p>
            <Section title={t('lifelines.title')}>
              {d.lifelines.length === 0 ? (
                <p className="text-ink-700 dark:text-ink-300">{t('empty')}</p>
              ) : (
                chart(
                  t('lifelines.title'),
                  d.lifelines.map((l) => ({
                    ...l,
                    name: t(`lifelines.names.${l.lifeline}`, { ns: 'game' }),
                  })),
                  'name',
                  [
                    { key: 'uses', label: t('lifelines.uses'), colour: BRAND },
                    { key: 'won', label: t('lifelines.won'), colour: GOLD },
                  ],
                )
              )}
            </Section>
            <div className="grid gap-6 lg:grid-cols-2">
              {(['devices', 'languages'] as const).map((kind) => (
                <Section key={kind} title={t(`${kind}.title`)}>
                  {d[kind].length === 0 ? (
                    <p className="text-ink-700 dark:text-ink-300">{t('empty')}</p>
                  ) : (
                    <ul className="grid gap-1">
                      {d[kind].map((row) => (
                        <li key={row.key} className="flex justify-between gap-3">
                          <span>{t(`${kind}.${row.key}`)}</span>
                          <span className="font-bold">{format.number(row.count)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </Section>
              ))}
            </div>
          </div>
        )}
      </TabPanel>
    </div>
  );
}
