/** Free postal entries (SPEC.md 5 "Postal entry"). Kysely only; every function takes a db or a transaction. */
import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { PostalEntriesTable } from '../../db/tables/giveaways';

export type PostalEntryRow = Selectable<PostalEntriesTable>;

/**
 * One envelope; undefined when the giveaway already has this envelope reference. The unique
 * (sweep_id, envelope_ref) constraint decides, so two operators typing the same envelope at once
 * record it once.
 */
export async function insertPostalEntry(
  db: DbOrTrx,
  row: Insertable<PostalEntriesTable>,
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('postal_entries')
    .values(row)
    .onConflict((oc) => oc.columns(['sweep_id', 'envelope_ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted === undefined ? undefined : Number(inserted.id);
}

export async function findPostalEntry(db: DbOrTrx, id: number): Promise<PostalEntryRow | undefined> {
  return db.selectFrom('postal_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Whether the giveaway's pool is fixed: a draw of it was drawn, or closed and waiting for its
 * beacon. A postal entry recorded then could no longer count, so it is refused.
 */
export async function hasClosedDraw(db: DbOrTrx, sweepId: string): Promise<boolean> {
  const row = await db
    .selectFrom('draws')
    .select('id')
    .where('sweep_id', '=', sweepId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'drawn'),
        eb.and([eb('status', '=', 'committed'), eb('closed_at', 'is not', null)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
