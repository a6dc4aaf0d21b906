/** Business constants of the product (SPEC.md section 9), beside the rules they serve. */

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

/** Keys of the values the client keeps in local storage. */
export const STORAGE_KEYS = {
  language: 'preferred-language',
  theme: 'theme',
  offlineQueue: 'offline-queue',
  errorQueue: 'error-queue',
} as const;

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const POINTS_BY_DIFFICULTY: Record<Difficulty, number> = { easy: 200, medium: 400, hard: 600 };

export const BOARD_CATEGORY_COUNT = 6;
export const TILES_PER_DIFFICULTY_PER_CATEGORY = 2;
export const BOARD_TILE_COUNT = 36;
/** A category can be picked only with at least this many active questions of each difficulty. */
export const MIN_QUESTIONS_PER_DIFFICULTY_TO_PLAY = 2;

export const MIN_AGE = 13;
export const EMAIL_MAX_LENGTH = 254;

export const ERROR_QUEUE_MAX = 50;
export const OFFLINE_QUEUE_MAX_RETRIES = 3;

export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 10_000;
export const CIRCUIT_BREAKER_THRESHOLD = 5;
export const CIRCUIT_BREAKER_WINDOW_MS = 10 * 60_000;
export const CIRCUIT_BREAKER_BLOCK_MS = 5 * 60_000;

/** Translation files: retries of a failed read (the delay doubles from the first), reads at once. */
export const TRANSLATION_MAX_RETRIES = 5;
export const TRANSLATION_RETRY_DELAY_MS = 350;
export const TRANSLATION_PARALLEL_READS = 10;

export const QUERY_RETRY = 2;
export const QUERY_STALE_MS = 5 * 60_000;
export const QUERY_GC_MS = 10 * 60_000;

export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE = 3;

/** Limits that keep a question readable on the board and question screens. */
export const QUESTION_BODY_MAX = 160;
export const QUESTION_OPTION_MAX = 40;
export const CATEGORY_NAME_MAX = 22;
