import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../db/schema';
import { CONTENT_DIR } from '../paths';
import { categoryFile, makeContentDir } from '../testing/fixture-content';
import { createTestApp, type TestContext } from '../testing/test-app';
import { loadContent } from './load-content';
import { seedContent } from './seed-content';

describe('sounds of the question bank', () => {
  let ctx: TestContext;
  let dir: string;
  beforeAll(async () => {
    const file = categoryFile('listening', { easy: 1, medium: 1, hard: 1 });
    file.questions[0]!.audio = 'sounds/listening/clip-01.mp3';
    dir = makeContentDir([file]);
    mkdirSync(join(dir, 'sounds', 'listening'), { recursive: true });
    copyFileSync(
      join(CONTENT_DIR, 'sounds', 'which-language', 'clip-01.mp3'),
      join(dir, 'sounds', 'listening', 'clip-01.mp3'),
    );
    ctx = await createTestApp({ contentDir: dir });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('seeds a question with its sound at the address the server serves it from', async () => {
    await seedContent(ctx.database.db, loadContent(dir));
    const [seeded] = await ctx.database.db.select().from(questions).where(eq(questions.seedKey, 'listening-001'));
    expect(seeded?.audioUrl).toBe('/content/sounds/listening/clip-01.mp3');

    const response = await ctx.app.inject({ method: 'GET', url: seeded!.audioUrl! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.rawPayload.subarray(0, 3).toString('latin1')).toMatch(/^(ID3|\xff)/);
  });

  it('answers a byte-range request, as browsers make to seek and Safari makes before it plays', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/content/sounds/listening/clip-01.mp3',
      headers: { range: 'bytes=0-99' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload).toHaveLength(100);
  });

  it('serves nothing outside the sounds folder', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/content/sounds/../questions/listening.json' });
    expect(response.statusCode).toBe(404);
  });
});
