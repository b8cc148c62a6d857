/** Staff accounts, their brands, sessions, recovery codes and invitations (migration 0029). Kysely only. */
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { StaffSessionsTable, StaffTable } from '../../db/tables/staff';

export type StaffRow = Selectable<StaffTable>;
export type StaffSessionRow = Selectable<StaffSessionsTable>;

export async function findStaffByEmail(db: DbOrTrx, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findStaffById(db: DbOrTrx, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listStaffRows(db: DbOrTrx): Promise<StaffRow[]> {
  return db.selectFrom('staff').selectAll().orderBy('email').execute();
}

/** The brands of each of these staff members, by staff id. */
export async function brandIdsOfStaff(
  db: DbOrTrx,
  staffIds: readonly number[],
): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(staffIds.map((id) => [id, []]));
  if (staffIds.length === 0) return out;
  const rows = await db
    .selectFrom('staff_brands')
    .select(['staff_id', 'brand_id'])
    .where('staff_id', 'in', [...staffIds])
    .orderBy('brand_id')
    .execute();
  for (const r of rows) out.get(r.staff_id)?.push(r.brand_id);
  return out;
}

export interface NewStaff {
  email: string;
  name: string;
  role: string;
  passwordHash: string | null;
  totpSecret: string | null;
  enrolledAt: string | null;
  lang: string;
  createdAt: string;
}

/** The new account's id, or null when the e-mail is taken (settled by the unique key). */
export async function insertStaff(db: DbOrTrx, s: NewStaff): Promise<number | null> {
  const row = await db
    .insertInto('staff')
    .values({
      email: s.email,
      name: s.name,
      role: s.role,
      password_hash: s.passwordHash,
      totp_secret: s.totpSecret,
      totp_enrolled_at: s.enrolledAt,
      lang: s.lang,
      created_at: s.createdAt,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function deleteStaffBrands(db: DbOrTrx, staffId: number): Promise<void> {
  await db.deleteFrom('staff_brands').where('staff_id', '=', staffId).execute();
}

export async function insertStaffBrands(
  db: DbOrTrx,
  staffId: number,
  brandIds: readonly string[],
): Promise<void> {
  if (brandIds.length === 0) return;
  await db
    .insertInto('staff_brands')
    .values(brandIds.map((brand_id) => ({ staff_id: staffId, brand_id })))
    .execute();
}

export async function updateStaffRole(db: DbOrTrx, staffId: number, role: string): Promise<void> {
  await db.updateTable('staff').set({ role }).where('id', '=', staffId).execute();
}

export async function deactivateStaffRow(db: DbOrTrx, staffId: number): Promise<void> {
  await db.updateTable('staff').set({ active: 0 }).where('id', '=', staffId).execute();
}

export async function updateStaffLang(db: DbOrTrx, staffId: number, lang: string): Promise<void> {
  await db.updateTable('staff').set({ lang }).where('id', '=', staffId).execute();
}

export async function updateStaffPassword(
  db: DbOrTrx,
  staffId: number,
  passwordHash: string,
  name: string,
): Promise<void> {
  await db
    .updateTable('staff')
    .set({ password_hash: passwordHash, name })
    .where('id', '=', staffId)
    .execute();
}

export async function markSignedIn(db: DbOrTrx, staffId: number, at: string): Promise<void> {
  await db.updateTable('staff').set({ last_sign_in_at: at }).where('id', '=', staffId).execute();
}

/** Keeps a secret proposed at enrolment until a code from it proves the app has it. */
export async function proposeTotpSecret(db: DbOrTrx, staffId: number, secret: string): Promise<void> {
  await db
    .updateTable('staff')
    .set({ totp_secret: secret })
    .where('id', '=', staffId)
    .where('totp_enrolled_at', 'is', null)
    .execute();
}

export async function markEnrolled(db: DbOrTrx, staffId: number, at: string): Promise<void> {
  await db.updateTable('staff').set({ totp_enrolled_at: at }).where('id', '=', staffId).execute();
}

/**
 * Takes a TOTP time step for the account unless that step or a later one was already used: in one
 * statement, so of two requests with the same code only one wins (a code works once).
 */
export async function claimTotpStep(db: DbOrTrx, staffId: number, step: number): Promise<boolean> {
  const r = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertStaffSession(
  db: DbOrTrx,
  s: {
    staffId: number;
    tokenHash: string;
    kind: 'challenge' | 'session';
    createdAt: string;
    expiresAt: string;
    ip: string;
    freshUntil: string | null;
  },
): Promise<void> {
  await db
    .insertInto('staff_sessions')
    .values({
      staff_id: s.staffId,
      token_hash: s.tokenHash,
      kind: s.kind,
      created_at: s.createdAt,
      expires_at: s.expiresAt,
      fresh_until: s.freshUntil,
      ip: s.ip,
    })
    .execute();
}

/** A live session (or challenge) of an active staff member, by its token's hash. */
export async function findLiveStaffSession(
  db: DbOrTrx,
  tokenHash: string,
  kind: 'challenge' | 'session',
  now: string,
): Promise<(StaffSessionRow & { staff: StaffRow }) | undefined> {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .selectAll('staff_sessions')
    .select([
      'staff.email',
      'staff.name',
      'staff.role',
      'staff.password_hash',
      'staff.totp_secret',
      'staff.totp_enrolled_at',
      'staff.totp_last_step',
      'staff.lang',
      'staff.active',
      'staff.last_sign_in_at',
      'staff.created_at as staff_created_at',
    ])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.kind', '=', kind)
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', now)
    .where('staff.active', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    staff_created_at,
    email,
    name,
    role,
    password_hash,
    totp_secret,
    totp_enrolled_at,
    totp_last_step,
    lang,
    active,
    last_sign_in_at,
    ...session
  } = row;
  return {
    ...session,
    staff: {
      id: session.staff_id,
      email,
      name,
      role,
      password_hash,
      totp_secret,
      totp_enrolled_at,
      totp_last_step,
      lang,
      active,
      last_sign_in_at,
      created_at: staff_created_at,
    },
  };
}

/** Ends a session or challenge; true when this call ended it (a challenge is used once). */
export async function revokeStaffSession(db: DbOrTrx, sessionId: number, at: string): Promise<boolean> {
  const r = await db
    .updateTable('staff_sessions')
    .set({ revoked_at: at })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function revokeAllStaffSessions(db: DbOrTrx, staffId: number, at: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: at })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function setSessionFresh(db: DbOrTrx, sessionId: number, freshUntil: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ fresh_until: freshUntil })
    .where('id', '=', sessionId)
    .execute();
}

export async function replaceRecoveryCodes(
  db: DbOrTrx,
  staffId: number,
  codeHashes: readonly string[],
): Promise<void> {
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ staff_id: staffId, code_hash })))
    .execute();
}

/** Uses an unused recovery code: in one statement, so a code works once however often it is sent. */
export async function useRecoveryCode(
  db: DbOrTrx,
  staffId: number,
  codeHash: string,
  at: string,
): Promise<boolean> {
  const r = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: at })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) >= 1;
}

export async function insertInvitation(
  db: DbOrTrx,
  i: { staffId: number; tokenHash: string; expiresAt: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('staff_invitations')
    .values({
      staff_id: i.staffId,
      token_hash: i.tokenHash,
      expires_at: i.expiresAt,
      created_at: i.createdAt,
    })
    .execute();
}

/** Uses a live invitation once; the staff id it was for, else null. */
export async function claimInvitation(db: DbOrTrx, tokenHash: string, now: string): Promise<number | null> {
  const row = await db
    .updateTable('staff_invitations')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('staff_id')
    .executeTakeFirst();
  return row?.staff_id ?? null;
}
