/**
 * The demo staff of the operator console (issue 31 scope 3, README "The operator console"): outside
 * prod only, like every demo persona. All share the password `demo-pass-2026` and the PUBLISHED
 * demo TOTP secret below, so anyone can sign in to a demo; neither may ever exist in a real
 * deployment (the seed does not run in prod unless SEED_DEMO_DATA says so).
 */
import type { StaffRole } from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { hashPassword } from '../../modules/auth';
import { findStaffByEmail, insertStaff, insertStaffBrands } from '../../modules/staff/repo';

export const DEMO_STAFF_PASSWORD = 'demo-pass-2026';
/** RFC 6238's customary example secret, published in the README: a demo's, never a real one. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export interface DemoStaff {
  email: string;
  name: string;
  role: StaffRole;
  brandIds: string[];
}

export const DEMO_STAFF: readonly DemoStaff[] = [
  { email: 'owner@console.test', name: 'Olivia Owner', role: 'owner', brandIds: [] },
  { email: 'brand@console.test', name: 'Bruno Brand', role: 'brand_admin', brandIds: ['playmax'] },
  { email: 'editor@console.test', name: 'Edith Editor', role: 'content_editor', brandIds: ['playmax'] },
  {
    email: 'support@console.test',
    name: 'Sam Support',
    role: 'support',
    brandIds: ['playmax', 'clickcoins'],
  },
  {
    email: 'fulfilment@console.test',
    name: 'Fiona Fulfilment',
    role: 'fulfilment',
    brandIds: ['playmax', 'clickcoins'],
  },
];

/** Adds each demo staff member who is missing; an existing account (a changed role too) is left alone. */
export async function seedDemoStaff(
  db: Db,
  now: Date,
  opts: { passwordLog2N?: number; log: (msg: string) => void },
): Promise<void> {
  let added = 0;
  for (const staff of DEMO_STAFF) {
    if (await findStaffByEmail(db, staff.email)) continue;
    const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD, opts.passwordLog2N);
    await db.transaction().execute(async (trx) => {
      const id = await insertStaff(trx, {
        email: staff.email,
        name: staff.name,
        role: staff.role,
        passwordHash,
        totpSecret: DEMO_TOTP_SECRET,
        enrolledAt: now.toISOString(),
        lang: 'en-us',
        createdAt: now.toISOString(),
      });
      if (id !== null) await insertStaffBrands(trx, id, staff.brandIds);
    });
    added += 1;
  }
  opts.log(
    `console staff: ${added} of ${DEMO_STAFF.length} demo staff created (TOTP secret ${DEMO_TOTP_SECRET})`,
  );
}
