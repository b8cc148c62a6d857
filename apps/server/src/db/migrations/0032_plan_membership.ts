import { sql } from 'kysely';
import type { AnyDb } from './helpers';

/**
 * A plan's membership id apart from its id (issue 31 scope 6: "its membership id, Champion 147–151
 * included"). Until now a plan's id was its membership id, so the five Champion memberships could
 * exist once in the whole database and a brand made in the console could never have one. Now
 * `plans.membership_id` names the Champion membership (147–151) a plan gives, on any brand; null
 * for every other plan, whose membership id stays its own id (SPEC.md 3 Subscription.membership_id).
 */

// The Champion memberships of SPEC.md 9 (a migration must not follow later constants).
const CHAMPION_FIRST = 147;
const CHAMPION_LAST = 151;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('plans').addColumn('membership_id', 'integer').execute();
  await db
    .updateTable('plans')
    .set({ membership_id: sql`id` })
    .where('id', '>=', CHAMPION_FIRST)
    .where('id', '<=', CHAMPION_LAST)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('plans').dropColumn('membership_id').execute();
}
