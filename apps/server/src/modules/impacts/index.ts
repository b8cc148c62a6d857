/** The public surface of modules/impacts: other modules import only this (docs/modules.md); module.ts declares it. */
export {};
