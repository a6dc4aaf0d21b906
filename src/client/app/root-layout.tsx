import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import {
  Link,
  NavLink,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
} from 'react-router';
import { MIN_AGE, TOAST_VISIBLE } from '../../shared/constants';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { FirstPageCommit } from './first-page-commit';
import { AccountMenu } from '../features/auth/account-menu';
import { EnhancedErrorBoundary } from '../features/errors/enhanced-error-boundary';
import { LanguageSwitcher } from '../features/preferences/language-switcher';
import { ThemeSwitcher } from '../features/preferences/theme-switcher';
import { DeferredPwaCards } from '../features/pwa/deferred-pwa-cards';
import { useSiteAsset } from '../features/site-assets/site-assets';
import { registerToasterMount } from '../lib/toast';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));
const MenuSheet = lazy(() => import('../features/shell/menu-sheet').then((m) => ({ default: m.MenuSheet })));

/** Mounts the toaster the first time a toast is shown, and resolves once it listens. */
function useLazyToaster(): boolean {
  const [isMounted, setMounted] = useState(false);
  useEffect(() => {
    registerToasterMount(async () => {
      await import('sonner');
      setMounted(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  }, []);
  return isMounted;
}

const NAV = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/how-to-play', key: 'nav.howToPlay' },
  { to: '/categories', key: 'nav.categories' },
  { to: '/contact', key: 'nav.contact' },
] as const;

const navLinkClass = (isActive: boolean) =>
  `block rounded-xl px-3 font-semibold ${
    isActive
      ? 'bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-200'
      : 'text-ink-700 hover:bg-ink-100 dark:text-ink-200 dark:hover:bg-ink-800'
  }`;

/** A hidden shortcut (Ctrl+Shift+P) toggles a state that renders nothing (SPEC.md section 2). */
function useHiddenShortcut(): boolean {
  const [isOn, setOn] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.shiftKey && event.key.toLowerCase() === 'p') {
        event.preventDefault();
        setOn((value) => !value);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return isOn;
}

function Logo() {
  const { t } = useTranslation('shell');
  const logo = useSiteAsset('logo');
  return (
    // Named by its visible text, the site's name (a different label would hide the words a speaking user sees).
    <Link to="/" className="flex items-center gap-2 rounded-xl">
      <img
        src={logo}
        alt=""
        height={40}
        data-testid="site-logo"
        className="h-10 w-auto max-w-32 object-contain"
      />
      <span className="text-2xl font-black text-brand-800 dark:text-brand-300">{t('app.name')}</span>
    </Link>
  );
}

/** The route handle of the game screens (host, TV, phone): a full-viewport layout of their own. */
export const SHOW_LAYOUT = { layout: 'show' } as const;

function useIsShowLayout(): boolean {
  return useMatches().some((match) => (match.handle as { layout?: string } | undefined)?.layout === 'show');
}

export function RootLayout() {
  const { t, i18n } = useTranslation('shell');
  const location = useLocation();
  const navigation = useNavigation();
  useHiddenShortcut();
  const isToasterMounted = useLazyToaster();
  const isRtl = i18n.dir() === 'rtl';
  const isShow = useIsShowLayout();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);

  const toaster = isToasterMounted && (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        dir={isRtl ? 'rtl' : 'ltr'}
        visibleToasts={TOAST_VISIBLE}
        richColors
        closeButton
      />
    </Suspense>
  );
  const statusCards = (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 p-4 md:items-end">
      <DeferredPwaCards />
    </div>
  );

  if (isShow) {
    // The game screens bring their own slim bar: no site header, navigation or footer.
    return (
      <div className="flex min-h-dvh flex-col" data-layout="show">
        <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col focus:outline-none">
          <EnhancedErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={<LoadingIndicator size="lg" className="py-24" />}>
              <Outlet />
            </Suspense>
          </EnhancedErrorBoundary>
        </main>
        {statusCards}
        {toaster}
        <ScrollRestoration />
        <FirstPageCommit />
      </div>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3 focus:text-ink-950"
      >
        {t('nav.skipToContent')}
      </a>
      <header className="sticky top-0 z-30 border-b border-ink-200 bg-white/90 backdrop-blur dark:border-ink-800 dark:bg-ink-950/90">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2.5 lg:py-3">
          <Logo />
          {/* Phones and tablets: the logo and one menu button (features/shell/menu-sheet.tsx holds the rest). */}
          <nav aria-label={t('nav.primary')} className="hidden lg:block">
            <ul className="flex gap-1">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={'end' in item}
                    className={({ isActive }) => `${navLinkClass(isActive)} py-2 whitespace-nowrap`}
                  >
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ms-auto hidden flex-wrap items-center justify-end gap-2 lg:flex">
            <ThemeSwitcher />
            <LanguageSwitcher />
            <AccountMenu />
          </div>
          <button
            ref={menuButton}
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label={t('nav.openMenu')}
            aria-expanded={isMenuOpen}
            className="ms-auto rounded-xl p-2 text-ink-800 hover:bg-ink-100 lg:hidden dark:text-ink-100 dark:hover:bg-ink-800"
          >
            {/* Drawn here rather than imported: the header is on every first page (decision 023's budget). */}
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              className="size-6"
            >
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </button>
        </div>
        {navigation.state === 'loading' && (
          <div className="absolute inset-x-0 top-full flex justify-center p-2">
            <LoadingIndicator size="sm" className="rounded-full bg-white px-3 py-1 shadow dark:bg-ink-900" />
          </div>
        )}
      </header>
      {/* Outside the header, whose backdrop blur would hold a fixed sheet inside its own box. */}
      {isMenuOpen && (
        <Suspense fallback={null}>
          <MenuSheet onClose={closeMenu}>
            <>
              <nav aria-label={t('nav.primary')}>
                <ul className="flex flex-col gap-1">
                  {NAV.map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        end={'end' in item}
                        // The page replaces the sheet's own history entry: Back then leaves the page.
                        replace
                        className={({ isActive }) => `${navLinkClass(isActive)} py-3 text-lg`}
                      >
                        {t(item.key)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="flex flex-wrap items-center gap-2 border-t border-ink-200 pt-4 dark:border-ink-800">
                <ThemeSwitcher />
                <LanguageSwitcher />
              </div>
              <div className="border-t border-ink-200 pt-4 dark:border-ink-800">
                <AccountMenu />
              </div>
            </>
          </MenuSheet>
        </Suspense>
      )}

      {/* At least a screen high: the footer starts below the first screen, so a page whose data arrives after its
          first paint (pre-game, the FAQ, monetization) grows without moving anything the visitor sees. */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none"
      >
        <EnhancedErrorBoundary resetKey={location.pathname}>
          {/* While a page loads, a screen's height is kept, so the footer does not jump when the page comes. */}
          <Suspense fallback={<LoadingIndicator size="lg" className="min-h-dvh py-24" />}>
            <Outlet />
          </Suspense>
        </EnhancedErrorBoundary>
      </main>

      <footer className="border-t border-ink-200 bg-white py-8 dark:border-ink-800 dark:bg-ink-900">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 text-sm text-ink-700 md:flex-row md:items-center md:justify-between dark:text-ink-300">
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.age', { age: MIN_AGE })}</p>
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link className="underline-offset-4 hover:underline" to="/about">
                {t('footer.about')}
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:underline" to="/privacy">
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:underline" to="/terms">
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:underline" to="/contact">
                {t('footer.contact')}
              </Link>
            </li>
          </ul>
        </div>
      </footer>

      {statusCards}
      {toaster}
      <ScrollRestoration />
      <FirstPageCommit />
    </div>
  );
}
