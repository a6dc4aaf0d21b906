import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import {
  LEADERBOARD_PERIODS,
  type LeaderboardPeriod,
  REGIONS,
  type Region,
} from '../../../shared/solo/periods';
import { Button } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { TabList } from '../../components/ui/tabs';
import { useLeaderboard } from '../../features/solo/leaderboard-api';
import { formattingLocale } from '../../lib/i18n';
import { numberFormatter } from '../../lib/numbers';
import { regionNames } from '../../lib/intl-fallbacks';

/** /leaderboard: the top 100 by period and region, ties sharing a rank, and the player's own rank. */
export function Component() {
  const { t, i18n } = useTranslation('solo');
  const locale = formattingLocale(i18n.language);
  const format = numberFormatter(i18n.language);
  const countries = regionNames(locale);
  const [period, setPeriod] = useState<LeaderboardPeriod>('global');
  const [region, setRegion] = useState<Region>('global');
  const board = useLeaderboard(period, region);
  const isDisabled = (board.error as { status?: number } | null)?.status === 404;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader
        title={t('leaderboard.title')}
        lead={t('leaderboard.lead')}
        icon={<Trophy aria-hidden="true" className="size-8 text-gold-500" />}
      />
      {isDisabled ? (
        <p role="status" className="text-lg font-bold">
          {t('leaderboard.disabled')}
        </p>
      ) : (
        <>
          <TabList
            label={t('leaderboard.periods.label')}
            idPrefix="leaderboard"
            active={period}
            onChange={setPeriod}
            tabs={LEADERBOARD_PERIODS.map((key) => ({ key, label: t(`leaderboard.periods.${key}`) }))}
          />
          <div className="my-4 flex items-center gap-3">
            <label htmlFor="leaderboard-region" className="font-bold">
              {t('leaderboard.regions.label')}
            </label>
            <select
              id="leaderboard-region"
              value={region}
              onChange={(event) => setRegion(event.target.value as Region)}
              className="rounded-xl border border-ink-400 bg-white px-3 py-2 dark:border-ink-600 dark:bg-ink-900"
            >
              {REGIONS.map((key) => (
                <option key={key} value={key}>
                  {t(`leaderboard.regions.${key}`)}
                </option>
              ))}
            </select>
          </div>
          <div
            role="tabpanel"
            id={`leaderboard-panel-${period}`}
            aria-labelledby={`leaderboard-tab-${period}`}
          >
            {board.isPending && <LoadingIndicator size="lg" />}
            {board.isError && (
              <div role="alert" className="flex flex-col items-start gap-3">
                <p className="font-bold">{t('leaderboard.failed')}</p>
                <Button variant="ghost" onClick={() => void board.refetch()}>
                  {t('leaderboard.retry')}
                </Button>
              </div>
            )}
            {board.data && (
              <>
                <p className="mb-3 font-bold" data-testid="leaderboard-you">
                  {board.data.you
                    ? t('leaderboard.yourRank', {
                        rank: format.format(board.data.you.rank),
                        points: format.format(board.data.you.points),
                      })
                    : t('leaderboard.noRank')}
                </p>
                {board.data.entries.length === 0 ? (
                  <p>{t('leaderboard.empty')}</p>
                ) : (
                  <table className="w-full overflow-hidden rounded-2xl bg-white text-start shadow-sm ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700">
                    <caption className="sr-only">
                      {t(`leaderboard.periods.${period}`)} · {t(`leaderboard.regions.${region}`)}
                    </caption>
                    <thead className="bg-ink-100 dark:bg-ink-800">
                      <tr>
                        <th scope="col" className="px-3 py-2 text-start">
                          {t('leaderboard.rank')}
                        </th>
                        <th scope="col" className="px-3 py-2 text-start">
                          {t('leaderboard.player')}
                        </th>
                        <th scope="col" className="px-3 py-2 text-end">
                          {t('leaderboard.points')}
                        </th>
                      </tr>
                    </thead>
                    <tbody data-testid="leaderboard-rows">
                      {board.data.entries.map((entry, index) => (
                        <tr
                          key={index}
                          className={`border-t border-ink-200 dark:border-ink-700 ${entry.isYou ? 'bg-brand-50 dark:bg-ink-700' : ''}`}
                        >
                          <td className="px-3 py-2 font-bold">{format.format(entry.rank)}</td>
                          <td className="px-3 py-2">
                            {entry.name ?? t('leaderboard.hidden')}
                            {entry.isYou && ` ${t('leaderboard.you')}`}
                            {entry.country && (
                              <span className="ms-2 text-sm text-ink-700 dark:text-ink-300">
                                {countries.of(entry.country)}
                              </span>
                            )}
                          </td>
                          <td className="px-3 py-2 text-end font-bold">{format.format(entry.points)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
