import { zodResolver } from '@hookform/resolvers/zod';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import type { z } from 'zod';
import { varReportInputSchema, type VarReportInput } from '../../../shared/contracts/game';
import type { GameView } from '../../../shared/game/views';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { Dialog } from './dialog';
import { useGameFormat } from './format';
import { fileVarReport } from './game-api';
import { newClientId } from './game-storage';
import { useErrorText } from './use-error-text';

type Props = {
  gameId: string;
  playerToken: string;
  view: GameView;
  categoryName: (categoryId: string) => string;
};

/** The tiles a VAR report may be about: the open one first, then the played ones, newest board order. */
function reportableTiles(view: GameView) {
  const open = view.tiles.filter((tile) => tile.isOpen);
  const played = view.tiles.filter((tile) => tile.isPlayed && !tile.isOpen);
  return [...open, ...played];
}

/** A player's VAR report on the open question or any played one: reason required, screenshot link optional. */
export function VarReportButton({ gameId, playerToken, view, categoryName }: Props) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  const errorText = useErrorText();
  const [isOpen, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tiles = reportableTiles(view);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<VarReportInput, unknown, z.output<typeof varReportInputSchema>>({
    resolver: zodResolver(varReportInputSchema),
    defaultValues: { clientId: '', tileId: '', reason: '', screenshotUrl: '' },
  });
  const message = (key: string | undefined) => (key ? errorText(key) : undefined);

  const open = () => {
    setSent(false);
    setFailure(null);
    reset({ clientId: newClientId(), tileId: tiles[0]?.id ?? '', reason: '', screenshotUrl: '' });
    setOpen(true);
  };
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await fileVarReport(gameId, playerToken, values);
      setSent(true);
      setOpen(false);
    } catch (error) {
      setFailure(errorText(error instanceof ApiRequestError ? error.key : null));
    }
  });

  return (
    <>
      <div className="flex flex-col items-center gap-1">
        <Button variant="ghost" onClick={open} disabled={tiles.length === 0} data-testid="var-open">
          <Flag aria-hidden="true" className="size-4" />
          {t('var.open')}
        </Button>
        <p aria-live="polite" className="text-sm font-semibold text-green-800 dark:text-green-300">
          {sent ? t('var.sent') : ''}
        </p>
      </div>
      <Dialog isOpen={isOpen} onClose={() => setOpen(false)} title={t('var.title')}>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-ink-700 dark:text-ink-300">{t('var.intro')}</p>
          <div>
            <label htmlFor="var-tile" className="block font-semibold">
              {t('var.question')}
            </label>
            <select
              id="var-tile"
              className="mt-1 block w-full rounded-xl bg-white px-3 py-2.5 ring-1 ring-ink-300 dark:bg-ink-950 dark:ring-ink-600"
              data-testid="var-tile"
              {...register('tileId')}
            >
              {tiles.map((tile) => (
                <option key={tile.id} value={tile.id}>
                  {tile.isOpen
                    ? t('var.openTile', {
                        category: categoryName(tile.categoryId),
                        value: format.number(tile.points),
                      })
                    : t('var.playedTile', {
                        category: categoryName(tile.categoryId),
                        value: format.number(tile.points),
                      })}
                </option>
              ))}
            </select>
          </div>
          <TextAreaField
            label={t('var.reason')}
            rows={4}
            error={message(errors.reason?.message)}
            data-testid="var-reason"
            {...register('reason')}
          />
          <TextField
            label={t('var.screenshot')}
            type="url"
            dir="ltr"
            inputMode="url"
            placeholder="https://"
            error={message(errors.screenshotUrl?.message)}
            data-testid="var-screenshot"
            {...register('screenshotUrl')}
          />
          {failure && (
            <p role="alert" className="font-semibold text-red-700 dark:text-red-400">
              {failure}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" disabled={isSubmitting} data-testid="var-submit">
              {t('var.submit')}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('actions.cancel')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
