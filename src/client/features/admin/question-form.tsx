import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { DIFFICULTIES, POINTS_BY_DIFFICULTY } from '../../../shared/constants';
import type { AdminCategory } from '../../../shared/contracts/admin-categories';
import {
  type AdminQuestion,
  emptyQuestionExtras,
  type QuestionInput,
  questionInputSchema,
} from '../../../shared/contracts/admin-questions';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { uploadMedia, useSaveQuestion } from './admin-api';
import { QuestionPreview } from './question-preview';
import { adminKey } from './admin-key';
import { FileButton } from './file-button';
import { CreditLine, MediaSearch } from '../ai-studio/media-search';

const EMPTY: QuestionInput = {
  categoryId: '',
  type: 'multiple_choice',
  bodyAr: '',
  bodyEn: '',
  optionsAr: ['', '', '', ''],
  optionsEn: ['', '', '', ''],
  correctIndex: 0,
  difficulty: 'easy',
  points: 200,
  ...emptyQuestionExtras(),
};

function fromQuestion(q: AdminQuestion): QuestionInput {
  return {
    categoryId: q.categoryId,
    type: q.type,
    bodyAr: q.bodyAr,
    bodyEn: q.bodyEn,
    optionsAr: q.optionsAr,
    optionsEn: q.optionsEn,
    correctIndex: q.correctIndex,
    difficulty: q.difficulty,
    points: q.points,
    tags: q.tags,
    keywords: q.keywords,
    imageUrl: q.imageUrl,
    imageAltAr: q.imageAltAr,
    imageAltEn: q.imageAltEn,
    video: q.videoId ?? '',
    videoStart: q.videoStart,
    videoEnd: q.videoEnd,
    audioUrl: q.audioUrl,
    imageCredit: q.imageCredit,
    note: q.note,
    isActive: q.isActive,
  };
}

const list = (text: string) =>
  text
    .split(/[,،\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
const secondsOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const selectClass =
  'mt-1 block w-full rounded-xl border-0 bg-white px-3 py-2.5 text-ink-950 ring-1 ring-inset ring-ink-300 focus:ring-2 focus:ring-brand-600 dark:bg-ink-950 dark:text-white dark:ring-ink-600';

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-ink-200 p-4 dark:border-ink-700">
      <legend className="px-2 font-extrabold text-brand-900 dark:text-brand-200">{legend}</legend>
      {children}
    </fieldset>
  );
}

type Props = {
  question: AdminQuestion | null;
  categories: Pick<AdminCategory, 'id' | 'parentId' | 'nameAr' | 'nameEn'>[];
  onDone: () => void;
  /**
   * Where a checked question goes and where its files are uploaded: the back-office's own API unless given (a
   * community set's author saves into their set). Without the back-office, the media search is left out.
   */
  target?: {
    save: (input: QuestionInput) => Promise<unknown>;
    upload: (kind: 'image' | 'audio', file: File) => Promise<{ url: string }>;
  };
};

/** Add or edit a question: every field of SPEC.md section 3, checked by the shared schema, with a live preview. */
export function QuestionForm({ question, categories, onDone, target }: Props) {
  const { t, i18n } = useTranslation('admin');
  const [value, setValue] = useState<QuestionInput>(() => (question ? fromQuestion(question) : EMPTY));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [uploading, setUploading] = useState<'image' | 'audio' | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const save = useSaveQuestion();
  const set = (patch: Partial<QuestionInput>) => {
    setValue((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };
  const error = (field: string) =>
    errors[field] ? t(adminKey(errors[field]), { ns: ['admin', 'common'] }) : undefined;
  const isOpen = value.type === 'open';
  const category = categories.find((c) => c.id === value.categoryId);
  const groups = categories.filter((c) => c.parentId === null);

  const setOption = (lang: 'ar' | 'en', index: number, text: string) => {
    const key = lang === 'ar' ? 'optionsAr' : 'optionsEn';
    const next = [...value[key]];
    next[index] = text;
    set({ [key]: next });
  };

  const upload = async (kind: 'image' | 'audio', file: File) => {
    setUploading(kind);
    try {
      const saved = await (target?.upload ?? uploadMedia)(kind, file);
      set(kind === 'image' ? { imageUrl: saved.url, imageCredit: null } : { audioUrl: saved.url });
      setErrors(({ file: _file, ...rest }) => rest);
    } catch (failure) {
      const key = failure instanceof ApiRequestError ? failure.key : 'admin.errors.uploadFailed';
      setErrors((current) => ({ ...current, [kind === 'image' ? 'imageUrl' : 'audioUrl']: key }));
    } finally {
      setUploading(null);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const candidate: QuestionInput = {
      ...value,
      optionsAr: isOpen ? value.optionsAr.filter(Boolean) : value.optionsAr,
      optionsEn: isOpen ? value.optionsEn.filter(Boolean) : value.optionsEn,
      correctIndex: isOpen ? 0 : value.correctIndex,
    };
    const parsed = questionInputSchema.safeParse(candidate);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        found[String(issue.path[0])] ??= issue.message.startsWith('validation.')
          ? issue.message
          : 'validation.invalid';
      setErrors(found);
      setFormError('errors.validation');
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      if (target) await target.save(parsed.data);
      else await save.mutateAsync({ id: question?.id ?? null, input: parsed.data });
      void notify('success', t(question ? 'form.updated' : 'form.created'));
      onDone();
    } catch (failure) {
      if (failure instanceof ApiRequestError) {
        setErrors(failure.fields);
        setFormError(failure.status === 400 ? 'errors.validation' : 'admin.errors.updateFailed');
      } else setFormError('admin.errors.updateFailed');
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-5"
      data-testid="question-form"
    >
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid gap-4">
          <Fieldset legend={t('form.basics')}>
            <div className="grid gap-3 sm:grid-cols-3">
              <label className="font-semibold">
                {t('form.category')}
                <select
                  className={selectClass}
                  value={value.categoryId}
                  onChange={(e) => set({ categoryId: e.target.value })}
                  aria-invalid={errors.categoryId ? true : undefined}
                >
                  <option value="">{t('form.chooseCategory')}</option>
                  {groups.map((group) => {
                    const children = categories.filter((c) => c.parentId === group.id);
                    const name = (c: Props['categories'][number]) =>
                      i18n.language === 'ar' ? c.nameAr : c.nameEn;
                    return children.length ? (
                      <optgroup key={group.id} label={name(group)}>
                        {children.map((c) => (
                          <option key={c.id} value={c.id}>
                            {name(c)}
                          </option>
                        ))}
                      </optgroup>
                    ) : (
                      <option key={group.id} value={group.id}>
                        {name(group)}
                      </option>
                    );
                  })}
                </select>
                {error('categoryId') && (
                  <span className="block text-sm text-red-700 dark:text-red-400">{error('categoryId')}</span>
                )}
              </label>
              <label className="font-semibold">
                {t('form.type')}
                <select
                  className={selectClass}
                  value={value.type}
                  onChange={(e) => set({ type: e.target.value as QuestionInput['type'] })}
                >
                  <option value="multiple_choice">{t('types.multiple_choice')}</option>
                  <option value="open">{t('types.open')}</option>
                </select>
              </label>
              <label className="font-semibold">
                {t('form.difficulty')}
                <select
                  className={selectClass}
                  value={value.difficulty}
                  onChange={(e) => {
                    const difficulty = e.target.value as QuestionInput['difficulty'];
                    set({ difficulty, points: POINTS_BY_DIFFICULTY[difficulty] });
                  }}
                >
                  {DIFFICULTIES.map((d) => (
                    <option key={d} value={d}>
                      {t('difficultyPoints', {
                        difficulty: t(`difficulty.${d}`),
                        points: POINTS_BY_DIFFICULTY[d],
                      })}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <TextAreaField
              label={t('form.bodyAr')}
              dir="rtl"
              lang="ar"
              rows={2}
              value={value.bodyAr}
              onChange={(e) => set({ bodyAr: e.target.value })}
              error={error('bodyAr')}
            />
            <TextAreaField
              label={t('form.bodyEn')}
              dir="ltr"
              lang="en"
              rows={2}
              value={value.bodyEn}
              onChange={(e) => set({ bodyEn: e.target.value })}
              error={error('bodyEn')}
            />
          </Fieldset>

          <Fieldset legend={isOpen ? t('form.answers') : t('form.options')}>
            {isOpen ? (
              <>
                <TextAreaField
                  label={t('form.answersAr')}
                  dir="rtl"
                  lang="ar"
                  rows={3}
                  value={value.optionsAr.join('\n')}
                  onChange={(e) => set({ optionsAr: e.target.value.split('\n') })}
                  error={error('optionsAr')}
                />
                <TextAreaField
                  label={t('form.answersEn')}
                  dir="ltr"
                  lang="en"
                  rows={3}
                  value={value.optionsEn.join('\n')}
                  onChange={(e) => set({ optionsEn: e.target.value.split('\n') })}
                  error={error('optionsEn')}
                />
                <p className="text-sm text-ink-600 dark:text-ink-400">{t('form.answersHint')}</p>
              </>
            ) : (
              <div role="radiogroup" aria-label={t('form.correct')} className="grid gap-3">
                {[0, 1, 2, 3].map((index) => (
                  <div key={index} className="grid items-end gap-2 sm:grid-cols-[auto_1fr_1fr]">
                    <label className="flex items-center gap-2 pb-3 font-semibold">
                      <input
                        type="radio"
                        name="correct"
                        className="size-5 accent-emerald-600"
                        checked={value.correctIndex === index}
                        onChange={() => set({ correctIndex: index })}
                      />
                      {t('form.correctOption', { letter: t(`letters.${index}`) })}
                    </label>
                    <TextField
                      label={t('form.optionAr', { letter: t(`letters.${index}`) })}
                      dir="rtl"
                      lang="ar"
                      value={value.optionsAr[index] ?? ''}
                      onChange={(e) => setOption('ar', index, e.target.value)}
                    />
                    <TextField
                      label={t('form.optionEn', { letter: t(`letters.${index}`) })}
                      dir="ltr"
                      lang="en"
                      value={value.optionsEn[index] ?? ''}
                      onChange={(e) => setOption('en', index, e.target.value)}
                    />
                  </div>
                ))}
                {(error('optionsAr') ?? error('optionsEn')) && (
                  <p className="text-sm font-semibold text-red-700 dark:text-red-400">
                    {error('optionsAr') ?? error('optionsEn')}
                  </p>
                )}
              </div>
            )}
          </Fieldset>

          <Fieldset legend={t('form.media')}>
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <FileButton
                  label={t('form.image')}
                  accept="image/png,image/jpeg,image/webp,image/gif"
                  onFile={(file) => void upload('image', file)}
                  testId="image-upload"
                />
                {uploading === 'image' && <span className="text-sm">{t('form.uploading')}</span>}
                {error('imageUrl') && (
                  <span className="block text-sm text-red-700 dark:text-red-400">{error('imageUrl')}</span>
                )}
              </div>
              {value.imageUrl && (
                <div className="flex items-center gap-2">
                  <img
                    src={value.imageUrl}
                    alt=""
                    className="h-16 w-16 rounded-lg bg-white object-contain ring-1 ring-ink-200"
                  />
                  <Button
                    variant="ghost"
                    onClick={() =>
                      set({ imageUrl: null, imageAltAr: null, imageAltEn: null, imageCredit: null })
                    }
                  >
                    {t('form.removeImage')}
                  </Button>
                </div>
              )}
            </div>
            {value.imageUrl && value.imageCredit && <CreditLine credit={value.imageCredit} />}
            {value.imageUrl && (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={t('form.imageAltAr')}
                  dir="rtl"
                  lang="ar"
                  value={value.imageAltAr ?? ''}
                  onChange={(e) => set({ imageAltAr: e.target.value })}
                  error={error('imageAltAr')}
                />
                <TextField
                  label={t('form.imageAltEn')}
                  dir="ltr"
                  lang="en"
                  value={value.imageAltEn ?? ''}
                  onChange={(e) => set({ imageAltEn: e.target.value })}
                  error={error('imageAltEn')}
                />
              </div>
            )}
            <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
              <TextField
                label={t('form.video')}
                dir="ltr"
                inputMode="url"
                placeholder="https://youtu.be/…"
                value={value.video}
                onChange={(e) => set({ video: e.target.value })}
                error={error('video')}
              />
              <TextField
                label={t('form.videoStart')}
                type="number"
                min={0}
                dir="ltr"
                value={value.videoStart ?? ''}
                onChange={(e) => set({ videoStart: secondsOrNull(e.target.value) })}
                error={error('videoStart')}
              />
              <TextField
                label={t('form.videoEnd')}
                type="number"
                min={1}
                dir="ltr"
                value={value.videoEnd ?? ''}
                onChange={(e) => set({ videoEnd: secondsOrNull(e.target.value) })}
                error={error('videoEnd')}
              />
            </div>
            {!target && (
              <MediaSearch
                initialTerm={value.keywords[0] ?? ''}
                onImage={(url, credit) => set({ imageUrl: url, imageCredit: credit })}
                onVideo={(videoId) => set({ video: videoId })}
              />
            )}
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <FileButton
                  label={t('form.audio')}
                  accept="audio/mpeg,audio/wav,audio/x-wav,audio/mp4,audio/x-m4a,.m4a"
                  onFile={(file) => void upload('audio', file)}
                />
                {uploading === 'audio' && <span className="text-sm">{t('form.uploading')}</span>}
                {error('audioUrl') && (
                  <span className="block text-sm text-red-700 dark:text-red-400">{error('audioUrl')}</span>
                )}
              </div>
              {value.audioUrl && (
                <div className="flex items-center gap-2">
                  <audio controls src={value.audioUrl} className="h-10 max-w-full">
                    <track kind="captions" />
                  </audio>
                  <Button variant="ghost" onClick={() => set({ audioUrl: null })}>
                    {t('form.removeAudio')}
                  </Button>
                </div>
              )}
            </div>
          </Fieldset>

          <Fieldset legend={t('form.details')}>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t('form.tags')}
                dir="auto"
                value={value.tags.join(', ')}
                onChange={(e) => set({ tags: list(e.target.value) })}
                error={error('tags')}
              />
              <TextField
                label={t('form.keywords')}
                dir="auto"
                value={value.keywords.join(', ')}
                onChange={(e) => set({ keywords: list(e.target.value) })}
                error={error('keywords')}
              />
            </div>
            <TextAreaField
              label={t('form.note')}
              dir="auto"
              rows={2}
              value={value.note ?? ''}
              onChange={(e) => set({ note: e.target.value || null })}
              error={error('note')}
            />
            <label className="flex items-center gap-2 font-semibold">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={value.isActive}
                onChange={(e) => set({ isActive: e.target.checked })}
              />
              {t('form.active')}
            </label>
          </Fieldset>
        </div>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <QuestionPreview
            value={value}
            categoryName={{ ar: category?.nameAr ?? '', en: category?.nameEn ?? '' }}
          />
        </div>
      </div>
      {formError && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {t(adminKey(formError), { ns: ['admin', 'common'] })}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          disabled={save.isPending || uploading !== null || isSaving}
          data-testid="save-question"
        >
          {t('form.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
