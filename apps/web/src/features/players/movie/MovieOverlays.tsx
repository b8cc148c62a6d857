import { useTranslation } from 'react-i18next';
import { formatPlaybackTime } from '@member-area/domain';
import { BigPlayButton, videoStyles } from '../core/video';
import { Spinner } from '../../../ui/Spinner';
import { EpisodeList } from './EpisodeList';
import { QUALITY_AUTO, renditionName } from './hls-rules';
import { NextEpisodeCard } from './NextEpisodeCard';
import type { MovieEngine } from './useMovieEngine';
import styles from './MoviePlayer.module.css';

/** What shows over the picture: buffering, the big play button, "Resumed at", the next-episode card, the episode list. */
export function MovieOverlays({ engine }: { engine: MovieEngine }) {
  const { t } = useTranslation();
  const { element, source, nextEpisode, nextCountdown } = engine;
  const { playing, waiting } = element.state;
  const chosen = engine.qualityChosen;
  return (
    <>
      {/* Said politely when the member picks a quality, never on adaptive bitrate's own switches. */}
      <p className="visually-hidden" role="status" data-testid="quality-announcement">
        {chosen === null
          ? ''
          : t('players.movie.qualityChosen', {
              quality:
                chosen === QUALITY_AUTO ? t('players.controls.qualityAuto') : renditionName(chosen.height),
            })}
      </p>
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
          currentId={source?.episodeId ?? null}
          onChoose={engine.playEpisode}
          onClose={engine.closeEpisodes}
          opener={engine.episodesButton}
        />
      ) : null}
    </>
  );
}
