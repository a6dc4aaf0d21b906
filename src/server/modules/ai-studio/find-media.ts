import type { MediaCredit } from '../../../shared/contracts/admin-questions';
import type { GenerationMedia } from '../../../shared/contracts/ai-studio';
import { downloadCommonsImage, searchCommonsImages } from '../../adapters/media/commons';
import { searchYoutubeVideos } from '../../adapters/media/youtube';
import { saveUpload } from '../uploads/save-upload';

export type MediaServices = {
  uploadDir: string;
  commonsApiUrl?: string;
  youtubeApiUrl?: string;
  youtubeKey?: string;
};

export type FoundMedia = {
  imageUrl: string | null;
  imageCredit: MediaCredit | null;
  videoId: string | null;
};

const NONE: FoundMedia = { imageUrl: null, imageCredit: null, videoId: null };

/**
 * A picture (the first usable one on Commons, downloaded into the uploads) or a video (the first YouTube result)
 * for a generated question; nothing when the search finds none or fails. Audio cannot be searched: a reviewer
 * uploads it.
 */
export async function findMedia(
  services: MediaServices,
  kind: GenerationMedia,
  searchTerm: string,
): Promise<FoundMedia> {
  try {
    if (kind === 'image') {
      const [first] = await searchCommonsImages(searchTerm, services.commonsApiUrl);
      if (!first) return NONE;
      const bytes = await downloadCommonsImage(first.url, services.commonsApiUrl);
      const saved = await saveUpload(services.uploadDir, 'questions', 'image', bytes);
      return { imageUrl: saved.url, imageCredit: first.credit, videoId: null };
    }
    if (kind === 'video' && services.youtubeKey) {
      const [first] = await searchYoutubeVideos(searchTerm, services.youtubeKey, services.youtubeApiUrl);
      return first ? { ...NONE, videoId: first.videoId } : NONE;
    }
  } catch {
    // A failed search leaves the question without media; the reviewer sees that and can add it.
  }
  return NONE;
}
