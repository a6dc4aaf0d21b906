import { inArray } from 'drizzle-orm';
import type { QuestionContent, QuestionLookup } from '../../../shared/game/views';
import type { Database } from '../../db/client';
import { questions } from '../../db/schema';

const CACHE_MAX = 20_000;
const ANSWER_SEPARATOR = ' / ';

type QuestionRow = Pick<
  typeof questions.$inferSelect,
  | 'id'
  | 'type'
  | 'bodyAr'
  | 'bodyEn'
  | 'optionsAr'
  | 'optionsEn'
  | 'correctIndex'
  | 'imageUrl'
  | 'imageAltAr'
  | 'imageAltEn'
  | 'videoType'
  | 'videoId'
  | 'videoStart'
  | 'videoEnd'
  | 'audioUrl'
>;

/** A question row as the engine's views want it. An open question's options are its accepted answers. */
export function toQuestionContent(row: QuestionRow): QuestionContent {
  const isOpen = row.type === 'open';
  const media: NonNullable<QuestionContent['media']> = {};
  if (row.imageUrl) media.image = row.imageUrl;
  if (row.imageUrl && row.imageAltAr && row.imageAltEn) {
    media.imageAlt = { ar: row.imageAltAr, en: row.imageAltEn };
  }
  if (row.videoType === 'youtube' && row.videoId) {
    media.video = { youtubeId: row.videoId };
    if (row.videoStart !== null) media.video.start = row.videoStart;
    if (row.videoEnd !== null) media.video.end = row.videoEnd;
  }
  if (row.audioUrl) media.audio = row.audioUrl;
  return {
    body: { ar: row.bodyAr, en: row.bodyEn },
    options: isOpen ? null : { ar: row.optionsAr, en: row.optionsEn },
    correctIndex: isOpen ? null : row.correctIndex,
    correctAnswer: isOpen
      ? { ar: row.optionsAr.join(ANSWER_SEPARATOR), en: row.optionsEn.join(ANSWER_SEPARATOR) }
      : null,
    media: Object.keys(media).length > 0 ? media : null,
  };
}

/**
 * Question texts for the views, loaded once per question and kept (the views are built synchronously). An edited
 * question shows its new text in games that load it later.
 */
export class QuestionContentCache {
  private readonly contents = new Map<string, QuestionContent>();

  constructor(private readonly db: Database) {}

  /** Loads the questions not cached yet. */
  async ensure(questionIds: readonly string[]): Promise<void> {
    const missing = [...new Set(questionIds)].filter((id) => !this.contents.has(id));
    if (missing.length === 0) return;
    const rows = await this.db
      .select({
        id: questions.id,
        type: questions.type,
        bodyAr: questions.bodyAr,
        bodyEn: questions.bodyEn,
        optionsAr: questions.optionsAr,
        optionsEn: questions.optionsEn,
        correctIndex: questions.correctIndex,
        imageUrl: questions.imageUrl,
        imageAltAr: questions.imageAltAr,
        imageAltEn: questions.imageAltEn,
        videoType: questions.videoType,
        videoId: questions.videoId,
        videoStart: questions.videoStart,
        videoEnd: questions.videoEnd,
        audioUrl: questions.audioUrl,
      })
      .from(questions)
      .where(inArray(questions.id, missing));
    for (const row of rows) {
      this.contents.set(row.id, toQuestionContent(row));
      if (this.contents.size > CACHE_MAX) {
        const oldest = this.contents.keys().next().value;
        if (oldest !== undefined) this.contents.delete(oldest);
      }
    }
  }

  readonly lookup: QuestionLookup = (questionId) => this.contents.get(questionId);
}
