import { desc, eq, inArray, or } from 'drizzle-orm';
import type { AccountExport } from '../../../shared/contracts/privacy';
import { securityEvents, users } from '../../db/auth-schema';
import type { Database } from '../../db/client';
import { gamePlayers, games, varReports } from '../../db/game-schema';
import { contactSubmissions } from '../../db/schema';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Everything the app keeps about one person (SPEC.md: the data export): profile, games hosted and played with the
 * final scores, VAR reports they filed, their contact messages, and their security events. Secrets (password
 * hashes, tokens, device hashes) are not personal data one can use and stay out. Challenge results join here when
 * challenges exist.
 */
export async function exportAccountData(db: Database, userId: string): Promise<AccountExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('user not found');
  const hosted = await db
    .select()
    .from(games)
    .where(eq(games.hostUserId, userId))
    .orderBy(desc(games.createdAt));
  const played = await db
    .select({ player: gamePlayers, game: games })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(eq(gamePlayers.userId, userId))
    .orderBy(desc(games.createdAt));
  const playerIds = played.map((row) => row.player.id);
  const reports = playerIds.length
    ? await db.select().from(varReports).where(inArray(varReports.playerId, playerIds))
    : [];
  const messages = await db
    .select()
    .from(contactSubmissions)
    .where(or(eq(contactSubmissions.email, user.email)));
  const events = await db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt));

  const gameSummary = (game: typeof games.$inferSelect) => ({
    id: game.id,
    roomCode: game.roomCode,
    status: game.status,
    createdAt: iso(game.createdAt),
    endedAt: iso(game.endedAt),
    teams: game.state.teams.map((team) => ({ id: team.id, name: team.name, score: team.score })),
  });
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      displayName: user.displayName,
      username: user.username,
      phone: user.phone,
      image: user.image,
      role: user.role,
      language: user.language,
      termsAcceptedAt: iso(user.termsAcceptedAt),
      createdAt: iso(user.createdAt),
    },
    gamesHosted: hosted.map(gameSummary),
    gamesPlayed: played.map(({ player, game }) => ({
      ...gameSummary(game),
      nickname: player.nickname,
      teamId: player.teamId,
    })),
    varReports: reports.map((report) => ({
      id: report.id,
      gameId: report.gameId,
      tileId: report.tileId,
      questionId: report.questionId,
      reason: report.reason,
      status: report.status,
      createdAt: iso(report.createdAt),
    })),
    contactMessages: messages.map((message) => ({
      id: message.id,
      subject: message.subject,
      message: message.message,
      status: message.status,
      createdAt: iso(message.createdAt),
    })),
    securityEvents: events.map((event) => ({
      type: event.type,
      severity: event.severity,
      ip: event.ip,
      userAgent: event.userAgent,
      createdAt: iso(event.createdAt),
    })),
    challengeResults: [],
  };
}
