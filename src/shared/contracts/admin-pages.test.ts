import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageInputSchema, RESERVED_SLUGS } from './admin-pages';

/** First path segments of the app's own routes, read from the route table. */
function routeSegments(): string[] {
  const sources = ['src/client/app/router.tsx'].map((file) => readFileSync(file, 'utf8'));
  const paths = sources.flatMap((source) => [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!));
  return [...new Set(paths.map((path) => path.split('/')[0]!).filter((s) => s && !s.startsWith(':')))];
}

describe('content page slugs', () => {
  it('reserves every first segment of the route table', () => {
    const segments = routeSegments();
    expect(segments.length).toBeGreaterThan(20);
    for (const segment of segments.filter((s) => s !== '*' && s !== '/')) {
      expect(RESERVED_SLUGS, `route /${segment}`).toContain(segment);
    }
  });

  it('refuses a reserved slug and accepts a free one', () => {
    const input = { titleAr: 'ع', titleEn: 'T', htmlAr: '<p>ن</p>', htmlEn: '<p>t</p>', isPublished: true };
    const reserved = pageInputSchema.safeParse({ ...input, slug: 'Admin' });
    expect(reserved.success).toBe(false);
    expect(reserved.error?.issues[0]?.message).toBe('validation.slugReserved');
    expect(pageInputSchema.parse({ ...input, slug: ' Pearl-Diving ' }).slug).toBe('pearl-diving');
  });
});
