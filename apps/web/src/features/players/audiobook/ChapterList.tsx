import { useTranslation } from 'react-i18next';
import { formatPlaybackTime } from '@member-area/domain';
import type { PlaybackChapter } from './useAudiobookEngine';
import styles from './AudiobookPlayer.module.css';

/** Every chapter with its length; the current one is marked, any one starts on click. */
export function ChapterList({
  chapters,
  current,
  onPick,
}: {
  chapters: readonly PlaybackChapter[];
  current: number;
  onPick(index: number): void;
}) {
  const { t } = useTranslation();
  return (
    <ol
      className={styles.chapterList}
      aria-label={t('players-audio.audiobook.chapters')}
      data-testid="audiobook-chapter-list"
    >
      {chapters.map((chapter) => (
        <li key={chapter.index}>
          <button
            type="button"
            className={styles.chapterRow}
            aria-current={chapter.index === current ? 'true' : undefined}
            onClick={() => onPick(chapter.index)}
            data-testid="audiobook-chapter"
          >
            <span className={styles.chapterNumber}>{chapter.index + 1}</span>
            <span className={styles.chapterTitle}>{chapter.title}</span>
            <span className={styles.chapterDuration}>{formatPlaybackTime(chapter.duration)}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
