import { useTranslation } from 'react-i18next';
import { FORWARD_SECONDS, REWIND_SECONDS, formatPlaybackTime } from '@member-area/domain';
import { IconButton, SeekBar, SpeedMenu } from '../core/controls';
import { FullscreenButton, PlayToggle, VideoControlRow, VideoControls, VideoVolume } from '../core/video';
import { QualityMenu } from './QualityMenu';
import { SubtitleMenu } from './SubtitleMenu';
import type { MovieEngine } from './useMovieEngine';
import styles from './MoviePlayer.module.css';

/** The control bar: the episode line, the seek bar, and the buttons on either side. */
export function MovieControls({ engine }: { engine: MovieEngine }) {
  const { t } = useTranslation();
  const { element, episode, visible } = engine;
  const timeLeft = engine.duration > 0 ? Math.max(0, engine.duration - engine.time) : 0;
  return (
    <VideoControls visible={visible} testId="movie-controls">
      {episode ? (
        <p className={styles.episodeLine}>
          <span className={styles.episodeBadge}>
            {t('players.movie.episodeNumber', {
              season: episode.seasonNumber,
              episode: episode.episodeNumber,
            })}
          </span>
          {episode.title}
        </p>
      ) : null}
      <SeekBar
        current={engine.time}
        duration={engine.duration}
        buffered={engine.buffered}
        onSeek={engine.seekTo}
      />
      <VideoControlRow
        start={
          <>
            <PlayToggle element={element} />
            <IconButton
              icon="back"
              badge={REWIND_SECONDS}
              label={t('players.controls.rewind', { seconds: REWIND_SECONDS })}
              onClick={() => engine.seekRelative(-REWIND_SECONDS)}
              data-testid="seek-back"
            />
            <IconButton
              icon="forward"
              badge={FORWARD_SECONDS}
              label={t('players.controls.forward', { seconds: FORWARD_SECONDS })}
              onClick={() => engine.seekRelative(FORWARD_SECONDS)}
              data-testid="seek-forward"
            />
            <VideoVolume element={element} />
            <span className={styles.remaining} aria-hidden="true">
              −{formatPlaybackTime(timeLeft)}
            </span>
          </>
        }
        end={<MovieEndButtons engine={engine} />}
      />
    </VideoControls>
  );
}

/** Next episode, the episode list, subtitles, quality (HLS), speed, picture-in-picture and fullscreen. */
function MovieEndButtons({ engine }: { engine: MovieEngine }) {
  const { t } = useTranslation();
  const { element, nextEpisode } = engine;
  return (
    <>
      {nextEpisode ? (
        <IconButton
          icon="next"
          label={t('players.movie.nextEpisode')}
          className={styles.nextButton}
          onClick={() => engine.playEpisode(nextEpisode.id)}
          data-testid="next-episode"
        />
      ) : null}
      {engine.episodes.length > 0 ? (
        <IconButton
          ref={engine.episodesButton}
          icon="episodes"
          label={t('players.movie.episodes')}
          aria-expanded={engine.episodesOpen}
          onClick={engine.toggleEpisodes}
          data-testid="episodes-button"
        />
      ) : null}
      {engine.subtitles.length > 0 ? (
        <SubtitleMenu
          subtitles={engine.subtitles}
          shown={engine.subtitleShown}
          onChoose={engine.chooseSubtitles}
          onOpenChange={engine.setMenuOpen}
        />
      ) : null}
      {engine.qualityLevels.length > 1 ? (
        <QualityMenu
          levels={engine.qualityLevels}
          value={engine.quality}
          playingHeight={engine.renditionHeight}
          onChoose={engine.chooseQuality}
          onOpenChange={engine.setMenuOpen}
          className={styles.quality}
        />
      ) : null}
      <SpeedMenu speed={engine.speed} onChange={engine.changeSpeed} />
      {typeof document !== 'undefined' && document.pictureInPictureEnabled ? (
        <IconButton
          icon="pip"
          label={t('players.controls.pip')}
          onClick={engine.togglePip}
          className={styles.pip}
        />
      ) : null}
      <FullscreenButton element={element} />
    </>
  );
}
