import { ArrowLeft, ArrowRight, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import type { SetScope } from '../../../shared/contracts/community';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { TabList, TabPanel } from '../../components/ui/tabs';
import { TextField } from '../../components/ui/text-field';
import { useSession } from '../../features/auth/session';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { SetList } from '../../features/community/set-list';
import { useHydratedParams } from '../../lib/use-is-hydrated';

// The form and a set's page load when opened: the list, the page's first screen, needs neither (nor their schemas).
const CreateSetForm = lazy(() =>
  import('../../features/community/create-set-form').then((module) => ({ default: module.CreateSetForm })),
);
const SetDetail = lazy(() =>
  import('../../features/community/set-detail').then((module) => ({ default: module.SetDetail })),
);

const TABS = ['all', 'mine', 'create'] as const;
type TabKey = (typeof TABS)[number];

function SignInFirst() {
  const { t } = useTranslation('community');
  return (
    <Card className="flex flex-col items-start gap-3">
      <p>{t('signIn.text')}</p>
      <ButtonLink to="/auth?next=%2Fcommunity">{t('signIn.button')}</ButtonLink>
    </Card>
  );
}

/** /community: all sets, my sets, create set; `?set=` opens one set. */
export function Component() {
  const { t, i18n } = useTranslation('community');
  const session = useSession();
  const isSignedIn = session.status === 'signed-in';
  const [liveParams, setParams] = useSearchParams();
  // The page is prerendered without a query: the tab and the open set follow the address once hydrated.
  const params = useHydratedParams(liveParams);
  const [search, setSearch] = useState('');
  const tab: TabKey = TABS.includes(params.get('tab') as TabKey) ? (params.get('tab') as TabKey) : 'all';
  const setId = params.get('set');
  const Back = i18n.dir() === 'rtl' ? ArrowRight : ArrowLeft;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        icon={<Users aria-hidden="true" className="size-8 text-brand-700 dark:text-brand-300" />}
      />
      {setId ? (
        <>
          <div>
            <ButtonLink to="/community" variant="ghost">
              <Back aria-hidden="true" className="size-5" />
              {t('detail.back')}
            </ButtonLink>
          </div>
          <Suspense fallback={<LoadingIndicator size="lg" className="py-16" />}>
            <SetDetail setId={setId} isSignedIn={isSignedIn} />
          </Suspense>
        </>
      ) : (
        <>
          <TabList
            label={t('tabs.label')}
            idPrefix="community"
            active={tab}
            onChange={(key) => setParams(key === 'all' ? {} : { tab: key })}
            tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
          />
          <TabPanel idPrefix="community" tabKey={tab}>
            {tab === 'all' && (
              <div className="grid gap-4">
                <div className="max-w-md">
                  <TextField
                    label={t('search')}
                    type="search"
                    dir="auto"
                    value={search}
                    onChange={(e) => setSearch(e.target.value)}
                  />
                </div>
                <SetList scope={'all' satisfies SetScope} search={search.trim()} isSignedIn={isSignedIn} />
              </div>
            )}
            {tab === 'mine' && (isSignedIn ? <SetList scope="mine" search="" isSignedIn /> : <SignInFirst />)}
            {tab === 'create' &&
              (isSignedIn ? (
                <Card>
                  <Suspense fallback={<LoadingIndicator size="lg" className="py-16" />}>
                    <CreateSetForm onCreated={(id) => setParams({ set: id })} />
                  </Suspense>
                </Card>
              ) : (
                <SignInFirst />
              ))}
          </TabPanel>
        </>
      )}
    </div>
  );
}
