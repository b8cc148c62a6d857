/** The public surface of modules/playback: other modules import only this (docs/modules.md); module.ts declares it. */
export {};
