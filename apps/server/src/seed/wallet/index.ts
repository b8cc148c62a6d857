/**
 * Wallet demo data (issue 13 items 2 and 8): the brands' coin packs and the personas' wallet
 * histories. Safe on every start: a brand's packs are written when it has none, a history when the
 * member has no ledger row yet and their balance is still the one the history sums to, so a
 * member's own coins are never touched.
 */
import type { Db, DbOrTrx } from '../../db/kysely';
import { BRANDS } from '../brands';
import { PERSONAS } from '../personas';
import { HISTORIES, historySum, type HistorySeed } from './histories';
import { daysAgoIso } from '../time';
import { packRows } from './packs';

/** Problems of the wallet seed's own data (run by the seed before it writes anything). */
export function walletSeedProblems(): string[] {
  const problems: string[] = [];
  for (const h of HISTORIES) {
    const persona = PERSONAS.find((p) => p.brandId === h.brandId && p.email === h.email);
    if (!persona) problems.push(`wallet history for unknown persona ${h.brandId}/${h.email}`);
    else if (persona.coinsBalance !== historySum(h))
      problems.push(`${h.email}: history sums to ${historySum(h)}, persona holds ${persona.coinsBalance}`);
  }
  for (const brand of BRANDS) {
    try {
      packRows(brand);
    } catch (err) {
      problems.push((err as Error).message);
    }
  }
  return problems;
}

async function seedPacks(db: DbOrTrx): Promise<string[]> {
  const seeded: string[] = [];
  for (const brand of BRANDS) {
    const has = await db
      .selectFrom('coin_packs')
      .select('id')
      .where('brand_id', '=', brand.id)
      .executeTakeFirst();
    if (has) continue;
    await db.insertInto('coin_packs').values(packRows(brand)).execute();
    seeded.push(brand.id);
  }
  return seeded;
}

async function seedHistory(db: DbOrTrx, h: HistorySeed, now: Date): Promise<boolean> {
  const member = await db
    .selectFrom('members')
    .select(['id', 'coins_balance'])
    .where('brand_id', '=', h.brandId)
    .where('email', '=', h.email)
    .executeTakeFirst();
  if (!member || Number(member.coins_balance) !== historySum(h)) return false;
  const id = Number(member.id);
  if (await db.selectFrom('coin_ledger').select('id').where('member_id', '=', id).executeTakeFirst())
    return false;
  await db
    .insertInto('coin_ledger')
    .values(
      h.lines.map((l, n) => ({
        member_id: id,
        kind: l.kind,
        description: l.description,
        amount: l.amount,
        idempotency_key: `seed:wallet:${id}:${n}`,
        ref: null,
        created_at: daysAgoIso(now, l.daysAgo),
      })),
    )
    .execute();
  return true;
}

export async function seedWallet(db: Db, now: Date, log: (msg: string) => void = () => {}): Promise<void> {
  const problems = walletSeedProblems();
  if (problems.length > 0) throw new Error(`wallet seed data is inconsistent:\n- ${problems.join('\n- ')}`);
  await db.transaction().execute(async (trx) => {
    const brands = await seedPacks(trx);
    if (brands.length > 0) log(`wallet: 4 coin packs for ${brands.join(', ')}`);
    for (const h of HISTORIES) if (await seedHistory(trx, h, now)) log(`wallet: history for ${h.email}`);
  });
}
