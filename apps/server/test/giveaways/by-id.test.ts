import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, gql, HOSTS, useTestApp } from '../harness';
import { byId, G, insertGiveaways, NOW } from './helpers';

const ENTERED = '{ member { info { giveawaysEntered { sweepId name entries date kind } } } }';

describe.each(DIALECTS)('sweep.byId with the giveaway catalogue on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      await insertGiveaways(db.handle.db, ids);
      const entry = (sweepId: string, entries: number, createdAt: string, key: string) => ({
        member_id: ids.paid,
        sweep_id: sweepId,
        name: `Giveaway ${sweepId}`,
        entries,
        kind: 'entered',
        source: 'grant',
        idempotency_key: key,
        created_at: createdAt,
      });
      await db.handle.db
        .insertInto('giveaway_entries')
        .values([
          entry(G.open, 100, '2026-03-01T10:00:00.000Z', 'a'),
          entry(G.open, 5, '2026-03-04T10:00:00.000Z', 'b'),
          // An entry from before the catalogue: kept on the account tab under its own name.
          { ...entry('sf-dream-car', 1, '2026-02-01T10:00:00.000Z', 'c'), name: 'Dream Car' },
        ])
        .execute();
      await db.handle.db.updateTable('sweeps').set({ total_entries: 105 }).where('id', '=', G.open).execute();
    },
    clockStart: NOW,
    logins: { paid: 'paid@playmax.test', fr: 'fr@playmax.test' },
  });
  beforeAll(() => {
    t.clock.now = new Date(NOW);
  });

  it('shows a giveaway with the member\'s entries summed, their odds, and "buy more entries"', async () => {
    expect(await byId(t.app, G.open, { token: t.tokens.paid })).toMatchObject({
      id: G.open,
      name: `Giveaway ${G.open}`,
      entries: 105,
      total_entries_sold: 105,
      odds: { entries: 105, total: 105, oneIn: 1 },
      cardState: 'entered',
      status: 'Entered',
    });
  });

  it("shows another member the same giveaway without the first member's entries", async () => {
    expect(await byId(t.app, G.open, { token: t.tokens.fr })).toMatchObject({
      entries: 0,
      cardState: 'active',
      odds: null,
    });
  });

  it('answers null for ids this brand does not have, and the giveaway without entries for anonymous visitors', async () => {
    expect(await byId(t.app, 'sf-dream-car', { token: t.tokens.paid })).toBeNull();
    expect(await byId(t.app, G.otherBrand, { token: t.tokens.paid })).toBeNull();
    expect(await byId(t.app, G.open)).toMatchObject({ entries: 0, offers: [] });
  });

  it("lists a member's own entries newest first, never another member's, on member.info.giveawaysEntered", async () => {
    const res = await gql(t.app, HOSTS.playmax, ENTERED, { token: t.tokens.paid });
    expect(res.body.errors).toBeUndefined();
    const entries = (res.body.data as { member: { info: { giveawaysEntered: unknown[] } } }).member.info
      .giveawaysEntered;
    expect(entries).toEqual([
      {
        sweepId: G.open,
        name: `Giveaway ${G.open}`,
        entries: 5,
        date: '2026-03-04T10:00:00.000Z',
        kind: 'entered',
      },
      {
        sweepId: G.open,
        name: `Giveaway ${G.open}`,
        entries: 100,
        date: '2026-03-01T10:00:00.000Z',
        kind: 'entered',
      },
      {
        sweepId: 'sf-dream-car',
        name: 'Dream Car',
        entries: 1,
        date: '2026-02-01T10:00:00.000Z',
        kind: 'entered',
      },
    ]);
    const other = await gql(t.app, HOSTS.playmax, ENTERED, { token: t.tokens.fr });
    expect(other.body.data).toEqual({ member: { info: { giveawaysEntered: [] } } });
  });
});
