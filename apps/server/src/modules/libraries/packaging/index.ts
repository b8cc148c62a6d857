/** Packaging of imported media for delivery (docs/libraries.md "packaging"). */
export { packageVideo, SEGMENT_SECONDS, MASTER_PLAYLIST, POSTER_FILE } from './video';
export type { PackagedVideo, PackagedRendition, VideoProbe, PackageVideoInput } from './video';
export { packageAudio, playableAs, probeFromTags } from './audio';
export type { AudioProbe, PackagedAudio } from './audio';
export { packageEbook, EBOOK_FILE } from './ebook';
export { packageGame, GAME_MAX_BYTES } from './game';
export { PackagingError, type PackagingProblem } from './staging';
