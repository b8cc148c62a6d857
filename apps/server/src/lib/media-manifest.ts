/**
 * The contract between the demo-media generator (seed/media) and media delivery (modules/playback),
 * in lib/ because modules never import seed/ (eslint.config.js):
 * `${config.mediaDir}/manifest.json` lists every generated asset. Paths are relative to mediaDir and
 * use forward slashes. Catalogue titles are mapped onto these assets by id (see
 * modules/playback/assets.ts), so 2,100 (or 1,000,000) titles share a few dozen real files.
 */

/** Bump when the generator's output changes: a manifest of another version is regenerated at start. */
export const MEDIA_MANIFEST_VERSION = 4;
export const MEDIA_MANIFEST_FILE = 'manifest.json';

export interface MediaFile {
  /** Relative to mediaDir, e.g. 'movies/m1/video.webm'. */
  file: string;
  bytes: number;
  /** Hex SHA-256 of the file. */
  sha256: string;
  /** With codecs where it matters: 'video/webm; codecs="vp9,opus"'. */
  mimeType: string;
}

export interface SubtitleAsset extends MediaFile {
  /** BCP 47: 'en', 'fr', 'de', 'es' … */
  language: string;
  /** Native language name: 'English', 'Français' … */
  label: string;
}

/** A film or a series episode: real video with sound, plus WebVTT subtitles in several languages. */
export interface VideoAsset {
  key: string;
  title: string;
  /** Seconds (measured from the encoded file). */
  duration: number;
  video: MediaFile;
  poster: MediaFile | null;
  subtitles: SubtitleAsset[];
}

/** The live sports stream: a loop of HLS segments the server serves as an advancing live window. */
export interface LiveStreamAsset {
  key: string;
  /** Seconds per segment (EXT-X-TARGETDURATION). */
  segmentSeconds: number;
  /** In loop order; segment n of the live timeline is segments[n % segments.length]. */
  segments: MediaFile[];
  /** fMP4 initialisation segment, or null for MPEG-TS segments. */
  init: MediaFile | null;
  /** RFC 6381 codecs for the master playlist, e.g. 'avc1.42c01e,mp4a.40.2'. */
  codecs: string;
  resolution: string;
  bitrateKbps: number;
  language: string;
}

export interface AudioAsset {
  key: string;
  title: string;
  duration: number;
  audio: MediaFile;
}

export interface AudiobookAsset {
  key: string;
  title: string;
  /** At least three. */
  chapters: AudioAsset[];
}

export interface EbookAsset {
  key: string;
  title: string;
  /** EPUB 3 with a nav document (table of contents). */
  epub: MediaFile;
  chapterTitles: string[];
  /** Print-equivalent pages of the chapters' text (ebookPageCount): what the catalogue lists as numPages. */
  pageCount: number;
}

/**
 * Words on a printed page, the usual measure of a manuscript's length. A demo ebook lists its
 * EPUB's pages by this measure (issue 29 item 6: a 9-chapter EPUB was listed at 440 pages). The
 * reader's "page x of n in this chapter" counts screens of the chapter, which change with the
 * screen and the text size, so it cannot be the listed figure; the book's percentage is by text.
 */
export const EBOOK_WORDS_PER_PAGE = 250;

export function ebookPageCount(words: number): number {
  return Math.max(1, Math.ceil(words / EBOOK_WORDS_PER_PAGE));
}

export interface GameAsset {
  key: string;
  title: string;
  /** A self-contained HTML file (inline script and style), playable with keyboard and touch. */
  entry: MediaFile;
  /** Key of the controls help in the web locale files: players-reader.game.controls.<controlsKey>. */
  controlsKey: string;
}

export interface SoftwareAsset {
  key: string;
  title: string;
  platform: 'windows' | 'macos' | 'linux' | 'android';
  version: string;
  fileName: string;
  download: MediaFile;
}

export interface MediaManifest {
  version: number;
  generatedAt: string;
  movies: VideoAsset[];
  episodes: VideoAsset[];
  live: LiveStreamAsset;
  music: AudioAsset[];
  audiobooks: AudiobookAsset[];
  ebooks: EbookAsset[];
  games: GameAsset[];
  software: SoftwareAsset[];
}
