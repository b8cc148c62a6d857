import { useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { clampTime, formatPlaybackTime } from '@member-area/domain';
import { seekKeyTarget } from './seek-rules';
import styles from './controls.module.css';

export interface SeekBarProps {
  current: number;
  duration: number;
  /** Seconds buffered ahead (drawn lighter). */
  buffered?: number;
  onSeek(time: number): void;
  /** Accessible name; defaults to players.controls.seek. */
  label?: string;
  /** Hide the time labels (the mini-player draws a bare bar). */
  bare?: boolean;
  'data-testid'?: string;
}

/** A seek slider: pointer drag, keyboard support and elapsed / total time labels. */
export function SeekBar({ current, duration, buffered = 0, onSeek, label, bare, ...rest }: SeekBarProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const known = Number.isFinite(duration) && duration > 0;

  const drag = useSeekDrag(track, known ? duration : null, onSeek);
  const shown = drag.dragging ?? clampTime(current, duration);
  const fraction = known ? Math.min(1, shown / duration) : 0;
  const bufferedFraction = known ? Math.min(1, buffered / duration) : 0;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!known) return;
    const target = seekKeyTarget(event.key, current, duration);
    if (target === null) return;
    event.preventDefault();
    onSeek(clampTime(target, duration));
  };

  const currentText = formatPlaybackTime(shown);
  const totalText = known ? formatPlaybackTime(duration) : '–:––';
  return (
    <div className={bare ? styles.seekBare : styles.seek}>
      {bare ? null : (
        <span className={styles.time} data-testid="time-current">
          {currentText}
        </span>
      )}
      <div
        ref={track}
        className={styles.seekTrack}
        role="slider"
        tabIndex={known ? 0 : -1}
        aria-label={label ?? t('players.controls.seek')}
        aria-valuemin={0}
        aria-valuemax={known ? Math.round(duration) : 0}
        aria-valuenow={Math.round(shown)}
        aria-valuetext={t('players.controls.seekValue', { current: currentText, total: totalText })}
        aria-disabled={!known}
        {...drag.handlers}
        onKeyDown={onKeyDown}
        data-testid={rest['data-testid'] ?? 'seek-bar'}
      >
        <span className={styles.seekRail} />
        <span className={styles.seekBuffered} style={{ width: `${bufferedFraction * 100}%` }} />
        <span className={styles.seekFill} style={{ width: `${fraction * 100}%` }} />
        <span className={styles.seekThumb} style={{ left: `${fraction * 100}%` }} />
      </div>
      {bare ? null : (
        <span className={styles.time} data-testid="time-total">
          {totalText}
        </span>
      )}
    </div>
  );
}

/** Pointer drag on the track: the time under the pointer shows while dragging, and is sought on release. */
function useSeekDrag(
  track: RefObject<HTMLDivElement | null>,
  duration: number | null,
  onSeek: (time: number) => void,
) {
  const [dragging, setDragging] = useState<number | null>(null);
  const timeAt = (clientX: number) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || duration === null || box.width === 0) return 0;
    return Math.min(1, Math.max(0, (clientX - box.left) / box.width)) * duration;
  };
  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (duration === null || event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(timeAt(event.clientX));
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (dragging !== null) setDragging(timeAt(event.clientX));
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (dragging === null) return;
      onSeek(timeAt(event.clientX));
      setDragging(null);
    },
    onPointerCancel: () => setDragging(null),
  };
  return { dragging, handlers };
}
