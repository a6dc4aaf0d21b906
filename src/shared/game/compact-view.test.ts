import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeView, encodeView, type CompactGameView } from './compact-view';
import { actionArb, setupArb, simulate } from './simulation.test-support';
import { sampleLookup, startedGame, T0, withSurprise } from './testing';
import type { GameState } from './types';
import { viewFor, type GameView } from './views';

const viewsOf = (state: GameState, now: number): GameView[] => [
  viewFor(state, 'host', { now, questionLookup: sampleLookup }),
  viewFor(state, 'display', { now, questionLookup: sampleLookup }),
  viewFor(state, 'player', { now, questionLookup: sampleLookup }),
  ...state.teams.map((team) =>
    viewFor(state, 'player', { now, questionLookup: sampleLookup, teamId: team.id }),
  ),
];

/** What a client gets: the short form after a trip through JSON, decoded. */
const overTheWire = (view: GameView) =>
  decodeView(JSON.parse(JSON.stringify(encodeView(view))) as CompactGameView);

describe('the short form of a view', () => {
  it('decodes to the same view, for every role, after every command of random games', () => {
    fc.assert(
      fc.property(
        setupArb,
        fc.array(actionArb, { minLength: 10, maxLength: 150, size: 'max' }),
        (setup, actions) => {
          simulate(setup, actions, ({ now, result }) => {
            if (!result.ok) return;
            for (const view of viewsOf(result.state, now)) {
              expect(overTheWire(view)).toStrictEqual(view);
              expect(decodeView(encodeView(view))).toStrictEqual(view);
            }
          });
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);

  it('keeps ids that are not in the view lists as they are', () => {
    const game = withSurprise(startedGame({ mode: 'surprise' }), 'tile-1-medium-1', 'gift').play(
      'tile-0-easy-1',
      'team-1',
    );
    game.do({ type: 'select_tile', tileId: 'tile-1-medium-1' });
    const view = viewFor(game.state, 'host', { now: T0, questionLookup: sampleLookup });
    const odd: GameView = {
      ...view,
      tiles: view.tiles.map((tile, index) => {
        if (index === 0) return { ...tile, categoryId: 'elsewhere', winnerTeamId: 'team-gone' };
        return index === 7 ? { ...tile, id: 'not-the-board-pattern' } : tile;
      }),
      scoreLog: view.scoreLog.map((entry) => ({ ...entry, teamId: 'team-gone', note: 'كذا' })),
    };
    expect(odd.scoreLog.length).toBeGreaterThan(0);
    expect(overTheWire(odd)).toStrictEqual(odd);
    expect(overTheWire(view).tiles.find((tile) => tile.isOpen)).toMatchObject({
      id: 'tile-1-medium-1',
      surprise: 'gift',
    });
  });

  it('is under a third of the full view on a board in play', () => {
    const game = startedGame().play('tile-0-easy-1', 'team-1').play('tile-1-medium-1', 'team-2');
    for (const view of viewsOf(game.state, T0)) {
      const full = JSON.stringify(view).length;
      const short = JSON.stringify(encodeView(view)).length;
      expect(short).toBeLessThan(full / 3);
    }
  });
});
