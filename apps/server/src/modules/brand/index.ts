/** The public surface of modules/brand: other modules import only this (docs/modules.md); module.ts declares it. */
// What other modules use of this one (they import nothing else of it).
export { brandIdFlag, toBrand, type Brand } from './model';
export { findBrandById, listBrandTags } from './repo';
export { normalizeHostname } from './service';
