import { useTranslation } from '../../lib/use-translation';
import { PageHeader } from '../../components/ui/page-header';
import { AdminNav } from '../../features/admin/admin-nav';
import { requireSession } from '../../features/auth/require-session';
import { PaymentsLedger } from '../../features/monetization/payments-ledger';

export const loader = requireSession(['admin']);

/** /admin/payments: the payments ledger, credit adjustments and payment events (decision 027). */
export function Component() {
  const { t } = useTranslation('monetization');
  return (
    <div className="grid grid-cols-1 gap-5">
      <PageHeader title={t('ledger.title')} lead={t('ledger.lead')} />
      <AdminNav />
      <PaymentsLedger />
    </div>
  );
}
