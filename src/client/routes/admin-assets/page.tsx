import { useTranslation } from '../../lib/use-translation';
import { PageHeader } from '../../components/ui/page-header';
import { AdminNav } from '../../features/admin/admin-nav';
import { AssetsPanel } from '../../features/admin/assets-panel';
import { requireSession } from '../../features/auth/require-session';

export const loader = requireSession(['admin']);

/** /admin/assets: the favicon, logo and share image. */
export function Component() {
  const { t } = useTranslation('admin');
  return (
    <div data-testid="admin-assets" className="grid grid-cols-1 gap-5">
      <PageHeader title={t('assets.title')} lead={t('assets.lead')} />
      <AdminNav />
      <AssetsPanel />
    </div>
  );
}
