import { describe, expect, it } from 'vitest';
import { admissionOf, approvalOf } from './approval';
import { apply } from './reducer';
import { lobby, sampleBoard, startedGame } from './testing';
import type { GameCommandInput } from './commands';

const ANA = { role: 'player', teamId: 'team-1', playerId: 'p-ana' } as const;
const BOB = { role: 'player', teamId: 'team-2', playerId: 'p-bob' } as const;
const ask = (playerId: string) => ({ type: 'ask_to_join', playerId }) as const;

function approvingLobby() {
  const game = lobby();
  game.do({ type: 'set_approval', isOn: true });
  return game;
}

describe('approve each player', () => {
  it('is off in a new game, and an older snapshot without the field reads as off', () => {
    const game = lobby();
    expect(game.state.approval).toBeUndefined();
    expect(approvalOf(game.state)).toEqual({ isOn: false, waitingPlayerIds: [], turnedAwayPlayerIds: [] });
    expect(admissionOf(game.state, 'anyone')).toBe('in');
  });

  it('puts a player who asks while it is on on the waiting list, once', () => {
    const game = approvingLobby();
    expect(game.events).toEqual([{ type: 'approval_changed', isOn: true }]);
    expect(game.send(ask('p-ana'), ANA).ok).toBe(true);
    expect(game.events).toEqual([{ type: 'player_waiting', playerId: 'p-ana' }]);
    expect(game.send(ask('p-ana'), ANA).ok).toBe(true);
    expect(approvalOf(game.state).waitingPlayerIds).toEqual(['p-ana']);
    expect(admissionOf(game.state, 'p-ana')).toBe('waiting');
  });

  it('refuses an ask while it is off, for someone else, or from the host', () => {
    const game = lobby();
    expect(game.refuse(ask('p-ana'), ANA).code).toBe('approvalOff');
    game.do({ type: 'set_approval', isOn: true });
    expect(game.refuse(ask('p-bob'), ANA).code).toBe('forbidden');
    expect(game.refuse(ask('p-ana')).code).toBe('forbidden');
  });

  it('lets a waiting player in, or turns them away for good', () => {
    const game = approvingLobby();
    game.send(ask('p-ana'), ANA);
    game.send(ask('p-bob'), BOB);
    expect(game.do({ type: 'admit_player', playerId: 'p-ana' })).toEqual([
      { type: 'player_admitted', playerId: 'p-ana' },
    ]);
    expect(game.do({ type: 'turn_away_player', playerId: 'p-bob' })).toEqual([
      { type: 'player_turned_away', playerId: 'p-bob' },
    ]);
    expect(admissionOf(game.state, 'p-ana')).toBe('in');
    expect(admissionOf(game.state, 'p-bob')).toBe('turned_away');
    expect(game.refuse({ type: 'admit_player', playerId: 'p-bob' }).code).toBe('notWaiting');
    expect(game.refuse({ type: 'turn_away_player', playerId: 'p-ana' }).code).toBe('notWaiting');
    // A turned-away player cannot ask again with the same id: the server gives a new join a new player.
    expect(game.refuse(ask('p-bob'), BOB).code).toBe('playerTurnedAway');
  });

  it('only the host decides', () => {
    const game = approvingLobby();
    game.send(ask('p-ana'), ANA);
    expect(game.refuse({ type: 'admit_player', playerId: 'p-ana' }, BOB).code).toBe('forbidden');
    expect(game.refuse({ type: 'set_approval', isOn: false }, BOB).code).toBe('forbidden');
    expect(game.refuse({ type: 'admit_player', playerId: 'p-ana' }, { role: 'display' }).code).toBe(
      'forbidden',
    );
  });

  it('turning it off lets everyone waiting in', () => {
    const game = approvingLobby();
    game.send(ask('p-ana'), ANA);
    game.send(ask('p-bob'), BOB);
    expect(game.do({ type: 'set_approval', isOn: false })).toEqual([
      { type: 'approval_changed', isOn: false },
      { type: 'player_admitted', playerId: 'p-ana' },
      { type: 'player_admitted', playerId: 'p-bob' },
    ]);
    expect(approvalOf(game.state)).toMatchObject({ isOn: false, waitingPlayerIds: [] });
    expect(admissionOf(game.state, 'p-bob')).toBe('in');
  });

  it('a waiting player may leave the list (and is then out), but send nothing else', () => {
    const game = approvingLobby();
    game.send(ask('p-ana'), ANA);
    expect(game.refuse({ type: 'set_options', options: game.state.options }, ANA).code).toBe('forbidden');
    expect(game.send({ type: 'leave_waiting' }, ANA).ok).toBe(true);
    expect(game.events).toEqual([{ type: 'player_left', playerId: 'p-ana' }]);
    expect(admissionOf(game.state, 'p-ana')).toBe('turned_away');
    expect(game.refuse({ type: 'leave_waiting' }, ANA).code).toBe('playerTurnedAway');
    expect(game.refuse({ type: 'leave_waiting' }, BOB).code).toBe('notWaiting');
  });

  it('a waiting or turned-away player cannot answer; a player let in can', () => {
    const game = startedGame();
    game.do({ type: 'set_approval', isOn: true });
    game.send(ask('p-ana'), ANA);
    game.send(ask('p-bob'), BOB);
    game.do({ type: 'turn_away_player', playerId: 'p-bob' });
    game.do({ type: 'select_tile', tileId: 'tile-0-easy-1' });
    const answer = { type: 'submit_answer', answer: { kind: 'option', index: 0 } } as const;
    expect(game.refuse({ ...answer, teamId: 'team-1' }, ANA).code).toBe('playerWaiting');
    expect(game.refuse({ ...answer, teamId: 'team-2' }, BOB).code).toBe('playerTurnedAway');
    game.do({ type: 'admit_player', playerId: 'p-ana' });
    expect(game.send({ ...answer, teamId: 'team-1' }, ANA).ok).toBe(true);
  });

  it('keeps the waiting list through the start; nothing is decided after the end', () => {
    const game = approvingLobby();
    game.send(ask('p-ana'), ANA);
    game.do({ type: 'start', board: sampleBoard() });
    expect(approvalOf(game.state).waitingPlayerIds).toEqual(['p-ana']);
    game.do({ type: 'end_game' });
    expect(game.refuse({ type: 'admit_player', playerId: 'p-ana' }).code).toBe('wrongPhase');
    expect(game.refuse({ type: 'set_approval', isOn: false }).code).toBe('wrongPhase');
  });

  it('replays to the same state, and never changes the state it is given', () => {
    const game = approvingLobby();
    const commands: GameCommandInput[] = [
      { type: 'ask_to_join', playerId: 'p-ana', commandId: 'c1', actor: ANA },
      { type: 'ask_to_join', playerId: 'p-bob', commandId: 'c2', actor: BOB },
      { type: 'turn_away_player', playerId: 'p-bob', commandId: 'c3', actor: { role: 'host' } },
      { type: 'set_approval', isOn: false, commandId: 'c4', actor: { role: 'host' } },
    ];
    const before = structuredClone(game.state);
    const replay = () =>
      commands.reduce((state, command) => {
        const result = apply(state, command, { now: game.now });
        if (!result.ok) throw new Error(result.rejection.code);
        return JSON.parse(JSON.stringify(result.state)) as typeof state;
      }, game.state);
    const once = replay();
    expect(replay()).toEqual(once);
    expect(game.state).toEqual(before);
    expect(approvalOf(once)).toEqual({ isOn: false, waitingPlayerIds: [], turnedAwayPlayerIds: ['p-bob'] });
  });
});
