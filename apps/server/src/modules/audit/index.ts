/** The public surface of modules/audit: other modules import only this (docs/modules.md); module.ts declares it. */
export type { AuditRecord } from './model';
// A value, not only a type: operator commands build one on the command's own database handle.
export { AuditService } from './service';
