import type { ReactNode, VideoHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, VolumeControl } from '../controls';
import type { VideoElement } from './useVideoElement';
import styles from './video.module.css';

/**
 * The views the movie and the stream player share. Markup only: the state and the actions come
 * from the engine (useVideoElement and the player's own engine hook).
 */

/** The stage: goes fullscreen, hides the cursor while the controls are faded, wakes them on a move. */
export function VideoFrame({
  element,
  visible,
  poke,
  testId,
  children,
  ...data
}: {
  element: VideoElement;
  visible: boolean;
  poke(): void;
  testId: string;
  children: ReactNode;
} & Record<`data-${string}`, string | boolean>) {
  return (
    <div
      ref={element.frame}
      className={[styles.frame, visible ? '' : styles.idle].join(' ')}
      onMouseMove={poke}
      onTouchStart={poke}
      data-testid={testId}
      {...data}
    >
      {children}
    </div>
  );
}

/**
 * A video player's picture, filling the frame: plays inline on phones, a click plays or pauses and
 * a double click goes fullscreen, like the control bar's buttons. The player adds its source,
 * poster and media events.
 */
export function VideoPicture({
  element,
  ...video
}: { element: VideoElement } & Omit<
  VideoHTMLAttributes<HTMLVideoElement>,
  'className' | 'playsInline' | 'onClick' | 'onDoubleClick'
> &
  Record<`data-${string}`, string>) {
  return (
    <video
      ref={element.video}
      className={styles.video}
      playsInline
      onClick={element.togglePlay}
      onDoubleClick={element.toggleFullscreen}
      {...video}
    />
  );
}

/** The centred layer (spinner, big play button, messages) that lets clicks through around its content. */
export function VideoCenter({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={[styles.center, className].filter(Boolean).join(' ')}>{children}</div>;
}

/**
 * The big play button over a paused picture: a target for the pointer and the finger. Keyboard and
 * screen-reader users have the control bar's Play (and Space or K), so it is neither announced nor
 * reached with Tab a second time (docs/accessibility.md).
 */
export function BigPlayButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation();
  return (
    <VideoCenter>
      <IconButton
        icon="play"
        size="lg"
        label={t('players.controls.play')}
        onClick={onClick}
        className={styles.bigPlay}
        tabIndex={-1}
        aria-hidden="true"
      />
    </VideoCenter>
  );
}

/** The control bar over the bottom gradient; hidden from assistive tech while it is faded. */
export function VideoControls({
  visible,
  testId,
  children,
}: {
  visible: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.controls} data-testid={testId} aria-hidden={!visible || undefined}>
      {children}
    </div>
  );
}

/** One row of the control bar: a group on the left, a group on the right. */
export function VideoControlRow({ start, end }: { start: ReactNode; end: ReactNode }) {
  return (
    <div className={styles.row}>
      <div className={styles.group}>{start}</div>
      <div className={styles.group}>{end}</div>
    </div>
  );
}

export function PlayToggle({ element }: { element: VideoElement }) {
  const { t } = useTranslation();
  const { playing } = element.state;
  return (
    <IconButton
      icon={playing ? 'pause' : 'play'}
      label={playing ? t('players.controls.pause') : t('players.controls.play')}
      onClick={element.togglePlay}
      data-testid="play-toggle"
    />
  );
}

export function VideoVolume({ element }: { element: VideoElement }) {
  const { volume, muted } = element.state;
  return (
    <VolumeControl
      volume={volume}
      muted={muted}
      onVolume={element.changeVolume}
      onToggleMute={element.toggleMute}
    />
  );
}

export function FullscreenButton({ element }: { element: VideoElement }) {
  const { t } = useTranslation();
  const { fullscreen } = element.state;
  return (
    <IconButton
      icon={fullscreen ? 'fullscreen-exit' : 'fullscreen'}
      label={fullscreen ? t('players.controls.exitFullscreen') : t('players.controls.fullscreen')}
      onClick={element.toggleFullscreen}
      data-testid="fullscreen-button"
    />
  );
}

export { styles as videoStyles };
