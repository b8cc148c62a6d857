import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/kysely';
import { onboardingRewardKey } from '../../src/modules/onboarding/service';
import { PASSWORD } from '../fixtures';
import { DIALECTS, gql, HOSTS, login, useTestApp } from '../harness';
import { insertMember, insertWelcomeGift } from '../marketplace/helpers';
import { fund, insertImpacts } from '../impacts/helpers';

const T0 = '2026-01-01T00:00:00.000Z';

const VIEW = 'status stepsDone currentStep stepNumber stepCount minutes rewardCoins explorerBadge';
const QUERY = `{ member { onboarding { ${VIEW} } info { coinsBalance onboardingStatus } } }`;
const PAYLOAD = `responseResult { succeeded errorCode message extra } onboarding { ${VIEW} } coinsBalance`;
const START = `mutation { member { startOnboarding { ${PAYLOAD} } } }`;
const SKIP = `mutation { member { skipOnboarding { ${PAYLOAD} } } }`;
const STEP = `mutation($step: String!) { member { completeOnboardingStep(step: $step) { ${PAYLOAD} } } }`;

interface View {
  status: string;
  stepsDone: number;
  currentStep: string | null;
  stepNumber: number;
  explorerBadge: boolean;
}
interface Payload {
  responseResult: { succeeded: boolean; errorCode: string | null; message: string | null; extra: unknown };
  onboarding: View | null;
  coinsBalance: number | null;
}

/** The welcome gift claimed (a free-gift order, as the marketplace's claim writes it). */
async function claimGift(db: Db, memberId: number): Promise<void> {
  await db
    .insertInto('orders')
    .values({
      brand_id: 'playmax',
      member_id: memberId,
      products: '[]',
      shipping_address: null,
      delivery_fee: 0,
      total: 0,
      currency: 'USD',
      symbol: '$',
      status: 'paid',
      free_gift: 1,
      created_at: T0,
    })
    .execute();
}

/** Entries in a giveaway, as a purchase or the free monthly entry writes them. */
async function enterGiveaway(db: Db, memberId: number): Promise<void> {
  await db
    .insertInto('giveaway_entries')
    .values({
      member_id: memberId,
      sweep_id: '1001',
      name: 'Dream car',
      entries: 1,
      kind: 'entered',
      created_at: T0,
    })
    .execute();
}

async function makeImpact(db: Db, memberId: number): Promise<void> {
  await db
    .insertInto('impact_contributions')
    .values({
      brand_id: 'playmax',
      member_id: memberId,
      item_id: 1,
      quantity: 1,
      coins: 10,
      idempotency_key: `impact:${memberId}:seeded`,
      created_at: T0,
    })
    .execute();
}

describe.each(DIALECTS)('onboarding on %s', (dialect) => {
  let tree = 0;
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      const d = db.handle.db;
      await d.insertInto('brand_tags').values({ brand_id: 'playmax', tag: 'onboarding:enabled' }).execute();
      tree = (await insertImpacts(d)).tree;
      await insertWelcomeGift(d, 'playmax');
    },
    logins: {
      paid: 'paid@playmax.test',
      fr: 'fr@playmax.test',
      newcomer: 'newcomer@playmax.test',
      veteran: 'veteran@playmax.test',
    },
  });
  const db = () => t.db.handle.db;
  const ask = async <T>(token: string, query: string, variables?: Record<string, unknown>, lang?: string) => {
    const res = await gql(t.app, HOSTS.playmax, query, {
      token,
      variables,
      headers: lang ? { 'x-interface-language': lang } : {},
    });
    expect(res.body.errors).toBeUndefined();
    return res.body.data?.member as T;
  };
  const start = async (token: string) =>
    (await ask<{ startOnboarding: Payload }>(token, START)).startOnboarding;
  const skip = async (token: string) => (await ask<{ skipOnboarding: Payload }>(token, SKIP)).skipOnboarding;
  const step = async (token: string, s: string, lang?: string) =>
    (await ask<{ completeOnboardingStep: Payload }>(token, STEP, { step: s }, lang)).completeOnboardingStep;
  const state = async (token: string) =>
    ask<{ onboarding: View | null; info: { coinsBalance: number; onboardingStatus: string } }>(token, QUERY);
  const eventsOf = async (memberId: number) =>
    (
      await db()
        .selectFrom('events')
        .select('payload')
        .where('member_id', '=', memberId)
        .where('type', '=', 'onboarding')
        .orderBy('id')
        .execute()
    ).map((r) => (JSON.parse(r.payload) as { action: string; ref: string }).action);

  it('walks the three steps in order, checked against real data, to +600 coins and the Explorer Badge', async () => {
    const token = t.tokens.paid;
    expect((await state(token)).onboarding).toMatchObject({
      status: 'not_started',
      stepNumber: 1,
      explorerBadge: false,
    });
    expect((await start(token)).onboarding).toMatchObject({
      status: 'in_progress',
      currentStep: 'welcome_gift',
    });

    const early = await step(token, 'welcome_gift');
    expect(early.responseResult).toMatchObject({
      succeeded: false,
      errorCode: 'onboarding_gift_not_claimed',
    });
    await claimGift(db(), t.ids.paid);
    expect((await step(token, 'welcome_gift')).onboarding).toMatchObject({
      currentStep: 'giveaway',
      stepNumber: 2,
    });

    expect((await step(token, 'giveaway')).responseResult.errorCode).toBe('onboarding_no_giveaway_entry');
    await enterGiveaway(db(), t.ids.paid);
    expect((await step(token, 'giveaway')).onboarding).toMatchObject({
      currentStep: 'impact',
      stepNumber: 3,
    });

    expect((await step(token, 'impact')).responseResult.errorCode).toBe('onboarding_no_impact');
    const funded = await fund(t.app, token, { itemId: tree, quantity: 1, requestId: 'first-impact-1' });
    expect(funded.responseResult.succeeded).toBe(true); // 42 - 10 coins
    const done = await step(token, 'impact');
    expect(done.responseResult.succeeded).toBe(true);
    expect(done.onboarding).toMatchObject({ status: 'completed', currentStep: null, explorerBadge: true });
    expect(done.coinsBalance).toBe(32 + 600);

    const after = await state(token);
    expect(after.info).toEqual({ coinsBalance: 632, onboardingStatus: 'completed' });
    expect(after.onboarding?.explorerBadge).toBe(true);
    const ledger = await db()
      .selectFrom('coin_ledger')
      .select(['kind', 'amount'])
      .where('idempotency_key', '=', onboardingRewardKey(t.ids.paid))
      .execute();
    expect(ledger.map((r) => [r.kind, Number(r.amount)])).toEqual([['onboarding_reward', 600]]);
    expect(await eventsOf(t.ids.paid)).toEqual([
      'started',
      'step_done',
      'step_done',
      'step_done',
      'completed',
    ]);

    const again = await step(token, 'impact');
    expect(again.responseResult).toMatchObject({ succeeded: true, extra: { alreadyCompleted: true } });
    expect((await state(token)).info.coinsBalance).toBe(632);
    expect((await start(token)).responseResult.errorCode).toBe('onboarding_already_completed');
  });

  it('refuses steps out of order with a message in the member language, changing nothing', async () => {
    const token = t.tokens.fr;
    expect((await step(token, 'welcome_gift')).responseResult.errorCode).toBe('onboarding_not_started');
    await start(token);
    await claimGift(db(), t.ids.fr);
    await enterGiveaway(db(), t.ids.fr);
    await makeImpact(db(), t.ids.fr);
    const jump = await step(token, 'impact', 'fr-ca');
    expect(jump.responseResult.errorCode).toBe('onboarding_step_out_of_order');
    expect(jump.responseResult.message).toBe(
      "Faites les étapes de la mission dans l'ordre : terminez d'abord l'étape en cours.",
    );
    expect((await step(token, 'vpn')).responseResult.errorCode).toBe('onboarding_unknown_step');
    expect((await state(token)).onboarding).toMatchObject({ status: 'in_progress', stepsDone: 0 });
  });

  it('skips and resumes (Continue My Mission) keeping the steps done', async () => {
    const id = await insertMember(db(), 'skipper@playmax.test');
    const token = await login(t.app, HOSTS.playmax, 'skipper@playmax.test', PASSWORD);
    expect((await skip(token)).responseResult.errorCode).toBe('onboarding_not_started');
    await start(token);
    await claimGift(db(), id);
    await step(token, 'welcome_gift');
    expect((await skip(token)).onboarding).toMatchObject({ status: 'skipped', stepsDone: 1 });
    expect((await step(token, 'giveaway')).responseResult.errorCode).toBe('onboarding_not_started');
    expect((await start(token)).onboarding).toMatchObject({ status: 'in_progress', currentStep: 'giveaway' });
    expect(await eventsOf(id)).toEqual(['started', 'step_done', 'skipped', 'resumed']);
  });

  it('grants +600 and the badge once when the last step is submitted twice at once', async () => {
    const token = t.tokens.newcomer;
    const id = t.ids.newcomer;
    await start(token);
    await claimGift(db(), id);
    await enterGiveaway(db(), id);
    await makeImpact(db(), id);
    await step(token, 'welcome_gift');
    await step(token, 'giveaway');
    const both = await Promise.all([step(token, 'impact'), step(token, 'impact')]);
    expect(both.map((p) => p.responseResult.succeeded)).toEqual([true, true]);
    expect(both.map((p) => p.coinsBalance).sort()).toEqual([600, null]);
    const rewards = await db()
      .selectFrom('coin_ledger')
      .select('amount')
      .where('member_id', '=', id)
      .where('kind', '=', 'onboarding_reward')
      .execute();
    expect(rewards.map((r) => Number(r.amount))).toEqual([600]);
    expect((await state(token)).info.coinsBalance).toBe(600);
    expect((await eventsOf(id)).filter((a) => a === 'completed')).toHaveLength(1);
  });

  it('is absent and refused where onboarding is not enabled for the member', async () => {
    await db()
      .insertInto('member_tags')
      .values({ member_id: t.ids.fr, tag: 'onboarding:disabled', created_at: T0 })
      .execute();
    expect((await state(t.tokens.fr)).onboarding).toBeNull();
    expect((await start(t.tokens.fr)).responseResult.errorCode).toBe('onboarding_not_available');
    const anonymous = await gql(
      t.app,
      HOSTS.playmax,
      QUERY.replace(' info { coinsBalance onboardingStatus }', ''),
      {},
    );
    expect((anonymous.body.data?.member as { onboarding: unknown }).onboarding).toBeNull();
  });

  it.each([
    { case: 'no welcome gift to claim (the marketplace off for them)', tag: 'ecommerce:disabled' },
    { case: 'giveaways closed to them', tag: 'sweep_features:disabled' },
  ])('is not offered where a step could never be done: $case', async ({ tag }) => {
    const email = `${tag.split(':')[0]}@playmax.test`;
    const id = await insertMember(db(), email);
    await db().insertInto('member_tags').values({ member_id: id, tag, created_at: T0 }).execute();
    const token = await login(t.app, HOSTS.playmax, email, PASSWORD);
    expect((await state(token)).onboarding).toBeNull();
    const refused = await start(token);
    expect(refused.responseResult.errorCode).toBe('onboarding_not_available');
    expect(
      await db().selectFrom('onboarding_progress').select('status').where('member_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('is not offered where giveaways are closed to the member country (GB)', async () => {
    expect((await state(t.tokens.veteran)).onboarding).toBeNull();
    expect((await start(t.tokens.veteran)).responseResult.errorCode).toBe('onboarding_not_available');
  });

  it('is not offered on a brand with no impact to fund', async () => {
    await insertMember(db(), 'noimpact@playmax.test');
    const token = await login(t.app, HOSTS.playmax, 'noimpact@playmax.test', PASSWORD);
    // The brand's items lent to clickcoins for the test, and given back after.
    const lend = (from: string, to: string) =>
      db()
        .updateTable('impact_items')
        .set({ brand_id: to })
        .where('brand_id', '=', from)
        .where('slug', '<>', 'tree-clickcoins')
        .execute();
    await db()
      .updateTable('impact_items')
      .set({ slug: 'tree-clickcoins' })
      .where('brand_id', '=', 'clickcoins')
      .execute();
    await lend('playmax', 'clickcoins');
    try {
      expect((await state(token)).onboarding).toBeNull();
    } finally {
      await lend('clickcoins', 'playmax');
    }
    expect((await state(token)).onboarding).not.toBeNull();
  });
});
