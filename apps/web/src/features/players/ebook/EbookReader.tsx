import { useMemo, useRef, useState } from 'react';
import type { PlayerProps } from '../core/contract';
import { useFullscreen } from '../game/useFullscreen';
import { useTitleMediaSession } from '../core/media-session';
import { ReaderFooter } from './ReaderFooter';
import { ReaderToolbar } from './ReaderToolbar';
import { ReaderStage } from './ReaderStage';
import { chapterTitleAt } from './reader-rules';
import { pageColours } from './reader-themes';
import { useReaderBook } from './useReaderBook';
import { useReaderPrefs } from './useReaderPrefs';
import { useReadingProgress } from './useReadingProgress';
import styles from './EbookReader.module.css';

/**
 * The ebook reader (issue #4): an EPUB paginated by epub.js, with page and chapter navigation,
 * the table of contents, five text sizes, three reading themes and "page N of M". Progress is the
 * 0..1 fraction with {cfi, percent, page}; the host saves it (at once on a chapter change).
 */
export default function EbookReader(props: PlayerProps) {
  const { playback, reportProgress, useActions, setMediaSession } = props;
  const ebook = playback.ebook;
  const rootRef = useRef<HTMLDivElement | null>(null);
  const viewerRef = useRef<HTMLDivElement | null>(null);
  const [tocOpen, setTocOpen] = useState(false);
  const tocButton = useRef<HTMLButtonElement>(null);
  const { fontStep, theme, setTheme, changeFont } = useReaderPrefs();
  const fullscreen = useFullscreen(rootRef);

  const reader = useReaderBook({ props, rootRef, viewerRef, fontStep, theme });
  const { location, status, next, previous, goToSpine, page, pages, percent, spine } = reader;

  useTitleMediaSession({ playback, setMediaSession });
  useReadingProgress(location, page, reportProgress);

  const pickChapter = (index: number) => {
    goToSpine(index);
    setTocOpen(false);
  };

  useReaderKeys(useActions, reader, changeFont, setTocOpen, fullscreen.toggle);

  const currentTitle = useMemo(() => chapterTitleAt(reader.toc, spine), [reader.toc, spine]);

  if (!ebook) return null;

  return (
    <div
      ref={rootRef}
      className={styles.reader}
      data-theme={theme}
      data-testid="ebook-reader"
      data-status={status}
      data-page={page ?? undefined}
      data-pages={pages ?? undefined}
      data-percent={location?.fraction != null ? (location.fraction * 100).toFixed(2) : undefined}
      data-spine={spine ?? undefined}
      data-font-step={fontStep}
      style={pageColours(theme)}
    >
      <ReaderToolbar
        tocButton={tocButton}
        tocOpen={tocOpen}
        onToggleToc={() => setTocOpen((open) => !open)}
        chapterTitle={currentTitle}
        fontStep={fontStep}
        changeFont={changeFont}
        theme={theme}
        setTheme={setTheme}
        fullscreen={fullscreen}
      />

      <ReaderStage
        viewerRef={viewerRef}
        status={status}
        location={location}
        next={next}
        previous={previous}
        toc={tocOpen ? { entries: reader.toc, spine, opener: tocButton } : null}
        onPickChapter={pickChapter}
        onCloseToc={() => setTocOpen(false)}
      />

      <ReaderFooter
        status={status}
        location={location}
        spine={spine}
        chapterCount={reader.chapterCount}
        page={page}
        pages={pages}
        percent={percent}
        next={next}
        previous={previous}
        goToSpine={goToSpine}
      />
    </div>
  );
}

/** The reader's meaning of the keyboard scheme: pages, chapters, text size, contents, full screen. */
function useReaderKeys(
  useActions: PlayerProps['useActions'],
  reader: Pick<ReturnType<typeof useReaderBook>, 'next' | 'previous' | 'goToSpine' | 'spine'>,
  changeFont: (delta: number) => void,
  setTocOpen: (update: (open: boolean) => boolean) => void,
  toggleFullscreen: () => void,
): void {
  const { next, previous, goToSpine, spine } = reader;
  useActions({
    seekBack: previous,
    seekForward: next,
    slower: () => changeFont(-1),
    faster: () => changeFont(1),
    previousChapter: () => spine !== null && goToSpine(spine - 1),
    nextChapter: () => spine !== null && goToSpine(spine + 1),
    toggleCaptions: () => setTocOpen((open) => !open),
    toggleFullscreen: toggleFullscreen,
  });
}
