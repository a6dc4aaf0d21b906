import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import {
  type AdminCategory,
  type CategoryInput,
  categoryInputSchema,
} from '../../../shared/contracts/admin-categories';
import { Button } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { uploadMedia, useAdminCategories, useDeleteCategory, useSaveCategory } from './admin-api';
import { FileButton } from './file-button';
import { adminKey } from './admin-key';
import { useCatalog } from '../monetization/monetization-api';

const EMPTY: CategoryInput = {
  slug: '',
  parentId: null,
  nameAr: '',
  nameEn: '',
  descriptionAr: '',
  descriptionEn: '',
  icon: null,
  imageUrl: null,
  sortOrder: 0,
  isActive: true,
  premiumPackId: null,
};

function CategoryForm({
  category,
  groups,
  onDone,
}: {
  category: AdminCategory | null;
  groups: AdminCategory[];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const [value, setValue] = useState<CategoryInput>(category ? { ...category } : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCategory();
  const catalog = useCatalog(true);
  const premiumPacks = (catalog.data?.products ?? []).filter((product) => product.kind === 'premium');
  const set = (patch: Partial<CategoryInput>) => setValue((v) => ({ ...v, ...patch }));
  const error = (key: string) =>
    errors[key] ? t(adminKey(errors[key]), { ns: ['admin', 'common'] }) : undefined;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = categoryInputSchema.safeParse({ ...value, icon: value.icon || null });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      await save.mutateAsync({ id: category?.id ?? null, input: parsed.data });
      void notify('success', t('categories.saved'));
      onDone();
    } catch (failure) {
      if (failure instanceof ApiRequestError && Object.keys(failure.fields).length) setErrors(failure.fields);
      else void notify('error', t('errors.saveFailed'));
    }
  };
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="grid gap-3 rounded-2xl p-4 ring-1 ring-ink-200 dark:ring-ink-700"
      data-testid="category-form"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('categories.nameAr')}
          dir="rtl"
          value={value.nameAr}
          onChange={(e) => set({ nameAr: e.target.value })}
          error={error('nameAr')}
        />
        <TextField
          label={t('categories.nameEn')}
          dir="ltr"
          value={value.nameEn}
          onChange={(e) => set({ nameEn: e.target.value })}
          error={error('nameEn')}
        />
        <TextField
          label={t('categories.descriptionAr')}
          dir="rtl"
          value={value.descriptionAr}
          onChange={(e) => set({ descriptionAr: e.target.value })}
          error={error('descriptionAr')}
        />
        <TextField
          label={t('categories.descriptionEn')}
          dir="ltr"
          value={value.descriptionEn}
          onChange={(e) => set({ descriptionEn: e.target.value })}
          error={error('descriptionEn')}
        />
        <TextField
          label={t('categories.slug')}
          dir="ltr"
          value={value.slug}
          onChange={(e) => set({ slug: e.target.value })}
          error={error('slug')}
        />
        <TextField
          label={t('categories.icon')}
          value={value.icon ?? ''}
          onChange={(e) => set({ icon: e.target.value })}
          error={error('icon')}
        />
        <label className="font-semibold">
          {t('categories.parent')}
          <select
            value={value.parentId ?? ''}
            onChange={(e) => set({ parentId: e.target.value || null })}
            className="mt-1 block w-full rounded-xl border-0 bg-white px-3 py-2.5 ring-1 ring-inset ring-ink-300 dark:bg-ink-950 dark:ring-ink-600"
          >
            <option value="">{t('categories.noParent')}</option>
            {groups
              .filter((g) => g.id !== category?.id)
              .map((g) => (
                <option key={g.id} value={g.id}>
                  {i18n.language === 'ar' ? g.nameAr : g.nameEn}
                </option>
              ))}
          </select>
          {error('parentId') && <span className="block text-sm text-red-700">{error('parentId')}</span>}
        </label>
        <TextField
          label={t('categories.order')}
          type="number"
          dir="ltr"
          value={value.sortOrder}
          onChange={(e) => set({ sortOrder: Number(e.target.value) })}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <FileButton
          label={t('categories.image')}
          accept="image/png,image/jpeg,image/webp,image/gif"
          onFile={(file) =>
            void uploadMedia('image', file)
              .then((saved) => set({ imageUrl: saved.url }))
              .catch(() => setErrors((current) => ({ ...current, imageUrl: 'admin.errors.uploadFailed' })))
          }
        />
        {value.imageUrl && (
          <>
            <img
              src={value.imageUrl}
              alt=""
              className="size-12 rounded-lg bg-white object-contain ring-1 ring-ink-200"
            />
            <Button variant="ghost" onClick={() => set({ imageUrl: null })}>
              {t('form.removeImage')}
            </Button>
          </>
        )}
        {error('imageUrl') && (
          <span className="text-sm text-red-700 dark:text-red-400">{error('imageUrl')}</span>
        )}
      </div>
      <label className="block max-w-md">
        <span className="font-semibold">{t('categories.premiumPack')}</span>
        <select
          className="mt-1 block w-full rounded-xl border-0 bg-white px-3 py-2.5 text-ink-950 ring-1 ring-inset ring-ink-300 focus:ring-2 focus:ring-brand-600 dark:bg-ink-950 dark:text-white dark:ring-ink-600"
          value={value.premiumPackId ?? ''}
          onChange={(e) => set({ premiumPackId: e.target.value || null })}
          data-testid="premium-pack"
        >
          <option value="">{t('categories.notPremium')}</option>
          {premiumPacks.map((pack) => (
            <option key={pack.id} value={pack.id}>
              {i18n.language === 'ar' ? pack.nameAr : pack.nameEn}
            </option>
          ))}
          {value.premiumPackId && !premiumPacks.some((pack) => pack.id === value.premiumPackId) && (
            <option value={value.premiumPackId}>{value.premiumPackId}</option>
          )}
        </select>
        <span className="mt-1 block text-sm text-ink-600 dark:text-ink-300">
          {t('categories.premiumHint')}
        </span>
        {error('premiumPackId') && (
          <span className="block text-sm text-red-700">{error('premiumPackId')}</span>
        )}
      </label>
      <label className="flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          className="size-5"
          checked={value.isActive}
          onChange={(e) => set({ isActive: e.target.checked })}
        />
        {t('form.active')}
      </label>
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t('form.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The categories tab: the tree with playable counts per difficulty and the 'Needs Questions' mark. */
export function CategoriesPanel() {
  const { t, i18n } = useTranslation('admin');
  const categories = useAdminCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  if (categories.isPending) return <LoadingIndicator size="lg" className="py-12" />;
  if (categories.isError)
    return (
      <p role="alert" className="font-semibold text-red-700">
        {t('errors.loadFailed', { ns: 'common' })}
      </p>
    );
  const all = categories.data.categories;
  const groups = all.filter((c) => c.parentId === null);
  const name = (c: AdminCategory) => (i18n.language === 'ar' ? c.nameAr : c.nameEn);
  const onDelete = async (c: AdminCategory) => {
    try {
      await remove.mutateAsync(c.id);
      void notify('success', t('categories.deleted'));
    } catch {
      void notify('error', t('errors.categoryDeleteFailed'));
    }
  };
  const rows = groups.flatMap((g) => [g, ...all.filter((c) => c.parentId === g.id)]);
  return (
    <div className="grid grid-cols-1 gap-4">
      {editing ? (
        <CategoryForm
          category={editing === 'new' ? null : editing}
          groups={groups}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div>
          <Button onClick={() => setEditing('new')}>{t('categories.add')}</Button>
        </div>
      )}
      <div className="overflow-x-auto rounded-2xl ring-1 ring-ink-200 dark:ring-ink-700">
        <table className="w-full min-w-[40rem] text-sm" data-testid="categories-table">
          <caption className="sr-only">{t('tabs.categories')}</caption>
          <thead className="bg-ink-100 dark:bg-ink-800">
            <tr>
              {['name', 'easy', 'medium', 'hard', 'total', 'state', 'actions'].map((key) => (
                <th key={key} scope="col" className="px-3 py-2 text-start">
                  {t(`categories.columns.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id} className="border-t border-ink-200 dark:border-ink-700">
                <td className={`px-3 py-2 ${c.parentId ? 'ps-8' : 'font-extrabold'}`}>
                  {c.icon} {name(c)}
                </td>
                <td className="px-3 py-2">{c.playable.easy}</td>
                <td className="px-3 py-2">{c.playable.medium}</td>
                <td className="px-3 py-2">{c.playable.hard}</td>
                <td className="px-3 py-2">{c.total}</td>
                <td className="px-3 py-2">
                  {!c.isActive && (
                    <span className="me-1 rounded-full bg-ink-200 px-2 py-0.5 text-xs font-bold text-ink-900">
                      {t('state.inactive')}
                    </span>
                  )}
                  {c.premiumPackId && (
                    <span className="me-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-900">
                      {t('categories.premium')}
                    </span>
                  )}
                  {c.needsQuestions && (
                    <span className="rounded-full bg-gold-300 px-2 py-0.5 text-xs font-bold text-ink-900">
                      {t('categories.needsQuestions')}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <div className="flex gap-2">
                    <Button variant="ghost" onClick={() => setEditing(c)}>
                      {t('actions.edit')}
                    </Button>
                    <Button variant="ghost" onClick={() => void onDelete(c)}>
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
