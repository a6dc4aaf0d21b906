import { desc, eq, gt, or, and, sql } from 'drizzle-orm';
import type { UserDetail } from '../../../shared/contracts/admin-ops';
import type { Database } from '../../db/client';
import { loginThrottles, securityEvents, sessions, users } from '../../db/auth-schema';
import { gamePlayers, games } from '../../db/game-schema';
import { AppError } from '../../http/app-error';
import { toAdminUser } from './list-users';

const SHOWN = 50;

/** A user's page: profile, the games they hosted or played, their security events and open sessions. */
export async function getUserDetail(db: Database, userId: string): Promise<UserDetail> {
  const [row] = await db
    .select({ user: users, lockedUntil: loginThrottles.lockedUntil })
    .from(users)
    .leftJoin(loginThrottles, eq(loginThrottles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', 'admin.errors.userNotFound');
  const [gameRows, eventRows, sessionRows] = await Promise.all([
    db
      .selectDistinctOn([games.createdAt, games.id], {
        id: games.id,
        roomCode: games.roomCode,
        status: games.status,
        hostUserId: games.hostUserId,
        createdAt: games.createdAt,
      })
      .from(games)
      .leftJoin(gamePlayers, eq(gamePlayers.gameId, games.id))
      .where(or(eq(games.hostUserId, userId), eq(gamePlayers.userId, userId)))
      .orderBy(desc(games.createdAt), games.id)
      .limit(SHOWN),
    db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, userId))
      .orderBy(desc(securityEvents.createdAt))
      .limit(SHOWN),
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
      .orderBy(desc(sessions.createdAt))
      .limit(SHOWN),
  ]);
  const user = row.user;
  return {
    user: {
      ...toAdminUser(user, row.lockedUntil),
      displayName: user.displayName,
      username: user.username,
      phone: user.phone,
      image: user.image,
    },
    games: gameRows.map((game) => ({
      id: game.id,
      roomCode: game.roomCode,
      status: game.status,
      asHost: game.hostUserId === userId,
      createdAt: game.createdAt.toISOString(),
    })),
    events: eventRows.map((event) => ({
      id: event.id,
      type: event.type,
      severity: event.severity,
      ip: event.ip,
      createdAt: event.createdAt.toISOString(),
    })),
    sessions: sessionRows.map((session) => ({
      id: session.id,
      ip: session.ipAddress,
      userAgent: session.userAgent,
      createdAt: session.createdAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    })),
  };
}
