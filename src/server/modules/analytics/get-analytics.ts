import { sql } from 'drizzle-orm';
import {
  ANALYTICS_WINDOW,
  type Analytics,
  type AnalyticsPeriod,
  MIN_PLAYS_TO_JUDGE,
  type QuestionShare,
  TOO_EASY_SHARE,
  TOO_HARD_SHARE,
} from '../../../shared/contracts/analytics';
import type { Difficulty } from '../../../shared/constants';
import type { Database } from '../../db/client';

const LIST_MAX = 10;
const QUESTIONS_MAX = 500;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const int = (value: unknown) => Number(value ?? 0);

/** The first moment of the window: 30 days, 12 weeks or 12 months back, at the start of that day/week/month. */
export function windowStart(period: AnalyticsPeriod, now: Date): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 'day') start.setUTCDate(start.getUTCDate() - (ANALYTICS_WINDOW.day - 1));
  if (period === 'week') {
    const weekday = (start.getUTCDay() + 6) % 7;
    start.setUTCDate(start.getUTCDate() - weekday - 7 * (ANALYTICS_WINDOW.week - 1));
  }
  if (period === 'month') {
    start.setUTCDate(1);
    start.setUTCMonth(start.getUTCMonth() - (ANALYTICS_WINDOW.month - 1));
  }
  return start;
}

type CategoryRow = { id: string; name_ar: string; name_en: string; played: number; skipped: number };
type QuestionRow = {
  id: string;
  body_ar: string;
  body_en: string;
  difficulty: Difficulty;
  plays: number;
  correct: number;
};

/**
 * Every figure of the analytics screen, read-only, over one window. Played and skipped tiles and the share of
 * right answers come from the games' saved states: a tile is played once marked, and skipped when a finished
 * game left it unopened.
 */
export async function getAnalytics(
  db: Database,
  period: AnalyticsPeriod,
  now = new Date(),
): Promise<Analytics> {
  const since = windowStart(period, now);
  const unit = sql.raw(`'${period}'`);

  const activity = rowsOf<{ bucket: Date | string; games: number; players: number }>(
    await db.execute(sql`
      select date_trunc(${unit}, g.created_at at time zone 'UTC') as bucket,
        count(distinct g.id) as games, count(p.id) as players
      from games g left join game_players p on p.game_id = g.id and not p.is_removed
      where g.created_at >= ${since}
      group by 1 order by 1`),
  );

  const [hosts] = rowsOf<{ total: number; returning: number }>(
    await db.execute(sql`
      select count(*) as total, count(*) filter (where days > 1) as returning from (
        select host_key, count(distinct date_trunc('day', created_at at time zone 'UTC')) as days
        from games where created_at >= ${since} group by host_key
      ) h`),
  );

  const tiles = sql`
    select g.status, t.value as tile from games g, jsonb_array_elements(g.state -> 'tiles') t
    where g.created_at >= ${since} and g.status <> 'waiting'`;

  const categoryRows = rowsOf<CategoryRow>(
    await db.execute(sql`
      select c.id, c.name_ar, c.name_en,
        count(*) filter (where (x.tile ->> 'isPlayed')::boolean) as played,
        count(*) filter (where not (x.tile ->> 'isPlayed')::boolean and x.status = 'completed') as skipped
      from (${tiles}) x join categories c on c.id = (x.tile ->> 'categoryId')::uuid
      group by c.id, c.name_ar, c.name_en`),
  );
  const byCount = (key: 'played' | 'skipped') =>
    categoryRows
      .map((row) => ({ id: row.id, name: { ar: row.name_ar, en: row.name_en }, count: int(row[key]) }))
      .filter((row) => row.count > 0)
      .sort((a, b) => b.count - a.count)
      .slice(0, LIST_MAX);

  const questionRows = rowsOf<QuestionRow>(
    await db.execute(sql`
      select q.id, q.body_ar, q.body_en, q.difficulty, count(*) as plays,
        count(*) filter (where x.tile ->> 'winnerTeamId' is not null) as correct
      from (${tiles}) x join questions q on q.id = (x.tile ->> 'questionId')::uuid
      where (x.tile ->> 'isPlayed')::boolean
      group by q.id, q.body_ar, q.body_en, q.difficulty
      order by count(*) desc limit ${QUESTIONS_MAX}`),
  );
  const shares: QuestionShare[] = questionRows.map((row) => ({
    id: row.id,
    body: { ar: row.body_ar, en: row.body_en },
    difficulty: row.difficulty,
    plays: int(row.plays),
    correct: int(row.correct),
    share: int(row.plays) ? int(row.correct) / int(row.plays) : 0,
  }));
  const judged = shares.filter((q) => q.plays >= MIN_PLAYS_TO_JUDGE);

  const lifelines = rowsOf<{ lifeline: string; uses: number; won: number }>(
    await db.execute(sql`
      select lifeline, count(*) as uses,
        count(*) filter (where outcome in ('correct', 'correct_second')) as won
      from lifeline_uses where used_at >= ${since} group by lifeline order by count(*) desc`),
  );
  const countBy = async (column: 'device' | 'language') =>
    rowsOf<{ key: string; count: number }>(
      await db.execute(sql`
        select ${sql.identifier(column)} as key, count(*) as count from play_visits
        where created_at >= ${since} group by 1 order by 2 desc`),
    ).map((row) => ({ key: row.key, count: int(row.count) }));

  return {
    period,
    since: since.toISOString(),
    activity: activity.map((row) => ({
      bucket: new Date(row.bucket).toISOString().slice(0, 10),
      games: int(row.games),
      players: int(row.players),
    })),
    hosts: { total: int(hosts?.total), returning: int(hosts?.returning) },
    categories: { played: byCount('played'), skipped: byCount('skipped') },
    questions: {
      measured: judged.length,
      tooEasy: judged
        .filter((q) => q.difficulty === 'hard' && q.share >= TOO_EASY_SHARE)
        .sort((a, b) => b.share - a.share),
      tooHard: judged
        .filter((q) => q.difficulty === 'easy' && q.share <= TOO_HARD_SHARE)
        .sort((a, b) => a.share - b.share),
      all: shares,
    },
    lifelines: lifelines.map((row) => ({ lifeline: row.lifeline, uses: int(row.uses), won: int(row.won) })),
    devices: await countBy('device'),
    languages: await countBy('language'),
  };
}
