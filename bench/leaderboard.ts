// Leaderboard benchmark: 100,000 players and a year of results, on PGlite (as the product runs it, on its own
// thread in a throw-away data directory) or on PostgreSQL (under scripts/with-postgres.mjs, TEST_DATABASE_URL).
//
// 1. Seeds 100,000 players with a country (a third each in the Gulf, the Middle East and North Africa, some
//    without) and their leaderboard rows for a year: all time, each month (60% of players active) and each week
//    (30% active), the rows an award keeps up to date (decision 020).
//    A bulk load in the database (generate_series, foreign key checks off and indexes built after the rows):
//    one to two minutes for 100,000 players on PGlite (it was about nine), half a minute on PostgreSQL.
// 2. Times each leaderboard query (global, weekly, monthly; all regions and the Gulf) and a player's own rank,
//    BENCH_RUNS runs each after 5 warm-ups: p50 and p95, beside a bare reference query (a primary-key read) timed
//    alternately with it, and their ratios, so runs on a busy machine compare.
//
//   npm run bench:leaderboard                                   (PGlite, 100,000 players)
//   BENCH_PLAYERS=10000 BENCH_RUNS=10 npm run bench:leaderboard (a quick look)
//   node scripts/with-postgres.mjs npm run bench:leaderboard    (PostgreSQL)
// Aims (issue 12): p95 under 200 ms on PGlite and under 50 ms on PostgreSQL. Figures are printed, not asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { leaderboardQuerySchema } from '../src/shared/contracts/leaderboard';
import { addDays, challengeDay } from '../src/shared/solo/calendar';
import { type LeaderboardPeriod, periodKey, type Region } from '../src/shared/solo/periods';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client';
import { leaderboardScores } from '../src/server/db/solo-schema';
import { getLeaderboard } from '../src/server/modules/leaderboard/get-leaderboard';
import { rebuildRankBuckets } from '../src/server/modules/leaderboard/rebuild-rank-buckets';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 5;
const NOW = Date.now();
const TODAY = challengeDay(NOW);

async function open(): Promise<{ database: DatabaseHandle; label: string; cleanup: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'jawib-bench-leaderboard-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    return {
      database,
      label: 'PGlite',
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { Client } = await import('pg');
  const name = `bench_${Date.now()}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    database,
    label: 'PostgreSQL',
    cleanup: async () => {
      const drop = new Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

const { database, label, cleanup } = await open();
const { db } = database;
await database.migrate();

const periods = new Set<string>();
for (let day = 0; day < 365; day += 1) {
  const date = addDays(TODAY, -day);
  periods.add(periodKey('weekly', date));
  periods.add(periodKey('monthly', date));
}
const weeks = [...periods].filter((p) => p.startsWith('w:'));
const months = [...periods].filter((p) => p.startsWith('m:'));

let started = performance.now();
// A bulk load: the rollup's triggers (foreign key checks, rank buckets) are switched off and its indexes and primary
// key dropped while the rows are written, then built again exactly as the migration defines them (read back from
// the catalogue), and the rank buckets counted once.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const primaryKey = rowsOf<{ name: string; definition: string }>(
  await db.execute(sql`
    select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = 'leaderboard_scores'::regclass and contype = 'p'`),
);
const indexes = rowsOf<{ name: string; definition: string }>(
  await db.execute(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where tablename = 'leaderboard_scores' and indexname not in (
      select conname from pg_constraint where conrelid = 'leaderboard_scores'::regclass)`),
);
await db.execute(sql`alter table leaderboard_scores disable trigger all`);
for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
for (const { name } of primaryKey) {
  await db.execute(sql.raw(`alter table leaderboard_scores drop constraint "${name}"`));
}
await db.execute(sql`
  insert into users (id, name, email, email_verified)
  select 'bench-' || n, 'Player ' || n, 'bench-' || n || '@example.com', true
  from generate_series(1, ${PLAYERS}) as n`);
await db.execute(sql`
  insert into player_profiles (user_id, country)
  select 'bench-' || n, (array['AE','SA','JO','IQ','EG','MA',null])[1 + n % 7]
  from generate_series(1, ${PLAYERS}) as n`);
const region = sql.raw(
  `(array['gulf','gulf','middle_east','middle_east','north_africa','north_africa',null])[1 + n % 7]`,
);
await db.execute(sql`
  insert into leaderboard_scores (period, user_id, region, points)
  select 'all', 'bench-' || n, ${region}, (hashint4(n) & 65535) from generate_series(1, ${PLAYERS}) as n`);
// Every week (30% of the players active) and month (60%) of the year in one statement each.
for (const [keys, share] of [
  [months, 60],
  [weeks, 30],
] as const) {
  await db.execute(sql`
    insert into leaderboard_scores (period, user_id, region, points)
    select p.key, 'bench-' || n, ${region}, (hashint4(n + length(p.key)) & 4095)
    from unnest(${sql.raw(`array[${keys.map((k) => `'${k}'`).join(',')}]`)}::text[]) with ordinality as p(key, i),
      generate_series(1, ${PLAYERS}) as n
    where abs(hashint4(n * 31 + p.i::int - 1)) % 100 < ${share}`);
}
for (const { name, definition } of primaryKey) {
  await db.execute(sql.raw(`alter table leaderboard_scores add constraint "${name}" ${definition}`));
}
for (const { definition } of indexes) await db.execute(sql.raw(definition));
await db.execute(sql`alter table leaderboard_scores enable trigger all`);
await rebuildRankBuckets(db);
await db.execute(sql`analyze`);
const [{ rows } = { rows: 0 }] = await db
  .select({ rows: sql<number>`count(*)`.mapWith(Number) })
  .from(leaderboardScores);
console.log(
  `${label}: seeded ${PLAYERS.toLocaleString('en')} players, ${Number(rows).toLocaleString('en')} leaderboard rows (${weeks.length} weeks, ${months.length} months) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const player = (i: number) => `bench-${1 + ((i * 7919) % PLAYERS)}`;
/** The bare reference: a primary-key read of one player, timed alternately with each query (the machine's load). */
const reference = (i: number) => db.execute(sql`select id, name from users where id = ${player(i)}`);

function quantiles(samples: number[]) {
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95) };
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const times = (value: number) => `${value.toFixed(0).padStart(4)}×`;
console.log(
  `${RUNS} runs each after ${WARMUP} warm-ups; ×: the query's p50 / p95 over the reference's (a primary-key read, timed alternately)`,
);

async function time(name: string, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) {
    await reference(i);
    await run(i);
  }
  const samples: number[] = [];
  const references: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    started = performance.now();
    await reference(i);
    references.push(performance.now() - started);
    started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  const query = quantiles(samples);
  const bare = quantiles(references);
  console.log(
    `${name.padEnd(40)} p50 ${ms(query.p50)} p95 ${ms(query.p95)}   reference p50 ${ms(bare.p50)} p95 ${ms(bare.p95)}   ${times(query.p50 / bare.p50)} ${times(query.p95 / bare.p95)}`,
  );
}

for (const period of ['global', 'weekly', 'monthly'] as LeaderboardPeriod[]) {
  for (const where of ['global', 'gulf'] as Region[]) {
    const query = leaderboardQuerySchema.parse({ period, region: where });
    await time(`top 100, ${period}, ${where}, with own rank`, (i) =>
      getLeaderboard(db, query, player(i), NOW),
    );
    if (where === 'global') {
      await time(`top 100, ${period}, ${where}, guest`, () => getLeaderboard(db, query, null, NOW));
    }
  }
}

await database.close();
await cleanup();
