import type Hls from 'hls.js';
import type { MutableRefObject } from 'react';
import type { PlayerErrorCode } from '../core/contract';

export type StreamState = 'connecting' | 'playing' | 'stalled';

/** What one attachment of the playlist to the <video> reads and reports, until it is torn down. */
export interface HlsAttachment {
  cancelled: boolean;
  /** A refresh of the signed URLs is under way (errors meanwhile wait for it). */
  refreshing: boolean;
  url: string;
  hls: MutableRefObject<Hls | null>;
  /** Fresh signed URLs: the new playlist URL, or null (the player already ended with an error). */
  refreshAndReload(): Promise<string | null>;
  setState(state: StreamState): void;
  onFatal(code: PlayerErrorCode): void;
}

/** The browser's own HLS (Safari): it hides the status, so a fresh URL fixes an expired one, else the stream is stalled. */
export function attachNativeHls(el: HTMLVideoElement, at: HlsAttachment): () => void {
  el.src = at.url;
  const onError = () => {
    if (at.refreshing) return;
    at.refreshing = true;
    void at.refreshAndReload().then((next) => {
      at.refreshing = false;
      if (next && !at.cancelled) el.src = next;
      else if (!at.cancelled) at.setState('stalled');
    });
  };
  el.addEventListener('error', onError);
  void el.play().catch(() => undefined);
  return () => {
    el.removeEventListener('error', onError);
    el.removeAttribute('src');
    el.load();
  };
}

/** hls.js, loaded lazily; where it is not supported, the browser's HLS if it has one. */
export async function attachHlsJs(el: HTMLVideoElement, at: HlsAttachment): Promise<void> {
  const { default: HlsClass } = await import('hls.js');
  if (at.cancelled) return;
  if (!HlsClass.isSupported()) {
    if (el.canPlayType('application/vnd.apple.mpegurl')) {
      el.src = at.url;
      void el.play().catch(() => undefined);
    } else at.onFatal('unsupported');
    return;
  }
  const instance = new HlsClass({
    liveSyncDurationCount: 3,
    // Drifted behind after a stall: play slightly faster until back at the sync position.
    maxLiveSyncPlaybackRate: 1.25,
    manifestLoadingMaxRetry: 2,
    levelLoadingMaxRetry: 2,
  });
  at.hls.current = instance;
  instance.on(HlsClass.Events.MANIFEST_PARSED, () => {
    void el.play().catch(() => undefined);
  });
  instance.on(HlsClass.Events.ERROR, (_event, data) => {
    const status = data.response?.code;
    if ((status === 403 || status === 401) && !at.refreshing) {
      at.refreshing = true;
      void at.refreshAndReload().then((next) => {
        at.refreshing = false;
        if (next && !at.cancelled) {
          instance.loadSource(next);
          instance.startLoad();
        }
      });
      return;
    }
    if (!data.fatal) return;
    // A media error is often recoverable in place; anything else means the stream stopped.
    if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR) instance.recoverMediaError();
    else at.setState('stalled');
  });
  instance.loadSource(at.url);
  instance.attachMedia(el);
}
