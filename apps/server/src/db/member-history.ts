import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { DbOrTrx } from './kysely';
import type { Database } from './schema';

/** Tables that record what happened to a member, one row per event (member_id, created_at, id). */
export type MemberHistoryTable =
  'billing_transactions' | 'invoices' | 'orders' | 'giveaway_entries' | 'coin_ledger';

/**
 * The member's rows of one history table, newest first; on equal times the later row (higher id)
 * first, so pages and tabs read the same order on SQLite and PostgreSQL. The account's transactions,
 * invoices, orders, wallet and giveaways tabs all read this way; callers add a limit if they need one
 * and execute.
 */
export function memberHistory<T extends MemberHistoryTable>(
  db: DbOrTrx,
  table: T,
  memberId: number,
): SelectQueryBuilder<Database, T, Selectable<Database[T]>> {
  // Kysely cannot resolve the columns of a table named by a type parameter: the query is typed over
  // one of them (they all have the three columns it uses) and given back typed over the caller's.
  const one = table as 'orders';
  return db
    .selectFrom(one)
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc') as unknown as SelectQueryBuilder<Database, T, Selectable<Database[T]>>;
}
