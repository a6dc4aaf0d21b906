/** Test helpers for the game: a seeded database, the app on it, and shortcuts for the REST calls. */
import { rmSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreateGameResult, JoinGameResult } from '../../../shared/contracts/game';
import type { GameOptionsInput } from '../../../shared/game/commands';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { loadContent } from '../../content/load-content';
import { seedContent } from '../../content/seed-content';
import type { DatabaseHandle } from '../../db/client';
import { categories, questions } from '../../db/schema';
import { categoryFile, makeContentDir } from '../../testing/fixture-content';
import { openTestDatabase } from '../../testing/test-database';

/** The written answer of every question in the `open-answers` category: findable in any payload. */
export const OPEN_ANSWER_SECRET = 'SECRET-WRITTEN-ANSWER';

export interface SeededCategories {
  /** Six playable categories; the sixth holds open questions answered in writing. */
  playable: string[];
  /** A seventh playable category, for a second board. */
  spare: string;
  /** A category with one question of each difficulty: 'Needs Questions'. */
  thin: string;
}

/**
 * Seeds 7 playable categories of 3 questions per difficulty (one spare for change question) and one that is not
 * playable. The questions of `open-answers` are turned into open questions whose answer is OPEN_ANSWER_SECRET.
 */
export async function seedGameContent(database: DatabaseHandle): Promise<SeededCategories> {
  const slugs = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'open-answers', 'spare'];
  const files = [
    ...slugs.map((slug) => categoryFile(slug, { easy: 3, medium: 3, hard: 3 })),
    categoryFile('thin', { easy: 1, medium: 1, hard: 1 }),
  ];
  const dir = makeContentDir(files);
  try {
    await seedContent(database.db, loadContent(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const rows = await database.db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, [...slugs, 'thin']));
  const idOf = (slug: string) => {
    const row = rows.find((candidate) => candidate.slug === slug);
    if (!row) throw new Error(`category ${slug} was not seeded`);
    return row.id;
  };
  await database.db
    .update(questions)
    .set({
      type: 'open',
      optionsAr: [OPEN_ANSWER_SECRET, `${OPEN_ANSWER_SECRET}-2`],
      optionsEn: [OPEN_ANSWER_SECRET, `${OPEN_ANSWER_SECRET}-2`],
      correctIndex: 0,
    })
    .where(eq(questions.categoryId, idOf('open-answers')));
  return { playable: slugs.slice(0, 6).map(idOf), spare: idOf('spare'), thin: idOf('thin') };
}

/** The app on `database`, with Socket.IO when `isRealtime`. */
export async function buildGameApp(database: DatabaseHandle, isRealtime = false): Promise<FastifyInstance> {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    database,
    ...(isRealtime ? { realtime: {} } : {}),
  });
  await app.ready();
  return app;
}

export interface GamesTestContext {
  database: DatabaseHandle;
  categories: SeededCategories;
  close: () => Promise<void>;
}

/** A fresh database with the game's fixture categories. */
export async function openGamesDatabase(): Promise<GamesTestContext> {
  const database = await openTestDatabase();
  const seeded = await seedGameContent(database);
  return { database, categories: seeded, close: () => database.close() };
}

export const TWO_TEAMS: GameOptionsInput = {
  teams: [
    { name: 'الصقور', colour: 'green' },
    { name: 'Falcons', colour: 'red' },
  ],
  lifelines: ['phone_a_friend', 'two_answers', 'flip_table'],
};

let deviceCounter = 0;
/** A device secret as a phone would keep it. */
export const newDeviceId = () => `device-${process.pid}-${++deviceCounter}-${crypto.randomUUID()}`;

/** Creates a game over HTTP and returns what the host gets. */
export async function createGameOverHttp(
  app: FastifyInstance,
  categoryIds: string[],
  options: GameOptionsInput = TWO_TEAMS,
  deviceId?: string,
): Promise<CreateGameResult> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/games',
    payload: { options, categoryIds, ...(deviceId ? { deviceId } : {}) },
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Joins a room over HTTP and returns what the player gets. */
export async function joinOverHttp(
  app: FastifyInstance,
  roomCode: string,
  nickname: string,
  teamId: string,
  deviceId = newDeviceId(),
): Promise<JoinGameResult> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/games/join',
    payload: { clientId: crypto.randomUUID(), roomCode, nickname, teamId, deviceId },
  });
  if (response.statusCode !== 201) throw new Error(`join failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
