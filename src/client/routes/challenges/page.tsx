import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, Flame } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { SoloReview, SoloRound } from '../../../shared/contracts/solo';
import { currentStreak } from '../../../shared/solo/calendar';
import { Button } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/session';
import { DailyResult } from '../../features/solo/daily-result';
import { useAchievementAnnouncer } from '../../features/solo/achievements-api';
import { DailyRound } from '../../features/solo/daily-round';
import {
  dailyStatusKey,
  getReview,
  localDailyRound,
  localDailyRounds,
  saveLocalDailyRound,
  startDaily,
  useDailyStatus,
} from '../../features/solo/solo-api';
import { useSoloErrorText } from '../../features/solo/use-solo-error-text';
import { startGameQueueLazily } from '../../features/game/start-game-queue-lazily';
import { ApiRequestError } from '../../lib/api';
import { formattingLocale } from '../../lib/i18n';

/** A guest's streak: the finished days this device remembers. */
const guestStreak = (day: string) =>
  currentStreak(
    localDailyRounds()
      .filter((round) => round.isFinished)
      .map((round) => round.day),
    day,
  );

/** /challenges: today's challenge; play it once, then see the result, the streak, the share card and the answers. */
export function Component() {
  const { t, i18n } = useTranslation('solo');
  const errorText = useSoloErrorText();
  const session = useSession();
  const isSignedIn = session.status === 'signed-in';
  const status = useDailyStatus();
  const queryClient = useQueryClient();
  const [round, setRound] = useState<{ round: SoloRound; startAt: number } | null>(null);
  const [review, setReview] = useState<SoloReview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const announceAchievements = useAchievementAnnouncer();

  useEffect(() => startGameQueueLazily(), []);

  const day = status.data?.day;
  const local = day ? localDailyRound(day) : undefined;
  const finishedRoundId = status.data?.result?.roundId ?? (local?.isFinished ? local.roundId : undefined);

  useEffect(() => {
    if (!finishedRoundId || review) return;
    getReview(finishedRoundId, local?.roundToken ?? null)
      .then(setReview)
      .catch((failure: unknown) =>
        setError(failure instanceof ApiRequestError ? failure.key : 'errors.network'),
      );
  }, [finishedRoundId, review, local?.roundToken]);

  async function start() {
    setIsBusy(true);
    setError(null);
    try {
      const started = await startDaily(isSignedIn);
      const previous = localDailyRound(started.day);
      const answered = previous?.roundId === started.roundId ? (previous.answered ?? 0) : 0;
      saveLocalDailyRound({
        day: started.day,
        roundId: started.roundId,
        roundToken: started.roundToken,
        answered: Math.max(answered, started.view.current),
        isFinished: false,
      });
      setRound({ round: started, startAt: Math.max(answered, started.view.current) });
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.key : 'errors.network');
    } finally {
      setIsBusy(false);
    }
  }

  const finish = useCallback(async () => {
    if (!round) return;
    try {
      const result = await getReview(round.round.roundId, round.round.roundToken);
      saveLocalDailyRound({
        day: round.round.day,
        roundId: round.round.roundId,
        roundToken: round.round.roundToken,
        answered: result.total,
        score: result.score,
        correct: result.correct,
        total: result.total,
        isFinished: true,
      });
      setReview(result);
      setRound(null);
      // The finishing answer may have earned achievements: toast them.
      if (isSignedIn) void announceAchievements();
      await queryClient.invalidateQueries({ queryKey: dailyStatusKey });
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.key : 'errors.network');
    }
  }, [round, queryClient, isSignedIn, announceAchievements]);

  const dayText = day
    ? new Intl.DateTimeFormat(formattingLocale(i18n.language), { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      )
    : '';
  const streak = !day ? 0 : isSignedIn ? (status.data?.streak ?? 0) : guestStreak(day);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader
        title={t('challenges.title')}
        lead={t('challenges.lead')}
        icon={<CalendarCheck aria-hidden="true" className="size-8 text-brand-700 dark:text-brand-400" />}
      />
      {error && (
        <p
          role="alert"
          className="mb-4 rounded-xl bg-red-50 p-3 font-bold text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {errorText(error)}
        </p>
      )}
      {status.isPending && <LoadingIndicator size="lg" />}
      {status.isError && (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="font-bold">{t('challenges.errors.load')}</p>
          <Button variant="ghost" onClick={() => void status.refetch()}>
            {t('challenges.retry')}
          </Button>
        </div>
      )}
      {round ? (
        <DailyRound round={round.round} startAt={round.startAt} onDone={() => void finish()} />
      ) : review ? (
        <DailyResult review={review} streak={isSignedIn ? (status.data?.streak ?? review.streak) : streak} />
      ) : (
        status.data &&
        !finishedRoundId && (
          <div className="flex flex-col items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700">
            <p className="text-lg font-bold" data-testid="daily-day">
              {t('challenges.today', { day: dayText })}
            </p>
            {streak > 0 && (
              <p className="inline-flex items-center gap-2 font-bold" data-testid="daily-streak">
                <Flame aria-hidden="true" className="size-5 text-amber-600" />
                {t('challenges.streak', { count: streak })}
              </p>
            )}
            {!isSignedIn && <p className="text-ink-700 dark:text-ink-300">{t('challenges.guestNote')}</p>}
            <Button size="lg" onClick={() => void start()} disabled={isBusy} data-testid="daily-start">
              {status.data.status === 'playing' || local ? t('challenges.resume') : t('challenges.start')}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
