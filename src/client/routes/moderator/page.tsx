import { useTranslation } from '../../lib/use-translation';
import { PageHeader } from '../../components/ui/page-header';
import { ReviewPanel } from '../../features/admin/review-panel';
import { requireSession } from '../../features/auth/require-session';

export const loader = requireSession(['admin', 'moderator']);

/** /moderator: the review queue (VAR reports join it with the operations work). */
export function Component() {
  const { t } = useTranslation('admin');
  return (
    <div data-testid="moderator-panel" className="grid grid-cols-1 gap-5">
      <PageHeader title={t('moderator.title')} lead={t('moderator.lead')} />
      <ReviewPanel />
    </div>
  );
}
