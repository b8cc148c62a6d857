/**
 * The console's giveaway screens (issue 31 scope 7, issue 33 scope 3) on both databases: who may
 * list, create, run and publish draws of which brand's giveaways, the postal entry form's rules
 * (one per envelope, no PO box, every field), the audit row each change writes in its own
 * transaction (and a refusal or a call that changes nothing does not), and the monthly entries
 * limited to one brand.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/kysely';
import { afterClose, enter, inPeriod, insertMembers } from '../giveaways/draw-fixtures';
import { DIALECTS, useTestApp } from '../harness';
import { TEST_STAFF, confirmSecondFactor, consoleGql, seedTestStaff, staffSignIn } from './staff-harness';

const RESULT = 'responseResult { succeeded errorCode message extra }';
const DRAW = `id period state commitment beacon total uniqueEntrants winner winnerKind publishedAt verificationUrl`;
const GIVEAWAY = `id brandId name category monthsOpen firstMonth lastMonth entries state priceMinor currency draws { ${DRAW} }`;

interface Result {
  succeeded: boolean;
  errorCode: string | null;
  message: string | null;
  extra: Record<string, unknown> | null;
}

const INPUT = {
  name: 'Dream Bike',
  prize: 'A carbon road bike',
  month: '2026-04',
  months: 1,
  price: '1.99',
  entries: 10,
  multiplierPrice: '4.99',
  factor: 3,
  category: 'promotional',
  physical: true,
  memberOnly: false,
  description: null,
  image: null,
};

const ENVELOPE = {
  envelopeRef: 'ENV-1',
  fullName: 'Ada Lovelace',
  address: '12 Analytical Street',
  city: 'Springfield',
  postcode: '62704',
  phone: null,
  email: 'ada@example.com',
  country: 'US',
  received: null,
};

async function auditActions(
  db: Db,
  target: string,
): Promise<{ action: string; staff: number | null; brand: string | null }[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['action', 'staff_id', 'brand_id'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    action: r.action,
    staff: r.staff_id === null ? null : Number(r.staff_id),
    brand: r.brand_id,
  }));
}

describe.each(DIALECTS)('the console giveaway screens on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      staffIds = await seedTestStaff(db.handle.db);
    },
  });
  let staffIds: Record<keyof typeof TEST_STAFF, number>;
  const db = () => t.db.handle.db;
  let admin = '';
  let support = '';
  let giveawayId = '';

  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const r = await consoleGql(t.app, token, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data ?? {};
  };
  const create = async (token: string, brandId: string, input: Record<string, unknown>) =>
    (
      await gql(
        token,
        `mutation($b: ID!, $input: GiveawayInput!) { createGiveaway(brandId: $b, input: $input) { ${RESULT} giveaway { ${GIVEAWAY} } } }`,
        { b: brandId, input },
      )
    ).createGiveaway as { responseResult: Result; giveaway: Record<string, unknown> | null };
  const postal = async (token: string, brandId: string, input: Record<string, unknown>) =>
    (
      await gql(
        token,
        `mutation($b: ID!, $g: ID!, $input: PostalEntryInput!) { recordPostalEntry(brandId: $b, giveawayId: $g, input: $input) { ${RESULT} postalEntryId } }`,
        { b: brandId, g: giveawayId, input },
      )
    ).recordPostalEntry as { responseResult: Result; postalEntryId: string | null };
  const runDraw = async (token: string, brandId: string, vars: Record<string, unknown>) =>
    (
      await gql(
        token,
        `mutation($b: ID!, $g: ID!, $m: String!, $hold: Boolean, $beacon: String) {
          runDraw(brandId: $b, giveawayId: $g, month: $m, hold: $hold, beacon: $beacon) { ${RESULT} outcome draw { ${DRAW} } } }`,
        { b: brandId, g: giveawayId, m: '2026-04', ...vars },
      )
    ).runDraw as { responseResult: Result; outcome: string | null; draw: Record<string, unknown> | null };
  const publish = async (token: string, brandId: string) =>
    (
      await gql(
        token,
        `mutation($b: ID!, $d: ID!) { publishDraw(brandId: $b, drawId: $d) { ${RESULT} outcome draw { ${DRAW} } } }`,
        { b: brandId, d: `drw_${giveawayId}_202604` },
      )
    ).publishDraw as { responseResult: Result; outcome: string | null; draw: Record<string, unknown> | null };

  beforeAll(async () => {
    t.clock.now = new Date('2026-03-01T12:00:00.000Z');
    admin = await staffSignIn(t.app, t.clock, TEST_STAFF.brandAdmin.email);
    support = await staffSignIn(t.app, t.clock, TEST_STAFF.support.email);
  });

  it('creates a giveaway on the brand, commits its draws, and writes one audit row', async () => {
    const r = await create(admin, 'playmax', INPUT);
    expect(r.responseResult).toMatchObject({ succeeded: true });
    expect(r.giveaway).toMatchObject({
      brandId: 'playmax',
      name: 'Dream Bike',
      category: 'promotional',
      monthsOpen: 1,
      firstMonth: '2026-04',
      lastMonth: '2026-04',
      entries: 0,
      state: 'upcoming',
      priceMinor: 199,
      currency: 'USD',
    });
    giveawayId = String(r.giveaway?.id);
    expect(await auditActions(db(), `giveaway:${giveawayId}`)).toEqual([
      { action: 'giveaway.create', staff: staffIds.brandAdmin, brand: 'playmax' },
    ]);
    const desk = (
      await gql(
        admin,
        `query($b: ID!, $id: ID!) { giveaways(brandId: $b) { currency currencyDecimals currentMonth one(id: $id) { ${GIVEAWAY} } } }`,
        { b: 'playmax', id: giveawayId },
      )
    ).giveaways as { currency: string; currentMonth: string; one: { draws: Record<string, unknown>[] } };
    expect(desk).toMatchObject({ currency: 'USD', currencyDecimals: 2, currentMonth: '2026-03' });
    const detail = desk.one;
    expect(detail.draws[0]).toMatchObject({
      id: `drw_${giveawayId}_202604`,
      period: '2026-04',
      state: 'committed',
      winner: null,
    });
    expect(String(detail.draws[0]?.commitment)).toMatch(/^[0-9a-f]{64}$/);
    expect(String(detail.draws[0]?.verificationUrl)).toMatch(new RegExp(`/draws/drw_${giveawayId}_202604$`));
  });

  it.each([
    [{ name: '  ' }, { field: 'name', problem: 'required' }],
    [{ month: '2026-13' }, { field: 'month', problem: 'month_invalid' }],
    [{ month: '2026-03' }, { field: 'month', problem: 'month_opened' }],
    [{ price: null }, { field: 'price', problem: 'promotional_needs_prices' }],
    [{ price: '1.999' }, { field: 'price', problem: 'amount_decimals' }],
    [{ factor: 1 }, { field: 'factor', problem: 'factor_invalid' }],
    [{ months: 13 }, { field: 'months', problem: 'months_invalid' }],
    [{ category: 'lottery' }, { field: 'category', problem: 'category_invalid' }],
  ])('refuses a giveaway with %j: invalid_input naming the field, nothing written', async (change, extra) => {
    const before = await db().selectFrom('audit_log').select('id').execute();
    const r = await create(admin, 'playmax', { ...INPUT, ...change });
    expect(r.responseResult).toMatchObject({ succeeded: false, errorCode: 'invalid_input', extra });
    expect(r.responseResult.message).toBeTruthy();
    expect(await db().selectFrom('audit_log').select('id').execute()).toEqual(before);
  });

  it("refuses another brand's giveaways and a role without the permission", async () => {
    expect((await create(admin, 'clickcoins', INPUT)).responseResult.errorCode).toBe('forbidden');
    expect((await create(support, 'playmax', INPUT)).responseResult.errorCode).toBe('forbidden');
    const list = await gql(admin, 'query($b: ID!) { giveaways(brandId: $b) { list { id } } }', {
      b: 'clickcoins',
    });
    expect(list.giveaways).toBeNull();
  });

  it('lists the brand’s giveaways for support too (postal entries)', async () => {
    const list = await gql(
      support,
      'query($b: ID!) { giveaways(brandId: $b) { list { id name state entries } } }',
      {
        b: 'playmax',
      },
    );
    expect((list.giveaways as { list: { id: string }[] }).list.map((g) => g.id)).toContain(giveawayId);
    // A giveaway offered on playmax only is unknown on clickcoins, whoever asks.
    const other = await gql(
      support,
      'query($b: ID!, $id: ID!) { giveaways(brandId: $b) { one(id: $id) { id } } }',
      {
        b: 'clickcoins',
        id: giveawayId,
      },
    );
    expect(other.giveaways).toEqual({ one: null });
  });

  it('records a postal entry with its audit row, and names a duplicate envelope at once', async () => {
    t.clock.now = new Date(inPeriod('2026-04', 5));
    support = await staffSignIn(t.app, t.clock, TEST_STAFF.support.email);
    const ok = await postal(support, 'playmax', ENVELOPE);
    expect(ok.responseResult).toMatchObject({ succeeded: true });
    expect(ok.postalEntryId).toMatch(/^\d+$/);
    const dup = await postal(support, 'playmax', { ...ENVELOPE, fullName: 'Someone Else' });
    expect(dup.responseResult).toMatchObject({
      succeeded: false,
      errorCode: 'postal_duplicate',
      extra: { envelopeRef: 'ENV-1' },
    });
    expect(await auditActions(db(), `giveaway:${giveawayId}`)).toEqual([
      { action: 'giveaway.create', staff: staffIds.brandAdmin, brand: 'playmax' },
      { action: 'giveaway.postal_entry', staff: staffIds.support, brand: 'playmax' },
    ]);
  });

  it.each([
    [{ address: 'PO Box 12' }, 'postal_po_box', null],
    [{ city: '', postcode: ' ' }, 'postal_incomplete', { fields: ['city', 'postcode'] }],
    [{ envelopeRef: '' }, 'postal_incomplete', { fields: ['envelopeRef'] }],
    [{ email: 'not-an-address' }, 'postal_invalid_email', null],
    [{ received: '2027-01-01' }, 'invalid_input', { field: 'receivedAt', problem: 'received_in_future' }],
  ])('refuses the envelope %j with %s', async (change, errorCode, extra) => {
    const r = await postal(support, 'playmax', { ...ENVELOPE, envelopeRef: 'ENV-X', ...change });
    expect(r.responseResult).toMatchObject({ succeeded: false, errorCode, extra });
  });

  it("refuses a postal entry on another brand's giveaway", async () => {
    const otherBrand = await postal(support, 'clickcoins', { ...ENVELOPE, envelopeRef: 'ENV-2' });
    expect(otherBrand.responseResult.errorCode).toBe('sweep_not_found');
    admin = await staffSignIn(t.app, t.clock, TEST_STAFF.brandAdmin.email);
    const forbidden = await postal(admin, 'clickcoins', { ...ENVELOPE, envelopeRef: 'ENV-3' });
    expect(forbidden.responseResult.errorCode).toBe('forbidden');
  });

  it('holds a draw for a beacon, draws it with the beacon, and publishes it with a fresh second factor', async () => {
    await enter(db(), giveawayId, await insertMembers(db(), 3000, 'console'), inPeriod('2026-04', 6));
    expect((await runDraw(admin, 'playmax', {})).responseResult).toMatchObject({
      succeeded: false,
      errorCode: 'invalid_input',
      extra: { problem: 'draw_not_closed' },
    });
    t.clock.now = afterClose('2026-04', 2);
    admin = await staffSignIn(t.app, t.clock, TEST_STAFF.brandAdmin.email);
    expect((await runDraw(admin, 'clickcoins', { hold: true })).responseResult.errorCode).toBe('forbidden');

    const held = await runDraw(admin, 'playmax', { hold: true });
    expect(held).toMatchObject({
      outcome: 'held',
      draw: { state: 'held', uniqueEntrants: 3001, winner: null },
    });
    const drawn = await runDraw(admin, 'playmax', { beacon: 'nist-beacon-2026-05-01' });
    expect(drawn).toMatchObject({
      outcome: 'drawn',
      draw: { state: 'drawn', beacon: 'nist-beacon-2026-05-01', publishedAt: null },
    });
    expect(drawn.draw?.winner).toMatch(/\S/);

    expect((await publish(admin, 'playmax')).responseResult.errorCode).toBe('fresh_second_factor_required');
    await confirmSecondFactor(t.app, t.clock, admin);
    expect((await publish(admin, 'clickcoins')).responseResult.errorCode).toBe('forbidden');
    const published = await publish(admin, 'playmax');
    expect(published).toMatchObject({ outcome: 'published', draw: { state: 'published' } });
    expect((await publish(admin, 'playmax')).outcome).toBe('already_published');

    // One row per change: held, drawn, published; the repeated publish changed nothing.
    expect(await auditActions(db(), `draw:drw_${giveawayId}_202604`)).toEqual([
      { action: 'draw.held', staff: staffIds.brandAdmin, brand: 'playmax' },
      { action: 'draw.drawn', staff: staffIds.brandAdmin, brand: 'playmax' },
      { action: 'draw.published', staff: staffIds.brandAdmin, brand: 'playmax' },
    ]);
  });

  it("gives this month's free entries of the brand's monthly giveaways only, refusing another month", async () => {
    const grant = async (brandId: string, month: string) =>
      (
        await gql(
          admin,
          `mutation($b: ID!, $m: String!) { grantMonthlyEntries(brandId: $b, month: $m) { ${RESULT} period lines { giveawayId entered } } }`,
          { b: brandId, m: month },
        )
      ).grantMonthlyEntries as { responseResult: Result; period: string | null; lines: unknown[] };
    expect((await grant('playmax', '2026-01')).responseResult).toMatchObject({
      errorCode: 'invalid_input',
      extra: { field: 'month', problem: 'month_not_current', params: { current: '2026-05' } },
    });
    expect((await grant('clickcoins', '2026-05')).responseResult.errorCode).toBe('forbidden');
    const ok = await grant('playmax', '2026-05');
    expect(ok).toMatchObject({ responseResult: { succeeded: true }, period: '2026-05' });
  });
});
