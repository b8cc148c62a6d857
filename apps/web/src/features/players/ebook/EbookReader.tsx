import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerProps } from '../core/contract';
import { IconButton } from '../core/controls';
import { useFullscreen } from '../game/useFullscreen';
import { PlayerIcon } from '../core/icons';
import { TocPanel } from './TocPanel';
import { loadFontStep, loadTheme, saveFontStep, saveTheme } from './reader-prefs';
import {
  clampFontStep,
  FONT_STEPS,
  parseEbookPosition,
  READER_THEMES,
  type ReaderTheme,
} from './reader-rules';
import { THEME_COLOURS } from './reader-themes';
import { useEpubReader } from './useEpubReader';
import styles from './EbookReader.module.css';
import { useTitleMediaSession } from '../core/media-session';

/**
 * The ebook reader (issue #4): an EPUB paginated by epub.js, with page and chapter navigation,
 * the table of contents, five text sizes, three reading themes and "page N of M". Progress is the
 * 0..1 fraction with {cfi, percent, page}; the host saves it (at once on a chapter change).
 */
export default function EbookReader(props: PlayerProps) {
  const { playback, resume, reportProgress, onError, useActions, setMediaSession, refreshPlayback } = props;
  const { t } = useTranslation();
  const ebook = playback.ebook;
  const rootRef = useRef<HTMLDivElement | null>(null);
  const viewerRef = useRef<HTMLDivElement | null>(null);
  const [tocOpen, setTocOpen] = useState(false);
  const tocButton = useRef<HTMLButtonElement>(null);
  const [fontStep, setFontStep] = useState(loadFontStep);
  const [theme, setTheme] = useState<ReaderTheme>(loadTheme);
  const fullscreen = useFullscreen(rootRef);

  // The stored position, read once: later saves must not move the open book.
  const [start] = useState(() => parseEbookPosition(resume?.position ?? null));

  const forwardFrameKey = useCallback((event: KeyboardEvent) => {
    // The book's iframe keeps its key events; replay them where the host listens.
    rootRef.current?.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: event.key,
        code: event.code,
        shiftKey: event.shiftKey,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        bubbles: true,
        cancelable: true,
      }),
    );
  }, []);

  // epub.js renders each page in an iframe of its own; a frame needs a name (WCAG 4.1.2).
  const frameTitle = t('players.reader.pageFrame', { title: playback.title });
  useEffect(() => {
    const viewer = viewerRef.current;
    if (!viewer) return;
    const name = () => {
      for (const frame of viewer.querySelectorAll('iframe')) {
        if (frame.title !== frameTitle) frame.title = frameTitle;
      }
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(viewer, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [frameTitle]);

  const reader = useEpubReader({
    url: ebook?.url ?? '',
    viewerRef,
    startCfi: start?.cfi ?? null,
    appearance: {
      fontSize: `${FONT_STEPS[fontStep]}%`,
      color: THEME_COLOURS[theme].text,
      background: THEME_COLOURS[theme].background,
    },
    refreshUrl: async () => {
      try {
        return (await refreshPlayback()).ebook?.url ?? null;
      } catch {
        return null;
      }
    },
    onFailure: onError,
    onFrameKey: forwardFrameKey,
  });
  const { location, status, next, previous, goToSpine } = reader;
  // Pages count the screens of the chapter the member is in (readerScreen); the whole book is the
  // percentage, by characters, so a new text size keeps it where it was.
  const page = location?.screen.page ?? null;
  const pages = location?.screen.pages ?? null;
  const percent = location?.fraction != null ? Math.round(location.fraction * 100) : null;

  useTitleMediaSession({ playback, setMediaSession });

  // Report every move; a new chapter is written at once (the host throttles the rest). Each save
  // gives the host a new playback object and a new reportProgress: reading it through a ref keeps
  // a save from triggering the next one.
  const reportRef = useRef(reportProgress);
  reportRef.current = reportProgress;
  const lastSpine = useRef<number | null>(null);
  useEffect(() => {
    if (!location || location.fraction === null || page === null) return;
    const chapterChanged = lastSpine.current !== null && lastSpine.current !== location.spineIndex;
    lastSpine.current = location.spineIndex;
    reportRef.current(
      location.fraction,
      { cfi: location.cfi, percent: location.fraction, page },
      { flush: chapterChanged || location.atEnd },
    );
  }, [location, page]);

  // Text size and theme are remembered for the next book.
  useEffect(() => saveFontStep(fontStep), [fontStep]);
  useEffect(() => saveTheme(theme), [theme]);

  const spine = location?.spineIndex ?? null;
  const chapterCount = reader.bookRef.current?.spine.length ?? 0;
  const changeFont = (delta: number) => setFontStep((step) => clampFontStep(step + delta));
  const pickChapter = (index: number) => {
    goToSpine(index);
    setTocOpen(false);
  };

  useActions({
    seekBack: previous,
    seekForward: next,
    slower: () => changeFont(-1),
    faster: () => changeFont(1),
    previousChapter: () => spine !== null && goToSpine(spine - 1),
    nextChapter: () => spine !== null && goToSpine(spine + 1),
    toggleCaptions: () => setTocOpen((open) => !open),
    toggleFullscreen: fullscreen.toggle,
  });

  const currentTitle = useMemo(() => {
    if (spine === null) return null;
    const entries = reader.toc.filter((entry) => entry.spineIndex >= 0 && entry.spineIndex <= spine);
    return entries.at(-1)?.title ?? null;
  }, [reader.toc, spine]);

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
      style={
        {
          '--page-bg': THEME_COLOURS[theme].background,
          '--page-text': THEME_COLOURS[theme].text,
        } as CSSProperties
      }
    >
      <div className={styles.toolbar} role="toolbar" aria-label={t('players-reader.ebook.toolbar')}>
        <button
          ref={tocButton}
          type="button"
          className={styles.tocButton}
          aria-label={t('players-reader.ebook.toc')}
          aria-expanded={tocOpen}
          onClick={() => setTocOpen((open) => !open)}
        >
          <PlayerIcon name="toc" size={20} />
          <span className={styles.tocButtonLabel}>{t('players-reader.ebook.toc')}</span>
        </button>
        <p className={styles.chapterTitle} aria-live="polite">
          {currentTitle}
        </p>
        <div className={styles.group} role="group" aria-label={t('players-reader.ebook.textSize')}>
          <button
            type="button"
            className={styles.toolButton}
            aria-label={t('players-reader.ebook.smallerText')}
            title={t('players-reader.ebook.smallerText')}
            disabled={fontStep === 0}
            onClick={() => changeFont(-1)}
          >
            <PlayerIcon name="text-smaller" size={20} />
          </button>
          <span className={styles.fontValue} aria-live="polite">
            {t('players-reader.ebook.fontPercent', { percent: FONT_STEPS[fontStep] })}
          </span>
          <button
            type="button"
            className={styles.toolButton}
            aria-label={t('players-reader.ebook.largerText')}
            title={t('players-reader.ebook.largerText')}
            disabled={fontStep === FONT_STEPS.length - 1}
            onClick={() => changeFont(1)}
          >
            <PlayerIcon name="text-larger" size={20} />
          </button>
        </div>
        <div className={styles.group} role="radiogroup" aria-label={t('players-reader.ebook.theme')}>
          {READER_THEMES.map((name) => (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={theme === name}
              className={styles.swatch}
              data-swatch={name}
              title={t(`players-reader.ebook.themes.${name}`)}
              aria-label={t(`players-reader.ebook.themes.${name}`)}
              onClick={() => setTheme(name)}
            >
              Aa
            </button>
          ))}
        </div>
        {fullscreen.supported ? (
          <IconButton
            icon={fullscreen.active ? 'fullscreen-exit' : 'fullscreen'}
            size="sm"
            label={t(fullscreen.active ? 'players-reader.exitFullscreen' : 'players-reader.fullscreen')}
            className={styles.hideOnPhone}
            onClick={fullscreen.toggle}
          />
        ) : null}
      </div>

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
        {tocOpen ? (
          <>
            <button
              type="button"
              className={styles.scrim}
              aria-label={t('players-reader.ebook.closeToc')}
              tabIndex={-1}
              onClick={() => setTocOpen(false)}
            />
            <TocPanel
              toc={reader.toc}
              currentSpine={spine}
              onPick={pickChapter}
              onClose={() => setTocOpen(false)}
              opener={tocButton}
            />
          </>
        ) : null}
      </div>

      <div className={styles.footer}>
        <IconButton
          icon="previous"
          size="sm"
          label={t('players-reader.ebook.previousChapter')}
          disabled={spine === null || spine <= 0}
          onClick={() => spine !== null && goToSpine(spine - 1)}
        />
        <button
          type="button"
          className={`${styles.footTurn}`}
          aria-label={t('players-reader.ebook.previousPage')}
          disabled={status !== 'ready' || location?.atStart}
          onClick={previous}
        >
          <PlayerIcon name="chevron-left" size={20} />
        </button>
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
        </div>
        <button
          type="button"
          className={`${styles.footTurn}`}
          aria-label={t('players-reader.ebook.nextPage')}
          disabled={status !== 'ready' || location?.atEnd}
          onClick={next}
        >
          <PlayerIcon name="chevron-right" size={20} />
        </button>
        <IconButton
          icon="next"
          size="sm"
          label={t('players-reader.ebook.nextChapter')}
          disabled={spine === null || spine >= chapterCount - 1}
          onClick={() => spine !== null && goToSpine(spine + 1)}
        />
      </div>
    </div>
  );
}
