import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type Hls from 'hls.js';
import type { PlaybackData, PlayerErrorCode } from '../core/contract';
import { prefersNativeHls } from './hls-support';

export type StreamState = 'connecting' | 'playing' | 'stalled';

interface Options {
  url: string;
  refreshPlayback(): Promise<PlaybackData>;
  onFatal(code: PlayerErrorCode): void;
}

/**
 * Attaches the live HLS playlist to the <video>: hls.js (loaded lazily) or the browser's own HLS,
 * refreshes signed URLs on 403, recovers media errors, and reports a stalled stream.
 */
export function useHlsSource(
  video: RefObject<HTMLVideoElement | null>,
  { url, refreshPlayback, onFatal }: Options,
) {
  const hls = useRef<Hls | null>(null);
  const [state, setState] = useState<StreamState>('connecting');
  const [attempt, setAttempt] = useState(0);
  const urlInUse = useRef(url);
  const callbacks = useRef({ refreshPlayback, onFatal });
  callbacks.current = { refreshPlayback, onFatal };

  const refreshAndReload = useCallback(async (): Promise<string | null> => {
    try {
      const fresh = await callbacks.current.refreshPlayback();
      if (!fresh.available || !fresh.live) {
        callbacks.current.onFatal(fresh.available ? 'media_unavailable' : 'not_entitled');
        return null;
      }
      urlInUse.current = fresh.live.hlsUrl;
      return fresh.live.hlsUrl;
    } catch {
      callbacks.current.onFatal('expired');
      return null;
    }
  }, []);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let cancelled = false;
    let refreshing = false;
    setState('connecting');

    if (prefersNativeHls(el)) {
      el.src = urlInUse.current;
      const onError = () => {
        if (refreshing) return;
        refreshing = true;
        // Native HLS hides the status: a fresh URL fixes an expired one, else the stream is stalled.
        void refreshAndReload().then((next) => {
          refreshing = false;
          if (next && !cancelled) el.src = next;
          else if (!cancelled) setState('stalled');
        });
      };
      el.addEventListener('error', onError);
      void el.play().catch(() => undefined);
      return () => {
        cancelled = true;
        el.removeEventListener('error', onError);
        el.removeAttribute('src');
        el.load();
      };
    }

    void import('hls.js').then(({ default: HlsClass }) => {
      if (cancelled) return;
      if (!HlsClass.isSupported()) {
        if (el.canPlayType('application/vnd.apple.mpegurl')) {
          el.src = urlInUse.current;
          void el.play().catch(() => undefined);
        } else callbacks.current.onFatal('unsupported');
        return;
      }
      const instance = new HlsClass({
        liveSyncDurationCount: 3,
        // Drifted behind after a stall: play slightly faster until back at the sync position.
        maxLiveSyncPlaybackRate: 1.25,
        manifestLoadingMaxRetry: 2,
        levelLoadingMaxRetry: 2,
      });
      hls.current = instance;
      instance.on(HlsClass.Events.MANIFEST_PARSED, () => {
        void el.play().catch(() => undefined);
      });
      instance.on(HlsClass.Events.ERROR, (_event, data) => {
        const status = data.response?.code;
        if ((status === 403 || status === 401) && !refreshing) {
          refreshing = true;
          void refreshAndReload().then((next) => {
            refreshing = false;
            if (next && !cancelled) {
              instance.loadSource(next);
              instance.startLoad();
            }
          });
          return;
        }
        if (!data.fatal) return;
        // A media error is often recoverable in place; anything else means the stream stopped.
        if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR) instance.recoverMediaError();
        else setState('stalled');
      });
      instance.loadSource(urlInUse.current);
      instance.attachMedia(el);
    });

    return () => {
      cancelled = true;
      hls.current?.destroy();
      hls.current = null;
    };
  }, [video, attempt, refreshAndReload]);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const onPlaying = () => setState('playing');
    el.addEventListener('playing', onPlaying);
    return () => el.removeEventListener('playing', onPlaying);
  }, [video]);

  /** The live edge: hls.js's sync position, else the end of the seekable range. */
  const liveEdge = useCallback((): number | null => {
    const sync = hls.current?.liveSyncPosition;
    if (typeof sync === 'number' && Number.isFinite(sync)) return sync;
    const el = video.current;
    if (el && el.seekable.length > 0) return el.seekable.end(el.seekable.length - 1);
    return null;
  }, [video]);

  /**
   * The oldest time still in the live playlist. The <video>'s seekable range starts at 0 under MSE
   * whatever the window, so hls.js's own playlist is asked first.
   */
  const windowStart = useCallback((): number | null => {
    const instance = hls.current;
    const level = instance ? (instance.levels[Math.max(0, instance.currentLevel)] ?? null) : null;
    const first = level?.details?.fragments[0];
    if (first) return first.start;
    const el = video.current;
    return el && el.seekable.length > 0 ? el.seekable.start(0) : null;
  }, [video]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, setState, liveEdge, windowStart, retry, hls };
}
