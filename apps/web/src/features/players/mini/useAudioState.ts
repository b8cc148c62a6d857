import { useEffect, useState, type RefObject } from 'react';

export interface AudioState {
  time: number;
  duration: number;
  paused: boolean;
  /** Waiting for data while the member wants it to play. */
  buffering: boolean;
}

const INITIAL: AudioState = { time: 0, duration: 0, paused: true, buffering: false };

/** What an <audio> element is doing, re-read on its own events (timeupdate is ~4 per second). */
export function useAudioState(ref: RefObject<HTMLAudioElement | null>): AudioState {
  const [state, setState] = useState<AudioState>(INITIAL);

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    const read = (buffering?: boolean) =>
      setState((current) => {
        const next: AudioState = {
          time: audio.currentTime,
          duration: Number.isFinite(audio.duration) ? audio.duration : 0,
          paused: audio.paused,
          buffering: buffering ?? (current.buffering && !audio.paused),
        };
        return next.time === current.time &&
          next.duration === current.duration &&
          next.paused === current.paused &&
          next.buffering === current.buffering
          ? current
          : next;
      });
    const update = () => read();
    const waiting = () => read(true);
    const ready = () => read(false);
    const events = ['timeupdate', 'durationchange', 'loadedmetadata', 'play', 'pause', 'seeked', 'emptied'];
    for (const name of events) audio.addEventListener(name, update);
    audio.addEventListener('waiting', waiting);
    audio.addEventListener('playing', ready);
    audio.addEventListener('canplay', ready);
    read();
    return () => {
      for (const name of events) audio.removeEventListener(name, update);
      audio.removeEventListener('waiting', waiting);
      audio.removeEventListener('playing', ready);
      audio.removeEventListener('canplay', ready);
    };
  }, [ref]);

  return state;
}
