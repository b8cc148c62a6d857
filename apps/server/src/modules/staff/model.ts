import {
  asLanguageCode,
  DEFAULT_LANGUAGE,
  STAFF_ROLES,
  type LanguageCode,
  type StaffRole,
} from '@member-area/domain';
import type { StaffRow } from './repo';

/** A staff account as the console shows it (never its password hash or TOTP secret). */
export interface StaffModel {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The brands they hold; an owner holds every brand whatever is listed. */
  brandIds: string[];
  active: boolean;
  enrolled: boolean;
  lang: LanguageCode;
  lastSignInAt: string | null;
}

export function asStaffRole(value: string): StaffRole | null {
  return (STAFF_ROLES as readonly string[]).includes(value) ? (value as StaffRole) : null;
}

export function toStaff(row: StaffRow, brandIds: string[]): StaffModel {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    // A role the code no longer knows grants nothing: support of no brand is the least.
    role: asStaffRole(row.role) ?? 'support',
    brandIds: row.role === 'owner' ? [] : brandIds,
    active: row.active === 1,
    enrolled: row.totp_enrolled_at !== null,
    lang: asLanguageCode(row.lang) ?? DEFAULT_LANGUAGE,
    lastSignInAt: row.last_sign_in_at,
  };
}
