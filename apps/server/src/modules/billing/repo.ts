import { DEFAULT_LANGUAGE, type LanguageCode } from '@member-area/domain';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { Database, SubscriptionsTable } from '../../db/schema';
import type { BillingTransactionsTable, InvoicesTable } from '../../db/tables/account';
import { translatedText, type TranslationKey } from '../catalogue';

export type TransactionRow = Selectable<BillingTransactionsTable>;
export type InvoiceRow = Selectable<InvoicesTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;

export async function insertTransaction(db: DbOrTrx, row: Omit<TransactionRow, 'id'>): Promise<number> {
  const r = await db.insertInto('billing_transactions').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

/** Inserts the invoice of a successful charge; its number derives from its id, so it is unique. */
export async function insertInvoice(
  db: DbOrTrx,
  row: Omit<InvoiceRow, 'id' | 'number'>,
): Promise<{ id: number; number: string }> {
  const temp = `pending-${row.transaction_id}`;
  const r = await db
    .insertInto('invoices')
    .values({ ...row, number: temp })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(r.id);
  const number = `INV-${row.brand_id.toUpperCase()}-${String(id).padStart(6, '0')}`;
  await db.updateTable('invoices').set({ number }).where('id', '=', id).execute();
  return { id, number };
}

const PLAN_KEY: TranslationKey = { entity: 'plan', column: 'p.id', numeric: true };

/**
 * A charge's description in `lang`: a plan's charge is described by the plan's English name when it
 * is written, so that name reads as the plan's name in `lang`; any other description as written.
 */
function describedIn(lang: LanguageCode, table: 'billing_transactions' | 'invoices') {
  const written = `${table}.description`;
  return sql<string>`case when ${sql.ref('p.name')} = ${sql.ref(written)} then ${translatedText(PLAN_KEY, 'name', lang, 'p.name')} else ${sql.ref(written)} end`;
}

/** The row with the description `describedIn` chose in place of the written one. */
function describedAsShown<R extends { shown: string }>({ shown, ...row }: R) {
  return { ...row, description: shown };
}

/** The member's charges, newest first (as memberHistory orders them), described in `lang`. */
export async function listTransactions(
  db: DbOrTrx,
  memberId: number,
  lang: LanguageCode = DEFAULT_LANGUAGE,
): Promise<TransactionRow[]> {
  const rows = await db
    .selectFrom('billing_transactions')
    .leftJoin('subscriptions as s', 's.id', 'billing_transactions.subscription_id')
    .leftJoin('plans as p', 'p.id', 's.plan_id')
    .selectAll('billing_transactions')
    .select(describedIn(lang, 'billing_transactions').as('shown'))
    .where('billing_transactions.member_id', '=', memberId)
    .orderBy('billing_transactions.created_at', 'desc')
    .orderBy('billing_transactions.id', 'desc')
    .execute();
  return rows.map(describedAsShown);
}

/** The member's invoices, newest first (as memberHistory orders them), described in `lang`. */
export async function listInvoices(
  db: DbOrTrx,
  memberId: number,
  lang: LanguageCode = DEFAULT_LANGUAGE,
): Promise<InvoiceRow[]> {
  const rows = await db
    .selectFrom('invoices')
    .leftJoin('billing_transactions as t', 't.id', 'invoices.transaction_id')
    .leftJoin('subscriptions as s', 's.id', 't.subscription_id')
    .leftJoin('plans as p', 'p.id', 's.plan_id')
    .selectAll('invoices')
    .select(describedIn(lang, 'invoices').as('shown'))
    .where('invoices.member_id', '=', memberId)
    .orderBy('invoices.created_at', 'desc')
    .orderBy('invoices.id', 'desc')
    .execute();
  return rows.map(describedAsShown);
}

export async function findInvoice(
  db: DbOrTrx,
  memberId: number,
  id: number,
): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The provider's reference of the charge an invoice was issued for, if that charge is the member's. */
export async function findChargeReference(
  db: DbOrTrx,
  memberId: number,
  transactionId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('billing_transactions')
    .select('reference')
    .where('member_id', '=', memberId)
    .where('id', '=', transactionId)
    .executeTakeFirst();
  return row?.reference;
}

export async function findSubscriptionByRef(db: DbOrTrx, memberId: number, ref: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('ref_id', '=', ref)
    .executeTakeFirst();
}

export async function listSubscriptionRows(db: DbOrTrx, memberId: number): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute();
}

export async function findPlan(db: DbOrTrx, brandId: string, planId: number) {
  return db
    .selectFrom('plans')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('id', '=', planId)
    .executeTakeFirst();
}

/** Subscriptions whose renewal is due at `nowIso` (domain isRenewalDue decides per row too). */
export async function listDueSubscriptions(
  db: DbOrTrx,
  nowIso: string,
  limit: number,
): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('is_active', '=', 1)
    .where('cancel_ref_id', 'is', null)
    .where('payment_failed_at', 'is', null)
    .where('next_billing_date', '<=', nowIso)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Cancelled subscriptions whose paid period has ended lose access. */
export async function expireEndedCancellations(db: DbOrTrx, nowIso: string): Promise<number> {
  const r = await db
    .updateTable('subscriptions')
    .set({ is_active: 0 })
    .where('is_active', '=', 1)
    .where('cancel_ref_id', 'is not', null)
    .where('end_date', '<=', nowIso)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The subscriptions of the outer query's `members` row (for `exists`). */
function subscriptionsOfMember(eb: ExpressionBuilder<Database, 'members'>) {
  return eb
    .selectFrom('subscriptions')
    .select('subscriptions.id')
    .whereRef('subscriptions.member_id', '=', 'members.id');
}

/**
 * Members whose every subscription is cancelled, none still active, with the latest cancel date
 * before `cutoffIso` (10 months ago): their data is due for deletion.
 */
export async function listPurgeCandidates(
  db: DbOrTrx,
  cutoffIso: string,
): Promise<{ id: number; brand_id: string; avatar_url: string | null }[]> {
  const members = await db
    .selectFrom('members')
    .select(['members.id', 'members.brand_id', 'members.avatar_url'])
    .where((eb) => eb.exists(subscriptionsOfMember(eb)))
    .where((eb) =>
      eb.not(
        eb.exists(
          subscriptionsOfMember(eb).where((w) =>
            w.or([
              w('subscriptions.cancel_date', 'is', null),
              w('subscriptions.cancel_date', '>', cutoffIso),
              w('subscriptions.is_active', '=', 1),
            ]),
          ),
        ),
      ),
    )
    .execute();
  return members.map((m) => ({ id: Number(m.id), brand_id: m.brand_id, avatar_url: m.avatar_url }));
}

export type NewSubscription = Omit<SubscriptionRow, 'id'>;

/**
 * Inserts the member's new active subscription. The partial unique index of migration 0010 refuses
 * a second active row for one member: callers end the current one first, under the member lock.
 */
export async function insertSubscription(db: DbOrTrx, row: NewSubscription): Promise<number> {
  const r = await db.insertInto('subscriptions').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

/**
 * Ends every active subscription of the member now (a plan change), but `keepId` when given;
 * answers how many ended.
 */
export async function endActiveSubscriptions(
  db: DbOrTrx,
  memberId: number,
  nowIso: string,
  keepId?: number,
): Promise<number> {
  const r = await db
    .updateTable('subscriptions')
    .set({ is_active: 0, end_date: nowIso, next_billing_date: null })
    .where('member_id', '=', memberId)
    .where('is_active', '=', 1)
    .$if(keepId !== undefined, (q) => q.where('id', '!=', keepId ?? 0))
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function findSubscription(db: DbOrTrx, id: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Cancels once: false when the subscription was cancelled meanwhile. */
export async function markCancelled(
  db: DbOrTrx,
  id: number,
  patch: Pick<
    SubscriptionRow,
    'cancelled_at' | 'cancel_ref_id' | 'cancel_date' | 'end_date' | 'cancel_reason'
  >,
): Promise<boolean> {
  const r = await db
    .updateTable('subscriptions')
    .set(patch)
    .where('id', '=', id)
    .where('cancel_ref_id', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Resumes a cancelled subscription once: false when its cancellation changed meanwhile. */
export async function resumeCancelled(
  db: DbOrTrx,
  id: number,
  cancelRefId: string,
  nextBillingDate: string | null,
): Promise<boolean> {
  const r = await db
    .updateTable('subscriptions')
    .set({
      is_active: 1,
      cancelled_at: null,
      cancel_ref_id: null,
      cancel_date: null,
      cancel_reason: null,
      end_date: null,
      payment_failed_at: null,
      next_billing_date: nextBillingDate,
    })
    .where('id', '=', id)
    .where('cancel_ref_id', '=', cancelRefId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function markPaymentFailed(db: DbOrTrx, id: number, nowIso: string): Promise<void> {
  await db.updateTable('subscriptions').set({ payment_failed_at: nowIso }).where('id', '=', id).execute();
}

/** A renewal paid: the next period, out of trial, no failure on record. */
export async function advancePeriod(db: DbOrTrx, id: number, nextBillingDate: string): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ next_billing_date: nextBillingDate, is_trial: 0, payment_failed_at: null })
    .where('id', '=', id)
    .execute();
}

/** Active, uncancelled subscriptions of the member whose last renewal failed. */
export async function listFailedRenewals(db: DbOrTrx, memberId: number): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('payment_failed_at', 'is not', null)
    .where('is_active', '=', 1)
    .where('cancel_ref_id', 'is', null)
    .execute();
}

/** Claims a failed renewal for a retry once: false when another retry cleared it first. */
export async function clearPaymentFailure(db: DbOrTrx, id: number, failedAt: string): Promise<boolean> {
  const r = await db
    .updateTable('subscriptions')
    .set({ payment_failed_at: null })
    .where('id', '=', id)
    .where('payment_failed_at', '=', failedAt)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function findPlanById(db: DbOrTrx, planId: number) {
  return db.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirst();
}

/** A public plan of the brand: the only plans a member can buy. */
export async function findPublicPlan(db: DbOrTrx, brandId: string, planId: number) {
  return db
    .selectFrom('plans')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('id', '=', planId)
    .where('is_public', '=', 1)
    .executeTakeFirst();
}

export async function findMemberBrand(db: DbOrTrx, memberId: number) {
  return db.selectFrom('members').select(['id', 'brand_id']).where('id', '=', memberId).executeTakeFirst();
}

/** Which provider bills the member now (shown on the membership page). */
export async function setMemberProvider(
  db: DbOrTrx,
  memberId: number,
  provider: string,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ subscription_provider: provider, updated_at: nowIso })
    .where('id', '=', memberId)
    .execute();
}

export async function deleteMember(db: DbOrTrx, memberId: number): Promise<void> {
  await db.deleteFrom('members').where('id', '=', memberId).execute();
}
