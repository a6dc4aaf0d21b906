import { DoorOpen, Gamepad2, Languages, LifeBuoy, Smartphone, Trophy, Users, WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { POINTS_BY_DIFFICULTY } from '../../../shared/constants';
import { ButtonLink } from '../../components/ui/button';

const STEPS = [
  { key: 'create', Icon: Gamepad2 },
  { key: 'join', Icon: Users },
  { key: 'play', Icon: DoorOpen },
  { key: 'win', Icon: Trophy },
] as const;

const FEATURES = [
  { key: 'arabic', Icon: Languages },
  { key: 'lifelines', Icon: LifeBuoy },
  { key: 'phones', Icon: Smartphone },
  { key: 'offline', Icon: WifiOff },
] as const;

const TILE_VALUES = [
  POINTS_BY_DIFFICULTY.easy,
  POINTS_BY_DIFFICULTY.easy,
  POINTS_BY_DIFFICULTY.medium,
  POINTS_BY_DIFFICULTY.medium,
  POINTS_BY_DIFFICULTY.hard,
  POINTS_BY_DIFFICULTY.hard,
];

/**
 * A decorative miniature of the 6 x 6 board. Its values are three-digit numbers, written with Western digits in
 * both languages (lib/i18n.ts formattingLocale), so they are printed as they are: creating the page's first
 * Arabic number format loads the locale's data, one of the longest tasks of a phone's first visit.
 */
function MiniBoard() {
  return (
    <div
      aria-hidden="true"
      className="grid grid-cols-6 gap-1.5 rounded-3xl bg-brand-950/40 p-3 shadow-2xl sm:gap-2"
    >
      {Array.from({ length: 6 }, (_, column) =>
        TILE_VALUES.map((value, row) => (
          <div
            key={`${column}-${row}`}
            style={{ gridColumn: column + 1, gridRow: row + 1 }}
            className={`flex aspect-[4/3] items-center justify-center rounded-lg text-xs font-black sm:text-base ${
              (column + row) % 5 === 0 ? 'bg-white/15 text-white/40' : 'bg-gold-400 text-brand-950'
            }`}
          >
            {value}
          </div>
        )),
      )}
    </div>
  );
}

export function Component() {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.title = `${t('app.name')} | ${t('app.slogan')}`;
  }, [t]);
  return (
    <div className="flex flex-col gap-16">
      <section className="-mx-4 -mt-8 overflow-hidden bg-gradient-to-br from-brand-800 via-brand-900 to-ink-950 px-4 py-14 text-white sm:rounded-b-[2.5rem] md:py-20">
        <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-2">
          <div>
            <p className="text-lg font-bold text-gold-300">{t('app.tagline')}</p>
            <h1 className="mt-3 text-4xl leading-tight font-black md:text-6xl">{t('home.heroTitle')}</h1>
            <p className="mt-5 text-lg text-white/90 md:text-xl">{t('home.heroText')}</p>
            <div className="mt-8 flex flex-wrap gap-4">
              <ButtonLink to="/room/create" variant="secondary" size="lg" data-testid="cta-create-room">
                <Gamepad2 aria-hidden="true" className="size-6" />
                {t('home.createRoom')}
              </ButtonLink>
              <ButtonLink
                to="/room/join"
                size="lg"
                className="!bg-white/10 ring-2 ring-white/70 hover:!bg-white/20 dark:!text-white"
                data-testid="cta-join-room"
              >
                <Users aria-hidden="true" className="size-6" />
                {t('home.joinRoom')}
              </ButtonLink>
            </div>
          </div>
          <MiniBoard />
        </div>
      </section>

      <section aria-labelledby="how-it-works">
        <h2 id="how-it-works" className="text-3xl font-extrabold">
          {t('home.howItWorks')}
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ key, Icon }, index) => (
            <li
              key={key}
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-gold-400 text-lg font-black text-ink-950">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="size-6 text-brand-700 dark:text-brand-300" />
              </div>
              <h3 className="mt-3 text-xl font-bold">{t(`home.steps.${key}.title`)}</h3>
              <p className="mt-1 text-ink-700 dark:text-ink-300">{t(`home.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="features">
        <h2 id="features" className="text-3xl font-extrabold">
          {t('home.featuresTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {FEATURES.map(({ key, Icon }) => (
            <li key={key} className="flex gap-4 rounded-2xl bg-brand-50 p-5 dark:bg-brand-950/50">
              <Icon aria-hidden="true" className="size-8 shrink-0 text-brand-700 dark:text-brand-300" />
              <div>
                <h3 className="text-xl font-bold">{t(`home.features.${key}.title`)}</h3>
                <p className="mt-1 text-ink-700 dark:text-ink-300">{t(`home.features.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
