/** The public surface of modules/reports: other modules import only this (docs/modules.md); module.ts declares it. */
export type { Dashboard, DashboardRequest } from './service';
