import { describe, expect, it } from 'vitest';
import { enteredGiveaway } from '../src/modules/sweep/service';
import { DIALECTS, HOSTS, gql, useTestApp } from './harness';

const BY_ID = `query($id: ID!) { sweep { byId(id: $id) { id name kind entries firstEnteredAt lastEnteredAt } } }`;
const ENTERED = '{ member { info { giveawaysEntered { sweepId name entries date kind } } } }';

describe.each(DIALECTS)('sweep.byId on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      await db.handle.db
        .insertInto('giveaway_entries')
        .values([
          {
            member_id: ids.paid,
            sweep_id: 'sf-dream-car',
            name: 'Dream Car',
            entries: 100,
            kind: 'entered',
            created_at: '2026-03-01T10:00:00.000Z',
          },
          {
            member_id: ids.paid,
            sweep_id: 'sf-dream-car',
            name: 'Dream Car',
            entries: 5,
            kind: 'entered',
            created_at: '2026-03-04T10:00:00.000Z',
          },
          {
            member_id: ids.newcomer,
            sweep_id: 'sf-only-newcomer',
            name: 'Trip',
            entries: 1,
            kind: 'monthly_exclusive',
            created_at: '2026-03-02T10:00:00.000Z',
          },
        ])
        .execute();
    },
    logins: { paid: 'paid@playmax.test' },
  });

  const byId = async (id: string, token?: string) => {
    const res = await gql(t.app, HOSTS.playmax, BY_ID, { token, variables: { id } });
    expect(res.body.errors).toBeUndefined();
    return (res.body.data as { sweep: { byId: unknown } }).sweep.byId;
  };

  it('shows a member a giveaway they entered, with their entries summed and their first and last entry', async () => {
    expect(await byId('sf-dream-car', t.tokens.paid)).toEqual({
      id: 'sf-dream-car',
      name: 'Dream Car',
      kind: 'entered',
      entries: 105,
      firstEnteredAt: '2026-03-01T10:00:00.000Z',
      lastEnteredAt: '2026-03-04T10:00:00.000Z',
    });
  });

  it("does not show another member's giveaway, an unknown id or anything to anonymous visitors", async () => {
    expect(await byId('sf-only-newcomer', t.tokens.paid)).toBeNull();
    expect(await byId('no-such-giveaway', t.tokens.paid)).toBeNull();
    expect(await byId('x'.repeat(5000), t.tokens.paid)).toBeNull();
    expect(await byId('sf-dream-car')).toBeNull();
  });

  it("lists a member's own entries newest first, never another member's, on member.info.giveawaysEntered", async () => {
    const res = await gql(t.app, HOSTS.playmax, ENTERED, { token: t.tokens.paid });
    expect(res.body.errors).toBeUndefined();
    const entries = (res.body.data as { member: { info: { giveawaysEntered: unknown[] } } }).member.info
      .giveawaysEntered;
    expect(entries).toEqual([
      {
        sweepId: 'sf-dream-car',
        name: 'Dream Car',
        entries: 5,
        date: '2026-03-04T10:00:00.000Z',
        kind: 'entered',
      },
      {
        sweepId: 'sf-dream-car',
        name: 'Dream Car',
        entries: 100,
        date: '2026-03-01T10:00:00.000Z',
        kind: 'entered',
      },
    ]);
  });

  it("reads a member's entries only inside the brand that asks", async () => {
    const view = { brandId: 'clickcoins', memberId: t.ids.paid };
    expect(await enteredGiveaway(t.db.handle.db, view, 'sf-dream-car')).toBeNull();
    expect(
      await enteredGiveaway(t.db.handle.db, { ...view, brandId: 'playmax' }, 'sf-dream-car'),
    ).toMatchObject({ entries: 105 });
  });
});
