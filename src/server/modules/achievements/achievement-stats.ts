import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { type AchievementStats, emptyStats, FAST_ANSWER_POINTS } from '../../../shared/solo/achievements';
import { longestStreak } from '../../../shared/solo/calendar';
import type { GameResult, Team } from '../../../shared/game/types';
import type { Database } from '../../db/client';
import { gamePlayers, games } from '../../db/game-schema';
import { leaderboardScores, soloRounds, tournamentParticipants } from '../../db/solo-schema';
import type { Tx } from '../leaderboard/award-points';

/**
 * A player's achievement counters, from what happened: their finished solo rounds (daily played and perfect, the
 * longest streak, answers right, fast and written), the finished team games they hosted or played on a team (wins,
 * a game in which their team used every lifeline), the tournaments they won and their all-time points.
 */
export async function achievementStats(db: Database | Tx, userId: string): Promise<AchievementStats> {
  const stats = emptyStats();
  const rounds = await db
    .select({
      kind: soloRounds.kind,
      day: soloRounds.challengeDay,
      state: soloRounds.state,
      correctCount: soloRounds.correctCount,
    })
    .from(soloRounds)
    .where(and(eq(soloRounds.userId, userId), isNotNull(soloRounds.finishedAt)));
  const days: string[] = [];
  for (const round of rounds) {
    if (round.kind === 'daily') {
      stats.dailyPlayed += 1;
      if (round.day) days.push(round.day);
      if (round.correctCount === round.state.questions.length) stats.dailyPerfect += 1;
    }
    stats.correctAnswers += round.correctCount;
    for (const answer of round.state.answers) {
      if (!answer.isCorrect) continue;
      if (answer.points >= FAST_ANSWER_POINTS) stats.fastAnswers += 1;
      if (answer.answer?.kind === 'text') stats.writtenRight += 1;
    }
  }
  stats.bestStreak = longestStreak(days);

  const [hosted] = await db
    .select({ n: count() })
    .from(games)
    .where(and(eq(games.hostUserId, userId), eq(games.status, 'completed')));
  stats.gamesHosted = hosted?.n ?? 0;

  const played = await db
    .selectDistinctOn([games.id], {
      teamId: gamePlayers.teamId,
      result: sql<GameResult | null>`${games.state}->'result'`,
      teams: sql<Team[]>`${games.state}->'teams'`,
    })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(
      and(eq(gamePlayers.userId, userId), eq(gamePlayers.isRemoved, false), eq(games.status, 'completed')),
    );
  for (const game of played) {
    stats.gamesPlayed += 1;
    if (game.result && !game.result.isDraw && game.result.winnerTeamIds.includes(game.teamId)) {
      stats.teamWins += 1;
    }
    const team = game.teams.find((candidate) => candidate.id === game.teamId);
    if (team && team.lifelines.length > 0 && team.lifelines.every((entry) => entry.state !== 'available')) {
      stats.allLifelinesGames += 1;
    }
  }

  const [won] = await db
    .select({ n: count() })
    .from(tournamentParticipants)
    .where(and(eq(tournamentParticipants.userId, userId), eq(tournamentParticipants.finalRank, 1)));
  stats.tournamentsWon = won?.n ?? 0;

  const [points] = await db
    .select({ points: leaderboardScores.points })
    .from(leaderboardScores)
    .where(and(eq(leaderboardScores.period, 'all'), eq(leaderboardScores.userId, userId)));
  stats.totalPoints = points?.points ?? 0;
  return stats;
}
