import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { z } from 'zod';
import { CORRECTION_AMOUNT_MAX, CORRECTION_REASON_MAX } from '../../../shared/game/constants';
import type { GameView } from '../../../shared/game/views';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { Dialog } from './dialog';
import { useErrorText } from './use-error-text';

/** The correction form: the same rules as the correct_score command and PUT /api/scores. */
const correctionFormSchema = z.object({
  teamId: z.string().min(1, 'validation.required'),
  amount: z
    .number({ error: 'validation.required' })
    .int('validation.integer')
    .min(-CORRECTION_AMOUNT_MAX, 'validation.amountRange')
    .max(CORRECTION_AMOUNT_MAX, 'validation.amountRange')
    .refine((amount) => amount !== 0, 'game.errors.zeroCorrection'),
  reason: z.string().trim().min(1, 'validation.required').max(CORRECTION_REASON_MAX, 'validation.tooLong'),
});
export type CorrectionInput = z.infer<typeof correctionFormSchema>;

type Props = {
  isOpen: boolean;
  onClose: () => void;
  teams: GameView['teams'];
  onSubmit: (input: CorrectionInput) => Promise<boolean>;
};

/** The host corrects a team's score by a signed amount, with a reason (after a VAR report, say). */
export function ScoreCorrectionDialog({ isOpen, onClose, teams, onSubmit }: Props) {
  const { t } = useTranslation('game');
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CorrectionInput>({
    resolver: zodResolver(correctionFormSchema),
    defaultValues: { teamId: teams[0]?.id ?? '', reason: '' },
  });
  const message = (key: string | undefined) => (key ? errorText(key) : undefined);
  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) {
      reset({ teamId: values.teamId, reason: '' });
      onClose();
    }
  });
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('correction.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <fieldset>
          <legend className="font-semibold">{t('correction.team')}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {teams.map((team) => (
              <label
                key={team.id}
                className="flex items-center gap-2 rounded-xl px-3 py-2 ring-1 ring-ink-300"
              >
                <input type="radio" value={team.id} {...register('teamId')} />
                {team.name}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('correction.amount')}
          type="number"
          inputMode="numeric"
          step={10}
          dir="ltr"
          error={message(errors.amount?.message)}
          data-testid="correction-amount"
          {...register('amount', { valueAsNumber: true })}
        />
        <p className="-mt-3 text-sm text-ink-600 dark:text-ink-300">{t('correction.amountHint')}</p>
        <TextAreaField
          label={t('correction.reason')}
          rows={3}
          error={message(errors.reason?.message)}
          data-testid="correction-reason"
          {...register('reason')}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={isSubmitting} data-testid="correction-submit">
            {t('correction.submit')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
