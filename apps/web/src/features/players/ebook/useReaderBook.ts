import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerProps } from '../core/contract';
import { FONT_STEPS, parseEbookPosition, type ReaderTheme } from './reader-rules';
import { THEME_COLOURS } from './reader-themes';
import { useEpubReader } from './useEpubReader';
import { useReaderFrames } from './useReaderFrames';

interface Input {
  props: PlayerProps;
  rootRef: RefObject<HTMLElement | null>;
  viewerRef: RefObject<HTMLDivElement | null>;
  fontStep: number;
  theme: ReaderTheme;
}

/**
 * The open book: epub.js in `viewerRef` from the stored position, in the chosen text size and
 * theme, with fresh URLs when its own expires; and where the member is in it.
 */
export function useReaderBook({ props, rootRef, viewerRef, fontStep, theme }: Input) {
  const { playback, resume, onError, refreshPlayback } = props;
  const { t } = useTranslation();
  // The stored position, read once: later saves must not move the open book.
  const [start] = useState(() => parseEbookPosition(resume?.position ?? null));
  const frameTitle = t('players.reader.pageFrame', { title: playback.title });
  const { forwardFrameKey } = useReaderFrames(rootRef, viewerRef, frameTitle);

  const reader = useEpubReader({
    url: playback.ebook?.url ?? '',
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
  const { location } = reader;
  // Pages count the screens of the chapter the member is in (readerScreen); the whole book is the
  // percentage, by characters, so a new text size keeps it where it was.
  return {
    ...reader,
    page: location?.screen.page ?? null,
    pages: location?.screen.pages ?? null,
    percent: location?.fraction != null ? Math.round(location.fraction * 100) : null,
    spine: location?.spineIndex ?? null,
    chapterCount: reader.bookRef.current?.spine.length ?? 0,
  };
}
