/**
 * The console's giveaway screens (issue 31 scope 7, issue 33 scope 3) on both databases: who may
 * list, create, run and publish draws of which brand's giveaways, the postal entry form's rules
 * (one per envelope, no PO box, every field), the audit row each change writes in its own
 * transaction (and a refusal or a call that changes nothing does not), and the monthly entries
 * limited to one brand.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/kysely';
import { runOps, type OpsContext } from '../../src/ops/commands';
import { afterClose, enter, inPeriod, insertMembers, services } from '../giveaways/draw-fixtures';
import { DIALECTS, useTestApp } from '../harness';
import { TEST_STAFF, confirmSecondFactor, consoleGql, seedTestStaff, staffSignIn } from './staff-harness';

const RESULT = 'responseResult { succeeded errorCode message extra }';
const DRAW = `id period state commitment seed beacon total uniqueEntrants winner winnerKind publishedAt verificationUrl
  claimState claimedAt rollOverReason rolledOverTo`;
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

const EDIT = {
  name: 'Dream Bike Deluxe',
  prize: 'A carbon road bike with a helmet',
  price: '2.49',
  entries: 10,
  multiplierPrice: '4.99',
  factor: 3,
  physical: true,
  memberOnly: false,
  description: 'Ride on.',
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
    expect(drawn.draw?.seed).toBeNull();
    expect(published.draw?.seed).toMatch(/^[0-9a-f]{64}$/);
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

  const update = async (token: string, brandId: string, id: string, input: Record<string, unknown>) =>
    (
      await gql(
        token,
        `mutation($b: ID!, $g: ID!, $input: GiveawayEditInput!) { updateGiveaway(brandId: $b, giveawayId: $g, input: $input) {
          ${RESULT} giveaway { id name prize priceMinor physical } } }`,
        { b: brandId, g: id, input },
      )
    ).updateGiveaway as { responseResult: Result; giveaway: Record<string, unknown> | null };
  const envelopeTaken = async (token: string, brandId: string, envelopeRef: string) =>
    (
      await gql(
        token,
        'query($b: ID!, $g: ID!, $e: String!) { postalEnvelopeTaken(brandId: $b, giveawayId: $g, envelopeRef: $e) }',
        { b: brandId, g: giveawayId, e: envelopeRef },
      )
    ).postalEnvelopeTaken as boolean | null;

  it('edits a giveaway for owners and brand admins, audited with before and after; the other roles and brands refused', async () => {
    admin = await staffSignIn(t.app, t.clock, TEST_STAFF.brandAdmin.email);
    const fresh = await create(admin, 'playmax', { ...INPUT, month: '2026-07' });
    const id = String(fresh.giveaway?.id);
    const edited = await update(admin, 'playmax', id, EDIT);
    expect(edited).toMatchObject({
      responseResult: { succeeded: true },
      giveaway: { id, name: 'Dream Bike Deluxe', prize: 'A carbon road bike with a helmet', priceMinor: 249 },
    });
    const owner = await staffSignIn(t.app, t.clock, TEST_STAFF.owner.email);
    expect(
      (await update(owner, 'playmax', id, { ...EDIT, name: 'Dream Bike XL' })).responseResult.succeeded,
    ).toBe(true);
    // The same values again: nothing changes, nothing is recorded.
    expect(
      (await update(owner, 'playmax', id, { ...EDIT, name: 'Dream Bike XL' })).responseResult.succeeded,
    ).toBe(true);
    for (const role of ['support', 'editor', 'fulfilment'] as const) {
      const token = await staffSignIn(t.app, t.clock, TEST_STAFF[role].email);
      expect((await update(token, 'playmax', id, EDIT)).responseResult.errorCode, role).toBe('forbidden');
    }
    expect((await update(admin, 'clickcoins', id, EDIT)).responseResult.errorCode).toBe('forbidden');
    // The owner may act on clickcoins, which does not offer this giveaway.
    expect((await update(owner, 'clickcoins', id, EDIT)).responseResult.errorCode).toBe('sweep_not_found');
    const rows = await db()
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'before_json', 'after_json'])
      .where('target', '=', `giveaway:${id}`)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.action, Number(r.staff_id)])).toEqual([
      ['giveaway.create', staffIds.brandAdmin],
      ['giveaway.update', staffIds.brandAdmin],
      ['giveaway.update', staffIds.owner],
    ]);
    expect(JSON.parse(String(rows[1]?.before_json))).toMatchObject({ name: 'Dream Bike', priceMinor: 199 });
    expect(JSON.parse(String(rows[1]?.after_json))).toMatchObject({
      name: 'Dream Bike Deluxe',
      priceMinor: 249,
    });
  });

  it('keeps the prices once entries are bought and the prize kind once drawn; the texts always change', async () => {
    const locks = (
      await gql(
        admin,
        'query($b: ID!, $id: ID!) { giveaways(brandId: $b) { one(id: $id) { locks { field lock } } } }',
        {
          b: 'playmax',
          id: giveawayId,
        },
      )
    ).giveaways as { one: { locks: { field: string; lock: string }[] } };
    expect(locks.one.locks).toEqual(
      expect.arrayContaining([
        { field: 'price', lock: 'entries_bought' },
        { field: 'physical', lock: 'winner_drawn' },
        { field: 'months', lock: 'commitment_published' },
      ]),
    );
    const auditBefore = await db().selectFrom('audit_log').select('id').execute();
    expect(
      (await update(admin, 'playmax', giveawayId, { ...EDIT, name: 'Dream Bike' })).responseResult,
    ).toMatchObject({ errorCode: 'invalid_input', extra: { field: 'price', problem: 'entries_bought' } });
    const keepPrices = { ...EDIT, price: '1.99' };
    expect(
      (await update(admin, 'playmax', giveawayId, { ...keepPrices, physical: false })).responseResult,
    ).toMatchObject({ errorCode: 'invalid_input', extra: { field: 'physical', problem: 'winner_drawn' } });
    expect(await db().selectFrom('audit_log').select('id').execute()).toEqual(auditBefore);
    const renamed = await update(admin, 'playmax', giveawayId, keepPrices);
    expect(renamed).toMatchObject({
      responseResult: { succeeded: true },
      giveaway: { name: 'Dream Bike Deluxe' },
    });
  });

  it('tells the postal form whether an envelope is recorded, for the roles that record them only', async () => {
    support = await staffSignIn(t.app, t.clock, TEST_STAFF.support.email);
    expect(await envelopeTaken(support, 'playmax', 'ENV-1')).toBe(true);
    expect(await envelopeTaken(support, 'playmax', ' ENV-1 ')).toBe(true);
    expect(await envelopeTaken(support, 'playmax', 'ENV-9')).toBe(false);
    expect(await envelopeTaken(admin, 'playmax', 'ENV-1')).toBe(true);
    const owner = await staffSignIn(t.app, t.clock, TEST_STAFF.owner.email);
    expect(await envelopeTaken(owner, 'playmax', 'ENV-1')).toBe(true);
    // Not offered on clickcoins: nothing recorded there.
    expect(await envelopeTaken(support, 'clickcoins', 'ENV-1')).toBe(false);
    expect(await envelopeTaken(admin, 'clickcoins', 'ENV-1')).toBeNull();
    for (const role of ['editor', 'fulfilment'] as const) {
      const token = await staffSignIn(t.app, t.clock, TEST_STAFF[role].email);
      expect(await envelopeTaken(token, 'playmax', 'ENV-1'), role).toBeNull();
    }
  });

  it("shows the winner's claim and a month rolled over to the next with its reason", async () => {
    const one = async (id: string) =>
      (
        (
          await gql(
            admin,
            `query($b: ID!, $id: ID!) { giveaways(brandId: $b) { one(id: $id) { ${GIVEAWAY} } } }`,
            {
              b: 'playmax',
              id,
            },
          )
        ).giveaways as { one: { draws: Record<string, unknown>[] } }
      ).one;
    expect((await one(giveawayId)).draws[0]).toMatchObject({ winnerKind: 'member', claimState: 'waiting' });
    const small = await create(admin, 'playmax', { ...INPUT, month: '2026-06' });
    const id = String(small.giveaway?.id);
    await enter(db(), id, await insertMembers(db(), 3, 'rollover'), inPeriod('2026-06', 3));
    t.clock.now = afterClose('2026-06', 2);
    admin = await staffSignIn(t.app, t.clock, TEST_STAFF.brandAdmin.email);
    const ran = (
      await gql(
        admin,
        `mutation($b: ID!, $g: ID!, $m: String!) { runDraw(brandId: $b, giveawayId: $g, month: $m) { ${RESULT} outcome } }`,
        { b: 'playmax', g: id, m: '2026-06' },
      )
    ).runDraw as { outcome: string };
    expect(ran.outcome).toBe('rolled_over');
    expect((await one(id)).draws[0]).toMatchObject({
      period: '2026-06',
      state: 'rolled_over',
      rollOverReason: 'too_few_entrants',
      rolledOverTo: '2026-07',
      claimState: null,
    });
  });

  it('update-giveaway changes the same giveaway by the same rules, audited as cli', async () => {
    const lines: string[] = [];
    const ctx: OpsContext = {
      db: db(),
      clock: () => t.clock.now,
      ...services(db(), () => t.clock.now),
      out: (line) => lines.push(line),
    };
    const fresh = await create(admin, 'playmax', { ...INPUT, month: '2026-09' });
    const id = String(fresh.giveaway?.id);
    expect(
      await runOps(
        ['update-giveaway', '--brand', 'playmax', '--sweep', id, '--name', 'Gravel Bike', '--price', '2.99'],
        ctx,
      ),
    ).toEqual({
      ok: true,
    });
    expect(lines[0]).toBe(`updated giveaway ${id} "Gravel Bike" on playmax (physical prize)`);
    expect(lines[1]).toContain('10 entries for USD 2.99');
    const rows = await auditActions(db(), `giveaway:${id}`);
    expect(rows.at(-1)).toEqual({ action: 'giveaway.update', staff: null, brand: 'playmax' });
    // The first giveaway has bought entries and a drawn winner.
    expect(
      await runOps(['update-giveaway', '--brand', 'playmax', '--sweep', giveawayId, '--price', '9.99'], ctx),
    ).toEqual({
      ok: false,
      problem: '--price: fixed: members have bought entries at the current terms',
    });
    expect(
      await runOps(['update-giveaway', '--brand', 'playmax', '--sweep', giveawayId, '--physical', 'no'], ctx),
    ).toEqual({
      ok: false,
      problem: '--physical: fixed: a winner has been drawn',
    });
    expect(await runOps(['update-giveaway', '--brand', 'clickcoins', '--sweep', id], ctx)).toMatchObject({
      ok: false,
      problem: `--sweep: brand clickcoins offers no giveaway ${id}`,
    });
  });
});
