import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import type { GameOptions, GameOptionsInput } from '../../../shared/game/commands';
import {
  GAME_MODES,
  LIFELINES,
  LIFELINES_IN_PLAY,
  MAX_TEAMS,
  MIN_TEAMS,
  POINT_SCALES,
  POINTS_BY_SCALE,
  QUESTION_TIMES_SEC,
  TEAM_COLOURS,
  TEAM_NAME_MAX,
  type TeamColour,
} from '../../../shared/game/constants';
import { TextField } from '../../components/ui/text-field';
import { useGameFormat } from './format';
import { LIFELINE_ICONS } from './lifelines';
import { TEAM_COLOUR_CLASSES } from './team-colours';
import { useErrorText } from './use-error-text';

export type SetupForm = UseFormReturn<GameOptionsInput, unknown, GameOptions>;

const fieldsetClass = 'rounded-2xl bg-white p-4 ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700';
const legendClass = 'px-1 text-lg font-extrabold';
const choiceClass =
  'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 ring-1 ring-ink-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-500 dark:ring-ink-600 dark:has-[:checked]:bg-brand-950';

/** The first colour no other team uses. */
function freeColour(used: readonly TeamColour[]): TeamColour {
  return TEAM_COLOURS.find((colour) => !used.includes(colour)) ?? TEAM_COLOURS[0];
}

/** Setup tab: teams (2-3, names, distinct colours), point scale, question time, sound, fullscreen, mode, lifelines. */
export function PreGameSetup({ form }: { form: SetupForm }) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  const errorText = useErrorText();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const teams = useFieldArray({ control, name: 'teams' });
  const teamValues = useWatch({ control, name: 'teams' }) ?? [];
  // A number, so the radios are checked by hand (a registered radio compares its string value).
  const questionTime = useWatch({ control, name: 'questionTimeSec' });
  const setTeamCount = (count: number) => {
    if (count > teams.fields.length) {
      const used = teamValues.map((team) => team.colour);
      for (let index = teams.fields.length; index < count; index += 1) {
        const colour = freeColour(used);
        used.push(colour);
        teams.append({ name: t('setup.defaultTeam', { number: format.number(index + 1) }), colour });
      }
    } else {
      for (let index = teams.fields.length - 1; index >= count; index -= 1) teams.remove(index);
    }
  };
  const message = (key: string | undefined) => (key ? errorText(key) : undefined);
  const teamsError = errors.teams?.root?.message ?? errors.teams?.message;

  return (
    <div className="flex flex-col gap-6">
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('setup.teams')}</legend>
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t('setup.teamCount')}>
          {Array.from({ length: MAX_TEAMS - MIN_TEAMS + 1 }, (_, index) => MIN_TEAMS + index).map((count) => (
            <label key={count} className={choiceClass}>
              <input
                type="radio"
                name="team-count"
                checked={teams.fields.length === count}
                onChange={() => setTeamCount(count)}
                data-testid={`team-count-${count}`}
              />
              {t('setup.teamCountOption', { count, number: format.number(count) })}
            </label>
          ))}
        </div>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {teams.fields.map((field, index) => {
            const chosen = teamValues[index]?.colour;
            return (
              <li key={field.id} className="flex flex-col gap-3" data-testid="team-setup">
                <TextField
                  label={t('setup.teamName', { number: format.number(index + 1) })}
                  maxLength={TEAM_NAME_MAX + 10}
                  error={message(errors.teams?.[index]?.name?.message)}
                  data-testid={`team-name-${index}`}
                  {...register(`teams.${index}.name`)}
                />
                <fieldset>
                  <legend className="text-sm font-semibold">{t('setup.teamColour')}</legend>
                  <div className="mt-1 flex flex-wrap gap-2">
                    {TEAM_COLOURS.map((colour) => {
                      const isTaken = teamValues.some(
                        (other, otherIndex) => otherIndex !== index && other?.colour === colour,
                      );
                      return (
                        <label
                          key={colour}
                          className={`relative flex size-10 cursor-pointer items-center justify-center rounded-full ${
                            TEAM_COLOUR_CLASSES[colour].fill
                          } ${chosen === colour ? 'ring-4 ring-gold-400 ring-offset-2' : ''} ${
                            isTaken ? 'cursor-not-allowed opacity-30' : ''
                          } has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-500`}
                        >
                          <input
                            type="radio"
                            value={colour}
                            disabled={isTaken}
                            className="sr-only"
                            aria-label={t(`colours.${colour}`)}
                            {...register(`teams.${index}.colour`)}
                          />
                        </label>
                      );
                    })}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {teamsError && (
          <p role="alert" className="mt-2 font-semibold text-red-700 dark:text-red-400">
            {errorText(teamsError)}
          </p>
        )}
      </fieldset>

      <div className="grid gap-6 md:grid-cols-2">
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('setup.pointScale')}</legend>
          <div className="flex flex-col gap-2">
            {POINT_SCALES.map((scale) => (
              <label key={scale} className={choiceClass}>
                <input type="radio" value={scale} {...register('pointScale')} />
                <span className="font-semibold">{t(`setup.scales.${scale}`)}</span>
                <span className="text-sm text-ink-600 tabular-nums dark:text-ink-300">
                  {Object.values(POINTS_BY_SCALE[scale]).map(format.number).join(' / ')}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('setup.questionTime')}</legend>
          <div className="flex flex-wrap gap-2">
            {QUESTION_TIMES_SEC.map((seconds) => (
              <label key={seconds} className={choiceClass}>
                <input
                  type="radio"
                  name="questionTimeSec"
                  value={seconds}
                  checked={questionTime === seconds}
                  onChange={() => setValue('questionTimeSec', seconds, { shouldDirty: true })}
                />
                {t('setup.seconds', { count: seconds, number: format.number(seconds) })}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('setup.mode')}</legend>
          <div className="flex flex-col gap-2">
            {GAME_MODES.map((mode) => (
              <label key={mode} className={`${choiceClass} items-start`}>
                <input type="radio" value={mode} className="mt-1.5" {...register('mode')} />
                <span>
                  <span className="block font-semibold">{t(`setup.modes.${mode}.name`)}</span>
                  <span className="block text-sm text-ink-600 dark:text-ink-300">
                    {t(`setup.modes.${mode}.text`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{t('setup.screen')}</legend>
          <div className="flex flex-col gap-2">
            <label className={choiceClass}>
              <input type="checkbox" {...register('isSoundOn')} />
              {t('setup.sound')}
            </label>
            <label className={choiceClass}>
              <input type="checkbox" {...register('isFullscreen')} />
              {t('setup.fullscreen')}
            </label>
          </div>
        </fieldset>
      </div>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>
          {t('setup.lifelines', { number: format.number(LIFELINES_IN_PLAY) })}
        </legend>
        <p className="mb-3 text-sm text-ink-600 dark:text-ink-300">{t('setup.lifelinesHint')}</p>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {LIFELINES.map((lifeline) => {
            const Icon = LIFELINE_ICONS[lifeline];
            return (
              <label key={lifeline} className={`${choiceClass} items-start`}>
                <input
                  type="checkbox"
                  value={lifeline}
                  className="mt-1.5"
                  data-testid={`lifeline-option-${lifeline}`}
                  {...register('lifelines')}
                />
                <span>
                  <span className="flex items-center gap-2 font-semibold">
                    <Icon aria-hidden="true" className="size-4" />
                    {t(`lifelines.names.${lifeline}`)}
                  </span>
                  <span className="block text-sm text-ink-600 dark:text-ink-300">
                    {t(`lifelines.texts.${lifeline}`)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {errors.lifelines && (
          <p role="alert" className="mt-2 font-semibold text-red-700 dark:text-red-400">
            {errorText(errors.lifelines.message ?? errors.lifelines.root?.message)}
          </p>
        )}
      </fieldset>
    </div>
  );
}
