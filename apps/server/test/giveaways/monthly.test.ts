import { describe, expect, it } from 'vitest';
import { monthlyEntryKey } from '@member-area/domain';
import type { Db } from '../../src/db/kysely';
import { runMonthlyEntriesJob } from '../../src/jobs/monthly-entries';
import { grantMonthlyEntries } from '../../src/modules/giveaways/draw-monthly';
import { DIALECTS, useTestApp } from '../harness';
import { inPeriod, insertMembers, insertSweep } from './draw-fixtures';

async function subscribe(db: Db, memberId: number, ref: string): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({
      member_id: memberId,
      plan_id: 101,
      ref_id: ref,
      reference_number: `R-${ref}`,
      subscription_provider: 'stripe',
      brand_id: 'playmax',
      is_active: 1,
      is_trial: 0,
      billing_period_days: 30,
      start_date: '2026-01-01T00:00:00.000Z',
      next_billing_date: null,
      cancelled_at: null,
      cancel_ref_id: null,
      cancel_date: null,
      end_date: null,
      created_at: '2026-01-01T00:00:00.000Z',
    })
    .execute();
}

describe.each(DIALECTS)('monthly exclusive free entries on %s', (dialect) => {
  const m: Record<'active' | 'blocked' | 'disabled' | 'minor' | 'leaving', number> = {
    active: 0,
    blocked: 0,
    disabled: 0,
    minor: 0,
    leaving: 0,
  };
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      const d = db.handle.db;
      await insertSweep(d, 'M1', '2026-03', { last: '2026-04', category: 'monthly_exclusive' });
      await insertSweep(d, 'PROMO', '2026-03'); // not monthly: nobody is entered
      const [blocked, disabled, minor, leaving] = await insertMembers(d, 4, 'monthly');
      Object.assign(m, { active: ids.paid, blocked, disabled, minor, leaving });
      await d
        .updateTable('members')
        .set({ is_active: 1 })
        .where('email', 'like', '%@monthly.invalid')
        .execute();
      await d.updateTable('members').set({ country_code: 'GB' }).where('id', '=', m.blocked).execute();
      await d.updateTable('members').set({ date_of_birth: '2012-05-01' }).where('id', '=', m.minor).execute();
      await d
        .insertInto('member_tags')
        .values({
          member_id: m.disabled,
          tag: 'sweep_features:disabled',
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
      for (const id of [m.blocked, m.disabled, m.minor, m.leaving]) await subscribe(d, id, `sub_m_${id}`);
    },
  });
  const db = () => t.db.handle.db;
  const ledger = (sweepId: string) =>
    db()
      .selectFrom('giveaway_entries')
      .selectAll()
      .where('sweep_id', '=', sweepId)
      .orderBy('member_id')
      .execute();
  const pool = async () =>
    Number(
      (
        await db()
          .selectFrom('sweeps')
          .select('total_entries')
          .where('id', '=', 'M1')
          .executeTakeFirstOrThrow()
      ).total_entries,
    );

  it('enters each active member once when two instances run at once, and the pool agrees', async () => {
    t.clock.now = new Date(inPeriod('2026-03', 2));
    const [a, b] = await Promise.all([
      grantMonthlyEntries(db(), t.clock.fn),
      grantMonthlyEntries(db(), t.clock.fn),
    ]);
    const entered = [...a.sweeps, ...b.sweeps].reduce((n, s) => n + s.entered, 0);
    expect(entered).toBe(2);
    const rows = await ledger('M1');
    expect(
      rows
        .map((r) => r.member_id)
        .map(Number)
        .sort(),
    ).toEqual([m.active, m.leaving].sort());
    expect(rows[0]).toMatchObject({ entries: 1, kind: 'monthly_exclusive', source: 'monthly' });
    expect(rows.map((r) => r.idempotency_key)).toContain(monthlyEntryKey('M1', m.active, '2026-03'));
    expect(await pool()).toBe(2);
    expect(await ledger('PROMO')).toEqual([]);
  });

  it('leaves out a blocked country, sweep_features:disabled and a date of birth under 18', async () => {
    const again = await runMonthlyEntriesJob(t.app.services);
    expect(again.sweeps).toEqual([
      { sweepId: 'M1', brandId: 'playmax', eligible: 2, entered: 0, skipped: 3 },
    ]);
    expect(await pool()).toBe(2);
  });

  it('enters again next month; a member who cancelled gets no more but keeps what they hold', async () => {
    await db()
      .updateTable('subscriptions')
      .set({ cancel_ref_id: 'CXL-0000000001', cancelled_at: inPeriod('2026-03', 20) })
      .where('member_id', '=', m.leaving)
      .execute();
    t.clock.now = new Date(inPeriod('2026-04', 1));
    const report = await grantMonthlyEntries(db(), t.clock.fn);
    expect(report).toMatchObject({ period: '2026-04', sweeps: [{ sweepId: 'M1', entered: 1 }] });
    const rows = await ledger('M1');
    expect(rows.filter((r) => Number(r.member_id) === m.active)).toHaveLength(2);
    expect(rows.filter((r) => Number(r.member_id) === m.leaving)).toHaveLength(1);
    expect(await pool()).toBe(rows.reduce((n, r) => n + Number(r.entries), 0));
  });

  it('enters nobody outside an open month', async () => {
    t.clock.now = new Date('2026-05-10T12:00:00.000Z');
    expect((await grantMonthlyEntries(db(), t.clock.fn)).sweeps).toEqual([]);
  });
});
