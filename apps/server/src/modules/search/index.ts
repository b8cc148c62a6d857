/** The public surface of modules/search: other modules import only this (docs/modules.md); module.ts declares it. */
export {};
