import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { GAME_STATUSES } from '../../../shared/contracts/admin-ops';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { notify } from '../../lib/toast';
import { Pager } from '../admin/table-parts';
import { useAdminGame, useAdminGames, useGameActions } from './ops-api';
import { LoadFailed, tdClass, thClass, useErrorText, useOpsFormats, useOpsTranslation } from './ops-parts';

const PAGE_SIZE = 25;
type GameStatus = (typeof GAME_STATUSES)[number];

/** /admin/games: games by status with room code, host, teams and scores, and dates. */
export function GamesPanel() {
  const { t } = useOpsTranslation();
  const { date, number } = useOpsFormats();
  const [status, setStatus] = useState<GameStatus | undefined>();
  const [page, setPage] = useState(1);
  const games = useAdminGames({ status, page, pageSize: PAGE_SIZE });
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('games.filter')}>
        {[undefined, ...GAME_STATUSES].map((option) => (
          <Button
            key={option ?? 'all'}
            variant={status === option ? 'primary' : 'ghost'}
            aria-pressed={status === option}
            onClick={() => {
              setStatus(option);
              setPage(1);
            }}
          >
            {option ? t(`games.statuses.${option}`) : t('games.all')}
          </Button>
        ))}
      </div>
      {games.isPending && <LoadingIndicator size="lg" className="py-12" />}
      {games.isError && <LoadFailed message={t('games.loadFailed')} onRetry={() => void games.refetch()} />}
      {games.data && (
        <>
          <Card className="overflow-x-auto p-0">
            <table className="w-full text-sm" data-testid="games-table">
              <caption className="sr-only">{t('games.caption')}</caption>
              <thead className="bg-ink-50 dark:bg-ink-800">
                <tr>
                  <th scope="col" className={thClass}>
                    {t('games.room')}
                  </th>
                  <th scope="col" className={thClass}>
                    {t('games.status')}
                  </th>
                  <th scope="col" className={thClass}>
                    {t('games.host')}
                  </th>
                  <th scope="col" className={thClass}>
                    {t('games.teams')}
                  </th>
                  <th scope="col" className={thClass}>
                    {t('games.created')}
                  </th>
                  <th scope="col" className={thClass}>
                    {t('games.ended')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {games.data.items.length === 0 && (
                  <tr>
                    <td colSpan={6} className={tdClass}>
                      {t('games.empty')}
                    </td>
                  </tr>
                )}
                {games.data.items.map((game) => (
                  <tr key={game.id} className="border-t border-ink-200 dark:border-ink-700">
                    <td className={tdClass}>
                      <Link
                        to={`/admin/games/${game.id}`}
                        className="font-bold text-brand-700 underline dark:text-brand-300"
                        dir="ltr"
                      >
                        {game.roomCode}
                      </Link>
                    </td>
                    <td className={tdClass}>{t(`games.statuses.${game.status}`)}</td>
                    <td className={tdClass} dir="ltr">
                      {game.host ?? t('games.guest')}
                    </td>
                    <td className={tdClass}>
                      {game.teams.map((team) => `${team.name} ${number.format(team.score)}`).join(' · ')}
                    </td>
                    <td className={tdClass}>{date.format(new Date(game.createdAt))}</td>
                    <td className={tdClass}>{game.endedAt ? date.format(new Date(game.endedAt)) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <Pager page={page} pageSize={PAGE_SIZE} total={games.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}

/** /admin/games/:gameId: the board, the score log and the event log; end or delete. */
export function GamePage({ gameId }: { gameId: string }) {
  const { t } = useOpsTranslation();
  const { date, number } = useOpsFormats();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const detail = useAdminGame(gameId);
  const actions = useGameActions(gameId);
  if (detail.isPending) return <LoadingIndicator size="lg" className="py-12" />;
  if (detail.isError)
    return <LoadFailed message={t('games.loadFailed')} onRetry={() => void detail.refetch()} />;
  const { game, board, scoreLog, events } = detail.data;
  const teamName = (id: string | null) => game.teams.find((team) => team.id === id)?.name ?? '—';
  const fail = (error: unknown) => {
    const key = (error as { key?: string }).key;
    void notify('error', key && key !== 'errors.internal' ? errorText(key) : t('games.actionFailed'));
  };
  return (
    <div className="grid gap-4" data-testid="game-page">
      <Card className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-extrabold" dir="ltr">
            {game.roomCode}
          </h2>
          <p className="text-sm">
            {t(`games.statuses.${game.status}`)} ·{' '}
            {t(`games.modes.${game.mode}`, { defaultValue: game.mode })} · {game.host ?? t('games.guest')}
          </p>
          <p className="mt-1 font-bold">
            {game.teams.map((team) => `${team.name}: ${number.format(team.score)}`).join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {game.status === 'active' && (
            <Button
              variant="ghost"
              disabled={actions.end.isPending}
              onClick={() => void actions.end.mutateAsync().catch(fail)}
            >
              {t('games.end')}
            </Button>
          )}
          <Button
            variant="ghost"
            disabled={actions.remove.isPending}
            onClick={() =>
              void actions.remove
                .mutateAsync()
                .then(() => navigate('/admin/games'))
                .catch(fail)
            }
          >
            {t('games.delete')}
          </Button>
        </div>
      </Card>
      <Card>
        <h2 className="mb-2 text-lg font-extrabold">{t('games.board')}</h2>
        <ul className="grid grid-cols-6 gap-1" aria-label={t('games.board')}>
          {board.map((tile) => (
            <li
              key={tile.id}
              className={`rounded-lg p-1 text-center text-sm font-bold ${tile.isPlayed ? 'bg-ink-200 text-ink-700 dark:bg-ink-700 dark:text-ink-100' : 'bg-brand-700 text-white'}`}
            >
              {number.format(tile.points)}
              {tile.isPlayed && <span className="block text-xs font-normal">{teamName(tile.wonBy)}</span>}
            </li>
          ))}
        </ul>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <h2 className="mb-2 text-lg font-extrabold">{t('games.scoreLog')}</h2>
          {scoreLog.length === 0 ? (
            <p>{t('games.noScores')}</p>
          ) : (
            <ul className="grid gap-1 text-sm" data-testid="score-log">
              {scoreLog.map((entry) => (
                <li key={entry.seq} className="flex flex-wrap gap-2">
                  <strong>{teamName(entry.teamId)}</strong>
                  <span dir="ltr">
                    {entry.amount > 0 ? `+${number.format(entry.amount)}` : number.format(entry.amount)}
                  </span>
                  <span>{t(`games.reasons.${entry.reason}`, { defaultValue: entry.reason })}</span>
                  {entry.note && <span dir="auto">“{entry.note}”</span>}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <h2 id="game-events" className="mb-2 text-lg font-extrabold">
            {t('games.events')}
          </h2>
          <ol
            className="grid max-h-96 gap-1 overflow-y-auto rounded-lg text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls on its own, so a keyboard must reach it (WCAG 2.1.1)
            tabIndex={0}
            aria-labelledby="game-events"
            data-testid="event-log"
          >
            {events.map((event) => (
              <li key={event.version} className="flex gap-2">
                <span dir="ltr">#{event.version}</span>
                <code dir="ltr">{event.type}</code>
                <span className="text-ink-600 dark:text-ink-400">{date.format(new Date(event.at))}</span>
              </li>
            ))}
          </ol>
        </Card>
      </div>
    </div>
  );
}
