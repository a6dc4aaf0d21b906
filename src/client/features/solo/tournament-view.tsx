import { ArrowLeft, ArrowRight, CalendarClock, Gift, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { SoloRound } from '../../../shared/contracts/solo';
import type { TournamentDetail, TournamentSummary } from '../../../shared/contracts/tournaments';
import { Button } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { ApiRequestError } from '../../lib/api';
import { formattingLocale } from '../../lib/i18n';
import { numberFormatter } from '../../lib/numbers';
import { RoundReviewList } from './round-review-list';
import {
  editTournament,
  joinTournament,
  startTournamentRound,
  useRefreshTournaments,
  useTournament,
  useTournamentRoundReview,
} from './tournaments-api';
import { useSoloErrorText } from './use-solo-error-text';

// The edit form (and the schema it checks with) loads when an organiser opens it, not with the list.
const TournamentForm = lazy(() =>
  import('./tournament-form').then((module) => ({ default: module.TournamentForm })),
);

const STATUS_CLASS = {
  upcoming: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  completed: 'bg-ink-200 text-ink-900 dark:bg-ink-700 dark:text-ink-100',
  eliminated: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
} as const;

export function StatusBadge({ status }: { status: keyof typeof STATUS_CLASS }) {
  const { t } = useTranslation('solo');
  return (
    <span className={`rounded-full px-3 py-1 text-sm font-bold ${STATUS_CLASS[status]}`}>
      {t(`tournaments.status.${status}`)}
    </span>
  );
}

/** Dates, participants and prize of a tournament, as a short list. */
export function TournamentFacts({ tournament }: { tournament: TournamentSummary }) {
  const { t, i18n } = useTranslation('solo');
  const locale = formattingLocale(i18n.language);
  const number = numberFormatter(i18n.language);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="flex flex-col gap-1 text-ink-800 dark:text-ink-200">
      <li className="flex items-center gap-2">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        {t('tournaments.dates', {
          start: date.format(new Date(tournament.startsAt)),
          end: date.format(new Date(tournament.endsAt)),
        })}
      </li>
      <li className="flex items-center gap-2" data-testid="tournament-count">
        <Users aria-hidden="true" className="size-4 shrink-0" />
        {t('tournaments.participants', {
          count: tournament.participantCount,
          joined: number.format(tournament.participantCount),
          max: number.format(tournament.maxParticipants),
        })}
      </li>
      <li className="flex items-center gap-2">
        <Gift aria-hidden="true" className="size-4 shrink-0" />
        {t('tournaments.prize', { points: number.format(tournament.prizeValue) })}
      </li>
    </ul>
  );
}

/** A failure of an action: the screen's own sentence, then why. */
export function useFailureText() {
  const { t } = useTranslation('solo');
  const errorText = useSoloErrorText();
  return (headline: string, error: unknown) =>
    `${t(headline)} ${errorText(error instanceof ApiRequestError ? error.key : 'errors.network')}`;
}

/** The open round as it stands: who has finished it and their points (the answers wait for the round to close). */
function LiveStandings({ live }: { live: NonNullable<TournamentDetail['liveRound']> }) {
  const { t, i18n } = useTranslation('solo');
  const number = numberFormatter(i18n.language);
  return (
    <section aria-labelledby="live-standings-title" data-testid="live-standings">
      <h3 id="live-standings-title" className="text-xl font-extrabold">
        {t('tournaments.live.title', { number: number.format(live.number) })}
      </h3>
      <p className="mb-2 text-ink-700 dark:text-ink-300" data-testid="live-count">
        {t('tournaments.live.count', {
          finished: number.format(live.finished.length),
          players: number.format(live.players),
        })}{' '}
        {t('tournaments.live.note')}
      </p>
      {live.finished.length === 0 ? (
        <p>{t('tournaments.live.empty')}</p>
      ) : (
        <table className="w-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700">
          <thead className="bg-ink-100 dark:bg-ink-800">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t('tournaments.table.rank')}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t('tournaments.table.player')}
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                {t('tournaments.live.roundPoints')}
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                {t('tournaments.live.totalSoFar')}
              </th>
            </tr>
          </thead>
          <tbody data-testid="live-standings-rows">
            {live.finished.map((row, index) => (
              <tr
                key={index}
                className={`border-t border-ink-200 dark:border-ink-700 ${row.isYou ? 'bg-brand-50 dark:bg-ink-700' : ''}`}
              >
                <td className="px-3 py-2 font-bold">{number.format(row.rank)}</td>
                <td className="px-3 py-2 break-all">
                  {row.name ?? t('tournaments.hidden')}
                  {row.isYou && ` ${t('tournaments.youMark')}`}
                </td>
                <td className="px-3 py-2 text-end font-bold">{number.format(row.roundScore)}</td>
                <td className="px-3 py-2 text-end">{number.format(row.totalScore)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The player's own answers to a closed round, explained like the daily challenge's. */
function RoundReview({ id, round, onClose }: { id: string; round: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('solo');
  const number = numberFormatter(i18n.language);
  const review = useTournamentRoundReview(id, round);
  const errorText = useSoloErrorText();
  return (
    <section
      aria-labelledby="round-review-title"
      className="flex flex-col gap-3"
      data-testid="tournament-review"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="round-review-title" className="text-xl font-extrabold">
          {t('tournaments.review.title', { number: number.format(round) })}
        </h3>
        <Button variant="ghost" onClick={onClose}>
          {t('tournaments.review.close')}
        </Button>
      </div>
      {review.isPending && <LoadingIndicator size="md" />}
      {review.isError && (
        <p role="alert" className="font-bold">
          {t('tournaments.review.failed')}{' '}
          {errorText(review.error instanceof ApiRequestError ? review.error.key : 'errors.network')}
        </p>
      )}
      {review.data && (
        <>
          <p className="font-bold" data-testid="tournament-review-score">
            {t('challenges.resultLine', {
              correct: number.format(review.data.correct),
              total: number.format(review.data.total),
              score: number.format(review.data.score),
            })}
          </p>
          <RoundReviewList review={review.data} testId="tournament-review-items" />
        </>
      )}
    </section>
  );
}

/**
 * One tournament: its facts, joining, editing (creator or admin, before the start), its rounds with a play button
 * while a round is open and a review of the player's answers once it has closed, the open round's live standings,
 * and the standings of the closed rounds.
 */
export function TournamentView({
  id,
  onBack,
  onPlay,
}: {
  id: string;
  onBack: () => void;
  onPlay: (round: SoloRound) => void;
}) {
  const { t, i18n } = useTranslation('solo');
  const locale = formattingLocale(i18n.language);
  const number = numberFormatter(i18n.language);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const query = useTournament(id);
  const refresh = useRefreshTournaments();
  const failureText = useFailureText();
  const [isEditing, setIsEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [reviewing, setReviewing] = useState<number | null>(null);
  const Back = i18n.dir() === 'rtl' ? ArrowRight : ArrowLeft;

  async function act(headline: string, action: () => Promise<unknown>) {
    setIsBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failureText(headline, failure));
    } finally {
      setIsBusy(false);
    }
  }

  const tournament = query.data;
  return (
    <section aria-labelledby="tournament-title" data-testid="tournament-view">
      <Button variant="ghost" onClick={onBack} className="mb-4">
        <Back aria-hidden="true" className="size-4" />
        {t('tournaments.back')}
      </Button>
      {query.isPending && <LoadingIndicator size="lg" />}
      {query.isError && (
        <p role="alert" className="font-bold">
          {t('tournaments.errors.load')}
        </p>
      )}
      {tournament && (
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="tournament-title" className="text-2xl font-extrabold">
              {tournament.name}
            </h2>
            <StatusBadge status={tournament.status} />
          </div>
          {tournament.description && <p className="whitespace-pre-line">{tournament.description}</p>}
          <TournamentFacts tournament={tournament} />
          {tournament.creatorName && (
            <p className="text-sm text-ink-700 dark:text-ink-300">
              {t('tournaments.createdBy', { name: tournament.creatorName })}
            </p>
          )}
          {tournament.me && (
            <p className="font-bold" data-testid="tournament-me">
              {tournament.me.rank !== null
                ? t('tournaments.yourRank', { rank: number.format(tournament.me.rank) })
                : t(`tournaments.you.${tournament.me.status}`)}
            </p>
          )}
          {error && (
            <p
              role="alert"
              className="rounded-xl bg-red-50 p-3 font-bold text-red-900 dark:bg-red-950 dark:text-red-100"
            >
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            {tournament.canJoin && (
              <Button
                size="lg"
                disabled={isBusy}
                data-testid="tournament-join"
                onClick={() => void act('tournaments.errors.join', () => joinTournament(id).then(refresh))}
              >
                {t('tournaments.join')}
              </Button>
            )}
            {tournament.canEdit && !isEditing && (
              <Button variant="ghost" onClick={() => setIsEditing(true)}>
                {t('tournaments.edit')}
              </Button>
            )}
          </div>
          {isEditing && (
            <Suspense fallback={<LoadingIndicator size="md" />}>
              <TournamentForm
                tournament={tournament}
                onCancel={() => setIsEditing(false)}
                onSubmit={async (input) => {
                  await editTournament(id, input);
                  await refresh();
                  setIsEditing(false);
                }}
              />
            </Suspense>
          )}
          <div>
            <h3 className="mb-2 text-xl font-extrabold">{t('tournaments.rounds')}</h3>
            <ol className="flex flex-col gap-2">
              {tournament.roundList.map((round) => (
                <li
                  key={round.number}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700"
                >
                  <div>
                    <p className="font-bold">
                      {t('tournaments.round', { number: number.format(round.number) })} ·{' '}
                      {t(`tournaments.roundState.${round.state}`)}
                    </p>
                    <p className="text-sm text-ink-700 dark:text-ink-300">
                      {t('tournaments.window', {
                        start: date.format(new Date(round.opensAt)),
                        end: date.format(new Date(round.closesAt)),
                      })}
                    </p>
                    {round.mine && round.mine.status !== 'new' && (
                      <p className="text-sm font-bold" data-testid="round-mine">
                        {t(`tournaments.mine.${round.mine.status}`, {
                          score: number.format(round.mine.score),
                        })}
                      </p>
                    )}
                  </div>
                  {round.canReview && (
                    <Button
                      variant="ghost"
                      data-testid="tournament-review-open"
                      aria-expanded={reviewing === round.number}
                      onClick={() => setReviewing(round.number)}
                    >
                      {t('tournaments.review.open')}
                    </Button>
                  )}
                  {round.canPlay && (
                    <Button
                      disabled={isBusy}
                      data-testid="tournament-play"
                      onClick={() =>
                        void act('tournaments.errors.play', () =>
                          startTournamentRound(id, round.number).then(onPlay),
                        )
                      }
                    >
                      {round.mine?.status === 'playing' ? t('tournaments.resume') : t('tournaments.play')}
                    </Button>
                  )}
                </li>
              ))}
            </ol>
          </div>
          {reviewing !== null && (
            <RoundReview key={reviewing} id={id} round={reviewing} onClose={() => setReviewing(null)} />
          )}
          {tournament.liveRound && <LiveStandings live={tournament.liveRound} />}
          <div>
            <h3 className="mb-2 text-xl font-extrabold">{t('tournaments.standings')}</h3>
            {tournament.standings.length === 0 ? (
              <p>{t('tournaments.noPlayers')}</p>
            ) : (
              <table className="w-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700">
                <thead className="bg-ink-100 dark:bg-ink-800">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-start">
                      {t('tournaments.table.rank')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-start">
                      {t('tournaments.table.player')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-start">
                      {t('tournaments.table.status')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-end">
                      {t('tournaments.table.points')}
                    </th>
                  </tr>
                </thead>
                <tbody data-testid="tournament-standings">
                  {tournament.standings.map((row, index) => (
                    <tr
                      key={index}
                      className={`border-t border-ink-200 dark:border-ink-700 ${row.isYou ? 'bg-brand-50 dark:bg-ink-700' : ''}`}
                    >
                      <td className="px-3 py-2 font-bold">
                        {row.rank === null ? '–' : number.format(row.rank)}
                      </td>
                      <td className="px-3 py-2 break-all">
                        {row.name ?? t('tournaments.hidden')}
                        {row.isYou && ` ${t('tournaments.youMark')}`}
                      </td>
                      <td className="px-3 py-2">{t(`tournaments.participantStatus.${row.status}`)}</td>
                      <td className="px-3 py-2 text-end font-bold">{number.format(row.totalScore)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
