import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../core/controls';
import { usePlayerLayer } from '../core/layers';
import type { TocEntry } from './useEpubReader';
import styles from './EbookReader.module.css';

interface Props {
  toc: readonly TocEntry[];
  currentSpine: number | null;
  onPick(spineIndex: number): void;
  onClose(): void;
  /** The Contents button: focus goes back there when Escape closes the panel. */
  opener: RefObject<HTMLButtonElement | null>;
}

/** The book's table of contents in a side panel; the current chapter is marked. */
export function TocPanel({ toc, currentSpine, onPick, onClose, opener }: Props) {
  const { t } = useTranslation();
  const currentRef = useRef<HTMLButtonElement | null>(null);
  const firstRef = useRef<HTMLButtonElement | null>(null);
  // Escape closes the contents, not the reader (core/layers.ts).
  usePlayerLayer('panel', true, onClose, opener);

  // Focus moves into the panel so arrows and Enter work at once (and C closes it again).
  useEffect(() => {
    (currentRef.current ?? firstRef.current)?.focus();
  }, []);

  const current = toc.reduce<number>(
    (found, entry, i) =>
      currentSpine !== null && entry.spineIndex >= 0 && entry.spineIndex <= currentSpine ? i : found,
    -1,
  );

  return (
    <aside className={styles.toc} aria-labelledby="reader-toc-title" data-testid="reader-toc">
      <header className={styles.tocHeader}>
        <h2 id="reader-toc-title" className={styles.tocTitle}>
          {t('players-reader.ebook.toc')}
        </h2>
        <IconButton icon="close" size="sm" label={t('players-reader.ebook.closeToc')} onClick={onClose} />
      </header>
      {toc.length === 0 ? (
        <p className={styles.tocEmpty}>{t('players-reader.ebook.tocEmpty')}</p>
      ) : (
        <ol className={styles.tocList}>
          {toc.map((entry, i) => (
            <li key={entry.key} style={{ paddingInlineStart: `${entry.depth * 14}px` }}>
              <button
                type="button"
                ref={i === current ? currentRef : i === 0 ? firstRef : undefined}
                className={styles.tocItem}
                aria-current={i === current ? 'location' : undefined}
                disabled={entry.spineIndex < 0}
                data-spine={entry.spineIndex}
                onClick={() => onPick(entry.spineIndex)}
              >
                <span className={styles.tocNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <span>{entry.title || t('players-reader.ebook.untitledChapter', { number: i + 1 })}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
