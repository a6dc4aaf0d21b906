import { useTranslation } from '../../lib/use-translation';
import { PageHeader } from '../../components/ui/page-header';

export type ArticleName = 'howToPlay' | 'about' | 'privacy' | 'terms';

type Section = { title: string; paragraphs?: string[]; items?: string[] };
type Article = { title: string; lead?: string; sections: Section[] };

/** A long-form page whose text lives in the `pages` locale namespace. */
export function ArticlePage({ name }: { name: ArticleName }) {
  const { t } = useTranslation('pages');
  const article = t(name, { returnObjects: true }) as Article;
  return (
    <article data-article={name} className="max-w-3xl">
      <PageHeader title={article.title} lead={article.lead} />
      {article.sections.map((section) => (
        <section key={section.title} className="mb-8">
          <h2 className="mb-3 text-2xl font-bold text-brand-900 dark:text-brand-200">{section.title}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mb-3 text-lg leading-relaxed text-ink-800 dark:text-ink-200">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="ms-6 list-disc space-y-2 text-lg text-ink-800 marker:text-brand-600 dark:text-ink-200">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
