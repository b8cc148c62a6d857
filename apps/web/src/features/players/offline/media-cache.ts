import { offlineMediaKey } from '@member-area/domain';

/** The Cache Storage cache of downloaded media; the service worker reads it
 * (apps/web/vite-plugins/service-worker.ts OFFLINE_MEDIA_CACHE). */
export const OFFLINE_MEDIA_CACHE = 'offline-media';

/**
 * Fetches one media file (a fresh signed URL) and keeps it under its token-free key, reporting
 * the fraction received. The copy keeps only its type and length: no Vary, no expiry, so the
 * worker serves it to any later request of the file, with any token, online or not.
 */
export async function cacheMediaFile(
  url: string,
  onFraction: (fraction: number) => void,
): Promise<{ key: string; bytes: number }> {
  const key = offlineMediaKey(url, location.origin);
  if (!key) throw new Error(`not a media URL: ${url}`);
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok || !response.body) throw new Error(`media answered ${response.status}`);
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    if (total > 0) onFraction(Math.min(1, received / total));
  }
  const blob = new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' });
  const cache = await caches.open(OFFLINE_MEDIA_CACHE);
  await cache.put(
    key,
    new Response(blob, { headers: { 'content-type': blob.type, 'content-length': String(blob.size) } }),
  );
  onFraction(1);
  return { key, bytes: blob.size };
}

export async function deleteMediaFiles(keys: readonly string[]): Promise<void> {
  const cache = await caches.open(OFFLINE_MEDIA_CACHE);
  await Promise.all(keys.map((key) => cache.delete(key)));
}

export async function deleteMediaCache(): Promise<void> {
  await caches.delete(OFFLINE_MEDIA_CACHE);
}
