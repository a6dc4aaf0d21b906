import { useTranslation } from '../../lib/use-translation';
import {
  DEFAULT_SITE_ASSETS,
  SITE_ASSET_KINDS,
  type SiteAssetKind,
} from '../../../shared/contracts/site-assets';
import { Button } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { ApiRequestError } from '../../lib/api';
import { formattingLocale } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useSiteAssets } from '../site-assets/site-assets';
import { adminKey } from './admin-key';
import { useResetSiteAsset, useUploadSiteAsset } from './content-api';
import { FileButton } from './file-button';

const ACCEPT: Record<SiteAssetKind, string> = {
  favicon: 'image/x-icon,image/vnd.microsoft.icon,image/png,.ico',
  logo: 'image/png,image/jpeg,image/webp,image/gif',
  shareImage: 'image/png,image/jpeg',
};

/** /admin/assets: the favicon, the logo in the header and the picture link previews show. */
export function AssetsPanel() {
  const { t, i18n } = useTranslation('admin');
  const assets = useSiteAssets();
  const upload = useUploadSiteAsset();
  const reset = useResetSiteAsset();
  const date = new Intl.DateTimeFormat(formattingLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  if (!assets) return <LoadingIndicator size="lg" className="py-12" />;

  const onFile = async (kind: SiteAssetKind, file: File) => {
    try {
      await upload.mutateAsync({ kind, file });
      void notify('success', t('assets.saved'));
    } catch (failure) {
      const key = failure instanceof ApiRequestError ? failure.key : 'admin.errors.uploadFailed';
      void notify('error', t(adminKey(key), { ns: ['admin', 'common'] }));
    }
  };
  const onReset = async (kind: SiteAssetKind) => {
    try {
      await reset.mutateAsync(kind);
      void notify('success', t('assets.resetDone'));
    } catch {
      void notify('error', t('errors.saveFailed'));
    }
  };

  return (
    <ul className="grid gap-4 md:grid-cols-3" data-testid="site-assets">
      {SITE_ASSET_KINDS.map((kind) => {
        const asset = assets[kind];
        return (
          <li
            key={kind}
            data-asset={kind}
            className="grid content-start gap-3 rounded-2xl p-4 ring-1 ring-ink-200 dark:ring-ink-700"
          >
            <h2 className="text-lg font-extrabold">{t(`assets.kinds.${kind}.title`)}</h2>
            <p className="text-sm text-ink-700 dark:text-ink-300">{t(`assets.kinds.${kind}.hint`)}</p>
            <div className="flex h-32 items-center justify-center rounded-xl bg-ink-100 p-3 dark:bg-ink-800">
              <img
                src={asset?.url ?? DEFAULT_SITE_ASSETS[kind]}
                alt={t('assets.current', { name: t(`assets.kinds.${kind}.title`) })}
                className="max-h-full max-w-full object-contain"
              />
            </div>
            <p className="text-sm text-ink-600 dark:text-ink-400">
              {asset
                ? t('assets.uploadedAt', { date: date.format(new Date(asset.updatedAt)) })
                : t('assets.builtIn')}
            </p>
            <FileButton
              label={t('assets.replace')}
              accept={ACCEPT[kind]}
              testId={`asset-file-${kind}`}
              onFile={(file) => void onFile(kind, file)}
            />
            {asset && (
              <div>
                <Button variant="ghost" onClick={() => void onReset(kind)}>
                  {t('assets.reset')}
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
