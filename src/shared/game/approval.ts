/** Approve each player: where a player stands, read from the state (the commands are in reducer.ts). */
import type { Admission, GameState, LobbyApproval } from './types';

const OFF: LobbyApproval = { isOn: false, waitingPlayerIds: [], turnedAwayPlayerIds: [] };

/** The state's approval option; off with nobody waiting when the state has none (a new or older game). */
export function approvalOf(state: Pick<GameState, 'approval'>): LobbyApproval {
  return state.approval ?? OFF;
}

/** In the game, waiting for the host, or turned away (a player who left the waiting list counts as turned away). */
export function admissionOf(state: Pick<GameState, 'approval'>, playerId: string): Admission {
  const approval = approvalOf(state);
  if (approval.waitingPlayerIds.includes(playerId)) return 'waiting';
  if (approval.turnedAwayPlayerIds.includes(playerId)) return 'turned_away';
  return 'in';
}
