/** Packaging of imported media for delivery (docs/libraries.md "packaging"). */
export { packageVideo, SEGMENT_SECONDS, MASTER_PLAYLIST, POSTER_FILE } from './video';
export type { PackagedVideo, PackagedRendition, VideoProbe, PackageVideoInput } from './video';
export { packageAudio, packageChapters, playableAs, probeFromTags } from './audio';
export type { AudioProbe, ChapterCut, PackagedAudio, PackagedChapter } from './audio';
export { packageEbook, EBOOK_FILE } from './ebook';
export { packageGame, GAME_MAX_BYTES } from './game';
export { PackagingError, type PackagingProblem } from './staging';
