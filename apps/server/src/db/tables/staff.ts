import type { Generated } from 'kysely';

/** The operator console's tables (migration 0029, docs/console.md). Conventions as in ../schema.ts. */

export interface StaffTable {
  id: Generated<number>;
  email: string; // lower-case
  name: string;
  role: string; // packages/domain STAFF_ROLES
  password_hash: string | null; // null until an invitation is accepted
  totp_secret: string | null; // base32, null until enrolled
  totp_enrolled_at: string | null;
  totp_last_step: number | null; // the last accepted TOTP time step: each code works once
  lang: Generated<string>;
  active: Generated<number>; // 0/1
  last_sign_in_at: string | null;
  created_at: string;
}

export interface StaffBrandsTable {
  staff_id: number;
  brand_id: string;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string; // SHA-256 of the token, base64url
  kind: string; // 'challenge' | 'session'
  created_at: string;
  expires_at: string;
  fresh_until: string | null;
  revoked_at: string | null;
  ip: string | null;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface StaffInvitationsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  staff_email: string | null;
  brand_id: string | null;
  action: string;
  target: string;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
}

export interface StaffTables {
  staff: StaffTable;
  staff_brands: StaffBrandsTable;
  staff_sessions: StaffSessionsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_invitations: StaffInvitationsTable;
  audit_log: AuditLogTable;
}
