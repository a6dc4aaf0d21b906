import { useTranslation } from '../../lib/use-translation';
import { PageHeader } from '../../components/ui/page-header';
import { AdminNav } from '../../features/admin/admin-nav';
import { PagesPanel } from '../../features/admin/pages-panel';
import { requireSession } from '../../features/auth/require-session';

export const loader = requireSession(['admin']);

/** /admin/content: the admin-managed pages at /{slug}. */
export function Component() {
  const { t } = useTranslation('admin');
  return (
    <div data-testid="admin-content" className="grid grid-cols-1 gap-5">
      <PageHeader title={t('pages.title')} lead={t('pages.lead')} />
      <AdminNav />
      <PagesPanel />
    </div>
  );
}
