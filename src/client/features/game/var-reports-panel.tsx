import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { GameView } from '../../../shared/game/views';
import { Button } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { ApiRequestError } from '../../lib/api';
import { Dialog } from './dialog';
import { isolate, useGameFormat } from './format';
import { resolveVarReport, useVarReports, varReportsQueryKey } from './game-api';
import { useErrorText } from './use-error-text';

type Props = {
  isOpen: boolean;
  onClose: () => void;
  gameId: string;
  hostToken: string | undefined;
  view: GameView;
  categoryName: (categoryId: string) => string;
};

function ReportList({ gameId, hostToken, view, categoryName }: Omit<Props, 'isOpen' | 'onClose'>) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const reports = useVarReports(gameId, hostToken);
  const [failure, setFailure] = useState<string | null>(null);
  const resolve = async (reportId: string, status: 'accepted' | 'rejected') => {
    setFailure(null);
    try {
      await resolveVarReport(gameId, hostToken, reportId, status);
      await queryClient.invalidateQueries({ queryKey: varReportsQueryKey(gameId) });
    } catch (error) {
      setFailure(errorText(error instanceof ApiRequestError ? error.key : null));
    }
  };
  if (reports.isPending) return <LoadingIndicator />;
  if (reports.error) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-400">
        {errorText(reports.error instanceof ApiRequestError ? reports.error.key : null)}
      </p>
    );
  }
  if (reports.data.length === 0) return <p>{t('var.noReports')}</p>;
  return (
    <>
      {failure && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {failure}
        </p>
      )}
      <ul className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto" data-testid="var-reports">
        {reports.data.map((filed) => {
          const tile = view.tiles.find((candidate) => candidate.id === filed.tileId);
          const team = view.teams.find((candidate) => candidate.id === filed.teamId);
          return (
            <li
              key={filed.id}
              className="rounded-xl p-3 ring-1 ring-ink-200 dark:ring-ink-700"
              data-testid="var-report"
            >
              <p className="font-bold">
                {tile
                  ? t('var.reportAbout', {
                      category: categoryName(tile.categoryId),
                      value: format.number(tile.points),
                    })
                  : ''}
              </p>
              <p className="text-sm text-ink-700 dark:text-ink-300">
                {t('var.reportBy', { name: isolate(filed.nickname), team: isolate(team?.name ?? '') })}
              </p>
              <p className="mt-2 whitespace-pre-wrap">{filed.reason}</p>
              {filed.screenshotUrl && (
                <a
                  href={filed.screenshotUrl}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="mt-1 inline-flex items-center gap-1 font-semibold text-brand-800 underline dark:text-brand-300"
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {t('var.screenshotLink')}
                </a>
              )}
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <span className="text-sm font-bold">{t(`var.status.${filed.status}`)}</span>
                {filed.status === 'open' && (
                  <>
                    <Button variant="primary" onClick={() => void resolve(filed.id, 'accepted')}>
                      {t('var.accept')}
                    </Button>
                    <Button variant="ghost" onClick={() => void resolve(filed.id, 'rejected')}>
                      {t('var.reject')}
                    </Button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-ink-600 dark:text-ink-300">{t('var.acceptHint')}</p>
    </>
  );
}

/** The host's list of VAR reports, to accept or reject (a score change is a separate correction). */
export function VarReportsPanel({ isOpen, onClose, ...rest }: Props) {
  const { t } = useTranslation('game');
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('var.reports')}>
      {isOpen && <ReportList {...rest} />}
    </Dialog>
  );
}
