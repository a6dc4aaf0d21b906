// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, type LoadTranslations } from './i18n';
import { I18nProvider, Trans, useTranslation } from './use-translation';

const FILES: Record<string, Record<string, unknown>> = {
  'ar/common': { title: 'جاوب', terms: 'أوافق على <terms>الشروط</terms> وعمري {{age}}.', line: 'أ<br/>ب' },
  'en/common': {
    title: 'Jawib',
    terms: 'I accept the <terms>terms</terms> and I am {{age}}.',
    line: 'a<br/>b',
  },
  'ar/game': { turn: 'دور {{team}}' },
  'en/game': { turn: "{{team}}'s turn" },
};

function files(hold: Set<string> = new Set()) {
  const waiting = new Map<string, () => void>();
  const load: LoadTranslations = async (language, namespace) => {
    const name = `${language}/${namespace}`;
    if (hold.has(name)) await new Promise<void>((resolve) => waiting.set(name, resolve));
    return FILES[name] ?? {};
  };
  return { load, release: (name: string) => waiting.get(name)?.() };
}

function Title() {
  const { t } = useTranslation();
  return <h1>{t('title')}</h1>;
}

function Turn() {
  const { t, i18n } = useTranslation(['game', 'common']);
  return (
    <p data-testid="turn" dir={i18n.dir()}>
      {t('turn', { team: 'Falcons' })} · {t('title', { ns: 'common' })}
    </p>
  );
}

afterEach(cleanup);

describe('useTranslation', () => {
  it('suspends until its namespace is read, then shows the text', async () => {
    const { load, release } = files(new Set(['ar/game']));
    const i18n = createI18n({ language: 'ar', load });
    await i18n.loadNamespaces('common');
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<span>loading</span>}>
          <Turn />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => release('ar/game'));
    expect((await screen.findByTestId('turn')).textContent).toBe('دور Falcons · جاوب');
    expect(screen.getByTestId('turn').getAttribute('dir')).toBe('rtl');
  });

  it('keeps the current text while the new language is read, then shows it, without suspending', async () => {
    const { load, release } = files(new Set(['en/common', 'en/game']));
    const i18n = createI18n({ language: 'ar', load });
    await i18n.loadNamespaces(['common', 'game']);
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<span>loading</span>}>
          <Title />
          <Turn />
        </Suspense>
      </I18nProvider>,
    );
    let switching!: Promise<void>;
    act(() => {
      switching = i18n.changeLanguage('en');
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('heading').textContent).toBe('جاوب');
    expect(screen.queryByText('loading')).toBeNull();
    await act(async () => {
      release('en/common');
      release('en/game');
      await switching;
    });
    expect(screen.getByRole('heading').textContent).toBe('Jawib');
    expect(screen.getByTestId('turn').textContent).toBe("Falcons's turn · Jawib");
    expect(screen.getByTestId('turn').getAttribute('dir')).toBe('ltr');
  });

  it('says whether it is ready instead of suspending when asked', async () => {
    const { load, release } = files(new Set(['ar/common']));
    const i18n = createI18n({ language: 'ar', load });
    function Label() {
      const { t, ready } = useTranslation('common', { useSuspense: false });
      return <span data-testid="label">{ready ? t('title') : '…'}</span>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Label />
      </I18nProvider>,
    );
    expect(screen.getByTestId('label').textContent).toBe('…');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      release('ar/common');
      await i18n.loadNamespaces('common');
    });
    expect(screen.getByTestId('label').textContent).toBe('جاوب');
  });
});

describe('Trans', () => {
  it('puts the elements inside the translated text and the values after the tags are read', async () => {
    const i18n = createI18n({ language: 'en', load: files().load });
    await i18n.loadNamespaces('common');
    function Terms({ age }: { age: string }) {
      const { t } = useTranslation();
      return (
        <p data-testid="terms">
          <Trans
            t={t}
            i18nKey="terms"
            values={{ age }}
            components={{ terms: <strong className="terms" /> }}
          />
          <Trans t={t} i18nKey="line" components={{ br: <br /> }} />
        </p>
      );
    }
    render(
      <I18nProvider i18n={i18n}>
        <Terms age="<terms>18</terms>" />
      </I18nProvider>,
    );
    const paragraph = screen.getByTestId('terms');
    expect(paragraph.querySelector('strong')?.textContent).toBe('terms');
    expect(paragraph.querySelector('strong')?.className).toBe('terms');
    expect(paragraph.querySelectorAll('strong')).toHaveLength(1);
    expect(paragraph.querySelectorAll('br')).toHaveLength(1);
    expect(paragraph.textContent).toBe('I accept the terms and I am <terms>18</terms>.ab');
  });
});
