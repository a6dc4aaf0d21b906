import { PageHeader } from '../../components/ui/page-header';
import { AdminNav } from '../../features/admin/admin-nav';
import { requireSession } from '../../features/auth/require-session';
import { useOpsTranslation } from '../../features/operations/ops-parts';
import { ContactPanel } from '../../features/operations/contact-panel';

export const loader = requireSession(['admin']);

/** /admin/contact: the contact-message inbox (SPEC.md section 2). */
export function Component() {
  const { t } = useOpsTranslation();
  return (
    <div className="grid grid-cols-1 gap-5">
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <AdminNav />
      <ContactPanel />
    </div>
  );
}
