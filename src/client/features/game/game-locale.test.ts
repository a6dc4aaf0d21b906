import { describe, expect, it } from 'vitest';
import { GAME_SERVER_ERROR_CODES } from '../../../shared/contracts/game';
import { LIFELINES, TEAM_COLOURS } from '../../../shared/game/constants';
import { REJECTION_CODES } from '../../../shared/game/types';
import ar from '../../locales/ar/game.json';
import en from '../../locales/en/game.json';

describe('the game texts', () => {
  it.each([
    ['ar', ar],
    ['en', en],
  ])('%s translate every error code the engine and the server send', (_, texts) => {
    for (const code of [...REJECTION_CODES, ...GAME_SERVER_ERROR_CODES]) {
      expect((texts.errors as Record<string, string>)[code], code).toBeTruthy();
    }
  });

  it.each([
    ['ar', ar],
    ['en', en],
  ])('%s name every lifeline and team colour', (_, texts) => {
    for (const lifeline of LIFELINES) expect(texts.lifelines.names[lifeline]).toBeTruthy();
    for (const colour of TEAM_COLOURS) expect(texts.colours[colour]).toBeTruthy();
  });
});
