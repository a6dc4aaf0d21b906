import { Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { AdminCategory } from '../../../shared/contracts/admin-categories';
import {
  difficultyMix,
  GENERATION_CATEGORIES_MAX,
  GENERATION_COUNTS,
  GENERATION_MEDIA,
  type GenerationMedia,
  generationInputSchema,
} from '../../../shared/contracts/ai-studio';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { adminKey } from '../admin/admin-key';
import { useGenerate } from './studio-api';

type Props = { categories: AdminCategory[]; onStarted: (runId: string) => void };

/** The generator form of SPEC.md section 5, checked with the same schema as the server. */
export function GeneratorForm({ categories, onStarted }: Props) {
  const { t, i18n } = useTranslation('admin');
  const [topic, setTopic] = useState('');
  const [categoryIds, setCategoryIds] = useState<string[]>([]);
  const [media, setMedia] = useState<GenerationMedia[]>(['image']);
  const [count, setCount] = useState<number>(10);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const generate = useGenerate();
  const tr = (key: string) => t(adminKey(key), { ns: ['admin', 'common'] });
  const name = (c: AdminCategory) => (i18n.language === 'ar' ? c.nameAr : c.nameEn);
  const mix = difficultyMix(count);
  const parents = categories.filter((c) => c.parentId === null);
  const groups = [
    ...parents.map((p) => ({ parent: p, items: categories.filter((c) => c.parentId === p.id) })),
    {
      parent: null,
      items: categories.filter((c) => c.parentId !== null && !parents.some((p) => p.id === c.parentId)),
    },
  ].filter((g) => g.items.length > 0);

  const toggle = <T,>(list: T[], item: T, on: boolean) =>
    on ? [...list, item] : list.filter((x) => x !== item);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = generationInputSchema.safeParse({ topic, categoryIds, media, count });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      const { runId } = await generate.mutateAsync(parsed.data);
      if (runId) onStarted(runId);
    } catch (failure) {
      if (failure instanceof ApiRequestError) {
        setErrors(failure.fields);
        setFormError(failure.key);
      } else setFormError('admin.ai.errors.generateFailed');
    }
  };

  return (
    <Card>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="grid grid-cols-1 gap-4"
        data-testid="generator-form"
      >
        <h2 className="text-xl font-bold">{t('ai.generator.title')}</h2>
        <TextField
          label={t('ai.generator.topic')}
          value={topic}
          onChange={(e) => setTopic(e.target.value)}
          dir="auto"
          maxLength={200}
          placeholder={t('ai.generator.topicPlaceholder')}
          error={errors.topic ? tr(errors.topic) : undefined}
          data-testid="ai-topic"
        />
        <fieldset aria-describedby={errors.categoryIds ? 'ai-categories-error' : undefined}>
          <legend className="font-semibold">
            {t('ai.generator.categories', { max: GENERATION_CATEGORIES_MAX, chosen: categoryIds.length })}
          </legend>
          <div className="mt-2 grid max-h-72 grid-cols-1 gap-3 overflow-y-auto rounded-xl p-3 ring-1 ring-ink-200 sm:grid-cols-2 lg:grid-cols-3 dark:ring-ink-700">
            {groups.map((group) => (
              <div key={group.parent?.id ?? 'other'}>
                {group.parent && (
                  <p className="text-sm font-bold text-ink-600 dark:text-ink-300">{name(group.parent)}</p>
                )}
                {group.items.map((c) => {
                  const checked = categoryIds.includes(c.id);
                  return (
                    <label key={c.id} className="flex items-center gap-2 py-0.5">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={checked}
                        disabled={!checked && categoryIds.length >= GENERATION_CATEGORIES_MAX}
                        onChange={(e) => setCategoryIds((ids) => toggle(ids, c.id, e.target.checked))}
                      />
                      <span>
                        {c.icon} {name(c)}
                      </span>
                    </label>
                  );
                })}
              </div>
            ))}
          </div>
          {errors.categoryIds && (
            <p id="ai-categories-error" className="mt-1 text-sm font-semibold text-red-700 dark:text-red-400">
              {tr(errors.categoryIds)}
            </p>
          )}
        </fieldset>
        <fieldset aria-describedby={errors.media ? 'ai-media-error' : undefined}>
          <legend className="font-semibold">{t('ai.generator.media')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {GENERATION_MEDIA.map((kind) => (
              <label key={kind} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={media.includes(kind)}
                  onChange={(e) => setMedia((list) => toggle(list, kind, e.target.checked))}
                  data-testid={`ai-media-${kind}`}
                />
                {t(`ai.media.${kind}`)}
              </label>
            ))}
          </div>
          <p className="mt-1 text-sm text-ink-600 dark:text-ink-400">{t('ai.generator.mediaHint')}</p>
          {errors.media && (
            <p id="ai-media-error" className="mt-1 text-sm font-semibold text-red-700 dark:text-red-400">
              {tr(errors.media)}
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend className="font-semibold">{t('ai.generator.count')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {GENERATION_COUNTS.map((n) => (
              <label key={n} className="flex items-center gap-2">
                <input type="radio" name="ai-count" checked={count === n} onChange={() => setCount(n)} />
                {n === 36
                  ? t('ai.generator.fullGame', { count: n })
                  : n.toLocaleString(i18n.language === 'ar' ? 'ar-AE-u-nu-latn' : 'en')}
              </label>
            ))}
          </div>
          <p className="mt-1 text-sm text-ink-600 dark:text-ink-400" data-testid="ai-mix">
            {t('ai.generator.mix', mix)}
          </p>
        </fieldset>
        {formError && (
          <p role="alert" className="font-semibold text-red-700 dark:text-red-400">
            {tr(formError)}
          </p>
        )}
        <div>
          <Button type="submit" disabled={generate.isPending} data-testid="ai-generate">
            <Sparkles aria-hidden="true" className="size-5" />
            {t('ai.generator.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
