/** The public surface of modules/audit: other modules import only this (docs/modules.md); module.ts declares it. */
export type { AuditRecord } from './model';
export { AuditService } from './service';
