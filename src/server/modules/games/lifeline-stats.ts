import { sql } from 'drizzle-orm';
import type { LifelineStats } from '../../../shared/contracts/admin-ops';
import type { Database } from '../../db/client';
import { games, lifelineUses } from '../../db/game-schema';

const DAYS_SHOWN = 30;
const CORRECT = sql`${lifelineUses.outcome} in ('correct', 'correct_second')`;
const RESOLVED = sql`${lifelineUses.outcome} is not null and ${lifelineUses.outcome} <> 'game_ended'`;

/**
 * Uses per lifeline and the share of tiles answered correctly after each one (of the tiles marked), by game mode,
 * and uses per day over the last 30 days.
 */
export async function getLifelineStats(db: Database): Promise<LifelineStats> {
  const uses = sql<number>`count(*)::int`;
  const correct = sql<number>`count(*) filter (where ${CORRECT})::int`;
  const resolved = sql<number>`count(*) filter (where ${RESOLVED})::int`;
  const mode = sql<string>`coalesce(${games.options}->>'mode', 'traditional')`;
  const day = sql<string>`to_char(date_trunc('day', ${lifelineUses.usedAt}), 'YYYY-MM-DD')`;
  const [byLifeline, byMode, byDay] = await Promise.all([
    db
      .select({ lifeline: lifelineUses.lifeline, uses, correct, resolved })
      .from(lifelineUses)
      .groupBy(lifelineUses.lifeline)
      .orderBy(lifelineUses.lifeline),
    db
      .select({ mode, lifeline: lifelineUses.lifeline, uses, correct, resolved })
      .from(lifelineUses)
      .innerJoin(games, sql`${games.id} = ${lifelineUses.gameId}`)
      .groupBy(mode, lifelineUses.lifeline)
      .orderBy(mode, lifelineUses.lifeline),
    db
      .select({ day, lifeline: lifelineUses.lifeline, uses })
      .from(lifelineUses)
      .where(sql`${lifelineUses.usedAt} > now() - make_interval(days => ${DAYS_SHOWN})`)
      .groupBy(day, lifelineUses.lifeline)
      .orderBy(day, lifelineUses.lifeline),
  ]);
  return { byLifeline, byMode, byDay };
}
