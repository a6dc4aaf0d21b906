import { and, desc, eq } from 'drizzle-orm';
import type { VarReport, VarReportStatus } from '../../../shared/contracts/game';
import { gamePlayers, varReports } from '../../db/game-schema';
import type { PlayerIdentity } from './authorize';
import { gameError } from './game-errors';
import type { GameRecord } from './game-record';
import type { GamesContext } from './games-context';

type ReportRow = typeof varReports.$inferSelect;

function toVarReport(row: ReportRow, nickname: string): VarReport {
  return {
    id: row.id,
    gameId: row.gameId,
    teamId: row.teamId,
    playerId: row.playerId,
    nickname,
    tileId: row.tileId,
    questionId: row.questionId,
    reason: row.reason,
    screenshotUrl: row.screenshotUrl,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The game's reports, newest first (the host's VAR list). */
export async function listVarReports(ctx: GamesContext, gameId: string): Promise<VarReport[]> {
  const rows = await ctx.db
    .select({ report: varReports, nickname: gamePlayers.nickname })
    .from(varReports)
    .innerJoin(gamePlayers, eq(gamePlayers.id, varReports.playerId))
    .where(eq(varReports.gameId, gameId))
    .orderBy(desc(varReports.createdAt));
  return rows.map((row) => toVarReport(row.report, row.nickname));
}

/** Marks a report accepted or rejected; any score change is the host's separate correct_score. */
export async function resolveVarReport(
  ctx: GamesContext,
  gameId: string,
  reportId: string,
  status: Exclude<VarReportStatus, 'open'>,
): Promise<VarReport> {
  const [row] = await ctx.db
    .update(varReports)
    .set({ status, resolvedAt: new Date(ctx.now()) })
    .where(and(eq(varReports.gameId, gameId), eq(varReports.id, reportId)))
    .returning();
  if (!row) throw gameError('NOT_FOUND', 'gameNotFound');
  const [player] = await ctx.db
    .select({ nickname: gamePlayers.nickname })
    .from(gamePlayers)
    .where(eq(gamePlayers.id, row.playerId));
  return toVarReport(row, player?.nickname ?? '');
}

/**
 * A player's VAR report on the open tile's question or a played one, stored with game, team, reporter and
 * question, once per client id. 409 game.errors.tileNotReportable for any other tile.
 */
export async function fileVarReport(
  ctx: GamesContext,
  record: GameRecord,
  player: PlayerIdentity,
  input: { clientId: string; tileId: string; reason: string; screenshotUrl?: string | undefined },
): Promise<{ report: VarReport; isDuplicate: boolean }> {
  const { state } = record;
  const tile = state.tiles.find((candidate) => candidate.id === input.tileId);
  const isOpen = state.openTile?.tileId === input.tileId && state.openTile.countdown !== null;
  if (!tile || !(tile.isPlayed || isOpen)) throw gameError('CONFLICT', 'tileNotReportable');
  const [inserted] = await ctx.db
    .insert(varReports)
    .values({
      gameId: record.id,
      teamId: player.teamId,
      playerId: player.playerId,
      tileId: tile.id,
      questionId: tile.questionId,
      reason: input.reason,
      screenshotUrl: input.screenshotUrl ?? null,
      clientId: input.clientId,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) {
    const report = toVarReport(inserted, player.nickname);
    ctx.notifier.varReported(report);
    return { report, isDuplicate: false };
  }
  const [existing] = await ctx.db
    .select()
    .from(varReports)
    .where(and(eq(varReports.gameId, record.id), eq(varReports.clientId, input.clientId)));
  if (!existing) throw gameError('CONFLICT', 'busy');
  return { report: toVarReport(existing, player.nickname), isDuplicate: true };
}
