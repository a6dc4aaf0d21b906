import { AlertCircle, Check, Gem, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { BOARD_CATEGORY_COUNT } from '../../../shared/constants';
import type { CategorySummary } from '../../../shared/contracts/categories';
import { useGameFormat } from './format';
import { CategoryArt } from '../categories/category-art';

export type CategoryGroupView = { parent: CategorySummary; children: CategorySummary[] };

/** A premium category as the host stands with it (decision 027): locked shows its pack's name. */
export type PremiumState = { isLocked: true; packName: string } | { isLocked: false };

type Props = {
  groups: CategoryGroupView[];
  selected: string[];
  onChange: (selected: string[]) => void;
  /** Null for a free category (every category while buying is off). */
  premiumOf?: (category: CategorySummary) => PremiumState | null;
};

/** Pick exactly 6 categories, grouped by parent; a category without enough questions shows 'Needs Questions'. */
export function CategoryPicker({ groups, selected, onChange, premiumOf = () => null }: Props) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  const isFull = selected.length >= BOARD_CATEGORY_COUNT;
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);

  return (
    <div className="flex flex-col gap-6">
      <p
        aria-live="polite"
        className={`sticky top-20 z-10 self-start rounded-full px-4 py-2 font-bold shadow ${
          selected.length === BOARD_CATEGORY_COUNT
            ? 'bg-green-700 text-white'
            : 'bg-white text-ink-900 ring-1 ring-ink-200 dark:bg-ink-900 dark:text-ink-100 dark:ring-ink-700'
        }`}
        data-testid="category-count"
      >
        {t('categories.count', {
          selected: format.number(selected.length),
          total: format.number(BOARD_CATEGORY_COUNT),
        })}
      </p>
      {groups.map(({ parent, children }) => (
        <fieldset key={parent.id}>
          <legend className="mb-3 flex items-center gap-2 text-xl font-extrabold">
            <span aria-hidden="true">
              <CategoryArt icon={parent.icon} />
            </span>
            {format.text(parent.name)}
          </legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {children.map((category) => {
              const isChecked = selected.includes(category.id);
              const premium = premiumOf(category);
              const isLocked = premium?.isLocked === true;
              const isDisabled = !category.isPlayable || isLocked || (isFull && !isChecked);
              const noteId = !category.isPlayable
                ? `needs-${category.id}`
                : premium
                  ? `premium-${category.id}`
                  : undefined;
              return (
                <label
                  key={category.id}
                  data-testid="pick-category"
                  data-slug={category.slug}
                  data-playable={category.isPlayable}
                  data-locked={isLocked || undefined}
                  className={`flex items-start gap-3 rounded-2xl bg-white p-3 ring-1 ring-ink-200 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-500 dark:bg-ink-900 dark:ring-ink-700 ${
                    isChecked ? 'ring-2 ring-brand-700 dark:ring-brand-400' : ''
                  } ${isDisabled ? 'cursor-not-allowed' : 'cursor-pointer'} ${
                    category.isPlayable && isDisabled && !isLocked ? 'opacity-60' : ''
                  }`}
                >
                  <input
                    type="checkbox"
                    className="mt-1.5 size-4"
                    checked={isChecked}
                    disabled={isDisabled}
                    onChange={() => toggle(category.id)}
                    aria-describedby={noteId}
                  />
                  <span aria-hidden="true" className="text-2xl">
                    <CategoryArt icon={category.icon} />
                  </span>
                  <span className="flex-1">
                    <span className="flex items-center gap-1 font-bold">
                      {format.text(category.name)}
                      {isChecked && <Check aria-hidden="true" className="size-4 text-brand-700" />}
                    </span>
                    <span className="block text-sm text-ink-600 dark:text-ink-300">
                      {format.text(category.description)}
                    </span>
                    {category.isPlayable && premium && (
                      <span
                        id={`premium-${category.id}`}
                        className={`mt-1 inline-flex items-center gap-1 text-sm font-bold ${
                          premium.isLocked
                            ? 'text-amber-800 dark:text-amber-300'
                            : 'text-brand-800 dark:text-brand-300'
                        }`}
                        data-testid="premium-note"
                      >
                        {premium.isLocked ? (
                          <Lock aria-hidden="true" className="size-4" />
                        ) : (
                          <Gem aria-hidden="true" className="size-4" />
                        )}
                        {premium.isLocked
                          ? t('credits.locked', { pack: premium.packName })
                          : t('credits.unlocked')}
                      </span>
                    )}
                    {isLocked && (
                      <Link
                        to="/monetization"
                        className="mt-1 block text-sm font-bold text-brand-800 underline dark:text-brand-300"
                      >
                        {t('credits.buy')}
                      </Link>
                    )}
                    {!category.isPlayable && (
                      <span
                        id={`needs-${category.id}`}
                        className="mt-1 inline-flex items-center gap-1 text-sm font-bold text-red-700 dark:text-red-400"
                      >
                        <AlertCircle aria-hidden="true" className="size-4" />
                        {t('categories.needsQuestions')}
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
