/** The public surface of modules/library: other modules import only this (docs/modules.md); module.ts declares it. */
// What other modules use of this one (they import nothing else of it).
export { progressRows, progressValues, toProgress, type ProgressModel } from './repo';
