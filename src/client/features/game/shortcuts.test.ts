import { describe, expect, it } from 'vitest';
import { sampleLookup, startedGame, withSurprise } from '../../../shared/game/testing';
import { viewFor } from '../../../shared/game/views';
import { commandForShortcut, SHORTCUT_ACTIONS, SHORTCUTS, shortcutFor, type ShortcutKey } from './shortcuts';

const press = (code: string, key: string, extra: Partial<ShortcutKey> = {}): ShortcutKey => ({
  key,
  code,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...extra,
});

describe('the host shortcut keys', () => {
  it('reads keys by position, so an Arabic layout presses the same shortcuts', () => {
    expect(shortcutFor(press('KeyR', 'r'))).toBe('reveal');
    expect(shortcutFor(press('KeyR', 'ق'))).toBe('reveal');
    expect(shortcutFor(press('Digit1', '1'))).toBe('markTeam1');
    expect(shortcutFor(press('Numpad2', '2'))).toBe('markTeam2');
    expect(shortcutFor(press('Digit0', '٠'))).toBe('markNobody');
    expect(shortcutFor(press('Slash', '?'))).toBe('help');
    expect(shortcutFor(press('Slash', '؟'))).toBe('help');
  });

  it('leaves Ctrl+Shift+P (the hidden toggle), other modifiers and typing in fields alone', () => {
    expect(shortcutFor(press('KeyP', 'P', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('KeyP', 'p', { metaKey: true }))).toBeNull();
    expect(shortcutFor(press('KeyR', 'r', { altKey: true }))).toBeNull();
    expect(shortcutFor(press('KeyR', 'r', { targetTag: 'INPUT' }))).toBeNull();
    expect(shortcutFor(press('KeyR', 'r', { targetTag: 'TEXTAREA' }))).toBeNull();
    expect(shortcutFor(press('KeyR', 'r', { isEditable: true }))).toBeNull();
    expect(shortcutFor(press('KeyQ', 'q'))).toBeNull();
    expect(shortcutFor(press('Enter', 'Enter'))).toBeNull();
  });

  it('gives every action its own keys', () => {
    const codes = SHORTCUT_ACTIONS.flatMap((action) => SHORTCUTS[action].codes);
    expect(new Set(codes).size).toBe(codes.length);
    for (const action of SHORTCUT_ACTIONS) expect(SHORTCUTS[action].label).not.toBe('');
  });
});

describe('the command a shortcut sends', () => {
  const hostView = (game: ReturnType<typeof startedGame>) =>
    viewFor(game.state, 'host', { now: game.now, questionLookup: sampleLookup });

  it('drives a tile from open to marked: reveal in the question, then mark a team or nobody', () => {
    const game = startedGame({ teams: 3 });
    const tile = game.nextTile();
    game.open(tile.id);
    let view = hostView(game);
    const running = { status: 'running' as const };
    expect(commandForShortcut('markTeam1', view, running)).toBeNull();
    expect(commandForShortcut('reveal', view, running)).toEqual({ type: 'reveal' });
    game.do({ type: 'reveal' });
    view = hostView(game);
    expect(commandForShortcut('reveal', view, null)).toBeNull();
    expect(commandForShortcut('markTeam2', view, null)).toEqual({
      type: 'mark_result',
      winnerTeamId: 'team-2',
      attempt: 'first',
    });
    expect(commandForShortcut('markTeam3', view, null)).toEqual({
      type: 'mark_result',
      winnerTeamId: 'team-3',
      attempt: 'first',
    });
    expect(commandForShortcut('markNobody', view, null)).toEqual({ type: 'mark_result', winnerTeamId: null });
    game.do({ type: 'mark_result', winnerTeamId: 'team-2' });
    expect(game.state.phase).toBe('board');
    expect(game.tile(tile.id).winnerTeamId).toBe('team-2');
  });

  it('marks no third team in a game of two', () => {
    const game = startedGame();
    game.open(game.nextTile().id);
    game.do({ type: 'reveal' });
    expect(commandForShortcut('markTeam3', hostView(game), null)).toBeNull();
  });

  it('pauses a running countdown and resumes a paused one, only during the question', () => {
    const game = startedGame();
    expect(commandForShortcut('pause', hostView(game), { status: 'running' })).toBeNull();
    game.open(game.nextTile().id);
    const view = hostView(game);
    expect(commandForShortcut('pause', view, { status: 'running' })).toEqual({ type: 'pause' });
    expect(commandForShortcut('pause', view, { status: 'paused' })).toEqual({ type: 'resume' });
    expect(commandForShortcut('pause', view, { status: 'expired' })).toBeNull();
  });

  it('gives the turn to the next team on the board, round the teams', () => {
    const game = startedGame({ teams: 3 });
    expect(commandForShortcut('nextTurn', hostView(game), null)).toEqual({
      type: 'switch_turn',
      teamId: 'team-2',
    });
    game.do({ type: 'switch_turn', teamId: 'team-3' });
    expect(commandForShortcut('nextTurn', hostView(game), null)).toEqual({
      type: 'switch_turn',
      teamId: 'team-1',
    });
    game.open(game.nextTile().id);
    expect(commandForShortcut('nextTurn', hostView(game), null)).toBeNull();
  });

  it('begins the question from a surprise intro, and sends nothing for the screen-only actions', () => {
    const game = startedGame({ mode: 'surprise' });
    const tileId = game.nextTile().id;
    withSurprise(game, tileId, 'double');
    game.do({ type: 'select_tile', tileId });
    const view = hostView(game);
    expect(view.phase).toBe('intro');
    expect(commandForShortcut('begin', view, null)).toEqual({ type: 'begin_question' });
    for (const action of ['help', 'fullscreen', 'mute'] as const) {
      expect(commandForShortcut(action, view, null)).toBeNull();
    }
  });
});
