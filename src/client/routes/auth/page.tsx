import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { useAuthTranslation } from '../../features/auth/form-parts';
import { LoginForm } from '../../features/auth/login-form';
import { RegisterForm } from '../../features/auth/register-form';
import { safeNext } from '../../features/auth/require-session';
import { loadSession, useSession } from '../../features/auth/session';
import { useHydratedParams } from '../../lib/use-is-hydrated';

const TABS = ['login', 'register'] as const;
type Tab = (typeof TABS)[number];

/** /auth: log in and register, as two tabs (`?tab=register`). */
export function Component() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const [liveParams, setParams] = useSearchParams();
  // The page is prerendered without a query: the tab and the notice follow the address once hydrated.
  const params = useHydratedParams(liveParams);
  const tab: Tab = params.get('tab') === 'register' ? 'register' : 'login';
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ login: null, register: null });
  const notice = params.get('notice');
  // A signed-in person has nothing to do here: on to where they were going. (An effect, not a route loader: the
  // page is prerendered, and a loader would hold the router's first render back and break its hydration.)
  const session = useSession();
  const isSignedIn = session.status === 'signed-in';
  useEffect(() => {
    if (isSignedIn) navigate(safeNext(liveParams.get('next'), '/profile'), { replace: true });
  }, [isSignedIn, liveParams, navigate]);

  const select = (next: Tab, shouldFocus = false) => {
    const updated = new URLSearchParams(params);
    if (next === 'register') updated.set('tab', 'register');
    else updated.delete('tab');
    updated.delete('notice');
    setParams(updated, { replace: true });
    if (shouldFocus) tabRefs.current[next]?.focus();
  };

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); right-to-left flips their direction.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const isRtl = document.documentElement.dir === 'rtl';
    const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
    if (![forward, backward, 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'Home'
        ? TABS[0]
        : event.key === 'End'
          ? TABS[TABS.length - 1]
          : TABS[(index + (event.key === forward ? 1 : TABS.length - 1)) % TABS.length];
    select(next!, true);
  };

  const onSignedIn = async () => {
    await loadSession(true);
    navigate(safeNext(params.get('next')), { replace: true });
  };

  return (
    <div className="mx-auto max-w-lg">
      <PageHeader title={t(tab === 'login' ? 'login.title' : 'register.title')} lead={t('lead')} />
      <Card className="p-0">
        <div
          role="tablist"
          aria-label={t('tabs.label')}
          className="grid grid-cols-2 border-b border-ink-200 dark:border-ink-700"
        >
          {TABS.map((name) => (
            <button
              key={name}
              ref={(node) => {
                tabRefs.current[name] = node;
              }}
              type="button"
              role="tab"
              id={`tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => select(name)}
              onKeyDown={onKeyDown}
              className={`px-4 py-3 text-lg font-bold first:rounded-ss-2xl last:rounded-se-2xl ${
                tab === name
                  ? 'border-b-4 border-brand-700 text-brand-800 dark:border-brand-300 dark:text-brand-200'
                  : 'text-ink-600 hover:bg-ink-50 dark:text-ink-300 dark:hover:bg-ink-800'
              }`}
            >
              {t(`tabs.${name}`)}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`panel-${tab}`}
          aria-labelledby={`tab-${tab}`}
          className="flex flex-col gap-4 p-5"
        >
          {notice === 'password-changed' && tab === 'login' && (
            <p
              role="status"
              data-testid="auth-notice"
              className="rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
            >
              {t('login.passwordChanged')}
            </p>
          )}
          {tab === 'login' ? <LoginForm onSignedIn={onSignedIn} /> : <RegisterForm />}
        </div>
      </Card>
    </div>
  );
}
