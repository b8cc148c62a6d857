import { useTranslation } from 'react-i18next';
import { IconButton } from '../core/controls';
import { PageTurnButton } from './PageTurnButton';
import type { ReaderLocation, ReaderStatus } from './useEpubReader';
import styles from './EbookReader.module.css';

interface Props {
  status: ReaderStatus;
  location: ReaderLocation | null;
  spine: number | null;
  chapterCount: number;
  page: number | null;
  pages: number | null;
  percent: number | null;
  next(): void;
  previous(): void;
  goToSpine(index: number): void;
}

/** The reader's footer: chapter and page turns around "page N of M · P% read". */
export function ReaderFooter(props: Props) {
  const { status, location, spine, chapterCount, percent, next, previous, goToSpine } = props;
  const { t } = useTranslation();
  return (
    <div className={styles.footer}>
      <IconButton
        icon="previous"
        size="sm"
        label={t('players-reader.ebook.previousChapter')}
        disabled={spine === null || spine <= 0}
        onClick={() => spine !== null && goToSpine(spine - 1)}
      />
      <PageTurnButton
        direction="previous"
        status={status}
        location={location}
        onClick={previous}
        className={styles.footTurn}
        iconSize={20}
      />
      <div className={styles.progress}>
        <div
          className={styles.progressTrack}
          role="progressbar"
          aria-label={t('players-reader.ebook.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
        >
          <div className={styles.progressFill} style={{ width: `${percent ?? 0}%` }} />
        </div>
        <PageText status={status} page={props.page} pages={props.pages} percent={percent} />
      </div>
      <PageTurnButton
        direction="next"
        status={status}
        location={location}
        onClick={next}
        className={styles.footTurn}
        iconSize={20}
      />
      <IconButton
        icon="next"
        size="sm"
        label={t('players-reader.ebook.nextChapter')}
        disabled={spine === null || spine >= chapterCount - 1}
        onClick={() => spine !== null && goToSpine(spine + 1)}
      />
    </div>
  );
}

function PageText({ status, page, pages, percent }: Pick<Props, 'status' | 'page' | 'pages' | 'percent'>) {
  const { t } = useTranslation();
  return (
    <p className={styles.progressText} data-testid="ebook-page">
      {page !== null && pages !== null ? (
        <>
          <span>{t('players-reader.ebook.pageOfChapter', { page, total: pages })}</span>
          {percent !== null ? (
            <>
              <span className={styles.dot} aria-hidden="true">
                ·
              </span>
              <span>{t('players-reader.ebook.percentRead', { percent })}</span>
            </>
          ) : null}
        </>
      ) : status === 'ready' ? (
        t('players-reader.ebook.counting')
      ) : (
        '\u00a0'
      )}
    </p>
  );
}
