/** The public surface of modules/green: other modules import only this (docs/modules.md); module.ts declares it. */
// What other modules use of this one (they import nothing else of it).
export { creditPlayTime, isStreamedMediaType } from './play-time';
export { findPlayCursor } from './play-time-repo';
export { memberGreenPoints } from './resolvers';
