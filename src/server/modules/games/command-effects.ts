import type { LifelineOutcome } from '../../../shared/contracts/game';
import type { GameEvent, GameState } from '../../../shared/game/types';

/** What a command leaves beside the state: questions shown to the host, lifeline uses and their outcomes. */
export interface CommandEffects {
  /** Questions the host was shown (a tile opened, a question changed): preferred less in later boards. */
  shownQuestionIds: string[];
  /** Lifelines used, with the question they were used on. */
  lifelineUses: { teamId: string; lifeline: string; tileId: string; questionId: string }[];
  /** A tile was marked: the outcome of the lifelines used on it. */
  tileOutcome: { tileId: string; outcome: LifelineOutcome } | null;
  /** The host ended the game: lifelines still open end with it. */
  isEndedByHost: boolean;
}

function tileQuestionId(state: GameState, tileId: string): string | undefined {
  return state.tiles.find((tile) => tile.id === tileId)?.questionId;
}

function outcomeOf(
  event: Extract<GameEvent, { type: 'result_marked' }>,
  turnTeamId: string | undefined,
): LifelineOutcome {
  if (event.winnerTeamId === null) return 'nobody';
  if (event.winnerTeamId !== turnTeamId) return 'stolen';
  return event.attempt === 'second' ? 'correct_second' : 'correct';
}

/** The effects of one applied command, from the state before, the state after and the engine's events. */
export function commandEffects(
  previous: GameState,
  next: GameState,
  events: readonly GameEvent[],
): CommandEffects {
  const effects: CommandEffects = {
    shownQuestionIds: [],
    lifelineUses: [],
    tileOutcome: null,
    isEndedByHost: false,
  };
  for (const event of events) {
    switch (event.type) {
      case 'tile_opened': {
        const questionId = tileQuestionId(next, event.tileId);
        if (questionId) effects.shownQuestionIds.push(questionId);
        break;
      }
      case 'question_changed':
        effects.shownQuestionIds.push(event.questionId);
        break;
      case 'lifeline_used': {
        const changed = events.find(
          (candidate): candidate is Extract<GameEvent, { type: 'question_changed' }> =>
            candidate.type === 'question_changed' && candidate.tileId === event.tileId,
        );
        const questionId = changed?.previousQuestionId ?? tileQuestionId(next, event.tileId);
        if (questionId) {
          effects.lifelineUses.push({
            teamId: event.teamId,
            lifeline: event.lifeline,
            tileId: event.tileId,
            questionId,
          });
        }
        break;
      }
      case 'result_marked': {
        const open = previous.openTile;
        const team = previous.teams.find((candidate) => candidate.id === open?.teamId);
        const hadLifeline = team?.lifelines.some((entry) => entry.state === 'active') ?? false;
        if (hadLifeline)
          effects.tileOutcome = { tileId: event.tileId, outcome: outcomeOf(event, open?.teamId) };
        break;
      }
      case 'game_finished':
        effects.isEndedByHost = event.result.reason === 'ended_by_host';
        break;
      default:
        break;
    }
  }
  return effects;
}
