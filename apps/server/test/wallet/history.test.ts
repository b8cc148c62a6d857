import { WALLET_PAGE_MAX } from '@member-area/domain';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/kysely';
import { DIALECTS, useTestApp } from '../harness';
import { ledgerMismatches, walletPage, type ActivityPage } from './helpers';

const ROWS = 60;

/** `count` rows for a member, two per timestamp (the tie is broken by id), summing to the balance. */
async function history(db: Db, memberId: number, count: number, label: string): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    member_id: memberId,
    kind: 'bonus' as const,
    description: `${label} ${i}`,
    amount: i + 1,
    idempotency_key: `test:${label}:${i}`,
    ref: null,
    created_at: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 3_600_000).toISOString(),
  }));
  await db.insertInto('coin_ledger').values(rows).execute();
  await db
    .updateTable('members')
    .set({ coins_balance: rows.reduce((n, r) => n + r.amount, 0) })
    .where('id', '=', memberId)
    .execute();
}

describe.each(DIALECTS)('the wallet history on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      await db.handle.db
        .updateTable('members')
        .set({ coins_balance: 0 })
        .where('id', '=', ids.paid)
        .execute();
      await history(db.handle.db, ids.newcomer, ROWS, 'Mine');
      await history(db.handle.db, ids.veteran, 5, 'Theirs');
    },
    logins: { newcomer: 'newcomer@playmax.test', veteran: 'veteran@playmax.test' },
  });
  const db = () => t.db.handle.db;

  it('pages newest first with a cursor, every row once, and ends with no cursor', async () => {
    const seen: ActivityPage['items'] = [];
    let before: string | null = null;
    for (let page = 0; page < 20; page++) {
      const p: ActivityPage = await walletPage(t.app, t.tokens.newcomer, { limit: 7, before });
      seen.push(...p.items);
      before = p.nextCursor;
      if (!before) break;
    }
    expect(before).toBeNull();
    expect(seen.map((r) => r.description)).toEqual(
      Array.from({ length: ROWS }, (_, i) => `Mine ${ROWS - 1 - i}`),
    );
    expect(seen.reduce((n, r) => n + r.amount, 0)).toBe((ROWS * (ROWS + 1)) / 2);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('reads 20 rows by default and never more than the most a page holds', async () => {
    expect((await walletPage(t.app, t.tokens.newcomer, {})).items).toHaveLength(20);
    expect((await walletPage(t.app, t.tokens.newcomer, { limit: 1000 })).items).toHaveLength(WALLET_PAGE_MAX);
    expect((await walletPage(t.app, t.tokens.newcomer, { limit: 0 })).items).toHaveLength(1);
  });

  it("never shows another member's rows, not even through their cursor", async () => {
    const theirs = await walletPage(t.app, t.tokens.veteran, { limit: 2 });
    expect(theirs.items.map((r) => r.description)).toEqual(['Theirs 4', 'Theirs 3']);
    // A cursor naming another member's row is no cursor: the member's own newest rows.
    const mine = await walletPage(t.app, t.tokens.newcomer, { limit: 3, before: theirs.items[1]!.id });
    expect(mine.items.map((r) => r.description)).toEqual([
      `Mine ${ROWS - 1}`,
      `Mine ${ROWS - 2}`,
      `Mine ${ROWS - 3}`,
    ]);
    const all = await walletPage(t.app, t.tokens.veteran, { limit: 50 });
    expect(all.items.every((r) => r.description.startsWith('Theirs'))).toBe(true);
    expect(all.nextCursor).toBeNull();
  });
});
