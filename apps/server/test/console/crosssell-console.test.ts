/**
 * A brand's cross-sell offers on the console (issue 33 scope 4) on both databases: every role
 * allowed or refused, another brand refused, the audit row of each change, what members then see
 * (a text written for their language, else the member area's own wording), and the commands.
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/db/kysely';
import { runOps, type OpsContext } from '../../src/ops/commands';
import { DIALECTS, HOSTS, gql, useTestApp } from '../harness';
import { TEST_STAFF, consoleGql, seedTestStaff, staffSignIn, type StaffName } from './staff-harness';

const T0 = '2026-01-01T00:00:00.000Z';
const RESULT = 'responseResult { succeeded errorCode message extra }';
const OFFER =
  'id brandId type amountMinor currency symbol active texts { lang title description callToAction }';
const OFFERS = `query($b: ID!) { crossSellOffers(brandId: $b) { ${OFFER} } }`;
const CREATE = `mutation($b: ID!, $type: String!, $input: CrossSellOfferInput!) {
  createCrossSellOffer(brandId: $b, type: $type, input: $input) { ${RESULT} offer { ${OFFER} } } }`;
const UPDATE = `mutation($id: ID!, $input: CrossSellOfferInput!) {
  updateCrossSellOffer(id: $id, input: $input) { ${RESULT} offer { ${OFFER} } } }`;
const SET_ACTIVE = `mutation($id: ID!, $on: Boolean!) {
  setCrossSellOfferActive(id: $id, active: $on) { ${RESULT} offer { id active } } }`;
const MEMBER_OFFER = '{ member { crossSell { id type amount title description callToAction } } }';

interface Result {
  succeeded: boolean;
  errorCode: string | null;
  extra: { field?: string; problems?: { field: string; code: string }[] } | null;
}
interface Offer {
  id: string;
  type: string;
  amountMinor: number;
  currency: string;
  active: boolean;
  texts: { lang: string; title: string; description: string; callToAction: string }[];
}
interface Payload {
  responseResult: Result;
  offer: Offer | null;
}

const ROLES = Object.keys(TEST_STAFF) as StaffName[];
const ALLOWED: Record<StaffName, boolean> = {
  owner: true,
  brandAdmin: true,
  editor: false,
  support: false,
  fulfilment: false,
};
const FR_TEXT = {
  lang: 'fr-ca',
  title: 'Ajoutez le RPV PlayMax',
  description: 'Naviguez en privé sur tous vos appareils.',
  callToAction: 'Ajouter le RPV pour {{price}}',
};

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
      start_date: T0,
      next_billing_date: null,
      cancelled_at: null,
      cancel_ref_id: null,
      cancel_date: null,
      end_date: null,
      created_at: T0,
    })
    .execute();
}

describe.each(DIALECTS)('cross-sell offers on the console on %s', (dialect) => {
  const offerOf: Record<string, string> = {};
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      const d = db.handle.db;
      await seedTestStaff(d);
      await d.insertInto('brand_tags').values({ brand_id: 'playmax', tag: 'ma6_vpn' }).execute();
      await d
        .insertInto('offers')
        .values([
          { id: 4, name: 'VPN', media_types: '[]' },
          { id: 7, name: 'All Access', media_types: '["movie","music"]' },
        ])
        .execute();
      for (const brand of ['playmax', 'clickcoins']) {
        const row = await d
          .insertInto('crosssell_offers')
          .values({ brand_id: brand, type: 'vpn', offer_id: 4, amount: 499, currency: 'USD', symbol: '$' })
          .returning('id')
          .executeTakeFirstOrThrow();
        offerOf[brand] = String(row.id);
      }
      await subscribe(d, ids.fr, 'sub_fr_1');
    },
    logins: { paid: 'paid@playmax.test', fr: 'fr@playmax.test' },
  });
  const db = () => t.db.handle.db;

  const tokens: Partial<Record<StaffName, string>> = {};
  async function as(who: StaffName) {
    tokens[who] ??= await staffSignIn(t.app, t.clock, TEST_STAFF[who].email);
    const token = tokens[who];
    return async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) => {
      const r = await consoleGql(t.app, token, query, variables);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return r.data as T;
    };
  }

  async function auditRows(target: string) {
    const rows = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', target)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      staffEmail: r.staff_email,
      brandId: r.brand_id,
      action: r.action,
      before: r.before_json === null ? null : (JSON.parse(r.before_json) as unknown),
      after: r.after_json === null ? null : (JSON.parse(r.after_json) as unknown),
      ip: r.ip,
    }));
  }

  const memberOffer = async (token: string) =>
    (
      (await gql(t.app, HOSTS.playmax, MEMBER_OFFER, { token })).body.data?.member as {
        crossSell: Record<string, unknown> | null;
      }
    ).crossSell;

  function opsContext(lines: string[]): OpsContext {
    return { db: db(), clock: () => t.clock.now, out: (l: string) => lines.push(l) } as unknown as OpsContext;
  }

  it('lists the brand’s offers to brand.edit on the brand only', async () => {
    for (const role of ROLES) {
      const q = await as(role);
      const list = (await q<{ crossSellOffers: Offer[] }>(OFFERS, { b: 'playmax' })).crossSellOffers;
      expect(list.length > 0, role).toBe(ALLOWED[role]);
    }
    const admin = await as('brandAdmin');
    expect((await admin<{ crossSellOffers: Offer[] }>(OFFERS, { b: 'clickcoins' })).crossSellOffers).toEqual(
      [],
    );
    const list = (await admin<{ crossSellOffers: Offer[] }>(OFFERS, { b: 'playmax' })).crossSellOffers;
    expect(list).toEqual([
      expect.objectContaining({
        id: offerOf.playmax,
        type: 'vpn',
        amountMinor: 499,
        active: true,
        texts: [],
      }),
    ]);
  });

  it('refuses every write outside owner and the brand admin, and on another brand', async () => {
    for (const role of ROLES.filter((r) => !ALLOWED[r])) {
      const q = await as(role);
      const c = (
        await q<{ createCrossSellOffer: Payload }>(CREATE, {
          b: 'playmax',
          type: 'media',
          input: { amountMinor: 999, texts: [] },
        })
      ).createCrossSellOffer;
      expect(c.responseResult.errorCode, role).toBe('forbidden');
      const u = (
        await q<{ updateCrossSellOffer: Payload }>(UPDATE, {
          id: offerOf.playmax,
          input: { amountMinor: 1, texts: [] },
        })
      ).updateCrossSellOffer;
      expect(u.responseResult.errorCode, role).toBe('forbidden');
      const s = (
        await q<{ setCrossSellOfferActive: Payload }>(SET_ACTIVE, { id: offerOf.playmax, on: false })
      ).setCrossSellOfferActive;
      expect(s.responseResult.errorCode, role).toBe('forbidden');
    }
    const admin = await as('brandAdmin');
    const other = (
      await admin<{ updateCrossSellOffer: Payload }>(UPDATE, {
        id: offerOf.clickcoins,
        input: { amountMinor: 1, texts: [] },
      })
    ).updateCrossSellOffer;
    expect(other.responseResult.errorCode).toBe('forbidden');
    const missing = (
      await admin<{ setCrossSellOfferActive: Payload }>(SET_ACTIVE, { id: '999999', on: false })
    ).setCrossSellOfferActive;
    expect(missing.responseResult.errorCode).toBe('crosssell_offer_not_found');
    const row = await db()
      .selectFrom('crosssell_offers')
      .selectAll()
      .where('id', '=', Number(offerOf.playmax))
      .executeTakeFirstOrThrow();
    expect([Number(row.amount), Number(row.active)]).toEqual([499, 1]);
    expect(await auditRows(`crosssell_offer:${offerOf.playmax}`)).toEqual([]);
  });

  it('creates an offer of a type the brand lacks, in its currency, audited; the rule refuses as data', async () => {
    const admin = await as('brandAdmin');
    const bad = (
      await admin<{ createCrossSellOffer: Payload }>(CREATE, {
        b: 'playmax',
        type: 'coins',
        input: { amountMinor: 0, texts: [{ ...FR_TEXT, title: '' }] },
      })
    ).createCrossSellOffer;
    expect(bad.responseResult.errorCode).toBe('invalid_input');
    expect(bad.responseResult.extra?.problems).toEqual([
      { field: 'type', code: 'invalid_type' },
      { field: 'amountMinor', code: 'invalid_price' },
      { field: 'texts.fr-ca.title', code: 'required' },
    ]);
    const taken = (
      await admin<{ createCrossSellOffer: Payload }>(CREATE, {
        b: 'playmax',
        type: 'vpn',
        input: { amountMinor: 299, texts: [] },
      })
    ).createCrossSellOffer;
    expect(taken.responseResult.errorCode).toBe('crosssell_type_taken');
    const made = (
      await admin<{ createCrossSellOffer: Payload }>(CREATE, {
        b: 'playmax',
        type: 'media',
        input: { amountMinor: 1299, texts: [] },
      })
    ).createCrossSellOffer;
    expect(made.responseResult.succeeded).toBe(true);
    expect(made.offer).toMatchObject({ type: 'media', amountMinor: 1299, currency: 'USD', active: true });
    const row = await db()
      .selectFrom('crosssell_offers')
      .selectAll()
      .where('id', '=', Number(made.offer?.id))
      .executeTakeFirstOrThrow();
    expect(Number(row.offer_id)).toBe(7); // All Access: the server's choice, never the client's
    const audit = await auditRows(`crosssell_offer:${made.offer?.id}`);
    expect(audit).toEqual([
      expect.objectContaining({
        staffEmail: TEST_STAFF.brandAdmin.email,
        brandId: 'playmax',
        action: 'crosssell.create',
        before: null,
      }),
    ]);
  });

  it('shows an edited text in the member’s language and the seeded wording elsewhere; off is off', async () => {
    const owner = await as('owner');
    const updated = (
      await owner<{ updateCrossSellOffer: Payload }>(UPDATE, {
        id: offerOf.playmax,
        input: {
          amountMinor: 399,
          texts: [FR_TEXT, { lang: 'de-de', title: ' ', description: '', callToAction: '' }],
        },
      })
    ).updateCrossSellOffer;
    expect(updated.responseResult.succeeded).toBe(true);
    expect(updated.offer).toMatchObject({ amountMinor: 399, texts: [FR_TEXT] });
    // fr@ reads French: the written text; paid@ reads English: none written, the member area's own.
    expect(await memberOffer(t.tokens.fr!)).toEqual({
      id: offerOf.playmax,
      type: 'vpn',
      amount: 3.99,
      title: FR_TEXT.title,
      description: FR_TEXT.description,
      callToAction: FR_TEXT.callToAction,
    });
    expect(await memberOffer(t.tokens.paid!)).toEqual({
      id: offerOf.playmax,
      type: 'vpn',
      amount: 3.99,
      title: null,
      description: null,
      callToAction: null,
    });
    const off = (
      await owner<{ setCrossSellOfferActive: Payload }>(SET_ACTIVE, { id: offerOf.playmax, on: false })
    ).setCrossSellOfferActive;
    expect(off.offer).toEqual({ id: offerOf.playmax, active: false });
    expect(await memberOffer(t.tokens.paid!)).toBeNull();
    // The same state again records nothing.
    await owner(SET_ACTIVE, { id: offerOf.playmax, on: false });
    const audit = await auditRows(`crosssell_offer:${offerOf.playmax}`);
    expect(audit.map((a) => a.action)).toEqual(['crosssell.update', 'crosssell.disable']);
    expect(audit[0]).toMatchObject({
      staffEmail: TEST_STAFF.owner.email,
      brandId: 'playmax',
      before: { amountMinor: 499, texts: [] },
      after: { amountMinor: 399, texts: [FR_TEXT] },
    });
  });

  it('runs the same changes from the command line, audited with the address cli', async () => {
    const lines: string[] = [];
    const ctx = opsContext(lines);
    expect(
      await runOps(
        ['create-crosssell-offer', '--brand', 'clickcoins', '--type', 'vpn', '--amount', '299'],
        ctx,
      ),
    ).toEqual({
      ok: false,
      problem: expect.stringContaining('crosssell_type_taken'),
    });
    expect(
      await runOps(
        ['create-crosssell-offer', '--brand', 'clickcoins', '--type', 'media', '--amount', '899'],
        ctx,
      ),
    ).toEqual({ ok: true });
    const created = await db()
      .selectFrom('crosssell_offers')
      .selectAll()
      .where('brand_id', '=', 'clickcoins')
      .where('type', '=', 'media')
      .executeTakeFirstOrThrow();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'crosssell-')), 'offer.json');
    fs.writeFileSync(file, JSON.stringify({ amountMinor: 799, texts: [FR_TEXT] }));
    expect(
      await runOps(['update-crosssell-offer', '--id', String(created.id), '--settings', file], ctx),
    ).toEqual({ ok: true });
    expect(
      await runOps(['set-crosssell-offer-active', '--id', String(created.id), '--active', 'false'], ctx),
    ).toEqual({ ok: true });
    const row = await db()
      .selectFrom('crosssell_offers')
      .selectAll()
      .where('id', '=', Number(created.id))
      .executeTakeFirstOrThrow();
    expect([Number(row.amount), Number(row.active)]).toEqual([799, 0]);
    const audit = await auditRows(`crosssell_offer:${created.id}`);
    expect(audit.map((a) => [a.action, a.ip, a.staffEmail])).toEqual([
      ['crosssell.create', 'cli', null],
      ['crosssell.update', 'cli', null],
      ['crosssell.disable', 'cli', null],
    ]);
    expect(lines.join('\n')).toContain('is off');
  });
});
