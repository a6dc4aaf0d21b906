import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { MediaCredit } from '../../../shared/contracts/admin-questions';
import {
  type ImageResult,
  mediaSearchQuerySchema,
  type VideoResult,
} from '../../../shared/contracts/ai-studio';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api';
import { adminKey } from '../admin/admin-key';
import { keepImage, searchImages, searchVideos } from './studio-api';

type Props = {
  initialTerm: string;
  onImage: (url: string, credit: MediaCredit) => void;
  onVideo: (videoId: string) => void;
};

/**
 * The media wizard's search (SPEC.md section 5): freely licensed pictures from Wikimedia Commons, kept with their
 * credit, and YouTube videos when a key is set (a pasted link works without one).
 */
export function MediaSearch({ initialTerm, onImage, onVideo }: Props) {
  const { t } = useTranslation('admin');
  const [term, setTerm] = useState(initialTerm);
  const [kind, setKind] = useState<'image' | 'video'>('image');
  const [images, setImages] = useState<ImageResult[] | null>(null);
  const [videos, setVideos] = useState<VideoResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tr = (key: string) => t(adminKey(key), { ns: ['admin', 'common'] });

  const run = async (task: () => Promise<void>, fallback: string) => {
    setError(null);
    setBusy(true);
    try {
      await task();
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.key : fallback);
    } finally {
      setBusy(false);
    }
  };

  const search = (event: FormEvent | null, which: 'image' | 'video') => {
    event?.preventDefault();
    setKind(which);
    const parsed = mediaSearchQuerySchema.safeParse({ q: term });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'validation.required');
    void run(async () => {
      if (which === 'image') {
        setVideos(null);
        setImages((await searchImages(parsed.data.q)).items);
      } else {
        setImages(null);
        setVideos((await searchVideos(parsed.data.q)).items);
      }
    }, 'admin.ai.errors.searchFailed');
  };

  return (
    <div
      className="grid gap-3 rounded-xl bg-ink-50 p-3 ring-1 ring-ink-200 dark:bg-ink-950 dark:ring-ink-700"
      data-testid="media-search"
    >
      <div className="flex flex-wrap items-end gap-2">
        <label className="grow font-semibold">
          {t('ai.wizard.term')}
          <input
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') search(e, kind);
            }}
            dir="auto"
            maxLength={100}
            aria-invalid={error?.startsWith('validation.') || undefined}
            className="mt-1 block w-full rounded-xl border-0 bg-white px-3 py-2 ring-1 ring-inset ring-ink-300 dark:bg-ink-900 dark:ring-ink-600"
            data-testid="media-term"
          />
        </label>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => search(null, 'image')}
          data-testid="search-images"
        >
          <Search aria-hidden="true" className="size-4" />
          {t('ai.wizard.searchImages')}
        </Button>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => search(null, 'video')}
          data-testid="search-videos"
        >
          <Search aria-hidden="true" className="size-4" />
          {t('ai.wizard.searchVideos')}
        </Button>
      </div>
      {busy && <p className="text-sm">{t('ai.wizard.searching')}</p>}
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-400">
          {tr(error)}
        </p>
      )}
      {images && images.length === 0 && <p className="text-sm">{t('ai.wizard.none')}</p>}
      {images && images.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {images.map((image) => (
            <li key={image.url}>
              <button
                type="button"
                className="grid w-full gap-1 rounded-lg p-1 text-start text-xs ring-1 ring-ink-200 hover:ring-brand-600 dark:ring-ink-700"
                onClick={() =>
                  void run(async () => {
                    const kept = await keepImage(image.url, image.credit);
                    onImage(kept.url, kept.credit);
                    setImages(null);
                  }, 'admin.ai.errors.uploadFailed')
                }
              >
                <img
                  src={image.thumbUrl}
                  alt={image.credit.title}
                  className="aspect-[4/3] w-full rounded object-cover"
                />
                <span dir="ltr">{image.credit.license}</span>
                <span className="sr-only">{t('ai.wizard.useImage')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {videos && videos.length === 0 && <p className="text-sm">{t('ai.wizard.none')}</p>}
      {videos && videos.length > 0 && (
        <ul className="grid gap-2">
          {videos.map((video) => (
            <li key={video.videoId}>
              <button
                type="button"
                className="flex w-full items-center gap-2 rounded-lg p-1 text-start text-sm ring-1 ring-ink-200 hover:ring-brand-600 dark:ring-ink-700"
                onClick={() => {
                  onVideo(video.videoId);
                  setVideos(null);
                }}
              >
                {video.thumbUrl && (
                  <img src={video.thumbUrl} alt="" className="h-12 w-20 rounded object-cover" />
                )}
                <span dir="auto">
                  {video.title}
                  {video.channel && (
                    <span className="block text-xs text-ink-600 dark:text-ink-400">{video.channel}</span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The licence line of a picture found by a search. */
export function CreditLine({ credit }: { credit: MediaCredit }) {
  const { t } = useTranslation('admin');
  return (
    <p className="text-xs text-ink-600 dark:text-ink-400" data-testid="image-credit">
      {t('ai.creditLabel')}:{' '}
      <bdi>{[credit.title, credit.license, credit.author].filter(Boolean).join(' · ')}</bdi>
      {credit.pageUrl && (
        <a href={credit.pageUrl} target="_blank" rel="noreferrer noopener" className="ms-1 underline">
          {t('ai.creditSource')}
        </a>
      )}
    </p>
  );
}
