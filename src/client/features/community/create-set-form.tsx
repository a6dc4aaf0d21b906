import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { BOARD_CATEGORY_COUNT, DIFFICULTIES } from '../../../shared/constants';
import { type QuestionSetInput, questionSetInputSchema } from '../../../shared/contracts/community';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { useGameFormat } from '../game/format';
import { useCreateSet } from './community-api';
import { errorText } from './community-key';

const selectClass =
  'mt-1 block w-full rounded-xl border-0 bg-white px-3 py-2.5 text-ink-950 ring-1 ring-inset ring-ink-300 focus:ring-2 focus:ring-brand-600 dark:bg-ink-950 dark:text-white dark:ring-ink-600';

const emptyColumns = () => Array.from({ length: BOARD_CATEGORY_COUNT }, () => ({ nameAr: '', nameEn: '' }));

/** Create a set: name, description, difficulty, public or private, and up to 6 named columns (6 = a full board). */
export function CreateSetForm({ onCreated }: { onCreated: (setId: string) => void }) {
  const { t } = useTranslation('community');
  const format = useGameFormat();
  const create = useCreateSet();
  const [value, setValue] = useState<QuestionSetInput>({
    name: '',
    description: '',
    difficulty: 'medium',
    isPublic: true,
    categories: emptyColumns(),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const set = (patch: Partial<QuestionSetInput>) => setValue((current) => ({ ...current, ...patch }));
  const setColumn = (index: number, patch: Partial<QuestionSetInput['categories'][number]>) =>
    set({ categories: value.categories.map((c, i) => (i === index ? { ...c, ...patch } : c)) });
  const error = (field: string) => (errors[field] ? errorText(t, errors[field]) : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const candidate = {
      ...value,
      categories: value.categories.filter((c) => c.nameAr.trim() || c.nameEn.trim()),
    };
    const parsed = questionSetInputSchema.safeParse(candidate);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        const field = path.startsWith('categories.')
          ? path.replace(/^categories\.(\d+)\./, (_, i) => {
              // Errors of a filled column point at the column as shown (empty ones were left out).
              const shown = value.categories.indexOf(candidate.categories[Number(i)]!);
              return `categories.${shown}.`;
            })
          : path;
        found[field] ??= issue.message;
      }
      setErrors(found);
      setFormError(found.categories ?? 'errors.validation');
      return;
    }
    setErrors({});
    try {
      const created = await create.mutateAsync(parsed.data);
      onCreated(created.id);
    } catch (failure) {
      if (failure instanceof ApiRequestError) setErrors(failure.fields);
      setFormError('community.errors.createFailed');
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-5"
      data-testid="create-set-form"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('create.name')}
          value={value.name}
          onChange={(e) => set({ name: e.target.value })}
          error={error('name')}
          dir="auto"
        />
        <label className="font-semibold">
          {t('create.difficulty')}
          <select
            className={selectClass}
            value={value.difficulty}
            onChange={(e) => set({ difficulty: e.target.value as QuestionSetInput['difficulty'] })}
          >
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {t(`difficulty.${d}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <TextAreaField
        label={t('create.description')}
        rows={2}
        dir="auto"
        value={value.description}
        onChange={(e) => set({ description: e.target.value })}
        error={error('description')}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-extrabold">{t('create.visibility')}</legend>
        {[true, false].map((isPublic) => (
          <label key={String(isPublic)} className="flex items-center gap-2 font-semibold">
            <input
              type="radio"
              name="visibility"
              className="size-5 accent-brand-700"
              checked={value.isPublic === isPublic}
              onChange={() => set({ isPublic })}
            />
            {t(isPublic ? 'create.public' : 'create.private')}
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-3 rounded-2xl border border-ink-200 p-4 dark:border-ink-700">
        <legend className="px-2 font-extrabold">{t('create.columns')}</legend>
        <p className="text-sm text-ink-700 dark:text-ink-300">{t('create.columnsHint')}</p>
        {value.categories.map((column, index) => (
          <div key={index} className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('create.columnAr', { number: format.number(index + 1) })}
              dir="rtl"
              lang="ar"
              value={column.nameAr}
              onChange={(e) => setColumn(index, { nameAr: e.target.value })}
              error={error(`categories.${index}.nameAr`)}
            />
            <TextField
              label={t('create.columnEn', { number: format.number(index + 1) })}
              dir="ltr"
              lang="en"
              value={column.nameEn}
              onChange={(e) => setColumn(index, { nameEn: e.target.value })}
              error={error(`categories.${index}.nameEn`)}
            />
          </div>
        ))}
      </fieldset>
      {formError && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {errorText(t, formError)}
        </p>
      )}
      <div>
        <Button type="submit" disabled={create.isPending} data-testid="create-set">
          {t('create.submit')}
        </Button>
      </div>
    </form>
  );
}
