import { useTranslation } from 'react-i18next';
import { formatPlaybackTime } from '@member-area/domain';
import { PlayerIcon } from '../core/controls';
import type { PlaybackTrack } from './queueItems';
import styles from './MusicPlayer.module.css';

/** The album's tracks; the playing one is marked, any other plays on click. */
export function TrackList({
  tracks,
  currentId,
  playing,
  onPick,
}: {
  tracks: readonly PlaybackTrack[];
  currentId: string | null;
  playing: boolean;
  onPick(track: PlaybackTrack): void;
}) {
  const { t } = useTranslation();
  const album = tracks[0]?.albumTitle ?? '';
  return (
    <ol
      className={styles.trackList}
      aria-label={t('players-audio.music.trackList', { album })}
      data-testid="music-track-list"
    >
      {tracks.map((track) => {
        const current = track.id === currentId;
        return (
          <li key={track.id}>
            <button
              type="button"
              className={styles.trackRow}
              aria-current={current ? 'true' : undefined}
              // Named by what it shows (title, artist, length), as WCAG 2.5.3 asks, not by an
              // aria-label ("Play …") that left out the number and the rest of what it shows.
              onClick={() => onPick(track)}
              data-testid="music-track"
              data-track-id={track.id}
            >
              <span className={styles.trackNumber} aria-hidden="true">
                {current ? (
                  <span className={styles.equalizer} data-playing={playing || undefined}>
                    <span />
                    <span />
                    <span />
                  </span>
                ) : (
                  <>
                    <span className={styles.number}>{track.trackNumber}</span>
                    <span className={styles.hoverPlay}>
                      <PlayerIcon name="play" size={14} />
                    </span>
                  </>
                )}
              </span>
              <span className={styles.trackText}>
                <span className={styles.trackTitle}>{track.title}</span>
                <span className={styles.trackArtist}>{track.artist}</span>
              </span>
              <span className={styles.trackDuration}>{formatPlaybackTime(track.duration)}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
