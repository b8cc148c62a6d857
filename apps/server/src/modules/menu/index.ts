/** The public surface of modules/menu: other modules import only this (docs/modules.md); module.ts declares it. */
export {};
