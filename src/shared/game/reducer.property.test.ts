import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOARD_TILE_COUNT } from '../constants';
import type { GameCommandInput } from './commands';
import { createRandom } from './random';
import { apply } from './reducer';
import { loggedTotal } from './scoring';
import { actionArb, newGame, setupArb, simulate } from './simulation.test-support';
import { nextCommand, T0 } from './testing';
import type { GameEvent, GameState } from './types';

const NUM_RUNS = 200;
/** Generous, so a busy machine does not fail a property that takes a second or two. */
const PROPERTY_TIMEOUT_MS = 30_000;

/** How often each team used and got back each lifeline, counted from the events. */
class LifelineTally {
  private readonly counts = new Map<string, number>();
  add(events: readonly GameEvent[]): void {
    for (const event of events) {
      if (event.type === 'lifeline_used') this.bump(`${event.teamId}/${event.lifeline}`, 1);
      if (event.type === 'refill_chosen' && event.lifeline)
        this.bump(`${event.teamId}/${event.lifeline}`, -1);
    }
  }
  usesBeyondRefills(teamId: string, lifeline: string): number {
    return this.counts.get(`${teamId}/${lifeline}`) ?? 0;
  }
  private bump(key: string, by: number): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + by);
  }
}

/** The rules that hold after every applied command; returns the broken ones (plain checks keep the runs fast). */
function brokenInvariants(state: GameState, tally: LifelineTally): string[] {
  const broken: string[] = [];
  const check = (holds: boolean, rule: string) => {
    if (!holds) broken.push(rule);
  };
  for (const team of state.teams) {
    check(team.score === loggedTotal(state.scoreLog, team.id), `${team.id}: score equals the sum of its log`);
    for (const entry of team.lifelines) {
      const expected = entry.state === 'available' ? 0 : 1;
      check(
        tally.usesBeyondRefills(team.id, entry.lifeline) === expected,
        `${team.id}: ${entry.lifeline} used once`,
      );
      if (entry.state === 'active')
        check(state.openTile?.teamId === team.id, 'only the open tile team has active lifelines');
    }
  }
  check(
    state.scoreLog.every((entry, index) => entry.seq === index + 1),
    'the score log is numbered in order',
  );
  const played = state.tiles.filter((tile) => tile.isPlayed).length;
  check(played <= BOARD_TILE_COUNT, 'at most 36 played tiles');
  check(
    played < BOARD_TILE_COUNT || state.result?.reason === 'all_tiles_played',
    '36 played tiles finish the game',
  );
  check(
    state.result?.reason !== 'all_tiles_played' || played === BOARD_TILE_COUNT,
    'a full board ends with 36 tiles',
  );
  check((state.phase === 'finished') === (state.result !== null), 'a finished game has a result');
  const open = state.openTile;
  check(
    !open || state.tiles.some((tile) => tile.id === open.tileId && !tile.isPlayed),
    'the open tile is unplayed',
  );
  return broken;
}

describe('the reducer under random command sequences', () => {
  it(
    'keeps its invariants, never throws and never changes the state it is given',
    () => {
      fc.assert(
        fc.property(
          setupArb,
          fc.array(actionArb, { minLength: 10, maxLength: 250, size: 'max' }),
          (setup, actions) => {
            const tally = new LifelineTally();
            simulate(setup, actions, ({ command, result, before }) => {
              if (result.ok) {
                tally.add(result.events);
                if (result.state.version !== before.version + 1) expect.fail('the version grows by one');
                const broken = brokenInvariants(result.state, tally);
                if (broken.length > 0) expect(broken).toEqual([]);
              } else if (result.rejection.i18nKey !== `game.errors.${result.rejection.code}`) {
                expect.fail('a rejection carries the i18n key of its code');
              }
              const id = (command as { commandId?: unknown } | null)?.commandId;
              if (typeof id === 'string' && before.recentCommandIds.includes(id)) {
                expect(result).toMatchObject({ ok: false, rejection: { code: 'duplicateCommand' } });
              }
            });
          },
        ),
        { numRuns: NUM_RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'apply does not mutate its input state',
    () => {
      fc.assert(
        fc.property(
          setupArb,
          fc.array(actionArb, { minLength: 10, maxLength: 150, size: 'max' }),
          (setup, actions) => {
            simulate(setup, actions, ({ before, result }) => {
              const snapshot = JSON.stringify(before);
              if (result.ok) expect(result.state).not.toBe(before);
              expect(JSON.stringify(before)).toBe(snapshot);
            });
          },
        ),
        { numRuns: 50 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'the same seed and commands give the same state',
    () => {
      fc.assert(
        fc.property(
          setupArb,
          fc.array(actionArb, { minLength: 10, maxLength: 250, size: 'max' }),
          (setup, actions) => {
            const first = simulate(setup, actions);
            let replayed = newGame(setup);
            const replayedEvents: GameEvent[] = [];
            for (const { command, now } of first.sent) {
              const result = apply(replayed, command, { now });
              if (result.ok) {
                replayed = result.state;
                replayedEvents.push(...result.events);
              }
            }
            expect(replayed).toEqual(first.state);
            expect(replayedEvents).toEqual(first.events);
            expect(JSON.parse(JSON.stringify(replayed))).toEqual(replayed);
          },
        ),
        { numRuns: NUM_RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'exactly 36 played tiles finish the game',
    () => {
      fc.assert(
        fc.property(setupArb, fc.nat(), (setup, driverSeed) => {
          const rng = createRandom(driverSeed);
          let state = newGame(setup);
          let now = T0;
          for (let step = 0; step < 5_000 && state.phase !== 'finished'; step += 1) {
            now += rng.int(20_000);
            const next = nextCommand(state, rng.int(1_000_000), rng.int(1_000_000), false);
            const result = apply(
              state,
              { ...next.body, commandId: `s${step}`, actor: next.actor } as GameCommandInput,
              {
                now,
              },
            );
            if (!result.ok) continue;
            const played = result.state.tiles.filter((tile) => tile.isPlayed).length;
            if ((result.state.phase === 'finished') !== (played === BOARD_TILE_COUNT)) {
              expect.fail(`finished with ${played} played tiles`);
            }
            state = result.state;
          }
          expect(state.phase).toBe('finished');
          expect(state.result?.reason).toBe('all_tiles_played');
          expect(state.tiles.every((tile) => tile.isPlayed)).toBe(true);
          const top = Math.max(...state.teams.map((team) => team.score));
          expect(state.result?.winnerTeamIds).toEqual(
            state.teams.filter((t) => t.score === top).map((t) => t.id),
          );
        }),
        { numRuns: NUM_RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
