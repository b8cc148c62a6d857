/** The operator's writes to the giveaway catalogue (ops create-giveaway). Kysely only. */
import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { SweepBrandsTable, SweepsTable } from '../../db/tables/giveaways';

/** The highest numeric giveaway id ('1001' …), 1000 when there is none: the next one follows it. */
export async function highestSweepId(db: DbOrTrx): Promise<number> {
  const rows = await db.selectFrom('sweeps').select('id').execute();
  return rows.reduce((max, r) => (/^\d{1,9}$/.test(r.id) ? Math.max(max, Number(r.id)) : max), 1000);
}

/** The giveaway and its price on one brand; false when the id was taken meanwhile. */
export async function insertSweep(
  db: DbOrTrx,
  sweep: Insertable<SweepsTable>,
  price: Insertable<SweepBrandsTable>,
): Promise<boolean> {
  const row = await db
    .insertInto('sweeps')
    .values(sweep)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await db.insertInto('sweep_brands').values(price).execute();
  return true;
}
