import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import { hasRowLocks } from '../../db/retry';
import type { PaymentMethodsTable } from '../../db/schema';
import type { PaymentSessionsTable } from '../../db/tables/account';

export type PaymentSessionRow = Selectable<PaymentSessionsTable>;
export type PaymentMethodRow = Selectable<PaymentMethodsTable>;

export async function insertSession(db: DbOrTrx, row: PaymentSessionRow): Promise<void> {
  await db.insertInto('payment_sessions').values(row).execute();
}

export async function findSession(db: DbOrTrx, id: string): Promise<PaymentSessionRow | undefined> {
  return db.selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findSessionBySubscriptionRef(
  db: DbOrTrx,
  memberId: number,
  ref: string,
): Promise<PaymentSessionRow | undefined> {
  return db
    .selectFrom('payment_sessions')
    .selectAll()
    .where('subscription_ref', '=', ref)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** Completes an open session once: false when another request completed it first. */
export async function completeSession(
  db: DbOrTrx,
  id: string,
  patch: Partial<
    Pick<PaymentSessionRow, 'status' | 'payment_token' | 'charge_reference' | 'subscription_ref'>
  >,
): Promise<boolean> {
  const r = await db
    .updateTable('payment_sessions')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function listPaymentMethods(db: DbOrTrx, memberId: number): Promise<PaymentMethodRow[]> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('is_default', 'desc')
    .orderBy('is_backup', 'desc')
    .orderBy('id')
    .execute();
}

export async function findPaymentMethodByToken(
  db: DbOrTrx,
  memberId: number,
  token: string,
): Promise<PaymentMethodRow | undefined> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('provider_token', '=', token)
    .executeTakeFirst();
}

export async function insertPaymentMethod(db: DbOrTrx, row: Omit<PaymentMethodRow, 'id'>): Promise<number> {
  const r = await db.insertInto('payment_methods').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function setRoles(
  db: DbOrTrx,
  memberId: number,
  defaultId: number | null,
  backupId: number | null,
) {
  await db
    .updateTable('payment_methods')
    .set({ is_default: 0, is_backup: 0 })
    .where('member_id', '=', memberId)
    .execute();
  if (defaultId !== null)
    await db.updateTable('payment_methods').set({ is_default: 1 }).where('id', '=', defaultId).execute();
  if (backupId !== null && backupId !== defaultId)
    await db.updateTable('payment_methods').set({ is_backup: 1 }).where('id', '=', backupId).execute();
}

export async function deletePaymentMethod(db: DbOrTrx, memberId: number, id: number): Promise<boolean> {
  const r = await db
    .deleteFrom('payment_methods')
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Claims an idempotency key inside the caller's transaction: false when it was already claimed. */
export async function claimIdempotencyKey(db: DbOrTrx, key: string, nowIso: string): Promise<boolean> {
  const r = await db
    .insertInto('idempotency_keys')
    .values({ key, created_at: nowIso })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * The one lock order of money changes on PostgreSQL: the member row first, then that member's
 * subscriptions, payment methods and sessions. Two transactions of one member then queue here
 * instead of each holding rows the other needs (the deadlock of concurrent card removals).
 * SQLite runs one transaction at a time and has no row locks.
 */
export async function lockMember(db: DbOrTrx, memberId: number): Promise<void> {
  await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .$if(hasRowLocks(db), (q) => q.forUpdate())
    .execute();
}

/**
 * Claims an open session for its one submission, before anything is tokenised or charged: false
 * when another submission holds or completed it. Inside the caller's transaction, so a declined
 * card rolls the claim back and the page can be submitted again.
 */
export async function claimSession(db: DbOrTrx, id: string): Promise<boolean> {
  const r = await db
    .updateTable('payment_sessions')
    .set({ status: 'succeeded' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Records what the claimed submission produced: the token, and for a checkout its charge. */
export async function recordSessionPayment(
  db: DbOrTrx,
  id: string,
  patch: Partial<Pick<PaymentSessionRow, 'payment_token' | 'charge_reference' | 'subscription_ref'>>,
): Promise<void> {
  await db.updateTable('payment_sessions').set(patch).where('id', '=', id).execute();
}

/** Sessions nobody paid on that expired before `beforeIso`. */
export async function deleteStaleSessions(db: DbOrTrx, beforeIso: string): Promise<void> {
  await db
    .deleteFrom('payment_sessions')
    .where('status', 'in', ['open', 'cancelled'])
    .where('expires_at', '<', beforeIso)
    .execute();
}

/** The language the hosted page speaks when the browser names none. */
export async function findMemberLang(db: DbOrTrx, memberId: number): Promise<{ lang: string } | undefined> {
  return db.selectFrom('members').select(['lang']).where('id', '=', memberId).executeTakeFirst();
}
