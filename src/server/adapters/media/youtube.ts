import type { VideoResult } from '../../../shared/contracts/ai-studio';
import { AppError } from '../../http/app-error';

/** The YouTube Data API v3; a loopback server in tests. */
export const YOUTUBE_API_URL = 'https://www.googleapis.com/youtube/v3';
const TIMEOUT_MS = 15_000;

type SearchResponse = {
  items?: {
    id?: { kind?: string; videoId?: string };
    snippet?: { title?: string; channelTitle?: string; thumbnails?: Record<string, { url?: string }> };
  }[];
};

/**
 * Searches YouTube for embeddable videos (`search.list`, type video). Without a key it answers the SPEC message that
 * points to pasting a link instead; the API's quota error (403 quotaExceeded) and 429 are the rate-limit message.
 */
export async function searchYoutubeVideos(
  query: string,
  apiKey: string | undefined,
  apiUrl = YOUTUBE_API_URL,
): Promise<VideoResult[]> {
  if (!apiKey) throw new AppError('UNAVAILABLE', 'admin.ai.errors.youtubeKeyMissing');
  const url = new URL(`${apiUrl.replace(/\/+$/, '')}/search`);
  url.search = new URLSearchParams({
    part: 'snippet',
    type: 'video',
    videoEmbeddable: 'true',
    safeSearch: 'strict',
    maxResults: '8',
    q: query,
    key: apiKey,
  }).toString();
  let data: SearchResponse;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 429) throw new AppError('RATE_LIMITED', 'errors.rateLimited');
    if (response.status === 403) {
      const text = await response.text().catch(() => '');
      if (/quota/i.test(text)) throw new AppError('RATE_LIMITED', 'errors.rateLimited');
    }
    if (!response.ok) throw new AppError('UNAVAILABLE', 'admin.ai.errors.searchFailed');
    data = (await response.json()) as SearchResponse;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNAVAILABLE', 'admin.ai.errors.searchFailed');
  }
  return (data.items ?? []).flatMap((item) => {
    const videoId = item.id?.videoId;
    if (!videoId || !/^[A-Za-z0-9_-]{11}$/.test(videoId)) return [];
    const thumbs = item.snippet?.thumbnails ?? {};
    return [
      {
        videoId,
        title: item.snippet?.title ?? videoId,
        channel: item.snippet?.channelTitle ?? null,
        thumbUrl: thumbs.medium?.url ?? thumbs.default?.url ?? null,
      },
    ];
  });
}
