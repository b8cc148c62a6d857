/**
 * What a scan keeps of one file (issue 32, point 2): the readers' answer reduced to what a title is
 * built from, stored as JSON beside the file's row so a title can be rebuilt when one of its files
 * changes without reading the others again.
 */
export interface CreditFact {
  name: string;
  /** artist | cast | director | producer | writer | author | narrator | publisher | studio */
  role: string;
}

export interface ChapterFact {
  title: string;
  startSeconds: number;
  endSeconds: number;
}

export interface FileFacts {
  title?: string;
  description?: string;
  artist?: string;
  albumArtist?: string;
  album?: string;
  trackNumber?: number;
  discNumber?: number;
  /** YYYY, YYYY-MM or YYYY-MM-DD */
  date?: string;
  genres?: string[];
  credits?: CreditFact[];
  durationSeconds?: number;
  width?: number;
  height?: number;
  container?: string;
  videoCodec?: string;
  audioCodec?: string;
  chapters?: ChapterFact[];
  language?: string;
  isbn?: string;
  publisher?: string;
  /** An EPUB's spine length. */
  chapterCount?: number;
  /** From the path: `Show/Season 01/Show S01E02.mkv`. */
  show?: string;
  season?: number;
  episode?: number;
  /** A picture inside the file (ID3 APIC, MP4 covr, EPUB cover-image). */
  embeddedCover?: boolean;
  free?: boolean;
  /** Problems that did not stop the import (a garbled tag replaced by the file name). */
  warnings?: string[];
}
