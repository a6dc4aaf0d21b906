/**
 * Which sounds a game screen plays, worked out from two moments of the game it watched one after the other (no
 * audio here, so it is tested on its own): ticks in the last seconds, time up, right, wrong, a lifeline, and the
 * fanfare of the celebration. A screen that just arrived hears nothing for what happened before it came.
 */
import type { GameView } from '../../../shared/game/views';
import { secondsShown, type CountdownNow } from './countdown';

export const SOUND_CUES = ['tick', 'timeUp', 'right', 'wrong', 'lifeline', 'fanfare'] as const;
export type SoundCue = (typeof SOUND_CUES)[number];

/** The last seconds of a question that tick audibly. */
export const TICKING_SECONDS = 10;

export interface SoundMoment {
  phase: GameView['phase'];
  openTileId: string | null;
  /** Whole seconds left on the question countdown, while it runs or after it ran out; null otherwise. */
  secondsLeft: number | null;
  /** Lifelines used or in use, over all teams. */
  lifelinesTaken: number;
  /** Each played tile: whether a team won it. */
  outcomes: Readonly<Record<string, boolean>>;
}

/** What the sounds depend on in a view and its countdown. */
export function soundMoment(
  view: Pick<GameView, 'phase' | 'openTile' | 'teams' | 'tiles'>,
  countdown: Pick<CountdownNow, 'status' | 'remainingMs'> | null,
): SoundMoment {
  const isCounting = countdown !== null && (countdown.status === 'running' || countdown.status === 'expired');
  const outcomes: Record<string, boolean> = {};
  for (const tile of view.tiles) if (tile.isPlayed) outcomes[tile.id] = tile.winnerTeamId !== null;
  return {
    phase: view.phase,
    openTileId: view.openTile?.tileId ?? null,
    secondsLeft: view.phase === 'question' && isCounting ? secondsShown(countdown.remainingMs) : null,
    lifelinesTaken: view.teams.reduce(
      (sum, team) => sum + team.lifelines.filter((entry) => entry.state !== 'available').length,
      0,
    ),
    outcomes,
  };
}

/** The sounds for going from `previous` to `next` (in the order to play them). */
export function cuesBetween(previous: SoundMoment | null, next: SoundMoment): SoundCue[] {
  if (!previous) return [];
  const cues: SoundCue[] = [];
  const isSameQuestion = previous.openTileId !== null && previous.openTileId === next.openTileId;
  if (
    isSameQuestion &&
    previous.secondsLeft !== null &&
    next.secondsLeft !== null &&
    next.secondsLeft < previous.secondsLeft
  ) {
    if (next.secondsLeft === 0) cues.push('timeUp');
    else if (next.secondsLeft <= TICKING_SECONDS) cues.push('tick');
  }
  if (next.lifelinesTaken > previous.lifelinesTaken) cues.push('lifeline');
  const newlyPlayed = Object.keys(next.outcomes).filter((tileId) => !(tileId in previous.outcomes));
  if (newlyPlayed.length > 0) {
    cues.push(newlyPlayed.some((tileId) => next.outcomes[tileId]) ? 'right' : 'wrong');
  }
  if (next.phase === 'finished' && previous.phase !== 'finished') cues.push('fanfare');
  return cues;
}
