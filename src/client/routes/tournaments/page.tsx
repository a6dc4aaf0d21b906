import { Swords } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { SoloRound } from '../../../shared/contracts/solo';
import { TOURNAMENT_TABS, type TournamentTab } from '../../../shared/solo/tournament';
import { Button, ButtonLink } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { TabList } from '../../components/ui/tabs';
import { useSession } from '../../features/auth/session';
import { startGameQueueLazily } from '../../features/game/start-game-queue-lazily';
import { useAchievementAnnouncer } from '../../features/solo/achievements-api';
import { StatusBadge, TournamentFacts, TournamentView } from '../../features/solo/tournament-view';
import { createTournament, useRefreshTournaments, useTournaments } from '../../features/solo/tournaments-api';

// A round and the create form load when opened (their answers and fields are checked with the shared schemas):
// the list, the first screen, needs neither.
const DailyRound = lazy(() =>
  import('../../features/solo/daily-round').then((module) => ({ default: module.DailyRound })),
);
const TournamentForm = lazy(() =>
  import('../../features/solo/tournament-form').then((module) => ({ default: module.TournamentForm })),
);

/**
 * /tournaments: tabs all, active, mine and create (SPEC.md section 2); a tournament opens with its rounds and
 * standings, and its open round is played here as a solo round.
 */
export function Component() {
  const { t } = useTranslation('solo');
  const session = useSession();
  const isSignedIn = session.status === 'signed-in';
  const [tab, setTab] = useState<TournamentTab>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const [playing, setPlaying] = useState<SoloRound | null>(null);
  const listTab = tab === 'create' ? 'all' : tab;
  const list = useTournaments(listTab, tab !== 'create' && (tab !== 'mine' || isSignedIn));
  const refresh = useRefreshTournaments();
  const announceAchievements = useAchievementAnnouncer();

  useEffect(() => startGameQueueLazily(), []);

  const finishRound = useCallback(async () => {
    setPlaying(null);
    void announceAchievements();
    await refresh();
  }, [announceAchievements, refresh]);

  const signInFirst = (
    <div className="flex flex-col items-start gap-3">
      <p className="font-bold">{t('tournaments.signIn')}</p>
      <ButtonLink to="/auth">{t('tournaments.signInLink')}</ButtonLink>
    </div>
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader
        title={t('tournaments.title')}
        lead={t('tournaments.lead')}
        icon={<Swords aria-hidden="true" className="size-8 text-brand-700 dark:text-brand-400" />}
      />
      {playing ? (
        <Suspense fallback={<LoadingIndicator size="lg" />}>
          <DailyRound
            round={playing}
            startAt={playing.view.current}
            keepOnDevice={false}
            onDone={() => void finishRound()}
          />
        </Suspense>
      ) : openId ? (
        <TournamentView id={openId} onBack={() => setOpenId(null)} onPlay={setPlaying} />
      ) : (
        <>
          <TabList
            label={t('tournaments.tabs.label')}
            idPrefix="tournaments"
            active={tab}
            onChange={setTab}
            tabs={TOURNAMENT_TABS.map((key) => ({ key, label: t(`tournaments.tabs.${key}`) }))}
          />
          <div
            role="tabpanel"
            id={`tournaments-panel-${tab}`}
            aria-labelledby={`tournaments-tab-${tab}`}
            className="mt-4"
          >
            {tab === 'create' ? (
              isSignedIn ? (
                <Suspense fallback={<LoadingIndicator size="lg" />}>
                  <TournamentForm
                    onSubmit={async (input) => {
                      const { id } = await createTournament(input);
                      await refresh();
                      setOpenId(id);
                    }}
                  />
                </Suspense>
              ) : (
                signInFirst
              )
            ) : tab === 'mine' && !isSignedIn ? (
              signInFirst
            ) : (
              <>
                {list.isPending && <LoadingIndicator size="lg" />}
                {list.isError && (
                  <div role="alert" className="flex flex-col items-start gap-3">
                    <p className="font-bold">{t('tournaments.errors.load')}</p>
                    <Button variant="ghost" onClick={() => void list.refetch()}>
                      {t('tournaments.retry')}
                    </Button>
                  </div>
                )}
                {list.data?.tournaments.length === 0 && <p>{t(`tournaments.empty.${listTab}`)}</p>}
                <ul className="flex flex-col gap-3" data-testid="tournament-list">
                  {list.data?.tournaments.map((tournament) => (
                    <li
                      key={tournament.id}
                      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700"
                    >
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <h2 className="text-xl font-extrabold">{tournament.name}</h2>
                        <div className="flex gap-2">
                          <StatusBadge
                            status={tournament.me?.status === 'eliminated' ? 'eliminated' : tournament.status}
                          />
                        </div>
                      </div>
                      <TournamentFacts tournament={tournament} />
                      <div>
                        <Button
                          variant="ghost"
                          data-testid="tournament-open"
                          onClick={() => setOpenId(tournament.id)}
                        >
                          {tournament.canJoin ? t('tournaments.openToJoin') : t('tournaments.open')}
                          <span className="sr-only"> {tournament.name}</span>
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
