import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('starts with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      FEATURE_LEADERBOARD: true,
      ADMIN_EMAILS: [],
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as absent and reads lists and flags', () => {
    const config = loadConfig({
      SITE_URL: '',
      PORT: '8080',
      ADMIN_EMAILS: ' Admin@Example.com, second@example.com ,',
      FEATURE_LEADERBOARD: 'off',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      ADMIN_EMAILS: ['admin@example.com', 'second@example.com'],
      FEATURE_LEADERBOARD: false,
    });
    expect(config.SITE_URL).toBeUndefined();
  });

  it('names each invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', SITE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*SITE_URL|SITE_URL[\s\S]*PORT/,
    );
  });
});
