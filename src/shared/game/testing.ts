/** Test helpers for the game engine: a sample board, a question lookup and a driver that plays commands. */
import { DIFFICULTIES } from '../constants';
import type { DrawnBoard, GameCommandInput, GameOptionsInput } from './commands';
import type { GameMode, Lifeline } from './constants';
import { apply, createGame } from './reducer';
import type { ApplyResult, GameEvent, GameState, Rejection, Tile } from './types';
import type { QuestionContent, QuestionLookup } from './views';

export const T0 = 1_700_000_000_000;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A command without its id and actor; the driver fills them in. */
export type CommandBody = DistributiveOmit<GameCommandInput, 'commandId' | 'actor'>;

/** A board of 6 categories (cat-1..cat-6) with question ids q-<category>-<difficulty>-<n>. */
export function sampleBoard(prefix = 'q'): DrawnBoard {
  return {
    categories: [1, 2, 3, 4, 5, 6].map((c) => ({
      categoryId: `cat-${c}`,
      questions: DIFFICULTIES.flatMap((difficulty) =>
        [1, 2].map((n) => ({
          questionId: `${prefix}-${c}-${difficulty}-${n}`,
          difficulty,
          answerType: 'choice' as const,
        })),
      ),
    })),
  };
}

/** The secret a question's answer carries in tests, so a view can be searched for it. */
export const secretOf = (questionId: string) => `SECRET-ANSWER-${questionId}`;

/** Every question is a choice question whose correct option is index 2; its written answer is a findable secret. */
export const sampleLookup: QuestionLookup = (questionId): QuestionContent => ({
  body: { ar: `سؤال ${questionId}`, en: `Question ${questionId}` },
  options: { ar: ['أ', 'ب', 'ج', 'د'], en: ['A', 'B', 'C', 'D'] },
  correctIndex: 2,
  correctAnswer: { ar: secretOf(questionId), en: secretOf(questionId) },
  media: { image: `images/${questionId}.png` },
});

export function teamsOf(count: number): GameOptionsInput['teams'] {
  const colours = ['blue', 'red', 'green'] as const;
  return colours.slice(0, count).map((colour, index) => ({ name: `Team ${index + 1}`, colour }));
}

export interface GameSetup {
  teams?: number;
  mode?: GameMode;
  lifelines?: Lifeline[];
  pointScale?: 'standard' | 'half' | 'double';
  questionTimeSec?: 30 | 45 | 60 | 90 | 120;
  seed?: number;
}

/** Plays commands against a state, with a clock the test moves by hand. */
export class GameDriver {
  state: GameState;
  now = T0;
  events: GameEvent[] = [];
  private counter = 0;

  constructor(state: GameState) {
    this.state = state;
  }

  /** Moves the clock forward. */
  wait(ms: number): this {
    this.now += ms;
    return this;
  }

  /** Sends a command as `actor`; keeps the new state when it is applied. */
  send(body: CommandBody, actor: GameCommandInput['actor'] = { role: 'host' }): ApplyResult {
    this.counter += 1;
    const command = { ...body, commandId: `cmd-${this.counter}`, actor } as GameCommandInput;
    const result = apply(this.state, command, { now: this.now });
    if (result.ok) {
      this.state = result.state;
      this.events = result.events;
    }
    return result;
  }

  /** Sends a host command that must be applied; returns its events. */
  do(body: CommandBody): GameEvent[] {
    const result = this.send(body);
    if (!result.ok) throw new Error(`${body.type} was refused: ${result.rejection.code}`);
    return result.events;
  }

  /** Sends a command that must be refused; returns the rejection. */
  refuse(body: CommandBody, actor: GameCommandInput['actor'] = { role: 'host' }): Rejection {
    const result = this.send(body, actor);
    if (result.ok) throw new Error(`${body.type} was applied but should have been refused`);
    return result.rejection;
  }

  /** A player of `teamId` sends their team's answer. */
  answer(
    teamId: string,
    answer: { kind: 'option'; index: number } | { kind: 'text'; text: string },
  ): ApplyResult {
    return this.send(
      { type: 'submit_answer', teamId, answer },
      { role: 'player', teamId, playerId: `p-${teamId}` },
    );
  }

  tile(id: string): Tile {
    const tile = this.state.tiles.find((candidate) => candidate.id === id);
    if (!tile) throw new Error(`no tile ${id}`);
    return tile;
  }

  score(teamId: string): number {
    return this.state.teams.find((team) => team.id === teamId)?.score ?? Number.NaN;
  }

  scores(): number[] {
    return this.state.teams.map((team) => team.score);
  }

  lifelineState(teamId: string, lifeline: Lifeline): string | undefined {
    return this.state.teams.find((team) => team.id === teamId)?.lifelines.find((e) => e.lifeline === lifeline)
      ?.state;
  }

  /** The first unplayed tile, optionally of a difficulty. */
  nextTile(difficulty?: Tile['difficulty']): Tile {
    const tile = this.state.tiles.find(
      (t) => !t.isPlayed && (difficulty === undefined || t.difficulty === difficulty),
    );
    if (!tile) throw new Error('no unplayed tile left');
    return tile;
  }

  /** Opens a tile and gets to the running question (through the intro, declining any refill). */
  open(tileId: string): this {
    this.do({ type: 'select_tile', tileId });
    if (this.state.phase === 'intro') {
      if (this.state.openTile?.isRefillPending) this.do({ type: 'choose_refill', lifeline: null });
      this.do({ type: 'begin_question' });
    }
    return this;
  }

  /** Reveals and marks the open tile. */
  mark(winnerTeamId: string | null, attempt: 'first' | 'second' = 'first'): this {
    this.do({ type: 'reveal' });
    this.do({ type: 'mark_result', winnerTeamId, attempt });
    return this;
  }

  /** Plays one whole tile. */
  play(tileId: string, winnerTeamId: string | null): this {
    return this.open(tileId).mark(winnerTeamId);
  }
}

/** A game in the lobby. */
export function lobby(setup: GameSetup = {}): GameDriver {
  const created = createGame({
    seed: setup.seed ?? 42,
    options: {
      teams: teamsOf(setup.teams ?? 2),
      mode: setup.mode ?? 'traditional',
      pointScale: setup.pointScale ?? 'standard',
      questionTimeSec: setup.questionTimeSec ?? 60,
      ...(setup.lifelines ? { lifelines: setup.lifelines } : {}),
    },
  });
  if (!created.ok) throw new Error(created.rejection.code);
  return new GameDriver(created.state);
}

/** A started game on the sample board, in phase board, team-1 in turn. */
export function startedGame(setup: GameSetup = {}): GameDriver {
  const driver = lobby(setup);
  driver.do({ type: 'start', board: sampleBoard() });
  return driver;
}

/** Puts a surprise on a tile of a started game, for scenarios about one surprise. */
export function withSurprise(driver: GameDriver, tileId: string, surprise: Tile['surprise']): GameDriver {
  driver.state = {
    ...driver.state,
    tiles: driver.state.tiles.map((tile) =>
      tile.id === tileId ? { ...tile, surprise } : { ...tile, surprise: null },
    ),
  };
  return driver;
}

export interface SimulatedCommand {
  body: CommandBody;
  actor: GameCommandInput['actor'];
}

const host = (body: CommandBody): SimulatedCommand => ({ body, actor: { role: 'host' } });

/**
 * A plausible next command for the state, chosen by two numbers (for property tests): mostly moves the game on,
 * sometimes uses lifelines, answers, pauses or corrections, which may still be refused (e.g. a spent lifeline).
 */
export function nextCommand(
  state: GameState,
  choice: number,
  detail: number,
  canEnd = true,
): SimulatedCommand {
  const teams = state.teams.map((team) => team.id);
  const teamAt = (n: number) => teams[n % teams.length] ?? 'team-1';
  const open = state.openTile;
  const openTile = open ? state.tiles.find((tile) => tile.id === open.tileId) : undefined;
  const correction = host({
    type: 'correct_score',
    teamId: teamAt(detail),
    amount: (detail % 7) * 50 - 150 || 10,
    reason: 'VAR',
  });
  const options: SimulatedCommand[] = [];
  switch (state.phase) {
    case 'lobby':
      options.push(host({ type: 'start', board: sampleBoard() }));
      break;
    case 'board': {
      const unplayed = state.tiles.filter((tile) => !tile.isPlayed);
      const tile = unplayed[detail % Math.max(1, unplayed.length)];
      if (tile) for (let i = 0; i < 8; i += 1) options.push(host({ type: 'select_tile', tileId: tile.id }));
      options.push(
        host({ type: 'switch_turn', ...(detail % 2 ? { teamId: teamAt(detail) } : {}) }),
        correction,
      );
      // Ending early is rare, so most simulated games get deep into the board.
      if (canEnd && detail % 8 === 0) options.push(host({ type: 'end_game' }));
      break;
    }
    case 'intro': {
      const used = state.teams
        .find((team) => team.id === open?.teamId)
        ?.lifelines.filter((entry) => entry.state === 'used')
        .map((entry) => entry.lifeline);
      options.push(
        host({ type: 'choose_refill', lifeline: used?.[detail % Math.max(1, used.length)] ?? null }),
      );
      options.push(host({ type: 'begin_question' }), host({ type: 'begin_question' }));
      break;
    }
    case 'question': {
      const turnTeam = open?.teamId ?? teamAt(0);
      const others = teams.filter((id) => id !== turnTeam);
      for (const lifeline of state.options.lifelines) {
        options.push(
          host({
            type: 'use_lifeline',
            teamId: turnTeam,
            lifeline,
            ...(lifeline === 'flip_table' && others.length > 1
              ? { opponentTeamId: others[detail % others.length] }
              : {}),
            ...(lifeline === 'change_question' && openTile
              ? {
                  replacement: {
                    questionId: `new-${state.replacedQuestionIds.length}-${detail}`,
                    categoryId: openTile.categoryId,
                    difficulty: openTile.difficulty,
                    answerType: detail % 3 === 0 ? ('text' as const) : ('choice' as const),
                  },
                }
              : {}),
          }),
        );
      }
      const teamId = teamAt(detail);
      const answer =
        openTile?.answerType === 'text'
          ? { kind: 'text' as const, text: `answer ${detail}` }
          : { kind: 'option' as const, index: detail % 4 };
      options.push(
        {
          body: { type: 'submit_answer', teamId, answer },
          actor: { role: 'player', teamId, playerId: `p${detail}` },
        },
        {
          body: { type: 'submit_answer', teamId, answer },
          actor: { role: 'player', teamId, playerId: `p${detail}` },
        },
        host({ type: 'pause' }),
        host({ type: 'resume' }),
        host({ type: 'end_call' }),
        host({ type: 'reveal' }),
        host({ type: 'reveal' }),
        host({ type: 'reveal' }),
      );
      break;
    }
    case 'reveal': {
      const winners = [null, ...teams];
      const winnerTeamId = winners[detail % winners.length] ?? null;
      options.push(
        host({ type: 'mark_result', winnerTeamId, attempt: detail % 5 === 0 ? 'second' : 'first' }),
      );
      break;
    }
    case 'finished':
      options.push(correction);
      break;
    default:
      return state.phase satisfies never;
  }
  return options[choice % options.length] ?? correction;
}
