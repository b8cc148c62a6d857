import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerIcon } from '../core/icons';
import { TocPanel } from './TocPanel';
import type { ReaderLocation, ReaderStatus, TocEntry } from './useEpubReader';
import styles from './EbookReader.module.css';

interface Props {
  /** Where epub.js renders the pages. */
  viewerRef: RefObject<HTMLDivElement | null>;
  status: ReaderStatus;
  location: ReaderLocation | null;
  next(): void;
  previous(): void;
  /** The open table of contents, or null. */
  toc: {
    entries: readonly TocEntry[];
    spine: number | null;
    opener: RefObject<HTMLButtonElement | null>;
  } | null;
  onPickChapter(index: number): void;
  onCloseToc(): void;
}

/** The page between its two turn buttons, and the table of contents over it when open. */
export function ReaderStage(props: Props) {
  const { viewerRef, status, location, next, previous, toc, onPickChapter, onCloseToc } = props;
  const { t } = useTranslation();
  return (
    <div className={styles.stage}>
      <button
        type="button"
        className={`${styles.turn} ${styles.turnPrevious}`}
        aria-label={t('players-reader.ebook.previousPage')}
        title={t('players-reader.ebook.previousPage')}
        disabled={status !== 'ready' || location?.atStart}
        onClick={previous}
      >
        <PlayerIcon name="chevron-left" size={28} />
      </button>
      <div className={styles.page}>
        <div ref={viewerRef} className={styles.viewer} data-testid="ebook-viewer" />
        {status === 'loading' ? (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <span>{t('players-reader.ebook.loading')}</span>
          </div>
        ) : null}
      </div>
      <button
        type="button"
        className={`${styles.turn} ${styles.turnNext}`}
        aria-label={t('players-reader.ebook.nextPage')}
        title={t('players-reader.ebook.nextPage')}
        disabled={status !== 'ready' || location?.atEnd}
        onClick={next}
      >
        <PlayerIcon name="chevron-right" size={28} />
      </button>
      {toc ? (
        <>
          <button
            type="button"
            className={styles.scrim}
            aria-label={t('players-reader.ebook.closeToc')}
            tabIndex={-1}
            onClick={onCloseToc}
          />
          <TocPanel
            toc={toc.entries}
            currentSpine={toc.spine}
            onPick={onPickChapter}
            onClose={onCloseToc}
            opener={toc.opener}
          />
        </>
      ) : null}
    </div>
  );
}
