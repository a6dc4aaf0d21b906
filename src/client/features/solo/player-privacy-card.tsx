import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { PlayerProfile } from '../../../shared/contracts/leaderboard';
import { REGION_COUNTRIES } from '../../../shared/solo/periods';
import { Button } from '../../components/ui/button';
import { formattingLocale } from '../../lib/i18n';
import { usePlayerProfile, useSavePlayerProfile } from './leaderboard-api';
import { regionNames } from '../../lib/intl-fallbacks';

const COUNTRIES = Object.values(REGION_COUNTRIES).flat();

function PrivacyForm({ initial }: { initial: PlayerProfile }) {
  const { t, i18n } = useTranslation('solo');
  const names = regionNames(formattingLocale(i18n.language));
  const countries = [...COUNTRIES].sort((a, b) =>
    (names.of(a) ?? a).localeCompare(names.of(b) ?? b, i18n.language),
  );
  const [form, setForm] = useState(initial);
  const save = useSavePlayerProfile();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form);
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" data-testid="player-privacy">
      <label htmlFor="player-country" className="font-bold">
        {t('leaderboard.privacy.country')}
      </label>
      <select
        id="player-country"
        value={form.country ?? ''}
        onChange={(event) => setForm({ ...form, country: event.target.value || null })}
        className="max-w-xs rounded-xl border border-ink-400 bg-white px-3 py-2 dark:border-ink-600 dark:bg-ink-900"
      >
        <option value="">{t('leaderboard.privacy.noCountry')}</option>
        {countries.map((code) => (
          <option key={code} value={code}>
            {names.of(code)}
          </option>
        ))}
      </select>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={form.showOnLeaderboards}
          onChange={(event) => setForm({ ...form, showOnLeaderboards: event.target.checked })}
        />
        {t('leaderboard.privacy.showOnLeaderboards')}
      </label>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={form.showProfile}
          onChange={(event) => setForm({ ...form, showProfile: event.target.checked })}
        />
        {t('leaderboard.privacy.showProfile')}
      </label>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t('leaderboard.privacy.save')}
        </Button>
        <p role="status" className="font-bold">
          {save.isSuccess && t('leaderboard.privacy.saved')}
          {save.isError && t('leaderboard.privacy.failed')}
        </p>
      </div>
    </form>
  );
}

/** On the profile: the country (for the regional leaderboard) and whether the name and profile are shown. */
export function PlayerPrivacyCard() {
  const { t } = useTranslation('solo');
  const profile = usePlayerProfile();
  return (
    <section
      aria-labelledby="player-privacy-title"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700"
    >
      <h2 id="player-privacy-title" className="text-xl font-extrabold">
        {t('leaderboard.privacy.title')}
      </h2>
      <p className="mb-3 text-ink-700 dark:text-ink-300">{t('leaderboard.privacy.lead')}</p>
      {profile.data && <PrivacyForm initial={profile.data} />}
    </section>
  );
}
