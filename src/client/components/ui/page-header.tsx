import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';

type Props = { title: string; lead?: ReactNode; icon?: ReactNode };

/** The page's one `h1`; also sets the document title. */
export function PageHeader({ title, lead, icon }: Props) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} | ${t('app.name', { ns: 'shell' })}`;
  }, [title, t]);
  return (
    <header className="mb-8">
      <h1 className="flex items-center gap-3 text-3xl font-extrabold text-ink-950 md:text-4xl dark:text-white">
        {icon}
        {title}
      </h1>
      {lead && <p className="mt-3 max-w-3xl text-lg text-ink-700 dark:text-ink-300">{lead}</p>}
    </header>
  );
}
