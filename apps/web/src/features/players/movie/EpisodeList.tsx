import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPlaybackTime } from '@member-area/domain';
import type { PlaybackData } from '../core/contract';
import { IconButton } from '../core/controls';
import { usePlayerLayer } from '../core/layers';
import styles from './MoviePlayer.module.css';

type Episode = PlaybackData['episodes'][number];

/** The series' episodes in play order; the one playing is marked. */
export function EpisodeList({
  episodes,
  currentId,
  onChoose,
  onClose,
  opener,
}: {
  episodes: readonly Episode[];
  currentId: string | null;
  onChoose(id: string): void;
  onClose(): void;
  /** The Episodes button: focus goes back there when Escape closes the list. */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  // Esc closes the list first; the next Esc closes the player (core/layers.ts).
  usePlayerLayer('panel', true, onClose, opener);
  useEffect(() => {
    list.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
  }, []);
  return (
    <aside className={styles.episodes} aria-label={t('players.movie.episodes')} data-testid="episode-list">
      <div className={styles.episodesHead}>
        <h3>{t('players.movie.episodes')}</h3>
        <IconButton icon="close" size="sm" label={t('players.host.back')} onClick={onClose} />
      </div>
      <ol ref={list} className={styles.episodeItems}>
        {episodes.map((episode) => (
          <li key={episode.id}>
            <button
              type="button"
              className={styles.episodeItem}
              aria-current={episode.id === currentId ? true : undefined}
              onClick={() => onChoose(episode.id)}
            >
              <span className={styles.episodeBadge}>
                {t('players.movie.episodeNumber', {
                  season: episode.seasonNumber,
                  episode: episode.episodeNumber,
                })}
              </span>
              <span className={styles.episodeTitle}>{episode.title}</span>
              <span className={styles.episodeDuration}>{formatPlaybackTime(episode.duration)}</span>
            </button>
          </li>
        ))}
      </ol>
    </aside>
  );
}
