import { useCallback, useEffect, useRef, useState, type RefObject, type VideoHTMLAttributes } from 'react';
import { FORWARD_SECONDS, REWIND_SECONDS } from '@member-area/domain';
import type { PlayerProps } from '../core/contract';
import { usePlayerLayer } from '../core/layers';
import { useIdleControls, useVideoElement, type VideoElement } from '../core/video';
import { isBehindLive } from './hls-support';
import { useHlsSource, type StreamState } from './useHlsSource';
import { useTitleMediaSession } from '../core/media-session';

/** A stream counts as stopped after this long buffering without progress. */
const STALL_AFTER_MS = 12_000;

/** Everything StreamPlayer draws, and what its controls and the <video> call. */
export interface StreamEngine {
  element: VideoElement;
  state: StreamState;
  /** The member sits behind the live edge ("back to live" instead of the LIVE badge). */
  behind: boolean;
  infoOpen: boolean;
  infoButton: RefObject<HTMLButtonElement | null>;
  /** Controls show (activity, paused or the info panel open) or fade. */
  visible: boolean;
  poke(): void;
  goLive(): void;
  retry(): void;
  toggleInfo(): void;
  /** Handlers for the <video>'s events. */
  videoEvents: Pick<
    VideoHTMLAttributes<HTMLVideoElement>,
    | 'onPlay'
    | 'onPlaying'
    | 'onPause'
    | 'onWaiting'
    | 'onCanPlay'
    | 'onLoadedData'
    | 'onProgress'
    | 'onTimeUpdate'
    | 'onVolumeChange'
  >;
}

/**
 * The live stream engine (docs/players.md "engine + view"): the HLS source (useHlsSource), the
 * sliding window and the live edge, the stall watchdog, the info panel, the keyboard actions and
 * the Media Session. The shared video part (play, volume, fullscreen) is core/video's useVideoElement.
 */
export function useStreamEngine(props: PlayerProps): StreamEngine {
  const { playback, refreshPlayback, onError, useActions, setMediaSession } = props;
  const live = playback.live;
  const element = useVideoElement({ initiallyWaiting: false });
  const { video } = element;
  const { playing, waiting } = element.state;
  const [behind, setBehind] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const infoButton = useRef<HTMLButtonElement>(null);
  usePlayerLayer('panel', infoOpen, () => setInfoOpen(false), infoButton);

  const { state, setState, liveEdge, windowStart, retry } = useHlsSource(video, {
    url: live?.hlsUrl ?? '',
    refreshPlayback,
    onFatal: onError,
  });
  const { visible, poke } = useIdleControls(playing, infoOpen);
  const segmentSeconds = live?.segmentSeconds ?? 4;

  const goLive = useCallback(() => {
    const el = video.current;
    const edge = liveEdge();
    if (!el || edge === null) return;
    el.currentTime = edge;
    if (el.paused) void el.play().catch(() => undefined);
    setBehind(false);
  }, [liveEdge, video]);

  const seekRelative = useCallback(
    (delta: number) => {
      const el = video.current;
      const start = windowStart();
      const edge = liveEdge();
      if (!el || start === null || edge === null) return;
      // A second inside the window: its oldest segment leaves the playlist at the next refresh.
      el.currentTime = Math.min(edge, Math.max(start + 1, el.currentTime + delta));
    },
    [liveEdge, windowStart, video],
  );

  useActions({
    togglePlay: element.togglePlay,
    seekBack: () => seekRelative(-REWIND_SECONDS),
    seekForward: () => seekRelative(FORWARD_SECONDS),
    toggleMute: element.toggleMute,
    toggleFullscreen: element.toggleFullscreen,
  });

  useTitleMediaSession({ playback, setMediaSession });

  useStallWatch(waiting, state, setState);
  const rejoinWindow = useWindowRejoin(video, { liveEdge, windowStart }, state, waiting);

  const onTimeUpdate = () => {
    const el = video.current;
    if (el) setBehind(isBehindLive(el.currentTime, liveEdge(), segmentSeconds));
  };

  return {
    element,
    state,
    behind,
    infoOpen,
    infoButton,
    visible,
    poke,
    goLive,
    retry,
    toggleInfo: () => setInfoOpen((open) => !open),
    videoEvents: {
      ...element.events,
      onLoadedData: rejoinWindow,
      onProgress: rejoinWindow,
      onTimeUpdate,
    },
  };
}

/** A stream that buffers for long is stopped (the server or the network); say so and offer retry. */
function useStallWatch(waiting: boolean, state: StreamState, setState: (state: StreamState) => void): void {
  useEffect(() => {
    if (!waiting || state === 'stalled') return;
    const timer = window.setTimeout(() => setState('stalled'), STALL_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, state, setState]);
}

/**
 * A slow start can leave the clock before the sliding window (its first segments already gone):
 * hop to the live edge instead of waiting for data that will never come.
 */
function useWindowRejoin(
  video: RefObject<HTMLVideoElement | null>,
  { liveEdge, windowStart }: { liveEdge(): number | null; windowStart(): number | null },
  state: StreamState,
  waiting: boolean,
): () => void {
  const rejoinWindow = useCallback(() => {
    const el = video.current;
    if (!el || el.buffered.length === 0) return;
    const bufferStart = el.buffered.start(0);
    const oldest = windowStart() ?? bufferStart;
    // Before the first frame the buffer's start counts too; later the member may sit anywhere in the window.
    const floor = state === 'connecting' ? Math.max(bufferStart, oldest) : oldest;
    if (el.currentTime < floor - 0.5) el.currentTime = liveEdge() ?? bufferStart;
  }, [liveEdge, windowStart, state, video]);

  useEffect(() => {
    if (!waiting) return;
    rejoinWindow();
    const timer = window.setInterval(rejoinWindow, 2_000);
    return () => window.clearInterval(timer);
  }, [waiting, rejoinWindow]);
  return rejoinWindow;
}
