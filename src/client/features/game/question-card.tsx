import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { QuestionMedia, QuestionView } from '../../../shared/game/views';
import { useGameFormat } from './format';

export const OPTION_LETTER_KEYS = [
  'question.letter0',
  'question.letter1',
  'question.letter2',
  'question.letter3',
] as const;

/** The YouTube embed without tracking cookies, cut to the question's start and end seconds. */
export function youtubeEmbedUrl(video: NonNullable<QuestionMedia['video']>): string {
  const params = new URLSearchParams({ rel: '0', modestbranding: '1', playsinline: '1' });
  if (video.start !== undefined) params.set('start', String(video.start));
  if (video.end !== undefined) params.set('end', String(video.end));
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?${params.toString()}`;
}

function Media({ media, isCompact }: { media: QuestionMedia; isCompact: boolean }) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  return (
    <div className="flex flex-col items-center gap-3">
      {media.image && (
        <img
          src={media.image}
          alt={format.text(media.imageAlt) || t('question.image')}
          className={`rounded-2xl bg-white object-contain p-2 ${isCompact ? 'max-h-48' : 'max-h-[28vh]'}`}
        />
      )}
      {media.video && (
        <div className="aspect-video w-full max-w-3xl overflow-hidden rounded-2xl bg-black">
          <iframe
            src={youtubeEmbedUrl(media.video)}
            title={t('question.video')}
            className="size-full"
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )}
      {media.audio && (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- quiz audio clips have no caption track; the question text describes them
        <audio controls src={media.audio} className="w-full max-w-md" aria-label={t('question.audio')} />
      )}
    </div>
  );
}

type Props = {
  question: QuestionView;
  isCompact?: boolean;
  /** A phone hides the options while its answer buttons show them. */
  isOptionsHidden?: boolean;
  /** Shown under the question (read aloud). */
  children?: ReactNode;
};

/** The question: its text, its media and its options; the right one is marked once the answer is shown. */
export function QuestionCard({ question, isCompact = false, isOptionsHidden = false, children }: Props) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  const options = isOptionsHidden ? null : (question.options?.[format.lang] ?? null);
  const correctIndex = question.isAnswerShown ? question.correctIndex : null;
  const correctAnswer = question.isAnswerShown ? format.text(question.correctAnswer) : '';
  return (
    <div
      className={`flex flex-col ${isCompact ? 'gap-3' : 'gap-[clamp(0.5rem,1.6vh,2.5rem)]'}`}
      data-testid="question"
    >
      <p
        className={`text-center font-extrabold text-balance ${
          isCompact
            ? 'text-xl'
            : 'rounded-3xl bg-white/80 px-[2vw] py-[2vh] text-[clamp(1.4rem,5vh,7rem)] leading-snug shadow-xl ring-1 ring-ink-200 dark:bg-ink-900/80 dark:ring-white/10'
        }`}
        data-testid="question-body"
      >
        {format.text(question.body)}
      </p>
      {question.media && <Media media={question.media} isCompact={isCompact} />}
      {options && (
        <ol
          className={`grid ${isCompact ? 'grid-cols-1 gap-2' : 'gap-[clamp(0.5rem,1.4vh,2rem)] sm:grid-cols-2'}`}
        >
          {options.map((option, index) => {
            const isCorrect = correctIndex === index;
            return (
              <li
                key={index}
                data-testid="option"
                data-correct={isCorrect || undefined}
                className={`flex items-center gap-3 rounded-2xl font-bold ring-2 ${
                  isCompact
                    ? 'p-3 text-base'
                    : 'p-[clamp(0.5rem,1.8vh,2.5rem)] text-[clamp(1.1rem,3.7vh,5rem)]'
                } ${
                  isCorrect
                    ? 'show-reveal bg-green-700 text-white ring-green-700'
                    : 'bg-white text-ink-900 ring-ink-200 dark:bg-ink-900 dark:text-ink-100 dark:ring-ink-700'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`flex shrink-0 items-center justify-center rounded-full ${isCompact ? 'size-9' : 'size-[1.7em]'} ${
                    isCorrect ? 'bg-white text-green-800' : 'bg-brand-800 text-white'
                  }`}
                >
                  {t(OPTION_LETTER_KEYS[index] ?? 'question.letter0')}
                </span>
                <span className="flex-1">{option}</span>
                {isCorrect && (
                  <span className={`flex items-center gap-1 ${isCompact ? 'text-base' : 'text-[0.6em]'}`}>
                    <CheckCircle2 aria-hidden="true" className="size-[1.3em]" />
                    {t('question.correct')}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {question.isAnswerShown && correctAnswer && correctIndex === null && (
        <p
          className="show-reveal rounded-2xl bg-green-700 p-4 text-center text-[clamp(1.25rem,3.2vh,4rem)] font-black text-white"
          data-testid="correct-answer"
        >
          {t('question.answerIs', { answer: correctAnswer })}
        </p>
      )}
      {children}
    </div>
  );
}
