import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { AdminNav } from '../../features/admin/admin-nav';
import { requireSession } from '../../features/auth/require-session';
import { GamePage } from '../../features/operations/games-panel';
import { useOpsTranslation } from '../../features/operations/ops-parts';

export const loader = requireSession(['admin']);

/** /admin/games/:gameId: one game's board, score log and event log. */
export function Component() {
  const { t } = useOpsTranslation();
  const { gameId = '' } = useParams();
  return (
    <div className="grid grid-cols-1 gap-5">
      <PageHeader title={t('games.pageTitle')} lead={t('games.pageLead')} />
      <AdminNav />
      <div>
        <ButtonLink to="/admin/games" variant="ghost">
          {t('games.back')}
        </ButtonLink>
      </div>
      <GamePage gameId={gameId} />
    </div>
  );
}
