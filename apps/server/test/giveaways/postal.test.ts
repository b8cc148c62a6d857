import { describe, expect, it } from 'vitest';
import { drawPeriod } from '@member-area/domain';
import type { PostalEntryRecord } from '../../src/modules/giveaways/postal-service';
import { DIALECTS, countRows, useTestApp } from '../harness';
import { afterClose, enter, inPeriod, insertSweep, services } from './draw-fixtures';

const ENTRY: PostalEntryRecord = {
  sweepId: 'P1',
  envelopeRef: 'ENV-0001',
  fullName: 'Jane Q. Public',
  address: '12 Elm Street',
  city: 'Springfield',
  postcode: '62704',
  phone: '+1 217 555 0100',
  email: 'jane@example.com',
  country: 'US',
};

describe.each(DIALECTS)('postal entries on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      await insertSweep(db.handle.db, 'P1', '2026-03');
      await insertSweep(db.handle.db, 'P2', '2026-04');
    },
  });
  const db = () => t.db.handle.db;
  const postal = () => services(db(), t.clock.fn).postal;
  const pool = async (id: string) =>
    Number(
      (await db().selectFrom('sweeps').select('total_entries').where('id', '=', id).executeTakeFirstOrThrow())
        .total_entries,
    );

  it('refuses a PO box, an incomplete entry and a bad e-mail with their codes, and writes nothing', async () => {
    t.clock.now = new Date(inPeriod('2026-03', 9));
    const cases: [Partial<PostalEntryRecord>, object][] = [
      [{ address: 'P.O. Box 123' }, { errorCode: 'postal_po_box' }],
      [{ address: 'PO Box 7, Main St' }, { errorCode: 'postal_po_box' }],
      [
        { city: '  ', postcode: '' },
        { errorCode: 'postal_incomplete', extra: { fields: ['city', 'postcode'] } },
      ],
      [{ phone: 'call me' }, { errorCode: 'postal_incomplete', extra: { fields: ['phone'] } }],
      [{ postcode: 'ABCDE' }, { errorCode: 'postal_incomplete', extra: { fields: ['postcode'] } }],
      [{ envelopeRef: '' }, { errorCode: 'postal_incomplete', extra: { fields: ['envelopeRef'] } }],
      [{ email: 'jane-at-example' }, { errorCode: 'postal_invalid_email' }],
      [{ sweepId: 'NOPE' }, { errorCode: 'sweep_not_found' }],
      [{ sweepId: 'P2' }, { errorCode: 'sweep_not_started' }],
      [{ receivedAt: new Date('2026-04-02T12:00:00Z') }, { errorCode: 'sweep_closed' }],
    ];
    for (const [change, refusal] of cases)
      expect(await postal().record({ ...ENTRY, ...change }), JSON.stringify(change)).toMatchObject({
        ok: false,
        ...refusal,
      });
    expect(await countRows(db(), 'postal_entries')).toBe(0);
    expect(await pool('P1')).toBe(0);
  });

  it('records one entry per envelope, and the same envelope once even when typed in five times at once', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => postal().record(ENTRY)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual(
      Array.from({ length: 4 }, () => ({
        ok: false,
        errorCode: 'postal_duplicate',
        extra: { envelopeRef: 'ENV-0001' },
      })),
    );
    expect(await countRows(db(), 'postal_entries')).toBe(1);
    expect(await pool('P1')).toBe(1);
  });

  it('gives the same person the same opaque pseudonym on every envelope', async () => {
    const second = await postal().record({
      ...ENTRY,
      envelopeRef: 'ENV-0002',
      fullName: ' jane q.  PUBLIC ',
      postcode: '62704',
    });
    const first = await db()
      .selectFrom('postal_entries')
      .select('entrant')
      .where('envelope_ref', '=', 'ENV-0001')
      .executeTakeFirstOrThrow();
    expect(second).toMatchObject({ ok: true, entrant: first.entrant });
    expect(first.entrant).toMatch(/^p_[0-9a-f]{16}$/);
    expect(await pool('P1')).toBe(2);
  });

  it('weighs one envelope exactly as one paid entry in the snapshot', async () => {
    const member = await db()
      .selectFrom('members')
      .select('id')
      .where('email', '=', 'paid@playmax.test')
      .executeTakeFirstOrThrow();
    await enter(db(), 'P1', [Number(member.id)], inPeriod('2026-03', 10));
    await postal().record({
      ...ENTRY,
      envelopeRef: 'ENV-0003',
      fullName: 'John Roe',
      email: 'john@example.com',
    });
    const s = services(db(), t.clock.fn);
    const draw = {
      sweep_id: 'P1',
      period: '2026-03',
      closes_at: drawPeriod('2026-03').closesAt.toISOString(),
    };
    const { snapshot, total } = await s.draws.poolOf(draw, afterClose('2026-03').toISOString());
    const entriesOf = (entrant: string) => snapshot.find((e) => e.entrant === entrant)?.entries;
    expect(entriesOf(s.entrants.member(Number(member.id)))).toBe(1);
    const john = await db()
      .selectFrom('postal_entries')
      .select('entrant')
      .where('envelope_ref', '=', 'ENV-0003')
      .executeTakeFirstOrThrow();
    expect(entriesOf(john.entrant)).toBe(1);
    expect(snapshot.map((e) => e.entries).sort()).toEqual([1, 1, 2]); // Jane sent two envelopes
    expect(total).toBe(await pool('P1'));
  });

  it('takes an envelope received by the close after it, until the draw is drawn', async () => {
    t.clock.now = afterClose('2026-03', 20);
    const late = await postal().record({
      ...ENTRY,
      envelopeRef: 'ENV-0004',
      receivedAt: new Date(inPeriod('2026-03', 27)),
    });
    expect(late).toMatchObject({ ok: true });
    const close = drawPeriod('2026-03').closesAt.toISOString();
    await db()
      .insertInto('draws')
      .values({
        id: 'drw_P1_202603',
        sweep_id: 'P1',
        period: '2026-03',
        opens_at: drawPeriod('2026-03').opensAt.toISOString(),
        closes_at: close,
        commitment: '0'.repeat(64),
        seed: '1'.repeat(64),
        status: 'drawn',
        created_at: '2026-02-01T00:00:00.000Z',
      })
      .execute();
    expect(
      await postal().record({
        ...ENTRY,
        envelopeRef: 'ENV-0005',
        receivedAt: new Date(inPeriod('2026-03', 27)),
      }),
    ).toEqual({
      ok: false,
      errorCode: 'sweep_closed',
    });
  });
});
