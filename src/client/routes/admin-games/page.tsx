import { PageHeader } from '../../components/ui/page-header';
import { AdminNav } from '../../features/admin/admin-nav';
import { requireSession } from '../../features/auth/require-session';
import { useOpsTranslation } from '../../features/operations/ops-parts';
import { GamesPanel } from '../../features/operations/games-panel';

export const loader = requireSession(['admin']);

/** /admin/games: game management (SPEC.md section 2). */
export function Component() {
  const { t } = useOpsTranslation();
  return (
    <div className="grid grid-cols-1 gap-5">
      <PageHeader title={t('games.title')} lead={t('games.lead')} />
      <AdminNav />
      <GamesPanel />
    </div>
  );
}
