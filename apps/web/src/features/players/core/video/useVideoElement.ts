import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { clampVolume } from '@member-area/domain';

/** What a <video> reports and the view draws: the same for the movie and the stream player. */
export interface VideoElementState {
  playing: boolean;
  /** Buffering: the element waits for data (a spinner shows while `playing`). */
  waiting: boolean;
  volume: number;
  muted: boolean;
  fullscreen: boolean;
}

/** The element events this hook listens to; a player engine may wrap one to do more. */
export interface VideoElementEvents {
  onPlay(): void;
  onPlaying(): void;
  onPause(): void;
  onWaiting(): void;
  onCanPlay(): void;
  onVolumeChange(): void;
}

export interface VideoElement {
  /** The <video>. */
  video: RefObject<HTMLVideoElement | null>;
  /** The frame that goes fullscreen (the video with its controls). */
  frame: RefObject<HTMLDivElement | null>;
  state: VideoElementState;
  setPlaying(playing: boolean): void;
  setWaiting(waiting: boolean): void;
  togglePlay(): void;
  toggleMute(): void;
  changeVolume(volume: number): void;
  toggleFullscreen(): void;
  events: VideoElementEvents;
}

/**
 * The part of a video engine that the movie and the stream player share: play/pause, volume and
 * mute (read back from the element, so the OS and the keyboard stay in step) and fullscreen of the
 * frame. Each engine adds its own source handling (a file with resume, or HLS at the live edge).
 */
export function useVideoElement({ initiallyWaiting }: { initiallyWaiting: boolean }): VideoElement {
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [waiting, setWaiting] = useState(initiallyWaiting);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);

  const togglePlay = useCallback(() => {
    const el = video.current;
    if (!el) return;
    if (el.paused || el.ended) el.play().catch(() => setPlaying(false));
    else el.pause();
  }, []);

  const toggleMute = useCallback(() => {
    const el = video.current;
    if (!el) return;
    el.muted = !el.muted;
    if (!el.muted && el.volume === 0) el.volume = 0.5;
  }, []);

  const changeVolume = useCallback((value: number) => {
    const el = video.current;
    if (!el) return;
    el.volume = clampVolume(value);
    el.muted = value === 0;
  }, []);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.current?.requestFullscreen?.().catch(() => undefined);
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const events: VideoElementEvents = {
    onPlay: () => setPlaying(true),
    onPlaying: () => {
      setPlaying(true);
      setWaiting(false);
    },
    onPause: () => setPlaying(false),
    onWaiting: () => setWaiting(true),
    onCanPlay: () => setWaiting(false),
    onVolumeChange: () => {
      const el = video.current;
      if (!el) return;
      setVolume(el.volume);
      setMuted(el.muted);
    },
  };

  return {
    video,
    frame,
    state: { playing, waiting, volume, muted, fullscreen },
    setPlaying,
    setWaiting,
    togglePlay,
    toggleMute,
    changeVolume,
    toggleFullscreen,
    events,
  };
}
