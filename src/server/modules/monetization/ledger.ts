import { desc, eq, sql } from 'drizzle-orm';
import {
  type CreditAdjustment,
  LEDGER_PAGE_SIZE,
  type LedgerEntry,
  type LedgerKind,
  type PaymentEventEntry,
  type ledgerQuerySchema,
} from '../../../shared/contracts/monetization';
import type { z } from 'zod';
import type { SessionUser } from '../../auth/guards';
import { users } from '../../db/auth-schema';
import type { Database } from '../../db/client';
import { creditLedger, paymentEvents } from '../../db/community-schema';
import { AppError } from '../../http/app-error';
import { logAdminActivity } from '../activity/log-admin-activity';
import { lockAccount, readCredits } from './credits';

type LedgerFilters = z.output<typeof ledgerQuerySchema>;

/**
 * Every movement, one list: the ledger's rows (purchases, refunds, disputes, admin grants and revocations) and the
 * games' charges (a spend or a free game when a game started, a return when it ended before its first question).
 */
const movements = sql`
  (select l.id::text as id, l.created_at as at, l.user_id, l.kind, l.delta, l.reason as product_id,
          null::text as game_id, l.event_id, l.reason, l.shortfall
     from credit_ledger l
   union all
   select 'spend-' || c.game_id::text, c.created_at, c.user_id, case when c.credits = 0 then 'free' else 'spend' end,
          -c.credits, null, c.game_id::text, null, '', 0
     from game_charges c
   union all
   select 'return-' || c.game_id::text, c.returned_at, c.user_id, 'return', c.credits, null, c.game_id::text, null,
          '', 0
     from game_charges c where c.status = 'returned') as m`;

function whereOf(filters: LedgerFilters) {
  const parts = [sql`true`];
  if (filters.email) parts.push(sql`u.email ilike ${`%${filters.email}%`}`);
  if (filters.kind) parts.push(sql`m.kind = ${filters.kind}`);
  // Days are the UAE's (UTC+4 all year, no daylight saving), as the screen shows the times.
  if (filters.from) parts.push(sql`m.at >= (${filters.from}::date - interval '4 hours') at time zone 'UTC'`);
  if (filters.to) parts.push(sql`m.at < (${filters.to}::date + interval '20 hours') at time zone 'UTC'`);
  return sql.join(parts, sql` and `);
}

type Row = {
  id: string;
  at: string | Date;
  user_id: string;
  email: string;
  kind: LedgerKind;
  delta: number;
  product_id: string | null;
  game_id: string | null;
  event_id: string | null;
  reason: string;
  shortfall: number;
  total?: number;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const toEntry = (row: Row): LedgerEntry => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  userId: row.user_id,
  email: row.email,
  kind: row.kind,
  delta: Number(row.delta),
  productId:
    row.kind === 'purchase' || row.kind === 'refund' || row.kind === 'dispute' ? row.product_id : null,
  gameId: row.game_id,
  eventId: row.event_id,
  reason: row.kind === 'grant' || row.kind === 'revoke' ? row.reason : '',
  shortfall: Number(row.shortfall),
});

/** A page of the ledger, newest first, filtered by e-mail, kind and dates (days of Asia/Dubai). */
export async function listLedger(
  db: Database,
  filters: LedgerFilters,
): Promise<{ entries: LedgerEntry[]; total: number }> {
  const offset = (filters.page - 1) * LEDGER_PAGE_SIZE;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select m.*, u.email, count(*) over () as total
        from ${movements} join users u on u.id = m.user_id
       where ${whereOf(filters)}
       order by m.at desc, m.id
       limit ${LEDGER_PAGE_SIZE} offset ${offset}`),
  );
  return { entries: rows.map(toEntry), total: Number(rows[0]?.total ?? 0) };
}

/** Every matching row, for the CSV export (capped: a ledger this long is read with the filters). */
export async function exportLedger(db: Database, filters: LedgerFilters): Promise<LedgerEntry[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select m.*, u.email from ${movements} join users u on u.id = m.user_id
       where ${whereOf(filters)} order by m.at desc, m.id limit 50000`),
  );
  return rows.map(toEntry);
}

/** The latest webhook calls and reconciliations, with what each did. */
export async function listPaymentEvents(db: Database): Promise<PaymentEventEntry[]> {
  const rows = await db.select().from(paymentEvents).orderBy(desc(paymentEvents.receivedAt)).limit(200);
  return rows.map((row) => ({
    id: row.id,
    at: row.receivedAt.toISOString(),
    eventId: row.eventId,
    type: row.type,
    outcome: row.outcome,
    reason: typeof row.details.reason === 'string' ? row.details.reason : '',
  }));
}

/**
 * An admin grants or revokes credits with a reason, recorded in the ledger and the activity log. A revocation
 * takes at most the balance: credits are never made negative. Answers the new balance and what was applied.
 */
export async function adjustCredits(
  db: Database,
  actor: SessionUser,
  input: CreditAdjustment,
): Promise<{ credits: number; applied: number }> {
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
  if (!person) throw new AppError('NOT_FOUND', 'monetization.errors.userNotFound');
  const applied = await db.transaction(async (tx) => {
    await lockAccount(tx, person.id);
    const balance = await readCredits(tx, person.id);
    const delta = input.delta > 0 ? input.delta : -Math.min(-input.delta, Math.max(0, balance));
    if (delta === 0) throw new AppError('CONFLICT', 'monetization.errors.nothingToRevoke');
    await tx.insert(creditLedger).values({
      userId: person.id,
      delta,
      kind: delta > 0 ? 'grant' : 'revoke',
      actorId: actor.id,
      reason: input.reason,
    });
    return delta;
  });
  await logAdminActivity(db, actor, {
    action: applied > 0 ? 'credits.grant' : 'credits.revoke',
    targetType: 'user',
    targetId: person.id,
    details: { delta: applied, asked: input.delta, reason: input.reason },
  });
  return { credits: await readCredits(db, person.id), applied };
}
