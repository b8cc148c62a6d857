/**
 * Why a library file was not imported, or imported with a warning (issue 32 point 5: "bad files get
 * a reason each"). Each code is shown to an operator in the scan summary and the console, so each
 * names something the operator can fix in the folder.
 */
export const LIBRARY_FILE_PROBLEMS = [
  /** The file has zero bytes. */
  'empty_file',
  /** The media stops early (a copy cut short): ffprobe finds no index (MP4 moov atom) or the stream ends mid-frame. */
  'truncated_media',
  /** The bytes are not media a reader can decode. */
  'corrupt_media',
  /** The content is another format than the extension says (a FLAC named .mp3, a zip named .epub that is not one). */
  'wrong_extension',
  /** A tag's text is not valid in its declared encoding (U+FFFD, mojibake): imported with the name from the file, with a warning. */
  'broken_tag_encoding',
  /** A path, or a name inside an archive, that tries to leave its folder (`..`, absolute, control characters, backslashes). */
  'unsafe_name',
  /** A link that points outside the library's folder. */
  'outside_library',
  /** A file this library's media type cannot hold (a .pdf in an ebook library, an .mp3 in a film library). */
  'unsupported_file',
  /** A game archive without index.html at its root or in its one top folder. */
  'no_index_html',
  /** The server cannot read the file (permissions, an I/O error, it vanished during the scan). */
  'unreadable_file',
  /** The file, or what an archive unpacks to, is over the size the server accepts. */
  'too_large',
  /** A sidecar JSON that is not valid JSON or has fields the sidecar does not know. */
  'invalid_sidecar',
  /** The media has no video stream (in a film or series library) or no audio stream (music, audiobook). */
  'no_media_stream',
  /** ffprobe did not answer in time. */
  'probe_timeout',
  /** The server has no ffprobe binary for this platform (FFPROBE_PATH unset and the installer has none). */
  'probe_unavailable',
] as const;
export type LibraryFileProblem = (typeof LIBRARY_FILE_PROBLEMS)[number];

export function isLibraryFileProblem(value: unknown): value is LibraryFileProblem {
  return typeof value === 'string' && (LIBRARY_FILE_PROBLEMS as readonly string[]).includes(value);
}

/**
 * Problems a file is still imported with (issue 32: a track with a garbled title imports with the
 * title from its file name and a warning); every other problem refuses the file.
 */
export const LIBRARY_FILE_WARNINGS: readonly LibraryFileProblem[] = ['broken_tag_encoding'];

export function isLibraryFileWarning(problem: LibraryFileProblem): boolean {
  return LIBRARY_FILE_WARNINGS.includes(problem);
}

/**
 * Why packaging gave up on a file after its retries (docs/libraries.md "Packaging"), stored as
 * `library_files.package_error` and translated by the console; what the tool said is kept beside it
 * as an untranslated detail.
 */
export const LIBRARY_PACKAGING_PROBLEMS = [
  /** The server has no ffmpeg (or ffprobe) binary for this platform. */
  'ffmpeg_missing',
  /** ffmpeg stopped with an error (the detail has its last lines). */
  'ffmpeg_failed',
  /** The job was stopped (the server shut down) on every try. */
  'aborted',
  /** A film or episode without a picture to package. */
  'no_picture',
  /** A game zip entry whose name would leave its folder. */
  'unsafe_entry',
  /** A game that unpacks to more than the server accepts. */
  'too_large',
  /** A game zip without index.html at its top or in its one folder. */
  'no_index',
  /** A zip that cannot be read, or a file that can no longer be found in the folder. */
  'corrupt_zip',
  /** Anything else (the detail says what). */
  'packaging_failed',
] as const;
export type LibraryPackagingProblem = (typeof LIBRARY_PACKAGING_PROBLEMS)[number];

export function isLibraryPackagingProblem(value: unknown): value is LibraryPackagingProblem {
  return typeof value === 'string' && (LIBRARY_PACKAGING_PROBLEMS as readonly string[]).includes(value);
}
