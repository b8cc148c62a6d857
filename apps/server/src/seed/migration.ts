/**
 * A brand that moved (issue 14 item 6): "OldMax", at oldmax.localhost, whose one member
 * (member@oldmax.test, the demo password) was moved to PlayMax by the same code as
 * `npm run ops -- migrate-brand --from oldmax --to playmax`. Visiting oldmax.localhost redirects to
 * playmax.localhost, and the member sees the migration modal once after signing in there. Written
 * once: the brand row is inserted only when missing, and migrated only while it still has a host.
 */
import type { Db } from '../db/kysely';
import { hashPassword } from '../modules/auth/password';
import { migrateBrand } from '../modules/migration/migrate-brand';
import { DEMO_PASSWORD } from './personas';

export const MIGRATED_BRAND = { id: 'oldmax', hostname: 'oldmax.localhost', to: 'playmax' } as const;
export const MIGRATED_MEMBER_EMAIL = 'member@oldmax.test';

export async function seedMigratedBrand(db: Db, now: Date, log: (msg: string) => void): Promise<void> {
  const template = await db
    .selectFrom('brands')
    .selectAll()
    .where('id', '=', MIGRATED_BRAND.to)
    .executeTakeFirst();
  const exists = await db
    .selectFrom('brands')
    .select('id')
    .where('id', '=', MIGRATED_BRAND.id)
    .executeTakeFirst();
  if (!template || exists) return;
  const nowIso = now.toISOString();
  await db
    .insertInto('brands')
    .values({
      ...template,
      id: MIGRATED_BRAND.id,
      name: 'OldMax',
      hostname: MIGRATED_BRAND.hostname,
      member_area_url: `http://${MIGRATED_BRAND.hostname}:3000`,
      created_at: nowIso,
    })
    .execute();
  await db
    .insertInto('brand_hosts')
    .values({ hostname: MIGRATED_BRAND.hostname, brand_id: MIGRATED_BRAND.id })
    .execute();
  await db
    .insertInto('members')
    .values({
      brand_id: MIGRATED_BRAND.id,
      email: MIGRATED_MEMBER_EMAIL,
      password_hash: await hashPassword(DEMO_PASSWORD),
      name: 'Olga Marsh',
      first_name: 'Olga',
      last_name: 'Marsh',
      avatar_url: null,
      timezone: 'America/Chicago',
      lang: 'en-us',
      provider: 'email',
      recipe: null,
      reference_number: 'OMX-100001',
      subscription_provider: null,
      country_code: 'US',
      phone_number: null,
      green_points: 1,
      coins_balance: 0,
      is_demo: 0,
      is_active: 1,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .execute();
  const r = await migrateBrand(db, nowIso, MIGRATED_BRAND.id, MIGRATED_BRAND.to);
  if (r.ok)
    log(
      `migration: ${MIGRATED_MEMBER_EMAIL} moved from oldmax to ${MIGRATED_BRAND.to}; ${MIGRATED_BRAND.hostname} redirects`,
    );
  else log(`migration: oldmax not moved (${r.problem})`);
}
