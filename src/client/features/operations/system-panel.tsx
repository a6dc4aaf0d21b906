import { type FormEvent, useState } from 'react';
import {
  type HealthState,
  mailToolInputSchema,
  type ServiceStatus,
  type SystemStatus,
} from '../../../shared/contracts/admin-ops';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { EmailField } from '../../components/ui/text-field';
import { notify } from '../../lib/toast';
import {
  useAuthDiagnostics,
  useEnvironment,
  useErrorGroups,
  useLiveMetrics,
  useMailTools,
  useResolveErrors,
  useSystemStatus,
} from './ops-api';
import {
  Badge,
  LoadFailed,
  type Tone,
  tdClass,
  thClass,
  useErrorText,
  useOpsFormats,
  useOpsTranslation,
} from './ops-parts';

const STATUS_TONE: Record<ServiceStatus, Tone> = {
  ok: 'good',
  quota_exceeded: 'warn',
  missing: 'neutral',
  fail: 'bad',
  unknown: 'neutral',
};
const HEALTH_TONE: Record<HealthState, Tone> = { healthy: 'good', warning: 'warn', critical: 'bad' };

/** Shown when the check cannot be made: every service unknown (SPEC.md: 'Showing default values'). */
const DEFAULT_STATUS: SystemStatus = {
  health: 'warning',
  grade: 'fair',
  services: (['database', 'redis', 'smtp', 'ai', 'youtube', 'commons'] as const).map((name) => ({
    name,
    status: 'unknown',
    latencyMs: null,
    detail: null,
  })),
  checkedAt: new Date(0).toISOString(),
};

function ServicesCard() {
  const { t } = useOpsTranslation();
  const { number, date } = useOpsFormats();
  const status = useSystemStatus();
  if (status.isPending) return <LoadingIndicator size="lg" className="py-12" />;
  const isOffline = status.isError && (status.error as { status?: number }).status === 0;
  const data = status.data ?? DEFAULT_STATUS;
  return (
    <Card className="grid gap-3" data-testid="system-status" data-health={status.data?.health ?? 'unknown'}>
      {status.isError && (
        <p
          role="alert"
          className="rounded-xl bg-amber-100 p-3 font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100"
        >
          {t(isOffline ? 'system.offline' : 'system.checkFailed')}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-extrabold">{t('system.health')}</h2>
        <Badge tone={HEALTH_TONE[data.health]} testId="health">
          {t(`system.healthStates.${data.health}`)}
        </Badge>
        <span className="font-semibold">{t('system.grade')}</span>
        <Badge tone={data.grade === 'poor' ? 'bad' : data.grade === 'fair' ? 'warn' : 'good'} testId="grade">
          {t(`system.grades.${data.grade}`)}
        </Badge>
        <Button
          variant="ghost"
          className="ms-auto"
          disabled={status.isFetching}
          onClick={() => void status.refetch()}
        >
          {t('system.recheck')}
        </Button>
      </div>
      <p className="text-sm text-ink-600 dark:text-ink-400">{t('system.rule')}</p>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('system.services')}</caption>
        <thead className="bg-ink-50 dark:bg-ink-800">
          <tr>
            <th scope="col" className={thClass}>
              {t('system.service')}
            </th>
            <th scope="col" className={thClass}>
              {t('system.status')}
            </th>
            <th scope="col" className={thClass}>
              {t('system.latency')}
            </th>
            <th scope="col" className={thClass}>
              {t('system.detail')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.services.map((service) => (
            <tr
              key={service.name}
              className="border-t border-ink-200 dark:border-ink-700"
              data-service={service.name}
              data-status={service.status}
            >
              <th scope="row" className={`${tdClass} text-start`}>
                {t(`system.services_.${service.name}`)}
              </th>
              <td className={tdClass}>
                <Badge tone={STATUS_TONE[service.status]}>{t(`system.statuses.${service.status}`)}</Badge>
              </td>
              <td className={tdClass}>
                {service.latencyMs === null
                  ? '—'
                  : t('system.ms', { value: number.format(service.latencyMs) })}
              </td>
              <td className={tdClass} dir="ltr">
                {service.detail ?? ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {status.data && (
        <p className="text-sm text-ink-600 dark:text-ink-400">
          {t('system.checkedAt', { at: date.format(new Date(status.data.checkedAt)) })}
        </p>
      )}
    </Card>
  );
}

function MetricsCard() {
  const { t } = useOpsTranslation();
  const { number } = useOpsFormats();
  const metrics = useLiveMetrics();
  if (metrics.isPending) return <LoadingIndicator size="lg" className="py-12" />;
  if (metrics.isError)
    return <LoadFailed message={t('system.metricsFailed')} onRetry={() => void metrics.refetch()} />;
  const m = metrics.data;
  const figures = [
    [
      'loopDelay',
      t('system.ms', {
        value: `${number.format(m.eventLoopDelayMs.p50)} / ${number.format(m.eventLoopDelayMs.p99)}`,
      }),
    ],
    ['rps', number.format(m.requestsPerSecond)],
    ['p95', t('system.ms', { value: number.format(m.p95LatencyMs) })],
    ['sockets', number.format(m.openSockets)],
    ['rooms', number.format(m.activeRooms)],
    [
      'memory',
      t('system.mb', { value: `${number.format(m.memory.heapUsedMb)} / ${number.format(m.memory.rssMb)}` }),
    ],
  ] as const;
  return (
    <Card data-testid="live-metrics">
      <h2 className="mb-2 text-lg font-extrabold">{t('system.metrics')}</h2>
      <p className="mb-3 text-sm text-ink-600 dark:text-ink-400">
        {t('system.metricsLead', { path: '\u2066/metrics\u2069' })}
      </p>
      <dl className="grid gap-3 sm:grid-cols-3">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-xl bg-ink-50 p-3 dark:bg-ink-800">
            <dt className="text-sm">{t(`system.figures.${key}`)}</dt>
            <dd className="text-xl font-extrabold" dir="ltr" aria-live="off">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function StatusTab() {
  return (
    <div className="grid gap-4">
      <ServicesCard />
      <MetricsCard />
    </div>
  );
}

export function EnvironmentTab() {
  const { t } = useOpsTranslation();
  const env = useEnvironment();
  if (env.isPending) return <LoadingIndicator size="lg" className="py-12" />;
  if (env.isError)
    return (
      <LoadFailed message={t('errors.loadFailed', { ns: 'common' })} onRetry={() => void env.refetch()} />
    );
  return (
    <Card className="overflow-x-auto p-0">
      <table className="w-full text-sm" data-testid="environment">
        <caption className="p-3 text-start">{t('diagnostics.environmentLead')}</caption>
        <tbody>
          {env.data.entries.map((entry) => (
            <tr key={entry.name} className="border-t border-ink-200 dark:border-ink-700">
              <th scope="row" className={`${tdClass} text-start font-mono`} dir="ltr">
                {entry.name}
              </th>
              <td className={`${tdClass} font-mono`} dir="ltr">
                {entry.value ?? <span className="text-ink-500">{t('diagnostics.notSet')}</span>}
              </td>
              <td className={tdClass}>
                {entry.isSecret && <Badge tone="neutral">{t('diagnostics.masked')}</Badge>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

export function ErrorsTab() {
  const { t } = useOpsTranslation();
  const { date, number } = useOpsFormats();
  const errors = useErrorGroups();
  const resolve = useResolveErrors();
  if (errors.isPending) return <LoadingIndicator size="lg" className="py-12" />;
  if (errors.isError)
    return (
      <LoadFailed message={t('errors.loadFailed', { ns: 'common' })} onRetry={() => void errors.refetch()} />
    );
  if (errors.data.groups.length === 0) return <p>{t('diagnostics.noErrors')}</p>;
  return (
    <ul className="grid gap-3" data-testid="error-groups">
      {errors.data.groups.map((group) => (
        <li key={group.message}>
          <Card className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid gap-1">
              <p className="font-mono font-bold" dir="ltr">
                {group.message}
              </p>
              <p className="text-sm">
                {t('diagnostics.errorCount', { count: group.count, shown: number.format(group.count) })} ·{' '}
                {t(`security.severities.${group.severity}`, { ns: 'auth' })} ·{' '}
                <span dir="ltr">{group.lastRoute}</span> · {date.format(new Date(group.lastSeen))}
              </p>
            </div>
            {group.resolved ? (
              <Badge tone="good">{t('diagnostics.resolved')}</Badge>
            ) : (
              <Button
                variant="ghost"
                disabled={resolve.isPending}
                onClick={() => void resolve.mutateAsync(group.message)}
              >
                {t('diagnostics.markResolved')}
              </Button>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function AuthTab() {
  const { t } = useOpsTranslation();
  const { date, number } = useOpsFormats();
  const auth = useAuthDiagnostics();
  if (auth.isPending) return <LoadingIndicator size="lg" className="py-12" />;
  if (auth.isError)
    return (
      <LoadFailed message={t('errors.loadFailed', { ns: 'common' })} onRetry={() => void auth.refetch()} />
    );
  const a = auth.data;
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <Card>
          <p className="text-sm">{t('diagnostics.failures24h')}</p>
          <p className="text-2xl font-extrabold">{number.format(a.failures24h)}</p>
        </Card>
        <Card>
          <p className="text-sm">{t('diagnostics.locked')}</p>
          <p className="text-2xl font-extrabold">{number.format(a.lockedAccounts.length)}</p>
        </Card>
        <Card>
          <p className="text-sm">{t('diagnostics.sessions')}</p>
          <p className="text-2xl font-extrabold">{number.format(a.activeSessions)}</p>
        </Card>
      </div>
      <Card>
        <h2 className="mb-2 text-lg font-extrabold">{t('diagnostics.lockedList')}</h2>
        {a.lockedAccounts.length === 0 ? (
          <p>{t('diagnostics.none')}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {a.lockedAccounts.map((row) => (
              <li key={row.email} dir="ltr" className="text-start">
                {row.email} ·{' '}
                {row.lockedUntil === 'banned'
                  ? t('diagnostics.byAdmin')
                  : date.format(new Date(row.lockedUntil))}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <h2 className="mb-2 text-lg font-extrabold">{t('diagnostics.recentFailures')}</h2>
        {a.recentFailures.length === 0 ? (
          <p>{t('diagnostics.none')}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {a.recentFailures.map((row, index) => (
              <li key={index} className="flex flex-wrap gap-2">
                <span dir="ltr">{row.email ?? t('diagnostics.unknownAccount')}</span>
                <span dir="ltr">{row.ip ?? ''}</span>
                <span>{date.format(new Date(row.at))}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function MailTool({ kind }: { kind: 'testMail' | 'magicLink' }) {
  const { t } = useOpsTranslation();
  const errorText = useErrorText();
  const tools = useMailTools();
  const mutation = tools[kind];
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = mailToolInputSchema.safeParse({ email });
    if (!parsed.success) {
      setError(errorText(parsed.error.issues[0]?.message ?? 'validation.email'));
      return;
    }
    setError(null);
    try {
      const result = await mutation.mutateAsync(parsed.data.email);
      if (result.sent) void notify('success', t(`diagnostics.${kind}Sent`));
      else void notify('error', `${t('mailFailed')} ${result.error ?? ''}`.trim());
    } catch (failure) {
      const key = (failure as { key?: string }).key;
      void notify(
        'error',
        key && key !== 'errors.internal' ? `${t('mailFailed')} ${errorText(key)}` : t('mailFailed'),
      );
    }
  };
  return (
    <Card>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-3">
        <h2 className="text-lg font-extrabold">{t(`diagnostics.${kind}`)}</h2>
        <p className="text-sm text-ink-600 dark:text-ink-400">{t(`diagnostics.${kind}Lead`)}</p>
        <EmailField
          label={t('diagnostics.email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error ?? undefined}
        />
        <div>
          <Button type="submit" disabled={mutation.isPending}>
            {t('diagnostics.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

export function ToolsTab() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <MailTool kind="testMail" />
      <MailTool kind="magicLink" />
    </div>
  );
}
