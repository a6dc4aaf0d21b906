import { useTranslation } from '../../lib/use-translation';
import type { CategorySummary } from '../../../shared/contracts/categories';
import type { GameOptionsInput } from '../../../shared/game/commands';
import { POINTS_BY_SCALE } from '../../../shared/game/constants';
import { useGameFormat } from './format';
import { LIFELINE_ICONS } from './lifelines';
import { TEAM_COLOUR_CLASSES } from './team-colours';
import { CategoryArt } from '../categories/category-art';

type Props = {
  options: GameOptionsInput;
  categories: CategorySummary[];
};

/** Preview tab: everything the host chose, to review before the room is created. */
export function PreGamePreview({ options, categories }: Props) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  const scale = options.pointScale ?? 'standard';
  const rows: [string, string][] = [
    [t('setup.pointScale'), Object.values(POINTS_BY_SCALE[scale]).map(format.number).join(' / ')],
    [
      t('setup.questionTime'),
      t('setup.seconds', {
        count: options.questionTimeSec ?? 60,
        number: format.number(options.questionTimeSec ?? 60),
      }),
    ],
    [t('setup.mode'), t(`setup.modes.${options.mode ?? 'traditional'}.name`)],
    [t('setup.sound'), options.isSoundOn === false ? t('preview.off') : t('preview.on')],
    [t('setup.fullscreen'), options.isFullscreen ? t('preview.on') : t('preview.off')],
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2" data-testid="preview">
      <section className="rounded-2xl bg-white p-4 ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700">
        <h3 className="mb-3 text-lg font-extrabold">{t('setup.teams')}</h3>
        <ul className="flex flex-col gap-2">
          {options.teams.map((team, index) => (
            <li
              key={index}
              className={`rounded-xl px-3 py-2 font-bold ${TEAM_COLOUR_CLASSES[team.colour].fill} ${TEAM_COLOUR_CLASSES[team.colour].text}`}
            >
              {team.name}
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-2xl bg-white p-4 ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700">
        <h3 className="mb-3 text-lg font-extrabold">{t('preview.options')}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-ink-700 dark:text-ink-300">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="rounded-2xl bg-white p-4 ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700">
        <h3 className="mb-3 text-lg font-extrabold">{t('preview.lifelines')}</h3>
        <ul className="flex flex-col gap-2">
          {(options.lifelines ?? []).map((lifeline) => {
            const Icon = LIFELINE_ICONS[lifeline];
            return (
              <li key={lifeline} className="flex items-center gap-2 font-semibold">
                <Icon aria-hidden="true" className="size-4" />
                {t(`lifelines.names.${lifeline}`)}
              </li>
            );
          })}
        </ul>
      </section>
      <section className="rounded-2xl bg-white p-4 ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700">
        <h3 className="mb-3 text-lg font-extrabold">{t('preview.categories')}</h3>
        {categories.length === 0 ? (
          <p className="text-red-700 dark:text-red-400">{t('preview.noCategories')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2">
            {categories.map((category) => (
              <li key={category.id} className="flex items-center gap-2 font-semibold">
                <span aria-hidden="true">
                  <CategoryArt icon={category.icon} />
                </span>
                {format.text(category.name)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
