import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { PaymentTokensTable } from '../../db/tables/account';

/** The sandbox provider's vault (`payment_tokens`), standing in for a provider's servers. */
export type PaymentTokenRow = Selectable<PaymentTokensTable>;

export async function insertToken(db: DbOrTrx, row: PaymentTokenRow): Promise<void> {
  await db.insertInto('payment_tokens').values(row).execute();
}

export async function findToken(db: DbOrTrx, token: string): Promise<PaymentTokenRow | undefined> {
  return db.selectFrom('payment_tokens').selectAll().where('token', '=', token).executeTakeFirst();
}
