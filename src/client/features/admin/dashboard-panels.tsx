import { CheckCircle2, CircleHelp, XCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { type Settings, settingsSchema } from '../../../shared/contracts/admin';
import type { ActivityEntry } from '../../../shared/contracts/admin';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { TextField } from '../../components/ui/text-field';
import { notify } from '../../lib/toast';
import { useActivity, useAdminOverview, useSaveSettings, useSettings } from './admin-api';
import { Pager, SelectFilter } from './table-parts';
import { adminKey } from './admin-key';

function useFormats() {
  const { i18n } = useTranslation('admin');
  const locale = i18n.language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB';
  return {
    number: new Intl.NumberFormat(locale),
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

function ActivityList({ items }: { items: ActivityEntry[] }) {
  const { t } = useTranslation('admin');
  const { date } = useFormats();
  return (
    <ul className="divide-y divide-ink-200 dark:divide-ink-700" data-testid="activity-list">
      {items.map((entry) => (
        <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
          <span>
            <strong>
              {t(`activity.actions.${entry.action.replaceAll('.', '_')}`, { defaultValue: entry.action })}
            </strong>{' '}
            <span className="text-ink-600 dark:text-ink-400" dir="ltr">
              {entry.actorEmail}
            </span>
          </span>
          <time dateTime={entry.createdAt} className="text-ink-600 dark:text-ink-400">
            {date.format(new Date(entry.createdAt))}
          </time>
        </li>
      ))}
    </ul>
  );
}

/** The overview tab: counts, what needs questions, recent activity and the launch check. */
export function OverviewPanel() {
  const { t, i18n } = useTranslation('admin');
  const overview = useAdminOverview();
  const { number, date } = useFormats();
  if (overview.isPending) return <LoadingIndicator size="lg" className="py-12" />;
  if (overview.isError)
    return (
      <p role="alert" className="font-semibold text-red-700">
        {t('errors.loadFailed', { ns: 'common' })}
      </p>
    );
  const o = overview.data;
  const stats = [
    [t('overview.activeQuestions'), o.questions.active],
    [t('overview.pendingReview'), o.questions.pendingReview],
    [t('overview.activeCategories'), o.categories.active],
    [t('overview.playableCategories'), o.categories.playable],
    [t('overview.users'), o.users.total],
  ] as const;
  const icon = { ok: CheckCircle2, missing: XCircle, unknown: CircleHelp };
  return (
    <div className="grid grid-cols-1 gap-4" data-testid="admin-overview">
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {stats.map(([label, value]) => (
          <Card key={label}>
            <p className="text-sm text-ink-600 dark:text-ink-400">{label}</p>
            <p className="text-2xl font-extrabold">{number.format(value)}</p>
          </Card>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <h2 className="mb-2 text-lg font-extrabold">{t('overview.byDifficulty')}</h2>
          <ul className="grid grid-cols-3 gap-2 text-center">
            {(['easy', 'medium', 'hard'] as const).map((d) => (
              <li key={d} className="rounded-xl bg-ink-100 p-2 dark:bg-ink-800">
                <span className="block text-sm">{t(`difficulty.${d}`)}</span>
                <strong className="text-xl">{number.format(o.questions.byDifficulty[d])}</strong>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="mb-2 text-lg font-extrabold">{t('overview.launchCheck')}</h2>
          <ul className="grid gap-1" data-testid="launch-check">
            {o.launchCheck.map((check) => {
              const Icon = icon[check.status];
              return (
                <li key={check.name} className="flex items-center gap-2">
                  <Icon
                    aria-hidden="true"
                    className={`size-5 ${check.status === 'ok' ? 'text-emerald-600' : check.status === 'missing' ? 'text-red-600' : 'text-ink-500'}`}
                  />
                  <span>
                    {t(`launch.${check.name}`)}
                    {check.at ? (
                      <time dateTime={check.at} className="block text-sm text-ink-600 dark:text-ink-400">
                        {t('launch.lastBackup', { date: date.format(new Date(check.at)) })}
                      </time>
                    ) : null}
                  </span>
                  <span className="ms-auto text-sm font-bold">{t(`launch.status.${check.status}`)}</span>
                </li>
              );
            })}
          </ul>
        </Card>
        <Card>
          <h2 className="mb-2 text-lg font-extrabold">{t('overview.needsQuestions')}</h2>
          {o.needsQuestions.length === 0 ? (
            <p>{t('overview.noneNeedQuestions')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {o.needsQuestions.map((c) => (
                <li key={c.id} className="rounded-full bg-gold-300 px-3 py-1 text-sm font-bold text-ink-900">
                  {i18n.language === 'ar' ? c.nameAr : c.nameEn}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <h2 className="mb-2 text-lg font-extrabold">{t('overview.recentActivity')}</h2>
          {o.recentActivity.length === 0 ? (
            <p>{t('activity.empty')}</p>
          ) : (
            <ActivityList items={o.recentActivity} />
          )}
        </Card>
      </div>
    </div>
  );
}

/** The activity tab: every admin and moderator change, filterable by action and person. */
export function ActivityPanel() {
  const { t } = useTranslation('admin');
  const [action, setAction] = useState<string | undefined>();
  const [actor, setActor] = useState('');
  const [page, setPage] = useState(1);
  const activity = useActivity({ action, actor: actor || undefined, page, pageSize: 25 });
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectFilter
          label={t('activity.action')}
          value={action}
          onChange={(v) => {
            setAction(v);
            setPage(1);
          }}
          options={(activity.data?.actions ?? []).map((a) => ({
            value: a,
            label: t(`activity.actions.${a.replaceAll('.', '_')}`, { defaultValue: a }),
          }))}
        />
        <label className="text-sm font-semibold">
          {t('activity.actor')}
          <input
            dir="ltr"
            value={actor}
            onChange={(e) => {
              setActor(e.target.value);
              setPage(1);
            }}
            className="mt-1 block rounded-xl border-0 bg-white px-3 py-2 ring-1 ring-inset ring-ink-300 dark:bg-ink-950 dark:ring-ink-600"
          />
        </label>
      </div>
      {activity.isPending && <LoadingIndicator size="lg" className="py-12" />}
      {activity.data && (
        <>
          {activity.data.items.length === 0 ? (
            <p>{t('activity.empty')}</p>
          ) : (
            <ActivityList items={activity.data.items} />
          )}
          <Pager page={page} pageSize={25} total={activity.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}

/** The settings tab: the values an admin may change at run time. */
export function SettingsPanel() {
  const { t } = useTranslation('admin');
  const settings = useSettings();
  const save = useSaveSettings();
  const [draft, setDraft] = useState<Record<keyof Settings, string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (settings.isPending) return <LoadingIndicator size="lg" className="py-12" />;
  if (settings.isError)
    return (
      <p role="alert" className="font-semibold text-red-700">
        {t('errors.loadFailed', { ns: 'common' })}
      </p>
    );
  const values = draft ?? {
    bulkApprovalConfidence: String(settings.data.bulkApprovalConfidence),
    topUpBelow: String(settings.data.topUpBelow),
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = settingsSchema.safeParse({
      bulkApprovalConfidence: Number(values.bulkApprovalConfidence),
      topUpBelow: Number(values.topUpBelow),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      setDraft(null);
      void notify('success', t('settings.saved'));
    } catch {
      void notify('error', t('errors.saveFailed'));
    }
  };
  const field = (key: keyof Settings) => (
    <TextField
      label={t(`settings.${key}`)}
      type="number"
      dir="ltr"
      value={values[key]}
      onChange={(e) => setDraft({ ...values, [key]: e.target.value })}
      error={errors[key] ? t(adminKey(errors[key]), { ns: ['admin', 'common'] }) : undefined}
    />
  );
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="grid max-w-xl gap-4"
      data-testid="settings-form"
    >
      {field('bulkApprovalConfidence')}
      <p className="-mt-2 text-sm text-ink-600 dark:text-ink-400">
        {t('settings.bulkApprovalConfidenceHint')}
      </p>
      {field('topUpBelow')}
      <p className="-mt-2 text-sm text-ink-600 dark:text-ink-400">{t('settings.topUpBelowHint')}</p>
      <p className="text-ink-700 dark:text-ink-300">{t('settings.plans')}</p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t('form.save')}
        </Button>
        <ButtonLink to="/monetization" variant="ghost">
          {t('settings.plansLink')}
        </ButtonLink>
      </div>
    </form>
  );
}
