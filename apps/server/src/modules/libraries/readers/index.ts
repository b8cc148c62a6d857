/** The readers of issue 32 point 2: each answers { ok: true, value } or { ok: false, problem } and never throws on a bad file. */
export { findCover } from '@member-area/domain';
export {
  readAudioTags,
  type AudioChapter,
  type AudioTagOptions,
  type AudioTags,
  type EmbeddedPicture,
} from './audio-tags';
export { readEpub, EPUB_MAX_BYTES, type EpubCover, type EpubCreator, type EpubMetadata } from './epub';
export { findFfprobe } from '../../../lib/media-tools';
export { readGameZip, GAME_ZIP_MAX_TOTAL_BYTES, type GameZip, type GameZipOptions } from './game-zip';
export {
  probeMedia,
  type ProbedAudioStream,
  type ProbedChapter,
  type ProbedMedia,
  type ProbedVideoStream,
  type ProbeOptions,
} from './probe-media';
export { type ReadProblem, type ReadResult } from './result';
export { readSidecar, sidecarSchema, SIDECAR_CREDIT_ROLES, type Sidecar } from './sidecar';
export { isBrokenTagText } from './tag-encoding';
export { resolveLibraryFile, type LibraryFileLocation } from './library-path';
export { sniffFormat } from './magic';
