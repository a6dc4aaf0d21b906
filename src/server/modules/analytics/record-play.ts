import type { DeviceClass } from '../../../shared/contracts/analytics';
import type { Database } from '../../db/client';
import { playVisits } from '../../db/community-schema';

/** The kind of device from its user agent; only this class is kept, never the user agent itself. */
export function deviceClassOf(userAgent: string | undefined): DeviceClass {
  const ua = userAgent ?? '';
  if (/smart-?tv|\btv\b|appletv|crkey|tizen|web0s|hbbtv|roku|bravia|aft[a-z]/i.test(ua)) return 'tv';
  if (/ipad|tablet|kindle|silk|playbook|android(?!.*mobile)/i.test(ua)) return 'tablet';
  if (/mobi|iphone|ipod|android.*mobile|windows phone/i.test(ua)) return 'phone';
  return 'desktop';
}

/** The interface language the client sent (x-ui-language), else the browser's first language. */
export function languageOf(uiLanguage: string | undefined, acceptLanguage: string | undefined): string {
  const tag = (uiLanguage || acceptLanguage || '').trim().slice(0, 2).toLowerCase();
  return tag === 'ar' || tag === 'en' ? tag : 'other';
}

export async function recordPlay(
  db: Database,
  visit: { kind: 'host' | 'player'; userAgent?: string; uiLanguage?: string; acceptLanguage?: string },
): Promise<void> {
  await db.insert(playVisits).values({
    kind: visit.kind,
    device: deviceClassOf(visit.userAgent),
    language: languageOf(visit.uiLanguage, visit.acceptLanguage),
  });
}
