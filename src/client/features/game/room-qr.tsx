import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';

type Props = { url: string; size?: number };

/** The join link as a QR code; the qrcode library loads only when a lobby shows it. */
export function RoomQr({ url, size = 240 }: Props) {
  const { t } = useTranslation('game');
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('qrcode')
      .then((module) => {
        // A CommonJS package: the bundler may put its functions on `default`.
        const qr = (module.default as typeof module | undefined) ?? module;
        return qr.toDataURL(url, { width: size, margin: 1, errorCorrectionLevel: 'M' });
      })
      .then((made) => {
        if (isCurrent) setDataUrl(made);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [url, size]);
  return (
    <div
      className="flex items-center justify-center rounded-2xl bg-white p-3"
      style={{ width: size + 24, height: size + 24 }}
    >
      {dataUrl ? (
        <img src={dataUrl} width={size} height={size} alt={t('lobby.qrAlt', { url })} data-testid="room-qr" />
      ) : (
        <span className="sr-only">{t('lobby.qrLoading')}</span>
      )}
    </div>
  );
}
