import { sql } from 'kysely';
import { type AnyDb } from './helpers';

/**
 * At most one active subscription per member (issue 11 item 1). A member belongs to one brand, so
 * this is also "per member and brand". Two payment returns activated at once each deactivated
 * what they saw and inserted their own row, leaving two active subscriptions that the renewal job
 * would both charge (5 of 5 trials on PostgreSQL). Activation now locks the member row first; this
 * partial unique index makes the database refuse a second active row whatever the code does.
 *
 * Existing duplicates are repaired first, deterministically: the newest active row (highest id,
 * which is also the latest activation, since activation replaces the current plan) stays active;
 * the others end now, as the activation that should have replaced them would have done.
 */

export async function up(db: AnyDb): Promise<void> {
  const now = new Date().toISOString();
  await sql`
    UPDATE subscriptions
       SET is_active = 0, end_date = COALESCE(end_date, ${now}), next_billing_date = NULL
     WHERE is_active = 1
       AND EXISTS (SELECT 1 FROM subscriptions newer
                    WHERE newer.member_id = subscriptions.member_id
                      AND newer.is_active = 1
                      AND newer.id > subscriptions.id)`.execute(db);
  await sql`CREATE UNIQUE INDEX subscriptions_one_active_idx ON subscriptions (member_id) WHERE is_active = 1`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP INDEX subscriptions_one_active_idx`.execute(db);
}
