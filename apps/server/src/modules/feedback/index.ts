/** The public surface of modules/feedback: other modules import only this (docs/modules.md); module.ts declares it. */
export {};
