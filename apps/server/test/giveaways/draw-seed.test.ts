import { describe, expect, it } from 'vitest';
import { DRAW_MIN_UNIQUE_ENTRIES, drawPeriod, verifyDraw, type DrawRecord } from '@member-area/domain';
import { seedGiveawayDraws } from '../../src/seed/giveaways/draws';
import { DIALECTS, HOSTS, useTestApp } from '../harness';
import { SECRET, insertSweep, memberRow, services } from './draw-fixtures';

const NOW = new Date('2026-03-15T12:00:00.000Z');

describe.each(DIALECTS)('the demo draws seed on %s', (dialect) => {
  const logs: string[] = [];
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      const d = db.handle.db;
      // As the catalogue seed makes them: three giveaways of last month, one that rolled over into this one.
      for (const id of ['1001', '1002', '1003']) await insertSweep(d, id, '2026-02');
      await insertSweep(d, '1008', '2026-02', { last: '2026-03' });
      await insertSweep(d, '1004', '2026-03');
      const [winner, champion] = ['winner@playmax.test', 'champion@playmax.test'];
      for (const email of [winner, champion])
        await d
          .insertInto('members')
          .values(memberRow(email, { is_active: 1 }))
          .execute();
      await seedGiveawayDraws(d, NOW, { jwtSecret: SECRET, log: (m) => logs.push(m) });
    },
  });
  const db = () => t.db.handle.db;
  const row = (id: string) =>
    db().selectFrom('draws').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: HOSTS.playmax } });

  // Its time is in its log line (draws: … ms), read, never asserted (README "Benchmarks").
  it('a second run changes nothing', async () => {
    const before = await db().selectFrom('draws').selectAll().orderBy('id').execute();
    await seedGiveawayDraws(db(), NOW, { jwtSecret: SECRET, log: (m) => logs.push(m) });
    expect(logs.at(-1)).toBe('draws: already seeded');
    expect(await db().selectFrom('draws').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('1001 is won by winner@ and 1002 by champion@ (claimed), both announced and published', async () => {
    for (const [id, email] of [
      ['drw_1001_202602', 'winner@playmax.test'],
      ['drw_1002_202602', 'champion@playmax.test'],
    ] as const) {
      const draw = await row(id);
      const winner = await db()
        .selectFrom('members')
        .select(['id', 'email'])
        .where('id', '=', Number(draw.winner_member_id))
        .executeTakeFirstOrThrow();
      expect(winner.email).toBe(email);
      expect(draw).toMatchObject({
        status: 'drawn',
        announced_at: expect.any(String),
        published_at: expect.any(String),
      });
      expect(Number(draw.unique_entrants)).toBeGreaterThan(DRAW_MIN_UNIQUE_ENTRIES);
      expect(draw.created_at < draw.opens_at).toBe(true);
      const tags = await db()
        .selectFrom('member_tags')
        .select('tag')
        .where('member_id', '=', Number(winner.id))
        .execute();
      expect(tags.map((x) => x.tag)).toContain(`sa_winner:${draw.sweep_id}`);
    }
    expect(Date.parse((await row('drw_1001_202602')).drawn_at ?? '')).toBe(NOW.getTime() - 86_400_000);
    expect(await row('drw_1002_202602')).toMatchObject({ claimed_at: expect.any(String) });
    expect(await row('drw_1001_202603')).toMatchObject({ status: 'unused' });
  });

  it('publishes records that verify, and a re-run from the database gives the same winners', async () => {
    for (const id of ['drw_1001_202602', 'drw_1002_202602']) {
      const record = (await get(`/api/draws/${id}`)).json<DrawRecord>();
      expect(verifyDraw(record).ok, id).toBe(true);
    }
    const again = await services(db(), () => NOW).draws.closeAndDraw('1001', '2026-02');
    expect(again).toMatchObject({ ok: true, outcome: 'drawn', rerun: true, matches: true });
  });

  it('1003 waits for its beacon with a public snapshot, 1008 rolled over into this month', async () => {
    expect(await row('drw_1003_202602')).toMatchObject({
      status: 'committed',
      closed_at: expect.any(String),
      winner_entrant: null,
    });
    expect(await row('drw_1008_202602')).toMatchObject({ status: 'rolled_over' });
    expect(Number((await row('drw_1008_202602')).unique_entrants)).toBeLessThan(DRAW_MIN_UNIQUE_ENTRIES);
    expect(await row('drw_1008_202603')).toMatchObject({ status: 'committed' });
    expect(await row('drw_1004_202603')).toMatchObject({ status: 'committed' });
    expect((await row('drw_1004_202603')).created_at < drawPeriod('2026-03').opensAt.toISOString()).toBe(
      true,
    );
  });

  it('keeps every pool counter equal to its ledger rows and postal envelopes', async () => {
    for (const id of ['1001', '1002', '1003', '1008']) {
      const sweep = await db()
        .selectFrom('sweeps')
        .select('total_entries')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const ledger = await db()
        .selectFrom('giveaway_entries')
        .select((eb) => eb.fn.sum<number>('entries').as('n'))
        .where('sweep_id', '=', id)
        .executeTakeFirstOrThrow();
      const postal = await db()
        .selectFrom('postal_entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sweep_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(sweep.total_entries), id).toBe(Number(ledger.n ?? 0) + Number(postal.n));
    }
  });
});
