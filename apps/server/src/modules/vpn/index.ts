/** The public surface of modules/vpn: other modules import only this (docs/modules.md); module.ts declares it. */
export {};
