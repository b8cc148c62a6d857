import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type Hls from 'hls.js';
import type { PlaybackData, PlayerErrorCode } from '../core/contract';
import { attachHlsJs, attachNativeHls, type HlsAttachment, type StreamState } from './hls-attach';
import { prefersNativeHls } from './hls-support';

export type { StreamState } from './hls-attach';

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
    setState('connecting');
    const attachment: HlsAttachment = {
      cancelled: false,
      refreshing: false,
      url: urlInUse.current,
      hls,
      refreshAndReload,
      setState,
      onFatal: (code) => callbacks.current.onFatal(code),
    };
    if (prefersNativeHls(el)) {
      const detach = attachNativeHls(el, attachment);
      return () => {
        attachment.cancelled = true;
        detach();
      };
    }
    void attachHlsJs(el, attachment);
    return () => {
      attachment.cancelled = true;
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

  const { liveEdge, windowStart } = useLiveWindow(hls, video);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, setState, liveEdge, windowStart, retry, hls };
}

/** Where the live playlist's window starts and ends (the live edge), as hls.js or the <video> knows it. */
function useLiveWindow(hls: RefObject<Hls | null>, video: RefObject<HTMLVideoElement | null>) {
  /** The live edge: hls.js's sync position, else the end of the seekable range. */
  const liveEdge = useCallback((): number | null => {
    const sync = hls.current?.liveSyncPosition;
    if (typeof sync === 'number' && Number.isFinite(sync)) return sync;
    const el = video.current;
    if (el && el.seekable.length > 0) return el.seekable.end(el.seekable.length - 1);
    return null;
  }, [hls, video]);

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
  }, [hls, video]);

  return { liveEdge, windowStart };
}
