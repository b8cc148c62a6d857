/**
 * The coin ledger (migration 0013). SQL only here; Kysely only; every function takes a db or a
 * transaction and runs one statement. The rules of moving coins are in ledger.ts.
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from '@member-area/domain';
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { CoinLedgerTable } from '../../db/tables/wallet';
import { translatedText, type TranslationKey } from '../catalogue';

export type LedgerRow = Selectable<CoinLedgerTable>;

const LINE_KEY: TranslationKey = { entity: 'wallet_line', column: 'l.description', numeric: false };

/**
 * Moves a member's balance by `amount` unless it would fall below 0; the new balance, or null when
 * refused. The condition is part of the UPDATE, so concurrent spends cannot both pass a check made
 * before either wrote (and the row lock queues them on PostgreSQL).
 */
export async function moveBalance(db: DbOrTrx, memberId: number, amount: number): Promise<number | null> {
  const row = await db
    .updateTable('members')
    .set((eb) => ({ coins_balance: eb('coins_balance', '+', amount) }))
    .where('id', '=', memberId)
    .where((eb) => eb(eb('coins_balance', '+', amount), '>=', 0))
    .returning('coins_balance')
    .executeTakeFirst();
  return row ? Number(row.coins_balance) : null;
}

/** Appends a row unless its key is taken; false when it was (the movement happened before). */
export async function insertLedgerRow(db: DbOrTrx, row: Omit<LedgerRow, 'id'>): Promise<boolean> {
  const inserted = await db
    .insertInto('coin_ledger')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findLedgerRowByKey(db: DbOrTrx, key: string): Promise<LedgerRow | undefined> {
  return db.selectFrom('coin_ledger').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

export async function readBalance(db: DbOrTrx, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select('coins_balance')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.coins_balance ?? 0);
}

/**
 * A page of a member's rows, newest first (created_at, then id, as the other account tabs read),
 * `limit` rows older than the row `before` (its id); one more than asked tells whether more follow.
 */
export async function listLedgerPage(
  db: DbOrTrx,
  memberId: number,
  page: { limit: number; before: { id: number; createdAt: string } | null },
  lang: LanguageCode = DEFAULT_LANGUAGE,
): Promise<LedgerRow[]> {
  let q = db
    .selectFrom('coin_ledger as l')
    .selectAll('l')
    // Seeded lines are stored in English; a line the server wrote in the member's language has no row.
    .select(translatedText(LINE_KEY, 'description', lang, 'l.description').as('shown'))
    .where('l.member_id', '=', memberId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(page.limit + 1);
  const before = page.before;
  if (before)
    q = q.where((eb) =>
      eb.or([
        eb('l.created_at', '<', before.createdAt),
        eb.and([eb('l.created_at', '=', before.createdAt), eb('l.id', '<', before.id)]),
      ]),
    );
  const rows = await q.execute();
  return rows.map(({ shown, ...row }) => ({ ...row, description: shown }));
}

export async function findLedgerRow(
  db: DbOrTrx,
  memberId: number,
  id: number,
): Promise<LedgerRow | undefined> {
  return db
    .selectFrom('coin_ledger')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The coins a member's rows of one kind added since an instant (addCredits' rolling daily cap). */
export async function sumKindSince(
  db: DbOrTrx,
  memberId: number,
  kind: LedgerRow['kind'],
  sinceIso: string,
): Promise<number> {
  const row = await db
    .selectFrom('coin_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('sum'))
    .where('member_id', '=', memberId)
    .where('created_at', '>', sinceIso)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(row?.sum ?? 0);
}
