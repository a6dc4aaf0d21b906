import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import {
  creditAdjustmentSchema,
  LEDGER_KINDS,
  type LedgerEntry,
  type LedgerQuery,
} from '../../../shared/contracts/monetization';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { formattingLocale } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { Pager, SelectFilter } from '../admin/table-parts';
import { useGameFormat } from '../game/format';
import {
  ledgerSearch,
  monetizationErrorKey,
  useAdjustCredits,
  useLedger,
  usePaymentEvents,
} from './monetization-api';

const cell = 'px-3 py-2 align-top';

function useDateTime() {
  const { lang } = useGameFormat();
  const format = new Intl.DateTimeFormat(formattingLocale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  });
  return (iso: string) => format.format(new Date(iso));
}

function Detail({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('monetization');
  const format = useGameFormat();
  const parts = [
    entry.productId,
    entry.gameId ? t('ledger.game', { id: entry.gameId.slice(0, 8) }) : null,
    entry.reason || null,
    entry.shortfall > 0
      ? t('ledger.shortfall', { count: entry.shortfall, number: format.number(entry.shortfall) })
      : null,
  ].filter(Boolean);
  return <>{parts.join(' · ')}</>;
}

/** /admin/payments: the ledger with its filters and CSV export, credit adjustments, and the latest payment events. */
export function PaymentsLedger() {
  const { t } = useTranslation('monetization');
  const format = useGameFormat();
  const dateTime = useDateTime();
  const [draft, setDraft] = useState<LedgerQuery>({});
  const [filters, setFilters] = useState<LedgerQuery>({ page: 1 });
  const ledger = useLedger(filters);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, page: 1 });
  };
  const kinds = LEDGER_KINDS.map((kind) => ({ value: kind, label: t(`ledger.kinds.${kind}`) }));
  const { page: _page, ...exportFilters } = filters;

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4">
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label={t('ledger.filters')}>
          <TextField
            label={t('ledger.email')}
            type="search"
            dir="ltr"
            value={draft.email ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, email: e.target.value || undefined }))}
          />
          <SelectFilter
            label={t('ledger.kind')}
            value={draft.kind}
            onChange={(kind) => setDraft((d) => ({ ...d, kind: kind as LedgerQuery['kind'] }))}
            options={kinds}
          />
          <TextField
            label={t('ledger.from')}
            type="date"
            value={draft.from ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value || undefined }))}
          />
          <TextField
            label={t('ledger.to')}
            type="date"
            value={draft.to ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value || undefined }))}
          />
          <Button type="submit">{t('ledger.apply')}</Button>
          <a
            href={`/api/admin/payments/ledger.csv?${ledgerSearch(exportFilters)}`}
            className={buttonClass('ghost')}
            download
          >
            <Download aria-hidden="true" className="size-5" />
            {t('ledger.csv')}
          </a>
        </form>
        {ledger.isPending && <LoadingIndicator size="lg" className="py-8" />}
        {ledger.isError && (
          <p role="alert" className="font-semibold text-red-700 dark:text-red-400">
            {t('errors.loadFailed')}
          </p>
        )}
        {ledger.data && (
          <>
            <div className="overflow-x-auto">
              <table className="w-full text-start text-sm" data-testid="ledger">
                <thead>
                  <tr className="text-start">
                    {(['at', 'email', 'kind', 'delta', 'detail'] as const).map((column) => (
                      <th key={column} scope="col" className={`${cell} text-start font-bold`}>
                        {t(`ledger.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {ledger.data.entries.map((entry) => (
                    <tr
                      key={entry.id}
                      className="border-t border-ink-200 dark:border-ink-700"
                      data-testid="ledger-row"
                      data-kind={entry.kind}
                    >
                      <td className={`${cell} whitespace-nowrap`}>{dateTime(entry.at)}</td>
                      <td className={cell} dir="ltr">
                        {entry.email}
                      </td>
                      <td className={cell}>{t(`ledger.kinds.${entry.kind}`)}</td>
                      <td
                        className={`${cell} font-bold ${
                          entry.delta > 0
                            ? 'text-green-800 dark:text-green-300'
                            : entry.delta < 0
                              ? 'text-red-700 dark:text-red-400'
                              : ''
                        }`}
                        dir="ltr"
                      >
                        {entry.delta > 0 ? '+' : entry.delta < 0 ? '−' : ''}
                        {format.number(Math.abs(entry.delta))}
                      </td>
                      <td className={cell}>
                        <Detail entry={entry} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {ledger.data.entries.length === 0 && <p>{t('ledger.empty')}</p>}
            <Pager
              page={ledger.data.page}
              pageSize={ledger.data.pageSize}
              total={ledger.data.total}
              onPage={(page) => setFilters((f) => ({ ...f, page }))}
            />
          </>
        )}
      </Card>
      <AdjustCredits />
      <PaymentEvents />
    </div>
  );
}

function AdjustCredits() {
  const { t } = useTranslation('monetization');
  const format = useGameFormat();
  const adjust = useAdjustCredits();
  const [email, setEmail] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const fieldError = (name: string) => (errors[name] ? t(errors[name], { ns: 'common' }) : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = creditAdjustmentSchema.safeParse({ email, delta: Number(amount), reason });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      const result = await adjust.mutateAsync(parsed.data);
      void notify('success', t('ledger.adjusted', { number: format.number(result.credits) }));
      setAmount('');
      setReason('');
    } catch (error) {
      const key = monetizationErrorKey(
        error instanceof ApiRequestError ? error.key : 'monetization.errors.saveFailed',
      );
      setFailure(t(key.key, { ns: key.ns }));
    }
  };

  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-extrabold text-ink-950 dark:text-white">{t('ledger.adjustTitle')}</h2>
      <p className="text-ink-700 dark:text-ink-300">{t('ledger.adjustLead')}</p>
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="grid gap-3 sm:grid-cols-2"
        data-testid="adjust-credits"
      >
        <TextField
          label={t('ledger.email')}
          type="email"
          dir="ltr"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError('email')}
        />
        <TextField
          label={t('ledger.amount')}
          dir="ltr"
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={fieldError('delta')}
        />
        <TextField
          label={t('ledger.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={fieldError('reason')}
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={adjust.isPending}>
            {t('ledger.adjust')}
          </Button>
          {failure && (
            <p role="alert" className="font-semibold text-red-700 dark:text-red-400">
              {failure}
            </p>
          )}
        </div>
      </form>
    </Card>
  );
}

function PaymentEvents() {
  const { t } = useTranslation('monetization');
  const dateTime = useDateTime();
  const events = usePaymentEvents();
  if (!events.data || events.data.events.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-extrabold text-ink-950 dark:text-white">{t('ledger.eventsTitle')}</h2>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="payment-events">
          <thead>
            <tr>
              <th scope="col" className={`${cell} text-start`}>
                {t('ledger.columns.at')}
              </th>
              <th scope="col" className={`${cell} text-start`}>
                {t('ledger.eventType')}
              </th>
              <th scope="col" className={`${cell} text-start`}>
                {t('ledger.outcome')}
              </th>
            </tr>
          </thead>
          <tbody>
            {events.data.events.slice(0, 20).map((event) => (
              <tr key={event.id} className="border-t border-ink-200 dark:border-ink-700">
                <td className={`${cell} whitespace-nowrap`}>{dateTime(event.at)}</td>
                <td className={cell} dir="ltr">
                  {event.type ?? '—'}
                </td>
                <td className={cell}>
                  {t(`ledger.outcomes.${event.outcome}`, { defaultValue: event.outcome })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
