/** The public surface of modules/staff: other modules import only this (docs/modules.md); module.ts declares it. */
export type { StaffRow } from './repo';
export type { StaffAdminService } from './admin-service';
export type { StaffSignInService } from './sign-in-service';
