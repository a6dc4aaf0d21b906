import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMatches, useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';

/** A screen whose content arrives in a later release: its real title, its purpose, and ways onward. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { screen?: string } | undefined;
  const screen = handle?.screen ?? 'game';
  return (
    <div data-screen={screen}>
      <PageHeader title={t(`screens.${screen}.title`)} lead={t(`screens.${screen}.line`, params)} />
      <Card className="flex flex-col items-start gap-4">
        <p className="flex items-center gap-2 text-ink-700 dark:text-ink-300">
          <Construction aria-hidden="true" className="size-5 text-gold-500" />
          {t('screens.comingSoon')}
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/">{t('nav.home')}</ButtonLink>
          <ButtonLink to="/how-to-play" variant="ghost">
            {t('nav.howToPlay')}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
