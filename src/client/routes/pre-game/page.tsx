import '../../features/game/game.css';
import { ArrowLeft, ArrowRight, Gamepad2 } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { BOARD_CATEGORY_COUNT } from '../../../shared/constants';
import type { GameOptions, GameOptionsInput } from '../../../shared/game/commands';
import { DEFAULT_LIFELINES } from '../../../shared/game/constants';
import { Button } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { groupCategories, useCategories } from '../../features/categories/get-categories';
import { CategoryPicker, type PremiumState } from '../../features/game/category-picker';
import { HostingBalance } from '../../features/game/hosting-balance';
import { HostingRefusal } from '../../features/game/hosting-refusal';
import { useMonetization } from '../../features/monetization/monetization-api';
import type { CategorySummary } from '../../../shared/contracts/categories';
import { isCategoryUnlocked } from '../../../shared/monetization/premium';
import { useGameFormat } from '../../features/game/format';
import { useCreateGame } from '../../features/game/game-api';
import { startGameQueueLazily } from '../../features/game/start-game-queue-lazily';
import { deviceId, saveHostedGame } from '../../features/game/game-storage';
import { PreGamePreview } from '../../features/game/pre-game-preview';
import { PreGameSetup } from '../../features/game/pre-game-setup';
import { TabList, TabPanel } from '../../components/ui/tabs';
import { useErrorText } from '../../features/game/use-error-text';
import { ApiRequestError } from '../../lib/api';
import { lazyResolver } from '../../lib/lazy-resolver';

const TABS = ['setup', 'categories', 'preview'] as const;

/** The options' schema (zod) loads when the form first validates: the page is ready before it. */
const resolveGameOptions = lazyResolver<GameOptionsInput, unknown, GameOptions>(async () => {
  const [{ zodResolver }, { gameOptionsSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../shared/game/commands'),
  ]);
  return zodResolver(gameOptionsSchema);
});
type TabKey = (typeof TABS)[number];

/** /pre-game: Setup, Categories (exactly 6) and Preview, then the room is created and the lobby opens. */
export function Component() {
  const { t, i18n } = useTranslation('game');
  const format = useGameFormat();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const isRtl = i18n.dir() === 'rtl';
  const categories = useCategories();
  const monetization = useMonetization();
  const shop = monetization.data;
  const create = useCreateGame();
  const [tab, setTab] = useState<TabKey>('setup');
  const [selected, setSelected] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => startGameQueueLazily(), []);

  const form = useForm<GameOptionsInput, unknown, GameOptions>({
    resolver: resolveGameOptions,
    mode: 'onTouched',
    defaultValues: {
      teams: [
        { name: t('setup.defaultTeam', { number: format.number(1) }), colour: 'blue' },
        { name: t('setup.defaultTeam', { number: format.number(2) }), colour: 'red' },
      ],
      pointScale: 'standard',
      questionTimeSec: 60,
      isSoundOn: true,
      isFullscreen: false,
      mode: 'traditional',
      lifelines: [...DEFAULT_LIFELINES],
    },
  });
  const options = useWatch({ control: form.control }) as GameOptionsInput;
  const hasSetupErrors = Object.keys(form.formState.errors).length > 0;
  const byId = useMemo(
    () => new Map((categories.data?.categories ?? []).map((category) => [category.id, category])),
    [categories.data],
  );
  const chosen = selected.map((id) => byId.get(id)).filter((category) => category !== undefined);
  const premiumOf = (category: CategorySummary): PremiumState | null => {
    if (!category.premiumPackId || !shop?.isBuyingEnabled) return null;
    if (isCategoryUnlocked(category.premiumPackId, shop)) return { isLocked: false };
    const pack = shop.products.find((product) => product.id === category.premiumPackId);
    const packName = pack ? (i18n.language === 'ar' ? pack.nameAr : pack.nameEn) : category.premiumPackId;
    return { isLocked: true, packName };
  };
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const needsShop = failureKey === 'game.errors.noCredits' || failureKey === 'game.errors.premiumLocked';

  const next = async () => {
    if (tab === 'setup') {
      if (await form.trigger()) setTab('categories');
    } else if (tab === 'categories') {
      setTab('preview');
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      setFailureKey(null);
      if (selected.length !== BOARD_CATEGORY_COUNT) {
        setFailure(errorText('game.errors.notEnoughCategories'));
        return;
      }
      try {
        const created = await create.mutateAsync({
          options: values,
          categoryIds: selected,
          deviceId: deviceId(),
        });
        saveHostedGame({ gameId: created.gameId, roomCode: created.roomCode, hostToken: created.hostToken });
        void navigate(`/room/${created.roomCode}`);
      } catch (error) {
        const key = error instanceof ApiRequestError ? error.key : null;
        setFailureKey(key);
        setFailure(errorText(key));
      }
    },
    () => {
      setTab('setup');
      setFailure(t('preview.fixSetup'));
    },
  );

  const tabLabel = (key: TabKey) =>
    key === 'categories'
      ? t('preGame.tabs.categoriesCount', {
          selected: format.number(selected.length),
          total: format.number(BOARD_CATEGORY_COUNT),
        })
      : t(`preGame.tabs.${key}`);
  const NextIcon = isRtl ? ArrowLeft : ArrowRight;
  // The header and tabs paint first; the form (a few hundred fields and icons) renders right after, in slices the
  // browser can interrupt (a deferred render), instead of one long task before anything shows.
  const isFormShown = useDeferredValue(true, false);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('preGame.title')} lead={t('preGame.lead')} />
      {shop?.paidHosting.isOn && <HostingBalance page={shop} />}
      <TabList
        label={t('preGame.tabsLabel')}
        idPrefix="pre-game"
        active={tab}
        onChange={setTab}
        tabs={TABS.map((key) => ({
          key,
          label: tabLabel(key),
          hasError: key === 'setup' && hasSetupErrors,
        }))}
      />
      {!isFormShown && <LoadingIndicator size="lg" className="py-16" />}
      {isFormShown && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (tab === 'preview') void submit(event);
            else void next();
          }}
          className="flex flex-col gap-6"
        >
          <TabPanel idPrefix="pre-game" tabKey={tab}>
            {tab === 'setup' && <PreGameSetup form={form} />}
            {tab === 'categories' &&
              (categories.isPending ? (
                <LoadingIndicator size="lg" className="py-16" />
              ) : categories.error ? (
                <div
                  role="alert"
                  className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-5 dark:bg-red-950"
                >
                  <p className="font-semibold text-red-800 dark:text-red-200">{t('categories.loadFailed')}</p>
                  <Button onClick={() => void categories.refetch()}>{t('actions.retry')}</Button>
                </div>
              ) : (
                <CategoryPicker
                  groups={groupCategories(categories.data.categories)}
                  selected={selected}
                  onChange={setSelected}
                  premiumOf={premiumOf}
                />
              ))}
            {tab === 'preview' && <PreGamePreview options={options} categories={chosen} />}
          </TabPanel>

          {failure && <HostingRefusal text={failure} needsShop={needsShop} testId="pre-game-error" />}
          <div className="flex flex-wrap items-center justify-end gap-3">
            {tab === 'preview' ? (
              <Button
                type="submit"
                size="lg"
                disabled={create.isPending || selected.length !== BOARD_CATEGORY_COUNT}
                data-testid="create-room"
              >
                <Gamepad2 aria-hidden="true" className="size-5" />
                {create.isPending ? t('preview.creating') : t('preview.create')}
              </Button>
            ) : (
              <Button
                type="submit"
                size="lg"
                disabled={tab === 'categories' && selected.length !== BOARD_CATEGORY_COUNT}
                data-testid="next-tab"
              >
                {t('actions.next')}
                <NextIcon aria-hidden="true" className="size-5" />
              </Button>
            )}
          </div>
          {tab === 'categories' && selected.length !== BOARD_CATEGORY_COUNT && (
            <p className="text-end text-sm text-ink-600 dark:text-ink-300">
              {t('categories.pickExactly', { number: format.number(BOARD_CATEGORY_COUNT) })}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
