import { count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminResolveVarInput,
  AdminVarReport,
  AdminVarReportList,
  adminResolveVarInputSchema,
  varReportQuerySchema,
} from '../../../shared/contracts/admin-ops';
import type { SessionUser } from '../../auth/guards';
import { gamePlayers, games, varReports } from '../../db/game-schema';
import { varReportResolutions } from '../../db/ops-schema';
import { questions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { logAdminActivity } from '../activity/log-admin-activity';
import { currentStates } from './admin-games';
import { applyCommand } from './apply-command';
import type { GamesContext } from './games-context';

const answerOf = (options: string[], type: string, correctIndex: number) =>
  type === 'open' ? options.join(' / ') : (options[correctIndex] ?? '');

async function loadReports(
  ctx: GamesContext,
  where: ReturnType<typeof eq> | undefined,
  limit: number,
  offset: number,
) {
  const rows = await ctx.db
    .select({
      report: varReports,
      nickname: gamePlayers.nickname,
      game: { id: games.id, roomCode: games.roomCode, status: games.status, state: games.state },
      question: questions,
      resolution: varReportResolutions,
    })
    .from(varReports)
    .innerJoin(games, eq(games.id, varReports.gameId))
    .innerJoin(gamePlayers, eq(gamePlayers.id, varReports.playerId))
    .innerJoin(questions, eq(questions.id, varReports.questionId))
    .leftJoin(varReportResolutions, eq(varReportResolutions.reportId, varReports.id))
    .where(where)
    .orderBy(desc(varReports.createdAt), varReports.id)
    .limit(limit)
    .offset(offset);
  const states = await currentStates(
    ctx,
    rows.map((row) => row.game),
  );
  return rows.map((row): AdminVarReport => {
    const teams = (states.get(row.game.id) ?? row.game.state).teams.map((team) => ({
      id: team.id,
      name: team.name,
      score: team.score,
    }));
    const q = row.question;
    return {
      id: row.report.id,
      gameId: row.report.gameId,
      roomCode: row.game.roomCode,
      gameStatus: row.game.status,
      teamId: row.report.teamId,
      teamName: teams.find((team) => team.id === row.report.teamId)?.name ?? row.report.teamId,
      teams,
      reporter: row.nickname,
      reason: row.report.reason,
      screenshotUrl: row.report.screenshotUrl,
      status: row.report.status,
      createdAt: row.report.createdAt.toISOString(),
      question: {
        id: q.id,
        bodyAr: q.bodyAr,
        bodyEn: q.bodyEn,
        answerAr: answerOf(q.optionsAr, q.type, q.correctIndex),
        answerEn: answerOf(q.optionsEn, q.type, q.correctIndex),
        isActive: q.isActive,
      },
      resolution: row.resolution
        ? {
            note: row.resolution.note,
            correctionTeamId: row.resolution.correctionTeamId,
            correctionAmount: row.resolution.correctionAmount,
            questionAction: row.resolution.questionAction === 'deactivate' ? 'deactivate' : 'none',
            resolvedBy: row.resolution.resolvedBy,
            resolvedAt: row.resolution.resolvedAt.toISOString(),
          }
        : null,
    };
  });
}

/** Every VAR report across games, newest first, filterable by state. */
export async function listAdminVarReports(
  ctx: GamesContext,
  query: z.output<typeof varReportQuerySchema>,
): Promise<AdminVarReportList> {
  const where = query.status ? eq(varReports.status, query.status) : undefined;
  const [items, [total]] = await Promise.all([
    loadReports(ctx, where, query.pageSize, (query.page - 1) * query.pageSize),
    ctx.db.select({ value: count() }).from(varReports).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

async function loadOne(ctx: GamesContext, reportId: string): Promise<AdminVarReport> {
  const [report] = await loadReports(ctx, eq(varReports.id, reportId), 1, 0);
  if (!report) throw new AppError('NOT_FOUND', 'admin.errors.reportNotFound');
  return report;
}

/**
 * Resolves a report once. Accepting may correct a team's score in the game while it is still on: the correction
 * is the engine's own `correct_score` command, applied with the report's id as its command id (so it is applied
 * once) and broadcast to the players like any host command; it may also take the question off the boards.
 * The reporter's phone then hears the outcome. A report already resolved is answered as it stands.
 */
export async function resolveVarReportAsAdmin(
  ctx: GamesContext,
  actor: SessionUser,
  reportId: string,
  input: z.output<typeof adminResolveVarInputSchema> & AdminResolveVarInput,
): Promise<AdminVarReport> {
  const report = await loadOne(ctx, reportId);
  if (report.status !== 'open') return report;
  const { correction } = input;
  if (correction) {
    if (report.gameStatus === 'completed') throw new AppError('CONFLICT', 'admin.errors.gameFinished');
    if (!report.teams.some((team) => team.id === correction.teamId)) {
      throw new AppError('VALIDATION', 'validation.invalid', { correction: 'admin.errors.unknownTeam' });
    }
    await applyCommand(
      ctx,
      report.gameId,
      {
        type: 'correct_score',
        commandId: `var-${reportId}`,
        teamId: correction.teamId,
        amount: correction.amount,
        reason: input.note.slice(0, 200),
      },
      { role: 'host' },
    );
  }
  const isResolvedNow = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(varReports)
      .set({ status: input.status, resolvedAt: new Date(ctx.now()) })
      .where(eq(varReports.id, reportId))
      .returning({ id: varReports.id, status: varReports.status });
    if (!updated) return false;
    const [inserted] = await tx
      .insert(varReportResolutions)
      .values({
        reportId,
        status: input.status,
        note: input.note,
        correctionTeamId: correction?.teamId ?? null,
        correctionAmount: correction?.amount ?? null,
        questionAction: input.questionAction,
        resolvedBy: actor.email,
      })
      .onConflictDoNothing()
      .returning({ reportId: varReportResolutions.reportId });
    if (!inserted) return false;
    if (input.questionAction === 'deactivate') {
      await tx
        .update(questions)
        .set({ isActive: false })
        .where(inArray(questions.id, [report.question.id]));
    }
    await logAdminActivity(tx, actor, {
      action: `var.${input.status === 'accepted' ? 'accept' : 'reject'}`,
      targetType: 'var_report',
      targetId: reportId,
      details: {
        roomCode: report.roomCode,
        note: input.note,
        ...(correction ? { teamId: correction.teamId, amount: correction.amount } : {}),
        questionAction: input.questionAction,
      },
    });
    return true;
  });
  const resolved = await loadOne(ctx, reportId);
  if (isResolvedNow) {
    const [reportRow] = await ctx.db
      .select({ playerId: varReports.playerId })
      .from(varReports)
      .where(eq(varReports.id, reportId));
    ctx.notifier.varResolved({
      reportId,
      gameId: report.gameId,
      playerId: reportRow?.playerId ?? '',
      status: input.status,
      note: input.note,
      correction: correction ?? null,
    });
  }
  return resolved;
}
