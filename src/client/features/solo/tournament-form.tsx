import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import {
  TOURNAMENT_DESCRIPTION_MAX,
  TOURNAMENT_NAME_MAX,
  type TournamentInput,
  tournamentInputSchema,
  type TournamentSummary,
} from '../../../shared/contracts/tournaments';
import { TOURNAMENT_ROUNDS_MAX } from '../../../shared/solo/tournament';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { useSoloErrorText } from './use-solo-error-text';

type Values = Record<
  'name' | 'description' | 'maxParticipants' | 'prizeValue' | 'rounds' | 'startsAt' | 'endsAt',
  string
>;
type Field = keyof Values;

const pad = (n: number) => String(n).padStart(2, '0');
/** A time as the value of a `datetime-local` input, in the device's time zone. */
function localInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const toIso = (value: string) => {
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? value : new Date(ms).toISOString();
};

function initialValues(tournament?: TournamentSummary): Values {
  if (tournament) {
    return {
      name: tournament.name,
      description: tournament.description,
      maxParticipants: String(tournament.maxParticipants),
      prizeValue: String(tournament.prizeValue),
      rounds: String(tournament.rounds),
      startsAt: localInput(Date.parse(tournament.startsAt)),
      endsAt: localInput(Date.parse(tournament.endsAt)),
    };
  }
  const nextHour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
  return {
    name: '',
    description: '',
    maxParticipants: '16',
    prizeValue: '500',
    rounds: '3',
    startsAt: localInput(nextHour),
    endsAt: localInput(nextHour + 3 * 86_400_000),
  };
}

/**
 * Creates a tournament, or edits one before it starts: checked here with the shared schema, and again by the
 * server (which also refuses a start in the past).
 */
export function TournamentForm({
  tournament,
  onSubmit,
  onCancel,
}: {
  tournament?: TournamentSummary;
  onSubmit: (input: TournamentInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('solo');
  const errorText = useSoloErrorText();
  const [values, setValues] = useState<Values>(() => initialValues(tournament));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const failedKey = tournament ? 'tournaments.errors.save' : 'tournaments.errors.create';

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name] ? errorText(errors[name]) : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = tournamentInputSchema.safeParse({
      ...values,
      maxParticipants: Number(values.maxParticipants),
      prizeValue: Number(values.prizeValue),
      rounds: Number(values.rounds),
      startsAt: toIso(values.startsAt),
      endsAt: toIso(values.endsAt),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setIsBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        setErrors(error.fields as Partial<Record<Field, string>>);
      }
      setFailure(failedKey);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      data-testid="tournament-form"
    >
      <TextField label={t('tournaments.form.name')} maxLength={TOURNAMENT_NAME_MAX} {...field('name')} />
      <TextAreaField
        label={t('tournaments.form.description')}
        rows={3}
        maxLength={TOURNAMENT_DESCRIPTION_MAX}
        {...field('description')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('tournaments.form.maxParticipants')}
          type="number"
          inputMode="numeric"
          min={2}
          {...field('maxParticipants')}
        />
        <TextField
          label={t('tournaments.form.prizeValue')}
          type="number"
          inputMode="numeric"
          min={0}
          {...field('prizeValue')}
        />
        <div>
          <label htmlFor="tournament-rounds" className="block font-semibold text-ink-800 dark:text-ink-200">
            {t('tournaments.form.rounds')}
          </label>
          <select
            id="tournament-rounds"
            value={values.rounds}
            onChange={(event) => setValues((previous) => ({ ...previous, rounds: event.target.value }))}
            className="mt-1 block w-full rounded-xl bg-white px-3 py-2.5 ring-1 ring-ink-300 ring-inset dark:bg-ink-950 dark:ring-ink-600"
          >
            {Array.from({ length: TOURNAMENT_ROUNDS_MAX }, (_, index) => (
              <option key={index} value={String(index + 1)}>
                {t('tournaments.form.roundCount', { count: index + 1 })}
              </option>
            ))}
          </select>
          {errors.rounds && (
            <p className="mt-1 text-sm font-semibold text-red-700 dark:text-red-400">
              {errorText(errors.rounds)}
            </p>
          )}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('tournaments.form.startsAt')} type="datetime-local" {...field('startsAt')} />
        <TextField label={t('tournaments.form.endsAt')} type="datetime-local" {...field('endsAt')} />
      </div>
      <p className="text-sm text-ink-700 dark:text-ink-300">{t('tournaments.form.roundsNote')}</p>
      {failure && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 p-3 font-bold text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {t(failure)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isBusy} data-testid="tournament-save">
          {tournament ? t('tournaments.form.save') : t('tournaments.form.create')}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('tournaments.form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
