/**
 * The host's keyboard during a game: which key does what, and which command a shortcut sends in the game's
 * current phase. Keys are read by their position (event.code), so they work the same on an Arabic keyboard.
 * A key pressed with Ctrl, Alt or Meta is never a shortcut (the hidden Ctrl+Shift+P of SPEC.md section 2 stays
 * harmless), nor one typed in a field.
 */
import type { GameView } from '../../../shared/game/views';
import type { CountdownNow } from './countdown';
import type { GameCommandRequest } from './use-game-connection';

export const SHORTCUT_ACTIONS = [
  'help',
  'begin',
  'reveal',
  'markTeam1',
  'markTeam2',
  'markTeam3',
  'markNobody',
  'nextTurn',
  'pause',
  'fullscreen',
  'mute',
] as const;
export type ShortcutAction = (typeof SHORTCUT_ACTIONS)[number];

/** The keys of each action as the help overlay shows them, and the key codes that press them. */
export const SHORTCUTS: Record<ShortcutAction, { label: string; codes: readonly string[] }> = {
  help: { label: '?', codes: [] },
  begin: { label: 'B', codes: ['KeyB'] },
  reveal: { label: 'R', codes: ['KeyR'] },
  markTeam1: { label: '1', codes: ['Digit1', 'Numpad1'] },
  markTeam2: { label: '2', codes: ['Digit2', 'Numpad2'] },
  markTeam3: { label: '3', codes: ['Digit3', 'Numpad3'] },
  markNobody: { label: '0', codes: ['Digit0', 'Numpad0'] },
  nextTurn: { label: 'N', codes: ['KeyN'] },
  pause: { label: 'P', codes: ['KeyP'] },
  fullscreen: { label: 'F', codes: ['KeyF'] },
  mute: { label: 'M', codes: ['KeyM'] },
};

export type ShortcutKey = {
  key: string;
  code: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** The element the key was pressed in: a field takes its own keys. */
  targetTag?: string;
  isEditable?: boolean;
};

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** The action a key press asks for, or null when it is not a shortcut. */
export function shortcutFor(press: ShortcutKey): ShortcutAction | null {
  if (press.ctrlKey || press.altKey || press.metaKey) return null;
  if (press.isEditable || (press.targetTag && TYPING_TAGS.has(press.targetTag))) return null;
  // "?" is Shift+/ on a Latin keyboard and "؟" on an Arabic one.
  if (press.key === '?' || press.key === '؟') return 'help';
  for (const action of SHORTCUT_ACTIONS) {
    if (SHORTCUTS[action].codes.includes(press.code)) return action;
  }
  return null;
}

const MARK_INDEX: Partial<Record<ShortcutAction, number>> = { markTeam1: 0, markTeam2: 1, markTeam3: 2 };

/**
 * The game command a shortcut sends now, or null when it means nothing in this phase (the screen's own actions,
 * help, fullscreen and mute, are not commands and also give null).
 */
export function commandForShortcut(
  action: ShortcutAction,
  view: Pick<GameView, 'phase' | 'teams' | 'turnTeamId' | 'openTile'>,
  countdown: Pick<CountdownNow, 'status'> | null,
): GameCommandRequest | null {
  const markIndex = MARK_INDEX[action];
  if (markIndex !== undefined) {
    const team = view.teams[markIndex];
    if (view.phase !== 'reveal' || !team) return null;
    return { type: 'mark_result', winnerTeamId: team.id, attempt: 'first' };
  }
  switch (action) {
    case 'begin':
      return view.phase === 'intro' && view.openTile && !view.openTile.isRefillPending
        ? { type: 'begin_question' }
        : null;
    case 'reveal':
      return view.phase === 'question' ? { type: 'reveal' } : null;
    case 'markNobody':
      return view.phase === 'reveal' ? { type: 'mark_result', winnerTeamId: null } : null;
    case 'nextTurn': {
      if (view.phase !== 'board' || view.teams.length < 2) return null;
      const index = view.teams.findIndex((team) => team.id === view.turnTeamId);
      const next = view.teams[(index + 1) % view.teams.length]!;
      return { type: 'switch_turn', teamId: next.id };
    }
    case 'pause':
      if (view.phase !== 'question' || !countdown) return null;
      if (countdown.status === 'paused') return { type: 'resume' };
      return countdown.status === 'running' ? { type: 'pause' } : null;
    default:
      return null;
  }
}
