import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type Hls from 'hls.js';
import { useLatest } from '../core/useLatest';
import { prefersNativeHls } from '../stream/hls-support';
import type { MediaFailure } from './media-error';
import {
  HLS_AUTO_LEVEL,
  hlsErrorOutcome,
  levelForPin,
  pinQuality,
  qualityLevels,
  qualityValue,
  videoPathFor,
  type QualityLevel,
  type VideoPath,
} from './hls-rules';
import type { Source } from './useMovieSource';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** What the movie engine reads of an HLS source (nothing much for an MP4 one). */
export interface MovieHls {
  /** How the <video> plays the source: its `src` is set only for `file` and `native`. */
  path: VideoPath;
  /** The height of the rendition on screen, null until known (and always for MP4). */
  renditionHeight: number | null;
  /**
   * The height of the rendition hls.js loads now (its choice, seconds to a buffer ahead of what is
   * on screen), null outside hls.js.
   */
  loadingHeight: number | null;
  /** The renditions the member may pin, highest first (empty outside hls.js). */
  levels: readonly QualityLevel[];
  /** The quality menu's value: `auto` or the pinned level's index. */
  quality: string;
  /** Pin a level (its index) or go back to adaptive bitrate (`auto`). */
  chooseQuality(value: string): void;
  /** The <video>'s own error while hls.js feeds it: a media error (recovered in place once). */
  onVideoError(): void;
}

let probe: HTMLVideoElement | null = null;

/** The browser's HLS facts for videoPathFor (hls.js itself is loaded only when a source needs it). */
function browserHls() {
  const el = (probe ??= document.createElement('video'));
  return {
    hlsJsSupported: 'MediaSource' in window || 'ManagedMediaSource' in window,
    prefersNative: prefersNativeHls(el),
    playsHlsNatively: el.canPlayType(HLS_TYPE) !== '',
  };
}

/**
 * An imported film or episode (issue 32 point 3): its master playlist plays through hls.js, loaded
 * lazily as the live player does, with adaptive bitrate capped to the player's size and the level
 * the member pinned (kept by height across a refresh of the signed URLs). The browser's own HLS
 * where hls.js cannot run (iPhone Safari), which chooses its renditions itself. Errors go to
 * `onFailure`: an expired URL gets fresh ones (useSourceRecovery), a fatal error ends the player.
 */
export function useMovieHls(
  video: RefObject<HTMLVideoElement | null>,
  source: Source | null,
  onFailure: (failure: MediaFailure) => void,
): MovieHls {
  const url = source?.url;
  const mimeType = source?.mimeType;
  const decided = useMemo(() => (mimeType ? videoPathFor(mimeType, browserHls()) : 'file'), [mimeType]);
  // hls.js loaded but says the browser lacks what it needs: what this URL falls back to.
  const [fallback, setFallback] = useState<{ url: string; path: VideoPath } | null>(null);
  const path = fallback && fallback.url === url ? fallback.path : decided;
  const [levels, setLevels] = useState<readonly QualityLevel[]>([]);
  const [renditionHeight, setRenditionHeight] = useState<number | null>(null);
  const [loadingHeight, setLoadingHeight] = useState<number | null>(null);
  const [pinnedHeight, setPinnedHeight] = useState<number | null>(null);
  const hls = useRef<Hls | null>(null);
  const recoveredOnce = useRef(false);
  /** A refresh was asked for this attachment: the other requests of the dead token fail too. */
  const expiring = useRef(false);
  const pinned = useLatest(pinnedHeight);
  const failure = useLatest(onFailure);

  const handle = useCallback(
    (facts: { type: string; fatal: boolean; status?: number }) => {
      const outcome = hlsErrorOutcome({ ...facts, recoveredOnce: recoveredOnce.current });
      switch (outcome.kind) {
        case 'ignore':
          return;
        case 'recover':
          recoveredOnce.current = true;
          hls.current?.recoverMediaError();
          return;
        case 'expired':
          // One refresh per failing source: hls.js reports every failed request of the old token.
          if (expiring.current) return;
          expiring.current = true;
          hls.current?.stopLoad();
          failure.current({ kind: 'expired' });
          return;
        case 'fatal':
          failure.current({ kind: 'fatal', code: outcome.code });
      }
    },
    [failure],
  );

  // Keyed on the source itself, not its URL: a refresh after a 403 sets a new source, and must
  // attach again even when the server answered the same URL (a token signed in the same second).
  useEffect(() => {
    const el = video.current;
    if (!el || !source || path !== 'hls.js') return;
    const { url, startAt } = source;
    let cancelled = false;
    recoveredOnce.current = false;
    expiring.current = false;
    setRenditionHeight(null);
    setLoadingHeight(null);
    void import('hls.js').then(({ default: HlsClass }) => {
      if (cancelled) return;
      if (!HlsClass.isSupported()) {
        // MSE is there but not the codecs hls.js needs: the browser's own HLS if it has one.
        setFallback({ url, path: el.canPlayType(HLS_TYPE) !== '' ? 'native' : 'unsupported' });
        return;
      }
      const instance = new HlsClass({
        capLevelToPlayerSize: true,
        startLevel: -1,
        startPosition: startAt > 0 ? startAt : -1,
        manifestLoadingMaxRetry: 2,
        levelLoadingMaxRetry: 2,
        // hls.js stretches its buffer goal to 8 × maxBufferSize / bitrate (minutes of a film) unless
        // capped: measured, it loaded a whole 150 s film in 9 s, so a slower network changed nothing
        // on screen for minutes and a member who leaves has paid for it. 30 s ahead, as players do.
        maxBufferLength: 30,
        maxMaxBufferLength: 30,
      });
      hls.current = instance;
      instance.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => {
        const offered = qualityLevels(data.levels);
        setLevels(offered);
        const level = levelForPin(offered, pinned.current);
        if (level !== HLS_AUTO_LEVEL) instance.currentLevel = level;
      });
      instance.on(HlsClass.Events.LEVEL_SWITCHING, (_event, data) => {
        setLoadingHeight(data.height || null);
      });
      instance.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => {
        setRenditionHeight(instance.levels[data.level]?.height || null);
      });
      instance.on(HlsClass.Events.ERROR, (_event, data) => {
        handle({ type: data.type, fatal: data.fatal, status: data.response?.code });
      });
      instance.loadSource(url);
      instance.attachMedia(el);
    });
    return () => {
      cancelled = true;
      hls.current?.destroy();
      hls.current = null;
      setLevels([]);
    };
  }, [video, source, path, handle, pinned]);

  useEffect(() => {
    if (path === 'unsupported') failure.current({ kind: 'fatal', code: 'unsupported' });
  }, [path, url, failure]);

  // The browser's own HLS says nothing of its renditions but the picture's height.
  useEffect(() => {
    const el = video.current;
    if (!el || path !== 'native') return;
    const onResize = () => setRenditionHeight(el.videoHeight || null);
    el.addEventListener('resize', onResize);
    return () => el.removeEventListener('resize', onResize);
  }, [video, path]);

  const chooseQuality = useCallback(
    (value: string) => {
      const pin = pinQuality(value, levels);
      if (!pin) return;
      setPinnedHeight(pin.pinnedHeight);
      // currentLevel switches at once (flushing what is buffered), as a member who picks expects.
      if (hls.current) hls.current.currentLevel = pin.level;
    },
    [levels],
  );

  const quality = qualityValue(levels, pinnedHeight);

  return {
    path,
    renditionHeight: path === 'file' ? null : renditionHeight,
    loadingHeight: path === 'hls.js' ? loadingHeight : null,
    levels: path === 'hls.js' ? levels : [],
    quality,
    chooseQuality,
    onVideoError: () => handle({ type: 'mediaError', fatal: true }),
  };
}
