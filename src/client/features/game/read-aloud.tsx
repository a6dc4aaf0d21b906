import { Volume2 } from 'lucide-react';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { QuestionView } from '../../../shared/game/views';
import { useGameFormat, type Lang } from './format';
import { OPTION_LETTER_KEYS } from './question-card';

const speech = () => (typeof window !== 'undefined' ? window.speechSynthesis : undefined);

function voiceFor(lang: Lang): SpeechSynthesisVoice | null {
  return (
    speech()
      ?.getVoices()
      .find((voice) => voice.lang.toLowerCase().startsWith(lang)) ?? null
  );
}

/** Whether this device has a voice that speaks the language (otherwise nothing offers to read aloud). */
export function useHasVoice(lang: Lang): boolean {
  return useSyncExternalStore(
    (notify) => {
      const synth = speech();
      synth?.addEventListener?.('voiceschanged', notify);
      return () => synth?.removeEventListener?.('voiceschanged', notify);
    },
    () => voiceFor(lang) !== null,
  );
}

/** The question and its options as one text to speak, in the screen's language. */
export function useQuestionSpeech(question: QuestionView | null) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  const hasVoice = useHasVoice(format.lang);
  const text = question
    ? [
        format.text(question.body),
        ...(question.options?.[format.lang] ?? []).map(
          (option, index) => `${t(OPTION_LETTER_KEYS[index] ?? 'question.letter0')}: ${option}`,
        ),
      ].join('. ')
    : '';
  const speak = useCallback(() => {
    const synth = speech();
    const voice = voiceFor(format.lang);
    if (!synth || !voice || !text) return;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = 0.95;
    synth.speak(utterance);
  }, [format.lang, text]);
  return { canSpeak: hasVoice && text !== '', speak, text };
}

/** Stops reading when the screen leaves the question. */
function useStopOnLeave(): void {
  useEffect(() => () => speech()?.cancel(), []);
}

type Props = { question: QuestionView; isAuto: boolean; isCompact?: boolean };

/**
 * "Read aloud": reads the question and its options with the device's speech synthesis; reads each new question by
 * itself when this device's read-aloud choice is on. Hidden when the device has no voice for the language.
 */
export function ReadAloudButton({ question, isAuto, isCompact = false }: Props) {
  const { t } = useTranslation('show');
  const { canSpeak, speak, text } = useQuestionSpeech(question);
  useStopOnLeave();
  useEffect(() => {
    if (isAuto && canSpeak) speak();
    // Each new question text is read once.
  }, [isAuto, canSpeak, text]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!canSpeak) return null;
  return (
    <button
      type="button"
      onClick={speak}
      data-testid="read-aloud"
      className={`inline-flex items-center gap-2 self-center rounded-full bg-brand-50 font-bold text-brand-900 ring-1 ring-brand-700/30 hover:bg-brand-100 dark:bg-brand-950 dark:text-brand-100 dark:ring-brand-300/30 ${
        isCompact ? 'px-3 py-1 text-sm' : 'px-4 py-2 text-[clamp(0.9rem,1.6vh,2rem)]'
      }`}
    >
      <Volume2 aria-hidden="true" className="size-[1.2em]" />
      {t('readAloud')}
    </button>
  );
}
