import { useCallback, useState, type RefObject } from 'react';
import { clampSpeed, seekBy } from '@member-area/domain';

export interface MovieTransport {
  time: number;
  duration: number;
  buffered: number;
  speed: number;
  setTime(time: number): void;
  setDuration(duration: number): void;
  setBuffered(buffered: number): void;
  setSpeed(speed: number): void;
  seekTo(seconds: number): void;
  seekRelative(delta: number): void;
  changeSpeed(speed: number): void;
  togglePip(): void;
}

/** Where the <video> is and how fast it goes, as the controls show and move it. */
export function useMovieTransport(
  video: RefObject<HTMLVideoElement | null>,
  initialDuration: number,
): MovieTransport {
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(initialDuration);
  const [buffered, setBuffered] = useState(0);
  const [speed, setSpeed] = useState(1);

  const seekTo = useCallback(
    (target: number) => {
      const el = video.current;
      if (!el) return;
      el.currentTime = target;
      setTime(target);
    },
    [video],
  );

  const seekRelative = useCallback(
    (delta: number) => {
      const el = video.current;
      if (el) seekTo(seekBy(el.currentTime, delta, el.duration));
    },
    [seekTo, video],
  );

  const changeSpeed = useCallback(
    (value: number) => {
      const next = clampSpeed(value);
      setSpeed(next);
      if (video.current) video.current.playbackRate = next;
    },
    [video],
  );

  const togglePip = useCallback(() => {
    const el = video.current;
    if (!el) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else void el.requestPictureInPicture?.().catch(() => undefined);
  }, [video]);

  return {
    time,
    duration,
    buffered,
    speed,
    setTime,
    setDuration,
    setBuffered,
    setSpeed,
    seekTo,
    seekRelative,
    changeSpeed,
    togglePip,
  };
}
