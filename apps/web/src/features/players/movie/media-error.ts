import type { PlayerErrorCode } from '../core/contract';

export type MediaFailure = { kind: 'expired' } | { kind: 'fatal'; code: PlayerErrorCode };

/**
 * A media element's error hides the HTTP status. Ask the URL again (two bytes) to tell a signed
 * URL that expired (403 → refresh and go on) from a broken file or a lost network.
 */
export async function diagnoseMediaError(
  url: string,
  mediaError: MediaError | null,
  canPlay: boolean,
): Promise<MediaFailure> {
  let status: number;
  try {
    const response = await fetch(url, { headers: { range: 'bytes=0-1' }, credentials: 'same-origin' });
    status = response.status;
    void response.body?.cancel().catch(() => undefined);
  } catch {
    return { kind: 'fatal', code: 'network' };
  }
  if (status === 403 || status === 401) return { kind: 'expired' };
  if (status >= 500 || status === 404 || status === 410) return { kind: 'fatal', code: 'media_unavailable' };
  if (!canPlay) return { kind: 'fatal', code: 'unsupported' };
  if (mediaError?.code === MediaError.MEDIA_ERR_NETWORK) return { kind: 'fatal', code: 'network' };
  return { kind: 'fatal', code: 'media_unavailable' };
}
