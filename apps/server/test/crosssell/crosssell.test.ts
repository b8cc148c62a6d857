import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/kysely';
import { cardForm, CARD_OK, postHosted, redirectParams } from '../account/helpers';
import { countRows, DIALECTS, gql, HOSTS, useTestApp } from '../harness';

const T0 = '2026-01-01T00:00:00.000Z';

async function subscribe(db: Db, memberId: number, ref: string): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({
      member_id: memberId,
      plan_id: 101, // Movies Monthly: the movie-only member of SPEC.md 4
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

const OFFER_QUERY = '{ member { crossSell { id type amount currency symbol } } }';
const START = `mutation($id: ID!) { member { startCrossSellPurchase(offerId: $id) {
  responseResult { succeeded errorCode message } url ref } } }`;
const CONFIRM = `mutation($id: ID!, $ref: String!) { member { addCrossSellAfterPaymentSuccess(offerId: $id, paymentRef: $ref) {
  responseResult { succeeded errorCode extra } transactionId amount } } }`;
const SET_TAGS = `mutation($tags: [String!]!) { member { setTags(tags: $tags) { responseResult { succeeded errorCode } } } }`;
const MEDIA_TYPES = '{ member { info { subscription { mediaTypes } } } }';

describe.each(DIALECTS)('the cross-industry upsell on %s', (dialect) => {
  let vpnOfferId = 0;
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      const d = db.handle.db;
      await d.insertInto('brand_tags').values({ brand_id: 'playmax', tag: 'ma6_vpn' }).execute();
      await d.insertInto('offers').values({ id: 4, name: 'VPN', media_types: '[]' }).execute();
      const row = await d
        .insertInto('crosssell_offers')
        .values({ brand_id: 'playmax', type: 'vpn', offer_id: 4, amount: 499, currency: 'USD', symbol: '$' })
        .returning('id')
        .executeTakeFirstOrThrow();
      vpnOfferId = Number(row.id);
      await subscribe(d, ids.fr, 'sub_fr_1');
      await subscribe(d, ids.veteran, 'sub_vet_1');
      await d
        .insertInto('member_tags')
        .values({ member_id: ids.veteran, tag: 'ma_visited:true', created_at: T0, set_by: 'member' })
        .execute();
    },
    logins: {
      paid: 'paid@playmax.test',
      fr: 'fr@playmax.test',
      newcomer: 'newcomer@playmax.test',
      veteran: 'veteran@playmax.test',
    },
  });
  const db = () => t.db.handle.db;
  const tagsOf = async (memberId: number) =>
    (await db().selectFrom('member_tags').select('tag').where('member_id', '=', memberId).execute()).map(
      (r) => r.tag,
    );
  const offerOf = async (token?: string) =>
    ((await gql(t.app, HOSTS.playmax, OFFER_QUERY, { token })).body.data?.member as { crossSell: unknown })
      .crossSell;

  it('offers the movie-only member the VPN at the brand price and sets cm_upsell:vpn', async () => {
    expect(await offerOf(t.tokens.paid)).toEqual({
      id: String(vpnOfferId),
      type: 'vpn',
      amount: 4.99,
      currency: 'USD',
      symbol: '$',
    });
    expect(await tagsOf(t.ids.paid)).toContain('cm_upsell:vpn');
  });

  it('offers nothing to anonymous visitors or members without an active subscription', async () => {
    expect(await offerOf()).toBeNull();
    expect(await offerOf(t.tokens.newcomer)).toBeNull();
    expect(await tagsOf(t.ids.newcomer)).not.toContain('cm_upsell:vpn');
  });

  it('does not arm a member who had visited before (ma_visited:true)', async () => {
    expect(await offerOf(t.tokens.veteran)).toBeNull();
    expect(await tagsOf(t.ids.veteran)).not.toContain('cm_upsell:vpn');
  });

  it('arms it at the first visit, so it still shows once ma_visited:true is set', async () => {
    const set = await gql(t.app, HOSTS.playmax, SET_TAGS, {
      token: t.tokens.fr,
      variables: { tags: ['ma_visited:true'] },
    });
    expect(set.body.data).toMatchObject({ member: { setTags: { responseResult: { succeeded: true } } } });
    expect(await tagsOf(t.ids.fr)).toEqual(expect.arrayContaining(['cm_upsell:vpn', 'ma_visited:true']));
    expect(await offerOf(t.tokens.fr)).toMatchObject({ type: 'vpn' });
  });

  it('refuses to sell an offer the member is not due, and sells nothing to anonymous callers', async () => {
    const other = await gql(t.app, HOSTS.playmax, START, {
      token: t.tokens.newcomer,
      variables: { id: String(vpnOfferId) },
    });
    expect(other.body.data).toMatchObject({
      member: {
        startCrossSellPurchase: {
          responseResult: { succeeded: false, errorCode: 'crosssell_not_available' },
          url: null,
        },
      },
    });
    const bogus = await gql(t.app, HOSTS.playmax, START, {
      token: t.tokens.paid,
      variables: { id: '99999' },
    });
    expect(bogus.body.data).toMatchObject({
      member: { startCrossSellPurchase: { responseResult: { errorCode: 'crosssell_not_available' } } },
    });
    const anon = await gql(t.app, HOSTS.playmax, START, { variables: { id: String(vpnOfferId) } });
    expect(anon.body.data).toMatchObject({
      member: { startCrossSellPurchase: { responseResult: { errorCode: 'unauthenticated' } } },
    });
  });

  it('sells the VPN through the hosted page once: the add-on grants vpn and the offer is gone', async () => {
    const started = await gql(t.app, HOSTS.playmax, START, {
      token: t.tokens.paid,
      variables: { id: String(vpnOfferId) },
    });
    const { url, ref } = (
      started.body.data?.member as { startCrossSellPurchase: { url: string; ref: string } }
    ).startCrossSellPurchase;
    const params = redirectParams(await postHosted(t.app, url, cardForm(CARD_OK)));
    expect(JSON.parse(params.get('state') ?? '{}')).toMatchObject({ is_success: true, slug: 'upsell' });
    expect(params.get('subscription_id')).toBe(ref);

    const wrong = await gql(t.app, HOSTS.playmax, CONFIRM, {
      token: t.tokens.paid,
      variables: { id: '99999', ref },
    });
    expect(wrong.body.data).toMatchObject({
      member: { addCrossSellAfterPaymentSuccess: { responseResult: { errorCode: 'purchase_mismatch' } } },
    });
    const transactionsBefore = await countRows(db(), 'billing_transactions');
    const confirm = () =>
      gql(t.app, HOSTS.playmax, CONFIRM, {
        token: t.tokens.paid,
        variables: { id: String(vpnOfferId), ref },
      });
    const [first, replay] = await Promise.all([confirm(), confirm()]);
    const answers = [first, replay].map(
      (r) =>
        (
          r.body.data?.member as {
            addCrossSellAfterPaymentSuccess: {
              responseResult: { succeeded: boolean; extra: { alreadyCredited: boolean } };
            };
          }
        ).addCrossSellAfterPaymentSuccess,
    );
    expect(answers.every((a) => a.responseResult.succeeded)).toBe(true);
    expect(answers.map((a) => a.responseResult.extra.alreadyCredited).sort()).toEqual([false, true]);
    expect(await countRows(db(), 'subscription_addons')).toBe(1);
    expect(await countRows(db(), 'billing_transactions')).toBe(transactionsBefore + 1);

    const types = await gql(t.app, HOSTS.playmax, MEDIA_TYPES, { token: t.tokens.paid });
    expect(types.body.data).toEqual({ member: { info: { subscription: { mediaTypes: ['movie', 'vpn'] } } } });
    expect(await offerOf(t.tokens.paid)).toBeNull();
  });

  it("'no thanks' (cm_upsell:displayed) ends the offer", async () => {
    expect(await offerOf(t.tokens.fr)).not.toBeNull();
    await gql(t.app, HOSTS.playmax, SET_TAGS, {
      token: t.tokens.fr,
      variables: { tags: ['cm_upsell:displayed'] },
    });
    expect(await offerOf(t.tokens.fr)).toBeNull();
  });
});
