import { useLoaderData } from 'react-router';
import type { SessionUser, Severity } from '../../../shared/contracts/auth';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { useSecurityEvents } from '../../features/auth/auth-api';
import { FormAlert, useAuthTranslation } from '../../features/auth/form-parts';
import { requireSession } from '../../features/auth/require-session';
import { AllSecurityEvents } from '../../features/operations/security-admin';
import { formattingLocale } from '../../lib/i18n';

export const loader = requireSession();

const SEVERITY_TONE: Record<Severity, string> = {
  critical: 'bg-red-700 text-white',
  high: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  medium: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  low: 'bg-ink-100 text-ink-800 dark:bg-ink-800 dark:text-ink-100',
};

/** /security: the security events of the signed-in person's own account; an admin also sees everyone's. */
export function Component() {
  const { t, i18n } = useAuthTranslation();
  const user = useLoaderData() as SessionUser;
  const events = useSecurityEvents(user.id);
  const format = new Intl.DateTimeFormat(formattingLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <div>
      <PageHeader title={t('security.title')} lead={t('security.lead')} />
      {events.isPending && <LoadingIndicator size="lg" className="py-16" />}
      {events.isError && (
        <FormAlert kind="error">
          <p>{t('security.loadFailed')}</p>
          <Button variant="ghost" className="mt-2" onClick={() => void events.refetch()}>
            {t('security.retry')}
          </Button>
        </FormAlert>
      )}
      {events.isSuccess && events.data.events.length === 0 && (
        <Card>
          <p className="text-ink-700 dark:text-ink-300">{t('security.empty')}</p>
        </Card>
      )}
      {events.isSuccess && events.data.events.length > 0 && (
        <Card className="overflow-x-auto p-0">
          <table className="w-full text-start" data-testid="security-events">
            <caption className="sr-only">{t('security.caption')}</caption>
            <thead className="bg-ink-50 text-sm text-ink-700 dark:bg-ink-800 dark:text-ink-200">
              <tr>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('security.event')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('security.severity')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('security.when')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('security.address')}
                </th>
              </tr>
            </thead>
            <tbody>
              {events.data.events.map((event) => (
                <tr
                  key={event.id}
                  data-type={event.type}
                  className="border-t border-ink-200 dark:border-ink-700"
                >
                  <td className="px-4 py-3 font-semibold">{t(`security.types.${event.type}`)}</td>
                  <td className="px-4 py-3">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-sm font-bold ${SEVERITY_TONE[event.severity]}`}
                    >
                      {t(`security.severities.${event.severity}`)}
                    </span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{format.format(new Date(event.createdAt))}</td>
                  <td className="px-4 py-3" dir="ltr">
                    <bdi>{event.ip ?? '—'}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      {user.role === 'admin' && <AllSecurityEvents />}
    </div>
  );
}
