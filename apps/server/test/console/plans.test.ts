/**
 * The console's plans editor (issue 31 scope 6) on both databases: who may edit which brand's plans,
 * the audit row each change writes (and a refusal does not), what existing subscribers pay after a
 * price change, off-sale plans leaving the members' list, and the plan commands.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { CHAMPION_MEMBERSHIP_IDS } from '@member-area/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/kysely';
import { backfillSubscriptionPrices } from '../../src/db/migrations/0031_subscription_price';
import { runRenewalJob } from '../../src/jobs/renewal';
import { perksOf } from '../../src/modules/marketplace/perks';
import { listMemberSubscriptions } from '../../src/modules/subscription';
import { runOps, type OpsContext } from '../../src/ops/commands';
import { DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRET, seedDemoStaff } from '../../src/seed/staff';
import { FIXTURE_LOG2_N, PASSWORD } from '../fixtures';
import { cookieValue, DIALECTS, gql, HOSTS, login, postJson, useTestApp, type TestEnv } from '../harness';

const CONSOLE_HOST = 'admin.localhost';

const PLAN_FIELDS = `id brandId texts { lang name description } group priceInitialMinor priceRecurringMinor
  currency symbol trialDays interval intervalCount mediaTypes membershipId onSale activeSubscribers`;
const PAYLOAD = `{ responseResult { succeeded errorCode message extra } plan { ${PLAN_FIELDS} } }`;

interface Payload {
  responseResult: { succeeded: boolean; errorCode: string | null; message: string | null; extra: unknown };
  plan: Record<string, unknown> | null;
}

const INPUT = {
  texts: [
    { lang: 'en-us', name: 'Movies Plus', description: 'Every movie, and music.' },
    { lang: 'fr-ca', name: 'Films Plus', description: 'Tous les films, et la musique.' },
  ],
  group: 'movies',
  priceInitialMinor: 199,
  priceRecurringMinor: 1499,
  trialDays: 0,
  interval: 'month',
  intervalCount: 1,
  mediaTypes: ['movie', 'music'],
  membershipId: null,
};

/** Signs a staff member in with password and TOTP on the console host; answers the ma_staff cookie. */
async function staffSession(t: TestEnv<never>, email: string): Promise<string> {
  const login = await postJson(t.app, CONSOLE_HOST, '/adminapi/auth/login', {
    email,
    password: DEMO_STAFF_PASSWORD,
  });
  expect(login.statusCode, login.body).toBe(200);
  const challenge = cookieValue(login, 'ma_staff_challenge') ?? '';
  const code = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET) }).generate({
    timestamp: t.clock.now.getTime(),
  });
  const totp = await postJson(
    t.app,
    CONSOLE_HOST,
    '/adminapi/auth/totp',
    { code },
    { cookie: `ma_staff_challenge=${challenge}` },
  );
  expect(totp.statusCode, totp.body).toBe(200);
  return cookieValue(totp, 'ma_staff') ?? '';
}

async function auditRows(db: Db, target: string) {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('target', '=', target)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    staffId: r.staff_id === null ? null : Number(r.staff_id),
    staffEmail: r.staff_email,
    brandId: r.brand_id,
    action: r.action,
    before: r.before_json === null ? null : (JSON.parse(r.before_json) as Record<string, unknown>),
    after: r.after_json === null ? null : (JSON.parse(r.after_json) as Record<string, unknown>),
    ip: r.ip,
  }));
}

describe.each(DIALECTS)('the console plans editor on %s', (dialect) => {
  const t = useTestApp(dialect, {
    logins: { paid: 'paid@playmax.test' },
    prepare: async (db, ids) => {
      await seedDemoStaff(db.handle.db, new Date('2026-03-01T12:00:00.000Z'), {
        passwordLog2N: FIXTURE_LOG2_N,
        log: () => {},
      });
      // The fixture subscriber on plan 101 (no price of its own, as rows before migration 0003 and
      // the demo seed's) is due for renewal, with a card the sandbox charges.
      await db.handle.db
        .updateTable('subscriptions')
        .set({ next_billing_date: '2026-03-01T00:00:00.000Z' })
        .where('member_id', '=', ids.paid)
        .execute();
      await db.handle.db
        .insertInto('payment_tokens')
        .values({
          token: `tok_${ids.paid}`,
          brand_id: 'playmax',
          member_id: ids.paid,
          provider: 'sandbox',
          card_brand: 'visa',
          card_first6: '424242',
          card_last4: '4242',
          exp_month: 12,
          exp_year: 2030,
          holder_name: 'Fixture',
          paypal_email: null,
          charges_fail: 0,
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
    },
  });
  const db = () => t.db.handle.db;
  const sessions: Record<string, string> = {};

  beforeAll(async () => {
    for (const who of ['owner', 'brand', 'editor', 'support', 'fulfilment'])
      sessions[who] = await staffSession(t as TestEnv<never>, `${who}@console.test`);
  });

  async function consoleGql<T>(
    who: string,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const res = await postJson(
      t.app,
      CONSOLE_HOST,
      '/adminapi/',
      { query, variables },
      { cookie: `ma_staff=${sessions[who] ?? ''}` },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ data: Record<string, unknown>; errors?: unknown[] }>();
    expect(body.errors).toBeUndefined();
    return body.data as T;
  }

  const createPlan = (who: string, brandId: string, input: Record<string, unknown> = INPUT) =>
    consoleGql<{ createPlan: Payload }>(
      who,
      `mutation($brandId: ID!, $input: PlanInput!) { createPlan(brandId: $brandId, input: $input) ${PAYLOAD} }`,
      { brandId, input },
    ).then((d) => d.createPlan);
  const updatePlan = (who: string, id: string, input: Record<string, unknown>) =>
    consoleGql<{ updatePlan: Payload }>(
      who,
      `mutation($id: ID!, $input: PlanInput!) { updatePlan(id: $id, input: $input) ${PAYLOAD} }`,
      { id, input },
    ).then((d) => d.updatePlan);
  const setOnSale = (who: string, id: string, onSale: boolean) =>
    consoleGql<{ setPlanOnSale: Payload }>(
      who,
      `mutation($id: ID!, $onSale: Boolean!) { setPlanOnSale(id: $id, onSale: $onSale) ${PAYLOAD} }`,
      { id, onSale },
    ).then((d) => d.setPlanOnSale);
  const plans = (who: string, brandId: string) =>
    consoleGql<{ plans: { id: string }[] }>(who, `query($b: ID!) { plans(brandId: $b) { ${PLAN_FIELDS} } }`, {
      b: brandId,
    }).then((d) => d.plans);
  const plan = (who: string, id: string) =>
    consoleGql<{ plan: Record<string, unknown> | null }>(
      who,
      `query($id: ID!) { plan(id: $id) { ${PLAN_FIELDS} } }`,
      {
        id,
      },
    ).then((d) => d.plan);
  const startCheckout = async (planId: string) => {
    const res = await gql(
      t.app,
      HOSTS.playmax,
      `mutation($p: ID!) { member { startCheckout(planId: $p) { responseResult { succeeded errorCode } } } }`,
      { token: t.tokens.paid, variables: { p: planId } },
    );
    return (
      res.body.data?.member as {
        startCheckout: { responseResult: { succeeded: boolean; errorCode: string | null } };
      }
    ).startCheckout.responseResult;
  };
  const memberPlanIds = async () => {
    const res = await gql(t.app, HOSTS.playmax, '{ plan { getPlans { id name priceRecurring } } }', {
      token: t.tokens.paid,
    });
    return (res.body.data as { plan: { getPlans: { id: string }[] } }).plan.getPlans.map((p) => p.id);
  };

  it('lists a brand’s plans, on sale or not, with texts, prices in minor units and media types', async () => {
    const list = await plans('owner', 'playmax');
    expect(list.map((p) => p.id)).toEqual(['101', '102']);
    expect(list[0]).toMatchObject({
      brandId: 'playmax',
      texts: [{ lang: 'en-us', name: 'Movies Monthly', description: 'Movies' }],
      priceInitialMinor: 199,
      priceRecurringMinor: 1499,
      currency: 'USD',
      interval: 'month',
      mediaTypes: ['movie'],
      membershipId: null,
      onSale: true,
      activeSubscribers: 1,
    });
    expect(list[1]).toMatchObject({ id: '102', onSale: false });
    expect(await plans('brand', 'playmax')).toHaveLength(2);
  });

  it('the owner and the PlayMax brand admin create PlayMax plans, each with its audit row', async () => {
    const byOwner = await createPlan('owner', 'playmax');
    expect(byOwner.responseResult).toMatchObject({ succeeded: true, errorCode: null });
    expect(byOwner.plan).toMatchObject({
      brandId: 'playmax',
      texts: INPUT.texts,
      currency: 'USD',
      symbol: '$',
      mediaTypes: ['music', 'movie'],
      onSale: true,
    });
    const id = String(byOwner.plan?.id);
    expect(Number(id)).toBeGreaterThan(201);
    const rows = await auditRows(db(), `plan:${id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staffEmail: 'owner@console.test',
      brandId: 'playmax',
      action: 'plan.create',
      before: null,
      ip: '127.0.0.1',
    });
    expect(rows[0]?.after).toMatchObject({ id: Number(id), priceRecurringMinor: 1499, onSale: true });

    const byBrandAdmin = await createPlan('brand', 'playmax', { ...INPUT, mediaTypes: ['vpn'] });
    expect(byBrandAdmin.responseResult.succeeded).toBe(true);
    expect(byBrandAdmin.plan).toMatchObject({ mediaTypes: ['vpn'] });
    expect(await auditRows(db(), `plan:${String(byBrandAdmin.plan?.id)}`)).toMatchObject([
      { staffEmail: 'brand@console.test', action: 'plan.create' },
    ]);
    // The new plan is on sale at once: members see it, each in their language.
    expect(await memberPlanIds()).toContain(id);
    const fr = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const inFrench = await gql(t.app, HOSTS.playmax, '{ plan { getPlans { id name description } } }', {
      token: fr,
    });
    expect((inFrench.body.data as { plan: { getPlans: unknown[] } }).plan.getPlans).toContainEqual({
      id,
      name: 'Films Plus',
      description: 'Tous les films, et la musique.',
    });
  });

  it('two plans created at once take two ids (new ids queue on PostgreSQL)', async () => {
    const [a, b] = await Promise.all([
      createPlan('owner', 'playmax', { ...INPUT, mediaTypes: ['game', 'stream'] }),
      createPlan('brand', 'playmax', { ...INPUT, mediaTypes: ['game', 'stream'] }),
    ]);
    expect([a.responseResult.succeeded, b.responseResult.succeeded]).toEqual([true, true]);
    expect(a.plan?.id).not.toBe(b.plan?.id);
    // One new offer for the new set of media types, shared by both plans.
    const offers = await db()
      .selectFrom('offers')
      .select('id')
      .where('media_types', '=', '["game","stream"]')
      .execute();
    expect(offers).toHaveLength(1);
  });

  it('the brand admin is refused ClickCoins plans; editor, support and fulfilment are refused all; nothing is written', async () => {
    const auditBefore = await db()
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const plansBefore = await db()
      .selectFrom('plans')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();

    const forbidden = { succeeded: false, errorCode: 'forbidden' };
    expect((await createPlan('brand', 'clickcoins')).responseResult).toMatchObject(forbidden);
    expect((await updatePlan('brand', '201', INPUT)).responseResult).toMatchObject(forbidden);
    expect((await setOnSale('brand', '201', false)).responseResult).toMatchObject(forbidden);
    expect(await plans('brand', 'clickcoins')).toEqual([]);
    expect(await plan('brand', '201')).toBeNull();
    for (const who of ['editor', 'support', 'fulfilment']) {
      expect((await createPlan(who, 'playmax')).responseResult).toMatchObject(forbidden);
      expect(
        (await updatePlan(who, '101', { ...INPUT, priceRecurringMinor: 1 })).responseResult,
      ).toMatchObject(forbidden);
      expect((await setOnSale(who, '101', false)).responseResult).toMatchObject(forbidden);
      expect(await plans(who, 'playmax')).toEqual([]);
      expect(await plan(who, '101')).toBeNull();
    }
    // The owner may touch ClickCoins: the refusals above were the roles', not the plan's.
    expect(await plan('owner', '201')).toMatchObject({ id: '201', currency: 'CAD' });

    const auditAfter = await db()
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const plansAfter = await db()
      .selectFrom('plans')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(auditAfter.n)).toBe(Number(auditBefore.n));
    expect(Number(plansAfter.n)).toBe(Number(plansBefore.n));
    const plan101 = await db()
      .selectFrom('plans')
      .selectAll()
      .where('id', '=', 101)
      .executeTakeFirstOrThrow();
    expect(Number(plan101.is_public)).toBe(1);
  });

  it.each([
    [
      'no name in the brand’s language',
      { texts: [{ lang: 'fr-ca', name: 'Films', description: '' }] },
      'plan_name_required',
      'texts.en-us',
    ],
    ['a negative price', { priceInitialMinor: -1 }, 'plan_price_invalid', 'priceInitialMinor'],
    ['a year and a day of trial', { trialDays: 366 }, 'plan_trial_days_invalid', 'trialDays'],
    ['an unknown interval', { interval: 'fortnight' }, 'plan_interval_invalid', 'interval'],
    ['an unknown media type', { mediaTypes: ['podcast'] }, 'plan_media_types_invalid', 'mediaTypes'],
    [
      'a membership id that is not a Champion one',
      { membershipId: 146 },
      'plan_membership_invalid',
      'membershipId',
    ],
  ])('refuses %s with a translated message and no audit row', async (_case, change, errorCode, field) => {
    const auditBefore = await db()
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const r = await createPlan('owner', 'playmax', { ...INPUT, ...change });
    expect(r.responseResult).toMatchObject({ succeeded: false, errorCode, extra: { field } });
    expect(r.responseResult.message).toBeTruthy();
    expect(r.plan).toBeNull();
    const auditAfter = await db()
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(auditAfter.n)).toBe(Number(auditBefore.n));
  });

  it('a Champion membership is one plan per brand, on any brand, and never changes; it is what subscribers carry', async () => {
    const champion = await createPlan('owner', 'playmax', { ...INPUT, group: 'champion', membershipId: 149 });
    expect(champion.plan).toMatchObject({ membershipId: 149 });
    const id = String((champion.plan as { id: string }).id);
    // Its own id is an ordinary plan id, never a Champion one.
    expect(CHAMPION_MEMBERSHIP_IDS).not.toContain(Number(id));
    expect(
      (await createPlan('owner', 'playmax', { ...INPUT, membershipId: 149 })).responseResult,
    ).toMatchObject({
      succeeded: false,
      errorCode: 'plan_membership_taken',
    });
    expect((await updatePlan('owner', id, { ...INPUT, membershipId: null })).responseResult).toMatchObject({
      succeeded: false,
      errorCode: 'plan_membership_fixed',
    });
    expect((await updatePlan('owner', id, { ...INPUT, membershipId: 149, trialDays: 7 })).plan).toMatchObject(
      {
        membershipId: 149,
        trialDays: 7,
      },
    );

    // Another brand has a Champion 149 of its own, and its subscriber carries membership 149.
    const other = await createPlan('owner', 'clickcoins', { ...INPUT, group: 'champion', membershipId: 149 });
    expect(other.plan).toMatchObject({ membershipId: 149 });
    const otherId = Number((other.plan as { id: string }).id);
    const member = await db()
      .selectFrom('members')
      .select('id')
      .where('brand_id', '=', 'clickcoins')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('subscriptions')
      .values({
        member_id: Number(member.id),
        plan_id: otherId,
        ref_id: 'sub-champion-149',
        reference_number: 'REF-CH-149',
        subscription_provider: 'staff',
        brand_id: 'clickcoins',
        is_active: 1,
        is_trial: 0,
        billing_period_days: 30,
        start_date: '2026-01-01T00:00:00.000Z',
        created_at: '2026-01-01T00:00:00.000Z',
        price_recurring: 999,
      } as never)
      .execute();
    const subscriptions = await listMemberSubscriptions(db(), Number(member.id));
    expect(subscriptions.find((s) => s.planId === otherId)).toMatchObject({ membershipId: 149 });
    expect(perksOf(subscriptions).discountPercent).toBeGreaterThan(0);
  });

  it('a price change reaches new subscribers only: the existing one renews at what they paid', async () => {
    const r = await updatePlan('brand', '101', { ...INPUT, priceRecurringMinor: 2499 });
    expect(r.responseResult.succeeded).toBe(true);
    expect(r.plan).toMatchObject({ priceRecurringMinor: 2499, texts: INPUT.texts });
    const rows = await auditRows(db(), 'plan:101');
    expect(rows.at(-1)).toMatchObject({
      staffEmail: 'brand@console.test',
      action: 'plan.update',
      brandId: 'playmax',
    });
    expect(rows.at(-1)?.before).toMatchObject({ priceRecurringMinor: 1499 });
    expect(rows.at(-1)?.after).toMatchObject({ priceRecurringMinor: 2499 });

    // The member's plan list shows the new price; the subscriber's renewal charges the old one.
    const list = await gql(t.app, HOSTS.playmax, '{ plan { getPlans { id priceRecurring } } }', {
      token: t.tokens.paid,
    });
    expect(
      (list.body.data as { plan: { getPlans: { id: string; priceRecurring: number }[] } }).plan.getPlans,
    ).toContainEqual({
      id: '101',
      priceRecurring: 24.99,
    });
    const report = await runRenewalJob(t.app.services);
    expect(report.renewed).toBe(1);
    const renewal = await db()
      .selectFrom('billing_transactions')
      .select(['amount', 'status'])
      .where('member_id', '=', t.ids.paid)
      .where('kind', '=', 'renewal')
      .executeTakeFirstOrThrow();
    expect({ amount: Number(renewal.amount), status: renewal.status }).toEqual({
      amount: 1499,
      status: 'succeeded',
    });
  });

  it('off sale, a plan leaves the member’s plan list but stays with its subscribers', async () => {
    expect(await memberPlanIds()).toContain('101');
    const off = await setOnSale('owner', '101', false);
    expect(off.plan).toMatchObject({ onSale: false, activeSubscribers: 1 });
    expect(await memberPlanIds()).not.toContain('101');
    expect((await startCheckout('101')).succeeded).toBe(false);
    const sub = await db()
      .selectFrom('subscriptions')
      .select(['is_active', 'plan_id'])
      .where('member_id', '=', t.ids.paid)
      .executeTakeFirstOrThrow();
    expect({ active: Number(sub.is_active), plan: Number(sub.plan_id) }).toEqual({ active: 1, plan: 101 });
    expect((await auditRows(db(), 'plan:101')).at(-1)).toMatchObject({
      action: 'plan.sale',
      before: { onSale: true },
      after: { onSale: false },
    });
    // Already off sale: nothing changes, so nothing is recorded.
    const count = (await auditRows(db(), 'plan:101')).length;
    expect((await setOnSale('owner', '101', false)).responseResult.succeeded).toBe(true);
    expect(await auditRows(db(), 'plan:101')).toHaveLength(count);
    expect((await setOnSale('owner', '101', true)).plan).toMatchObject({ onSale: true });
    expect(await memberPlanIds()).toContain('101');
    expect(await startCheckout('101')).toEqual({ succeeded: true, errorCode: null });
  });

  it('an unknown plan is not found, for reads and writes', async () => {
    expect(await plan('owner', '999999')).toBeNull();
    expect((await updatePlan('owner', '999999', INPUT)).responseResult).toMatchObject({
      succeeded: false,
      errorCode: 'plan_not_found',
    });
    expect((await setOnSale('owner', 'x', true)).responseResult.errorCode).toBe('plan_not_found');
  });

  describe('the plan commands', () => {
    const lines: string[] = [];
    const ops = (...argv: string[]) => {
      lines.length = 0;
      const ctx = {
        db: db(),
        clock: t.clock.fn,
        out: (line: string) => lines.push(line),
        draws: undefined,
        postal: undefined,
      } as unknown as OpsContext;
      return runOps(argv, ctx);
    };

    it('create-plan creates a plan as the console does, audited as cli', async () => {
      expect(
        await ops(
          'create-plan',
          '--brand',
          'clickcoins',
          '--name',
          'Coins Music',
          '--price',
          '999',
          '--recurring',
          '899',
          '--trial-days',
          '7',
          '--media-types',
          'music,vpn',
        ),
      ).toEqual({ ok: true });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^created plan #(\d+) "Coins Music" on clickcoins: 999 then 899 USD \(minor units\) every 1 month, 7 trial days, grants music,vpn, no membership id, on sale$/,
      );
      const id = /#(\d+)/.exec(lines[0] ?? '')?.[1] ?? '';
      expect(await auditRows(db(), `plan:${id}`)).toMatchObject([
        { staffId: null, staffEmail: null, brandId: 'clickcoins', action: 'plan.create', ip: 'cli' },
      ]);
      expect(await plan('owner', id)).toMatchObject({
        group: 'trial',
        trialDays: 7,
        mediaTypes: ['music', 'vpn'],
      });
    });

    it('update-plan --settings changes any field of the console form, audited as cli; a bad file changes nothing', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plan-settings-'));
      const file = path.join(dir, 'plan.json');
      await ops(
        'create-plan',
        '--brand',
        'clickcoins',
        '--name',
        'Coins Films',
        '--price',
        '0',
        '--recurring',
        '999',
      );
      const id = /#(\d+)/.exec(lines[0] ?? '')?.[1] ?? '';
      fs.writeFileSync(file, JSON.stringify({ trialDays: 14, priceRecurringMinor: 1299 }));
      expect(await ops('update-plan', '--plan', id, '--settings', file)).toEqual({ ok: true });
      expect(lines[1]).toMatch(new RegExp(`^updated plan #${id} .* then 1299 USD .* 14 trial days`));
      expect(await plan('owner', id)).toMatchObject({ trialDays: 14, priceRecurringMinor: 1299 });
      expect((await auditRows(db(), `plan:${id}`)).at(-1)).toMatchObject({
        action: 'plan.update',
        ip: 'cli',
      });

      fs.writeFileSync(file, JSON.stringify({ trialDays: 400 }));
      expect(await ops('update-plan', '--plan', id, '--settings', file)).toMatchObject({ ok: false });
      fs.writeFileSync(file, JSON.stringify({ price: 1 }));
      expect(await ops('update-plan', '--plan', id, '--settings', file)).toEqual({
        ok: false,
        problem: expect.stringContaining('not a setting: price'),
      });
      expect(await plan('owner', id)).toMatchObject({ trialDays: 14 });
    });

    it('create-plan refuses what the console refuses, with the same message, and writes nothing', async () => {
      expect(
        await ops(
          'create-plan',
          '--brand',
          'playmax',
          '--name',
          'X',
          '--price',
          '1',
          '--recurring',
          '1',
          '--membership',
          '146',
        ),
      ).toEqual({
        ok: false,
        problem:
          'refused (membershipId): plan_membership_invalid: A membership id is one of the Champion ids 147 to 151, or none.; nothing changed',
      });
      expect(
        await ops('create-plan', '--brand', 'nobody', '--name', 'X', '--price', '1', '--recurring', '1'),
      ).toEqual({
        ok: false,
        problem: 'no brand nobody',
      });
      expect(
        await ops('create-plan', '--brand', 'playmax', '--name', 'X', '--price', '9.99', '--recurring', '1'),
      ).toEqual({
        ok: false,
        problem: '--price: a whole number like 999 (minor units: 9.99 in USD)',
      });
      expect(lines).toEqual([]);
    });

    it('set-plan-on-sale takes a plan off sale and back, audited as cli', async () => {
      expect(await ops('set-plan-on-sale', '--plan', '201', '--on-sale', 'false')).toEqual({ ok: true });
      expect(lines).toEqual([
        'plan #201 is off sale: members of clickcoins no longer see it or buy it; its 0 active subscriber(s) keep it',
      ]);
      expect((await auditRows(db(), 'plan:201')).at(-1)).toMatchObject({
        staffId: null,
        action: 'plan.sale',
        after: { onSale: false },
        ip: 'cli',
      });
      expect(await ops('set-plan-on-sale', '--plan', '201', '--on-sale', 'false')).toEqual({ ok: true });
      expect(lines).toEqual(['plan #201 was already off sale; nothing changed']);
      expect(await ops('set-plan-on-sale', '--plan', '201', '--on-sale', 'true')).toEqual({ ok: true });
      expect(lines[0]).toBe('plan #201 is on sale again: members of clickcoins see it and may buy it');
      expect(await ops('set-plan-on-sale', '--plan', '424242', '--on-sale', 'true')).toEqual({
        ok: false,
        problem: 'no plan 424242',
      });
      expect(await ops('set-plan-on-sale', '--plan', '201', '--on-sale', 'maybe')).toMatchObject({
        ok: false,
      });
    });
  });

  it('migration 0031 locks every subscription still without its own price at its plan’s', async () => {
    await db()
      .insertInto('subscriptions')
      .values({
        member_id: t.ids.veteran,
        plan_id: 201,
        ref_id: 'sub_backfill_1',
        reference_number: 'R-B1',
        subscription_provider: 'stripe',
        brand_id: 'playmax',
        is_active: 0,
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
    expect(await backfillSubscriptionPrices(db())).toBe(1);
    const row = await db()
      .selectFrom('subscriptions')
      .select('price_recurring')
      .where('ref_id', '=', 'sub_backfill_1')
      .executeTakeFirstOrThrow();
    expect(Number(row.price_recurring)).toBe(999);
    expect(await backfillSubscriptionPrices(db())).toBe(0);
  });
});
