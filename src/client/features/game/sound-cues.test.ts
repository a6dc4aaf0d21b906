import { describe, expect, it } from 'vitest';
import { sampleLookup, startedGame } from '../../../shared/game/testing';
import { viewFor } from '../../../shared/game/views';
import { cuesBetween, soundMoment, TICKING_SECONDS, type SoundMoment } from './sound-cues';

const moment = (overrides: Partial<SoundMoment> = {}): SoundMoment => ({
  phase: 'question',
  openTileId: 'tile-1',
  secondsLeft: 30,
  lifelinesTaken: 0,
  outcomes: {},
  ...overrides,
});

describe('the sounds between two moments of a game', () => {
  it('plays nothing for what happened before the screen arrived', () => {
    expect(cuesBetween(null, moment({ secondsLeft: 3, phase: 'finished' }))).toEqual([]);
  });

  it('ticks each second of the last ten, not before, and buzzes once at zero', () => {
    const heard = [];
    let previous = moment({ secondsLeft: 15 });
    for (let seconds = 14; seconds >= 0; seconds -= 1) {
      const next = moment({ secondsLeft: seconds });
      heard.push(...cuesBetween(previous, next).map((cue) => `${seconds}:${cue}`));
      previous = next;
    }
    expect(heard).toEqual([
      ...Array.from({ length: TICKING_SECONDS }, (_, index) => `${TICKING_SECONDS - index}:tick`),
      '0:timeUp',
    ]);
    // Re-rendering the same second, or time added back (add time), is silent.
    expect(cuesBetween(moment({ secondsLeft: 5 }), moment({ secondsLeft: 5 }))).toEqual([]);
    expect(cuesBetween(moment({ secondsLeft: 5 }), moment({ secondsLeft: 35 }))).toEqual([]);
  });

  it('does not tick across questions or while the countdown is paused', () => {
    expect(cuesBetween(moment({ secondsLeft: 8 }), moment({ openTileId: 'tile-2', secondsLeft: 7 }))).toEqual(
      [],
    );
    expect(cuesBetween(moment({ secondsLeft: 8 }), moment({ secondsLeft: null }))).toEqual([]);
  });

  it('chimes for a right answer, sounds low for a wrong one, shimmers for a lifeline, and plays the fanfare at the end', () => {
    const board = moment({ phase: 'board', openTileId: null, secondsLeft: null });
    expect(cuesBetween(moment({ phase: 'reveal' }), { ...board, outcomes: { 'tile-1': true } })).toEqual([
      'right',
    ]);
    expect(cuesBetween(moment({ phase: 'reveal' }), { ...board, outcomes: { 'tile-1': false } })).toEqual([
      'wrong',
    ]);
    expect(cuesBetween(moment(), moment({ lifelinesTaken: 1 }))).toEqual(['lifeline']);
    expect(
      cuesBetween(
        { ...board, outcomes: { 'tile-1': true } },
        { ...board, phase: 'finished', outcomes: { 'tile-1': true } },
      ),
    ).toEqual(['fanfare']);
  });

  it('reads its moments from a real game view', () => {
    const game = startedGame();
    const tile = game.nextTile();
    game.open(tile.id);
    const view = () => viewFor(game.state, 'display', { now: game.now, questionLookup: sampleLookup });
    const asked = soundMoment(view(), { status: 'running', remainingMs: 9_200 });
    expect(asked).toMatchObject({ phase: 'question', openTileId: tile.id, secondsLeft: 10 });
    game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'two_answers' });
    const helped = soundMoment(view(), { status: 'running', remainingMs: 8_100 });
    expect(cuesBetween(asked, helped)).toEqual(['tick', 'lifeline']);
    game.mark('team-1');
    const marked = soundMoment(view(), null);
    expect(marked.secondsLeft).toBeNull();
    expect(cuesBetween(helped, marked)).toEqual(['right']);
  });
});
