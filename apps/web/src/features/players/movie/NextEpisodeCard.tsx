import { useTranslation } from 'react-i18next';
import type { PlaybackData } from '../core/contract';
import styles from './MoviePlayer.module.css';

type Episode = PlaybackData['episodes'][number];

/** At the end of an episode: the next one starts after a countdown unless the member cancels. */
export function NextEpisodeCard({
  episode,
  seconds,
  onPlay,
  onCancel,
}: {
  episode: Episode;
  seconds: number;
  onPlay(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.nextCard} role="status" data-testid="next-episode-card">
      <p className={styles.nextLabel}>{t('players.movie.nextEpisodeIn', { seconds })}</p>
      <p className={styles.nextTitle}>
        <span className={styles.episodeBadge}>
          {t('players.movie.episodeNumber', { season: episode.seasonNumber, episode: episode.episodeNumber })}
        </span>
        {episode.title}
      </p>
      <div className={styles.nextActions}>
        <button type="button" className={styles.primaryButton} onClick={onPlay} autoFocus>
          {t('players.movie.playNow')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          {t('players.movie.cancel')}
        </button>
      </div>
    </div>
  );
}
