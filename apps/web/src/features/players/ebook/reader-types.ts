import type { ReaderScreen } from '@member-area/domain';

export interface TocEntry {
  title: string;
  spineIndex: number;
  depth: number;
  key: string;
}

export interface ReaderLocation {
  cfi: string;
  /** 0..1 of the book, null until the locations are built. */
  fraction: number | null;
  spineIndex: number;
  /** The screen shown, counted within its chapter (what the member turns). */
  screen: ReaderScreen;
  atStart: boolean;
  atEnd: boolean;
}

export type ReaderStatus = 'loading' | 'ready' | 'failed';

/** How the pages look: text size and the theme's colours. */
export interface ReaderAppearance {
  fontSize: string;
  color: string;
  background: string;
}
