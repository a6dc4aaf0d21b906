import { FolderTree, HelpCircle, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { useAdminOverview } from '../../features/auth/auth-api';
import { FormAlert, useAuthTranslation } from '../../features/auth/form-parts';
import { requireSession } from '../../features/auth/require-session';
import { formattingLocale } from '../../lib/i18n';

export const loader = requireSession(['admin']);

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Card className="flex items-center gap-4">
      <span className="rounded-xl bg-brand-50 p-3 text-brand-800 dark:bg-brand-950 dark:text-brand-200">
        {icon}
      </span>
      <div>
        <p className="text-sm text-ink-600 dark:text-ink-400">{label}</p>
        <p className="text-2xl font-extrabold">{value}</p>
      </div>
    </Card>
  );
}

/** /admin: admins only. The dashboard's tabs come later; for now the overview counts. */
export function Component() {
  const { t, i18n } = useAuthTranslation();
  const overview = useAdminOverview();
  const number = new Intl.NumberFormat(formattingLocale(i18n.language));
  return (
    <div data-testid="admin-dashboard">
      <PageHeader title={t('admin.title')} lead={t('admin.lead')} />
      {overview.isPending && <LoadingIndicator size="lg" className="py-16" />}
      {overview.isError && <FormAlert kind="error">{t('errors.loadFailed')}</FormAlert>}
      {overview.isSuccess && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat
            icon={<Users aria-hidden="true" className="size-6" />}
            label={t('admin.users')}
            value={number.format(overview.data.users.total)}
          />
          <Stat
            icon={<ShieldCheck aria-hidden="true" className="size-6" />}
            label={t('admin.staff')}
            value={`${number.format(overview.data.users.admins)} / ${number.format(overview.data.users.moderators)}`}
          />
          <Stat
            icon={<HelpCircle aria-hidden="true" className="size-6" />}
            label={t('admin.activeQuestions')}
            value={number.format(overview.data.questions.active)}
          />
          <Stat
            icon={<FolderTree aria-hidden="true" className="size-6" />}
            label={t('admin.categories')}
            value={number.format(overview.data.categories)}
          />
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/admin/profile">{t('admin.profile')}</ButtonLink>
      </div>
    </div>
  );
}
