import { createIndex, type AnyDb } from './helpers';
import { createTableWithId, notNull, ownedBy } from './tables';

/**
 * The operator console (issue 31, docs/console.md): staff accounts apart from members, the brands
 * each holds, their sessions (only a token's SHA-256 is kept), one-time recovery codes, invitations,
 * and the audit log every staff write appends to in its own transaction.
 */

async function createStaffTables(db: AnyDb): Promise<void> {
  await createTableWithId(db, 'staff')
    .addColumn('email', 'text', (c) => c.notNull().unique()) // lower-case
    .addColumn('name', 'text', notNull)
    .addColumn('role', 'text', notNull) // packages/domain STAFF_ROLES
    .addColumn('password_hash', 'text') // null until an invitation is accepted
    .addColumn('totp_secret', 'text') // base32; null until enrolled
    .addColumn('totp_enrolled_at', 'text')
    .addColumn('totp_last_step', 'integer') // the last accepted time step: a code is used once
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en-us'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_sign_in_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('staff_brands')
    .addColumn('staff_id', 'integer', ownedBy('staff.id'))
    .addColumn('brand_id', 'text', ownedBy('brands.id'))
    .addPrimaryKeyConstraint('staff_brands_pk', ['staff_id', 'brand_id'])
    .execute();

  await createTableWithId(db, 'staff_sessions')
    .addColumn('staff_id', 'integer', ownedBy('staff.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', notNull) // 'challenge' (password passed, second factor due) | 'session'
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('fresh_until', 'text') // a second factor given again for dangerous acts
    .addColumn('revoked_at', 'text')
    .addColumn('ip', 'text')
    .execute();
  await createIndex(db, 'staff_sessions_staff_idx', 'staff_sessions', ['staff_id']);

  await createTableWithId(db, 'staff_recovery_codes')
    .addColumn('staff_id', 'integer', ownedBy('staff.id'))
    .addColumn('code_hash', 'text', notNull)
    .addColumn('used_at', 'text')
    .execute();
  await createIndex(db, 'staff_recovery_codes_staff_idx', 'staff_recovery_codes', ['staff_id']);

  await createTableWithId(db, 'staff_invitations')
    .addColumn('staff_id', 'integer', ownedBy('staff.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
}

async function createAuditTable(db: AnyDb): Promise<void> {
  // Append-only: nothing in the code updates or deletes a row (docs/console.md).
  await createTableWithId(db, 'audit_log')
    .addColumn('at', 'text', notNull)
    .addColumn('staff_id', 'integer') // null: an operator command
    .addColumn('staff_email', 'text') // kept as it was then
    .addColumn('brand_id', 'text') // null: a console-wide act (staff); no reference: a row outlives its brand
    .addColumn('action', 'text', notNull)
    .addColumn('target', 'text', notNull)
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'text')
    .execute();
  await createIndex(db, 'audit_log_brand_idx', 'audit_log', ['brand_id', 'id']);
  await createIndex(db, 'audit_log_staff_idx', 'audit_log', ['staff_id', 'id']);
}

export async function up(db: AnyDb): Promise<void> {
  await createStaffTables(db);
  await createAuditTable(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'audit_log',
    'staff_invitations',
    'staff_recovery_codes',
    'staff_sessions',
    'staff_brands',
    'staff',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
