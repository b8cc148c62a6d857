import type { DbOrTrx } from '../../db/kysely';

export interface NewEvent {
  brandId: string;
  memberId: number | null;
  namespace: 'auth' | 'consumptions' | 'members';
  type: string;
  payload: Record<string, unknown>;
  transactionId: string | null;
  createdAt: string;
}

export async function insertEvent(db: DbOrTrx, e: NewEvent): Promise<void> {
  await db
    .insertInto('events')
    .values({
      brand_id: e.brandId,
      member_id: e.memberId,
      namespace: e.namespace,
      type: e.type,
      payload: JSON.stringify(e.payload),
      transaction_id: e.transactionId,
      created_at: e.createdAt,
    })
    .execute();
}
