import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTurnButton } from './PageTurnButton';
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
      <PageTurnButton
        direction="previous"
        status={status}
        location={location}
        onClick={previous}
        className={`${styles.turn} ${styles.turnPrevious}`}
        iconSize={28}
        withTooltip
      />
      <div className={styles.page}>
        <div ref={viewerRef} className={styles.viewer} data-testid="ebook-viewer" />
        {status === 'loading' ? (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <span>{t('players-reader.ebook.loading')}</span>
          </div>
        ) : null}
      </div>
      <PageTurnButton
        direction="next"
        status={status}
        location={location}
        onClick={next}
        className={`${styles.turn} ${styles.turnNext}`}
        iconSize={28}
        withTooltip
      />
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
