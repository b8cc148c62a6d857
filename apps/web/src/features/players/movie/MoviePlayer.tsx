import { useTranslation } from 'react-i18next';
import { FORWARD_SECONDS, REWIND_SECONDS, formatPlaybackTime } from '@member-area/domain';
import type { PlayerProps } from '../core/contract';
import { IconButton, SeekBar, SpeedMenu } from '../core/controls';
import {
  BigPlayButton,
  FullscreenButton,
  PlayToggle,
  VideoCenter,
  VideoControlRow,
  VideoControls,
  VideoFrame,
  VideoVolume,
  videoStyles,
} from '../core/video';
import { Spinner } from '../../../ui/Spinner';
import { EpisodeList } from './EpisodeList';
import { NextEpisodeCard } from './NextEpisodeCard';
import { SubtitleMenu } from './SubtitleMenu';
import { useMovieEngine } from './useMovieEngine';
import styles from './MoviePlayer.module.css';

/**
 * The movie and series player (docs/players.md): the view of useMovieEngine, one <video> with
 * its own controls. Markup only; every state and action comes from the engine.
 */
export default function MoviePlayer(props: PlayerProps) {
  const { t } = useTranslation();
  const engine = useMovieEngine(props);
  const { element, source, currentVideo, episode, nextEpisode, nextCountdown, visible } = engine;
  const { playing, waiting } = element.state;

  if (!source || !currentVideo) {
    return (
      <div className={videoStyles.frame} data-testid="movie-player">
        <VideoCenter>
          <Spinner size={40} label={t('players.host.loading')} />
        </VideoCenter>
      </div>
    );
  }

  const timeLeft = engine.duration > 0 ? Math.max(0, engine.duration - engine.time) : 0;

  return (
    <VideoFrame
      element={element}
      visible={visible}
      poke={engine.poke}
      testId="movie-player"
      data-playing={playing}
    >
      <video
        ref={element.video}
        className={videoStyles.video}
        src={source.url}
        poster={currentVideo.posterUrl ?? undefined}
        preload="metadata"
        playsInline
        onClick={element.togglePlay}
        onDoubleClick={element.toggleFullscreen}
        {...engine.videoEvents}
        data-testid="movie-video"
      >
        {engine.subtitles.map((track) => (
          <track
            key={track.language}
            kind="subtitles"
            src={track.url}
            srcLang={track.language}
            label={track.label}
          />
        ))}
      </video>

      {waiting && playing ? (
        <div className={videoStyles.center} aria-live="polite">
          <Spinner size={48} label={t('players.movie.buffering')} />
        </div>
      ) : null}
      {!playing && !waiting && nextCountdown === null ? <BigPlayButton onClick={element.togglePlay} /> : null}

      {engine.resumedAt !== null ? (
        <div className={styles.toast} role="status" data-testid="resumed-at">
          <span>{t('players.movie.resumedAt', { time: formatPlaybackTime(engine.resumedAt) })}</span>
          <button type="button" className={styles.toastButton} onClick={engine.startOver}>
            {t('players.movie.startOver')}
          </button>
        </div>
      ) : null}

      {nextCountdown !== null && nextEpisode ? (
        <NextEpisodeCard
          episode={nextEpisode}
          seconds={nextCountdown}
          onPlay={() => engine.playEpisode(nextEpisode.id)}
          onCancel={engine.cancelNextEpisode}
        />
      ) : null}

      {engine.episodesOpen ? (
        <EpisodeList
          episodes={engine.episodes}
          currentId={source.episodeId}
          onChoose={engine.playEpisode}
          onClose={engine.closeEpisodes}
          opener={engine.episodesButton}
        />
      ) : null}

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
          end={
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
          }
        />
      </VideoControls>
    </VideoFrame>
  );
}
