/** The public surface of modules/support: other modules import only this (docs/modules.md); module.ts declares it. */
export {};
