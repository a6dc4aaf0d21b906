export type ConnectionQuality = 'excellent' | 'good' | 'fair' | 'poor' | 'offline';

export type ConnectionInfo = { effectiveType?: string; downlink?: number };

/**
 * SPEC.md section 9: 4g with downlink over 2 is excellent; 4g or downlink over 1 is good; 3g or downlink
 * over 0.5 is fair; otherwise poor; no connection is offline. Without the Network Information API a
 * connected browser counts as good.
 */
export function connectionQuality(isOnline: boolean, info: ConnectionInfo | undefined): ConnectionQuality {
  if (!isOnline) return 'offline';
  if (!info || (info.effectiveType === undefined && info.downlink === undefined)) return 'good';
  const downlink = info.downlink ?? 0;
  if (info.effectiveType === '4g' && downlink > 2) return 'excellent';
  if (info.effectiveType === '4g' || downlink > 1) return 'good';
  if (info.effectiveType === '3g' || downlink > 0.5) return 'fair';
  return 'poor';
}
