import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { type AdminPage, type PageInput, pageInputSchema } from '../../../shared/contracts/admin-pages';
import { Button } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { formattingLocale } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { PageBody } from '../pages/page-body';
import { adminKey } from './admin-key';
import { useAdminPage, useAdminPages, useDeletePage, useSavePage } from './content-api';

const EMPTY: PageInput = { slug: '', titleAr: '', titleEn: '', htmlAr: '', htmlEn: '', isPublished: true };

function PagePreview({ value }: { value: PageInput }) {
  const { t, i18n } = useTranslation('admin');
  const [lang, setLang] = useState<'ar' | 'en'>(i18n.language === 'en' ? 'en' : 'ar');
  const title = lang === 'ar' ? value.titleAr : value.titleEn;
  const html = lang === 'ar' ? value.htmlAr : value.htmlEn;
  return (
    <section
      aria-labelledby="page-preview-title"
      className="grid content-start gap-3 rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700"
      data-testid="page-preview"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="page-preview-title" className="text-lg font-extrabold">
          {t('form.preview')}
        </h2>
        <div role="group" aria-label={t('form.preview')} className="flex gap-1">
          {(['ar', 'en'] as const).map((l) => (
            <Button
              key={l}

              variant={lang === l ? 'primary' : 'ghost'}
              aria-pressed={lang === l}
              onClick={() => setLang(l)}
            >
              {t(`form.previewIn.${l}`)}
            </Button>
          ))}
        </div>
      </div>
      <article dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang} className="min-w-0">
        {title || html ? (
          <>
            <p className="mb-3 text-3xl font-black">{title}</p>
            <PageBody html={html} />
          </>
        ) : (
          <p className="text-ink-600 dark:text-ink-400">{t('pages.previewEmpty')}</p>
        )}
      </article>
    </section>
  );
}

function PageForm({ page, onDone }: { page: AdminPage | null; onDone: (slug: string | null) => void }) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState<PageInput>(page ? { ...page } : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePage();
  const set = (patch: Partial<PageInput>) => {
    setValue((v) => ({ ...v, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };
  const error = (key: string) =>
    errors[key] ? t(adminKey(errors[key]), { ns: ['admin', 'common'] }) : undefined;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = pageInputSchema.safeParse(value);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      const saved = await save.mutateAsync({ slug: page?.slug ?? null, input: parsed.data });
      void notify('success', t('pages.saved'));
      onDone(saved.slug);
    } catch (failure) {
      if (failure instanceof ApiRequestError && Object.keys(failure.fields).length) setErrors(failure.fields);
      else void notify('error', t('errors.saveFailed'));
    }
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="grid content-start gap-3 rounded-2xl p-4 ring-1 ring-ink-200 dark:ring-ink-700"
        data-testid="page-form"
        aria-label={page ? t('pages.edit') : t('pages.add')}
      >
        <TextField
          label={t('pages.slug')}
          dir="ltr"
          value={value.slug}
          onChange={(e) => set({ slug: e.target.value })}
          error={error('slug')}
        />
        <p className="-mt-2 text-sm text-ink-600 dark:text-ink-400" dir="ltr">
          /{value.slug || '…'}
        </p>
        <TextField
          label={t('pages.titleAr')}
          dir="rtl"
          value={value.titleAr}
          onChange={(e) => set({ titleAr: e.target.value })}
          error={error('titleAr')}
        />
        <TextField
          label={t('pages.titleEn')}
          dir="ltr"
          value={value.titleEn}
          onChange={(e) => set({ titleEn: e.target.value })}
          error={error('titleEn')}
        />
        <TextAreaField
          label={t('pages.htmlAr')}
          // Markup reads left to right; the Arabic text inside it still runs right to left.
          dir="ltr"
          rows={8}
          value={value.htmlAr}
          onChange={(e) => set({ htmlAr: e.target.value })}
          error={error('htmlAr')}
        />
        <TextAreaField
          label={t('pages.htmlEn')}
          dir="ltr"
          rows={8}
          value={value.htmlEn}
          onChange={(e) => set({ htmlEn: e.target.value })}
          error={error('htmlEn')}
        />
        <p className="text-sm text-ink-600 dark:text-ink-400">{t('pages.htmlHint')}</p>
        <label className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            className="size-5"
            checked={value.isPublished}
            onChange={(e) => set({ isPublished: e.target.checked })}
          />
          {t('pages.published')}
        </label>
        <div className="flex gap-3">
          <Button type="submit" disabled={save.isPending}>
            {t('form.save')}
          </Button>
          <Button variant="ghost" onClick={() => onDone(null)}>
            {t('form.cancel')}
          </Button>
        </div>
      </form>
      <PagePreview value={value} />
    </div>
  );
}

/** Loads the page being edited (with its HTML), then shows the form. */
function EditPage({ slug, onDone }: { slug: string; onDone: (slug: string | null) => void }) {
  const { t } = useTranslation('admin');
  const page = useAdminPage(slug);
  if (page.isPending) return <LoadingIndicator size="lg" className="py-12" />;
  if (page.isError)
    return (
      <p role="alert" className="font-semibold text-red-700 dark:text-red-400">
        {t('errors.loadFailed', { ns: 'common' })}
      </p>
    );
  return <PageForm key={page.data.updatedAt} page={page.data} onDone={onDone} />;
}

/** /admin/content: the pages at /{slug}, their text in both languages, published or hidden. */
export function PagesPanel() {
  const { t, i18n } = useTranslation('admin');
  const pages = useAdminPages();
  const remove = useDeletePage();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const date = new Intl.DateTimeFormat(formattingLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const onDelete = async (slug: string) => {
    if (!window.confirm(t('pages.confirmDelete', { slug }))) return;
    try {
      await remove.mutateAsync(slug);
      void notify('success', t('pages.deleted'));
    } catch {
      void notify('error', t('errors.pageDeleteFailed'));
    }
  };
  if (editing === 'new') return <PageForm page={null} onDone={() => setEditing(null)} />;
  if (editing) return <EditPage slug={editing} onDone={() => setEditing(null)} />;
  if (pages.isPending) return <LoadingIndicator size="lg" className="py-12" />;
  if (pages.isError)
    return (
      <p role="alert" className="font-semibold text-red-700 dark:text-red-400">
        {t('errors.loadFailed', { ns: 'common' })}
      </p>
    );
  return (
    <div className="grid grid-cols-1 gap-4">
      <div>
        <Button onClick={() => setEditing('new')}>{t('pages.add')}</Button>
      </div>
      <div className="overflow-x-auto rounded-2xl ring-1 ring-ink-200 dark:ring-ink-700">
        <table className="w-full min-w-[36rem] text-sm" data-testid="pages-table">
          <caption className="sr-only">{t('pages.title')}</caption>
          <thead className="bg-ink-100 dark:bg-ink-800">
            <tr>
              {['page', 'address', 'state', 'updated', 'actions'].map((key) => (
                <th key={key} scope="col" className="px-3 py-2 text-start">
                  {t(`pages.columns.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pages.data.pages.length === 0 && (
              <tr>
                <td colSpan={5} className="px-3 py-6 text-center text-ink-600 dark:text-ink-400">
                  {t('pages.empty')}
                </td>
              </tr>
            )}
            {pages.data.pages.map((page) => (
              <tr key={page.slug} className="border-t border-ink-200 dark:border-ink-700">
                <td className="px-3 py-2 font-semibold">
                  {i18n.language === 'en' ? page.titleEn : page.titleAr}
                </td>
                <td className="px-3 py-2" dir="ltr">
                  <Link
                    to={`/${page.slug}`}
                    className="text-brand-800 underline dark:text-brand-300"
                  >{`/${page.slug}`}</Link>
                </td>
                <td className="px-3 py-2">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-bold ${
                      page.isPublished ? 'bg-brand-100 text-brand-900' : 'bg-ink-200 text-ink-900'
                    }`}
                  >
                    {page.isPublished ? t('pages.published') : t('pages.hidden')}
                  </span>
                </td>
                <td className="px-3 py-2">{date.format(new Date(page.updatedAt))}</td>
                <td className="px-3 py-2">
                  <div className="flex gap-2">
                    <Button
                      variant="ghost"

                      aria-label={t('pages.editNamed', { slug: page.slug })}
                      onClick={() => setEditing(page.slug)}
                    >
                      {t('actions.edit')}
                    </Button>
                    <Button
                      variant="ghost"

                      aria-label={t('pages.deleteNamed', { slug: page.slug })}
                      onClick={() => void onDelete(page.slug)}
                    >
                      {t('actions.delete')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
