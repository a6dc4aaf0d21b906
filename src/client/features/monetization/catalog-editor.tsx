import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import {
  type Catalog,
  catalogSchema,
  PRODUCTS_MAX,
  type Product,
} from '../../../shared/contracts/monetization';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { TextField } from '../../components/ui/text-field';
import { notify } from '../../lib/toast';
import { useCatalog, useSaveCatalog } from './monetization-api';

type Draft = Omit<Product, 'priceFils' | 'credits' | 'days'> & { price: string; amount: string };

const toDraft = (p: Product): Draft => ({
  ...p,
  price: (p.priceFils / 100).toFixed(2),
  amount: String(p.kind === 'plan' ? p.days : p.credits),
});
const blank = (n: number): Draft => ({
  id: `pack-${n}`,
  kind: 'pack',
  nameAr: '',
  nameEn: '',
  descriptionAr: '',
  descriptionEn: '',
  price: '',
  amount: '',
});
const toProduct = ({ price, amount, ...rest }: Draft): Product => ({
  ...rest,
  priceFils: Math.round(Number(price.replace(',', '.')) * 100),
  credits: rest.kind === 'pack' ? Number(amount) : 0,
  days: rest.kind === 'plan' ? Number(amount) : 0,
});

/** Where a validation issue of a product shows: the price and the amount stand for the stored numbers. */
const fieldOf = (name: string) =>
  name === 'priceFils' ? 'price' : name === 'credits' || name === 'days' || name === 'kind' ? 'amount' : name;

/** The admins' editor of the plans and packs (stored in the settings, never in code) and of the sale switch. */
export function CatalogEditor({ hasPaymentKeys }: { hasPaymentKeys: boolean }) {
  const catalog = useCatalog(true);
  if (catalog.isPending) return <LoadingIndicator size="lg" className="py-8" />;
  if (!catalog.data) return null;
  return <CatalogForm initial={catalog.data} hasPaymentKeys={hasPaymentKeys} />;
}

function CatalogForm({ initial, hasPaymentKeys }: { initial: Catalog; hasPaymentKeys: boolean }) {
  const { t } = useTranslation('monetization');
  const save = useSaveCatalog();
  const saleId = useId();
  const hostingId = useId();
  const [isSaleOpen, setSaleOpen] = useState(initial.isSaleOpen);
  const [isPaidHosting, setPaidHosting] = useState(initial.paidHosting.isOn);
  const [freeGames, setFreeGames] = useState(String(initial.paidHosting.freeGames));
  const [drafts, setDrafts] = useState<Draft[]>(initial.products.map(toDraft));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const update = (index: number, patch: Partial<Draft>) =>
    setDrafts((list) => list.map((d, i) => (i === index ? { ...d, ...patch } : d)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = catalogSchema.safeParse({
      isSaleOpen,
      paidHosting: { isOn: isPaidHosting, freeGames: Number(freeGames) },
      products: drafts.map(toProduct),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => {
            const [group, index, name] = issue.path.map(String);
            if (group === 'paidHosting') return ['freeGames', issue.message];
            return [index !== undefined ? `${index}.${fieldOf(name ?? 'id')}` : 'form', issue.message];
          }),
        ),
      );
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      void notify('success', t('editor.saved'));
    } catch {
      void notify('error', t('errors.saveFailed'));
    }
  };

  const errorOf = (index: number, name: string) => {
    const key = errors[`${index}.${name}`];
    return key ? t(key, { ns: 'common' }) : undefined;
  };
  const field = (index: number, name: keyof Draft, props: Record<string, unknown> = {}) => (
    <TextField
      label={t(`editor.${name === 'amount' ? (drafts[index]!.kind === 'plan' ? 'days' : 'credits') : name}`)}
      disabled={name === 'amount' && drafts[index]!.kind === 'premium'}
      value={drafts[index]![name]}
      onChange={(e) => update(index, { [name]: e.target.value })}
      error={errorOf(index, name)}
      {...props}
    />
  );

  return (
    <Card className="flex flex-col gap-4" data-testid="catalog-editor">
      <h2 className="text-xl font-extrabold text-ink-950 dark:text-white">{t('editor.title')}</h2>
      <p className="text-ink-700 dark:text-ink-300">
        {hasPaymentKeys ? t('editor.keysSet') : t('editor.keysMissing')}
      </p>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
        <div className="flex items-center gap-3">
          <input
            id={saleId}
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={isSaleOpen}
            onChange={(e) => setSaleOpen(e.target.checked)}
          />
          <label htmlFor={saleId} className="font-semibold">
            {t('editor.saleOpen')}
          </label>
        </div>
        <fieldset className="flex flex-col gap-3 rounded-xl p-4 ring-1 ring-ink-200 dark:ring-ink-700">
          <legend className="px-1 font-bold">{t('editor.hostingTitle')}</legend>
          <div className="flex items-center gap-3">
            <input
              id={hostingId}
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={isPaidHosting}
              onChange={(e) => setPaidHosting(e.target.checked)}
              data-testid="paid-hosting"
            />
            <label htmlFor={hostingId} className="font-semibold">
              {t('editor.paidHosting')}
            </label>
          </div>
          <TextField
            label={t('editor.freeGames')}
            value={freeGames}
            onChange={(e) => setFreeGames(e.target.value)}
            dir="ltr"
            inputMode="numeric"
            error={errors.freeGames ? t(errors.freeGames, { ns: 'common' }) : undefined}
            data-testid="free-games"
          />
          <p className="text-sm text-ink-700 dark:text-ink-300">{t('editor.premiumHint')}</p>
        </fieldset>
        {errors.form && (
          <p role="alert" className="font-semibold text-red-700 dark:text-red-400">
            {t(errors.form, { ns: 'common' })}
          </p>
        )}
        {drafts.map((draft, index) => (
          <fieldset
            key={index}
            className="grid gap-3 rounded-xl p-4 ring-1 ring-ink-200 sm:grid-cols-2 dark:ring-ink-700"
            data-testid="catalog-product"
          >
            <legend className="px-1 font-bold">{t('editor.product', { number: index + 1 })}</legend>
            {field(index, 'id', { dir: 'ltr' })}
            <div>
              <label htmlFor={`kind-${index}`} className="block font-semibold text-ink-800 dark:text-ink-200">
                {t('editor.kind')}
              </label>
              <select
                id={`kind-${index}`}
                value={draft.kind}
                onChange={(e) => update(index, { kind: e.target.value as Draft['kind'] })}
                className="mt-1 block w-full rounded-xl border-0 bg-white px-3 py-2.5 text-ink-950 ring-1 ring-inset ring-ink-300 focus:ring-2 focus:ring-brand-600 dark:bg-ink-950 dark:text-white dark:ring-ink-600"
              >
                <option value="plan">{t('editor.kindPlan')}</option>
                <option value="pack">{t('editor.kindPack')}</option>
                <option value="premium">{t('editor.kindPremium')}</option>
              </select>
            </div>
            {field(index, 'nameAr', { dir: 'rtl', lang: 'ar' })}
            {field(index, 'nameEn', { dir: 'ltr', lang: 'en' })}
            {field(index, 'descriptionAr', { dir: 'rtl', lang: 'ar' })}
            {field(index, 'descriptionEn', { dir: 'ltr', lang: 'en' })}
            {field(index, 'price', { dir: 'ltr', inputMode: 'decimal' })}
            {field(index, 'amount', { dir: 'ltr', inputMode: 'numeric' })}
            <div className="sm:col-span-2">
              <Button variant="ghost" onClick={() => setDrafts((list) => list.filter((_, i) => i !== index))}>
                <Trash2 aria-hidden="true" className="size-5" />
                {t('editor.remove', { number: index + 1 })}
              </Button>
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-3">
          <Button
            variant="ghost"
            disabled={drafts.length >= PRODUCTS_MAX}
            onClick={() => setDrafts((list) => [...list, blank(list.length + 1)])}
          >
            <Plus aria-hidden="true" className="size-5" />
            {t('editor.add')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('editor.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
