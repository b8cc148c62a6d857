import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { FORWARD_SECONDS, REWIND_SECONDS, formatPlaybackTime, fractionOf } from '@member-area/domain';
import type { PlaybackData, PlayerController } from '../core/contract';
import { IconButton, SeekBar, SpeedMenu } from '../core/controls';
import { AudioPlayerLayout } from '../mini/AudioPlayerLayout';
import { SidePanel } from '../mini/SidePanel';
import { VolumeControl } from '../mini/VolumeControl';
import { ChapterList } from './ChapterList';
import { SleepTimerControl } from './SleepTimerControl';
import type { AudiobookEngine } from './useAudiobookEngine';
import layout from '../mini/AudioLayout.module.css';
import styles from './AudiobookPlayer.module.css';

/** The full-screen audiobook player: cover, chapter, transport, speed, sleep timer, chapters / queue. */
export function AudiobookFull({
  engine,
  player,
  playback,
}: {
  engine: AudiobookEngine;
  player: PlayerController;
  playback: PlaybackData;
}) {
  const { t } = useTranslation();
  const { audio, chapter, chapterIndex, chapters } = engine;
  const cover = playback.thumbnail.url;
  const chapterDuration = audio.duration || (chapter?.duration ?? 0);

  return (
    <AudioPlayerLayout
      cover={cover}
      testId="audiobook-player"
      stageLabel={t('players-audio.audiobook.nowPlaying')}
      panel={
        <SidePanel
          label={t('players-audio.audiobook.panels')}
          ownTab={{ key: 'chapters', label: t('players-audio.audiobook.chapters') }}
          player={player}
          testIdPrefix="audiobook"
        >
          <ChapterList chapters={chapters} current={chapterIndex} onPick={engine.goToChapter} />
        </SidePanel>
      }
    >
      <img className={[layout.cover, styles.cover].join(' ')} src={cover} alt="" width={360} height={360} />
      <div className={styles.meta}>
        <h2 className={layout.title} data-testid="audiobook-title">
          {playback.title}
        </h2>
        {playback.subtitle ? <p className={layout.byline}>{playback.subtitle}</p> : null}
        <p className={styles.chapterLine}>
          <span className={styles.chapterBadge} data-testid="audiobook-chapter-number">
            {t('players-audio.audiobook.chapterOf', { number: chapterIndex + 1, count: chapters.length })}
          </span>
          <span className={styles.chapterName} data-testid="audiobook-chapter-title">
            {chapter?.title}
          </span>
        </p>
      </div>

      <SeekBar
        current={audio.time}
        duration={chapterDuration}
        onSeek={engine.seekInChapter}
        label={t('players-audio.audiobook.seekChapter')}
        data-testid="audiobook-seek"
      />

      <AudiobookTransport engine={engine} />

      <BookProgress engine={engine} />

      <div className={layout.secondary}>
        <SpeedMenu speed={engine.speed} onChange={engine.setSpeed} />
        <SleepTimerControl timer={engine.sleep} secondsLeft={engine.sleepLeft} onChange={engine.setSleep} />
        <VolumeControl />
      </div>
    </AudioPlayerLayout>
  );
}

/** Previous chapter, 15 s back, play/pause, 30 s forward, next chapter. */
function AudiobookTransport({ engine }: { engine: AudiobookEngine }) {
  const { t } = useTranslation();
  const playing = !engine.audio.paused;
  const last = engine.chapters.length - 1;
  const { chapterIndex } = engine;
  return (
    <div className={layout.transport}>
      <IconButton
        icon="previous"
        label={t('players-audio.audiobook.previousChapter')}
        size="sm"
        onClick={engine.previousChapter}
        data-testid="audiobook-previous-chapter"
      />
      <IconButton
        icon="back"
        badge={REWIND_SECONDS}
        label={t('players-audio.audiobook.back', { seconds: REWIND_SECONDS })}
        onClick={() => engine.seekRelative(-REWIND_SECONDS)}
        data-testid="audiobook-back"
      />
      <IconButton
        icon={playing ? 'pause' : 'play'}
        label={playing ? t('players-audio.controls.pause') : t('players-audio.controls.play')}
        size="lg"
        onClick={engine.togglePlay}
        data-testid="audiobook-toggle"
        data-state={playing ? 'playing' : 'paused'}
      />
      <IconButton
        icon="forward"
        badge={FORWARD_SECONDS}
        label={t('players-audio.audiobook.forward', { seconds: FORWARD_SECONDS })}
        onClick={() => engine.seekRelative(FORWARD_SECONDS)}
        data-testid="audiobook-forward"
      />
      <IconButton
        icon="next"
        label={t('players-audio.audiobook.nextChapter')}
        size="sm"
        disabled={chapterIndex >= last}
        onClick={engine.nextChapter}
        data-testid="audiobook-next-chapter"
      />
    </div>
  );
}

/** The whole book's progress bar, its times and what is left at the current speed. */
function BookProgress({ engine }: { engine: AudiobookEngine }) {
  const { t } = useTranslation();
  return (
    <div className={styles.bookProgress} data-testid="audiobook-total">
      <div
        className={styles.bookBar}
        style={{ '--fraction': String(fractionOf(engine.elapsed, engine.total)) } as CSSProperties}
        role="progressbar"
        aria-label={t('players-audio.audiobook.bookProgress')}
        aria-valuemin={0}
        aria-valuemax={Math.round(engine.total)}
        aria-valuenow={Math.round(engine.elapsed)}
        aria-valuetext={t('players-audio.audiobook.totalOf', {
          elapsed: formatPlaybackTime(engine.elapsed),
          total: formatPlaybackTime(engine.total),
        })}
      />
      <p className={styles.bookTimes}>
        <span>
          {t('players-audio.audiobook.totalOf', {
            elapsed: formatPlaybackTime(engine.elapsed),
            total: formatPlaybackTime(engine.total),
          })}
        </span>
        <span>
          {t('players-audio.audiobook.left', {
            time: formatPlaybackTime(Math.max(0, (engine.total - engine.elapsed) / engine.speed)),
          })}
        </span>
      </p>
    </div>
  );
}
