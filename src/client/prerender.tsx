/**
 * Renders a public page to HTML at build time (scripts/vite-prerender.ts runs it): the same routes and shell as
 * the browser, the translations read from the locale files, no data (pages that fetch show their loading state).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type Language, LANGUAGES } from '../shared/constants';
import { PRERENDERED_PAGES, type PrerenderedPage, prerenderedFile } from '../shared/prerendered-pages';
import { AppShell } from './app/app-shell';
import { routes } from './app/router';
import { I18n } from './lib/i18n';

const LOCALES = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

export async function renderPage(
  page: PrerenderedPage,
  language: Language,
): Promise<{ html: string; title: string; description: string }> {
  const resources = Object.fromEntries(
    page.namespaces.map((namespace) => [namespace, LOCALES[`./locales/${language}/${namespace}.json`] ?? {}]),
  );
  const i18n = new I18n({ language, resources: { [language]: resources } });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(page.path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${page.path} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppShell i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppShell>,
  );
  const name = i18n.t('app.name', { ns: 'shell' });
  const title = page.title
    ? `${i18n.t(page.title)} | ${name}`
    : `${name} | ${i18n.t('app.slogan', { ns: 'shell' })}`;
  const description = `${name}: ${i18n.t('app.tagline', { ns: 'shell' })}`;
  return { html, title, description };
}

/** Every prerendered page in every language, by the file the build writes it to. */
export async function renderAll(): Promise<Record<string, Awaited<ReturnType<typeof renderPage>>>> {
  const out: Record<string, Awaited<ReturnType<typeof renderPage>>> = {};
  for (const language of LANGUAGES) {
    for (const page of PRERENDERED_PAGES)
      out[prerenderedFile(page, language)] = await renderPage(page, language);
  }
  return out;
}
