import { useState } from 'react';
import {
  SECURITY_EVENT_TYPES,
  SEVERITIES,
  type SecurityEventType,
  type Severity,
} from '../../../shared/contracts/auth';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { Pager } from '../admin/table-parts';
import { useAllSecurityEvents } from './ops-api';
import {
  Badge,
  LoadFailed,
  selectClass,
  type Tone,
  tdClass,
  thClass,
  useOpsFormats,
  useOpsTranslation,
} from './ops-parts';

const PAGE_SIZE = 25;
const TONE: Record<Severity, Tone> = { critical: 'bad', high: 'bad', medium: 'warn', low: 'neutral' };

/** /security for admins: every user's events, by type, severity and address (SPEC.md section 3). */
export function AllSecurityEvents() {
  const { t } = useOpsTranslation();
  const { date } = useOpsFormats();
  const [type, setType] = useState<SecurityEventType | undefined>();
  const [severity, setSeverity] = useState<Severity | undefined>();
  const [email, setEmail] = useState('');
  const [page, setPage] = useState(1);
  const events = useAllSecurityEvents(
    { type, severity, email: email || undefined, page, pageSize: PAGE_SIZE },
    true,
  );
  const reset = () => setPage(1);
  return (
    <section className="mt-8 grid gap-4" aria-labelledby="all-events-title" data-testid="all-security-events">
      <div>
        <h2 id="all-events-title" className="text-2xl font-extrabold">
          {t('security.title')}
        </h2>
        <p className="text-ink-700 dark:text-ink-300">{t('security.lead')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold">
          {t('security.type')}
          <select
            value={type ?? ''}
            onChange={(e) => {
              setType((e.target.value || undefined) as SecurityEventType | undefined);
              reset();
            }}
            className={selectClass}
          >
            <option value="">{t('security.all')}</option>
            {SECURITY_EVENT_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`security.types.${option}`, { ns: 'auth' })}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t('security.severity')}
          <select
            value={severity ?? ''}
            onChange={(e) => {
              setSeverity((e.target.value || undefined) as Severity | undefined);
              reset();
            }}
            className={selectClass}
          >
            <option value="">{t('security.all')}</option>
            {SEVERITIES.map((option) => (
              <option key={option} value={option}>
                {t(`security.severities.${option}`, { ns: 'auth' })}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t('security.email')}
          <input
            dir="ltr"
            type="search"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              reset();
            }}
            className={selectClass}
          />
        </label>
      </div>
      {events.isPending && <LoadingIndicator size="lg" className="py-12" />}
      {events.isError && (
        <LoadFailed message={t('security.loadFailed')} onRetry={() => void events.refetch()} />
      )}
      {events.data && (
        <>
          <Card className="overflow-x-auto p-0">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('security.title')}</caption>
              <thead className="bg-ink-50 dark:bg-ink-800">
                <tr>
                  <th scope="col" className={thClass}>
                    {t('security.type')}
                  </th>
                  <th scope="col" className={thClass}>
                    {t('security.severity')}
                  </th>
                  <th scope="col" className={thClass}>
                    {t('security.email')}
                  </th>
                  <th scope="col" className={thClass}>
                    {t('security.address')}
                  </th>
                  <th scope="col" className={thClass}>
                    {t('security.when')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {events.data.items.length === 0 && (
                  <tr>
                    <td colSpan={5} className={tdClass}>
                      {t('security.empty')}
                    </td>
                  </tr>
                )}
                {events.data.items.map((event) => (
                  <tr
                    key={event.id}
                    className="border-t border-ink-200 dark:border-ink-700"
                    data-type={event.type}
                  >
                    <td className={tdClass}>{t(`security.types.${event.type}`, { ns: 'auth' })}</td>
                    <td className={tdClass}>
                      <Badge tone={TONE[event.severity]}>
                        {t(`security.severities.${event.severity}`, { ns: 'auth' })}
                      </Badge>
                    </td>
                    <td className={tdClass} dir="ltr">
                      {event.email ?? '—'}
                    </td>
                    <td className={tdClass} dir="ltr">
                      {event.ip ?? '—'}
                    </td>
                    <td className={tdClass}>{date.format(new Date(event.createdAt))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <Pager page={page} pageSize={PAGE_SIZE} total={events.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
