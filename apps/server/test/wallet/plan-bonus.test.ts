import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runRenewalJob } from '../../src/jobs/renewal';
import {
  CARD_CHARGES_FAIL,
  CARD_OK,
  activate,
  cardForm,
  postHosted,
  redirectParams,
  setupIntent,
  startCheckout,
} from '../account/helpers';
import { PASSWORD } from '../fixtures';
import { DIALECTS, HOSTS, gql, login, useTestApp } from '../harness';
import { ledgerForFixtureCoins, ledgerMismatches } from './helpers';

const DAY = 86_400;
const CHAMPION_GOLD = 149;

/** SPEC.md 9 'Coin bonus by membership id', once per qualifying event (packages/domain wallet/plan-bonus.ts). */
describe.each(DIALECTS)('the plan coin bonus on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      await ledgerForFixtureCoins(db.handle.db, ids);
      const base = await db.handle.db
        .selectFrom('plans')
        .selectAll()
        .where('id', '=', 101)
        .executeTakeFirstOrThrow();
      await db.handle.db
        .insertInto('plans')
        .values({
          ...base,
          id: CHAMPION_GOLD,
          name: 'Champion Gold',
          group_name: 'champion',
          price_initial: 5999,
          price_recurring: 5999,
        })
        .execute();
    },
  });
  const db = () => t.db.handle.db;
  beforeEach(() => {
    t.clock.now = new Date('2026-03-01T12:00:00.000Z');
  });
  afterEach(async () => {
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  const bonusRows = (memberId: number) =>
    db()
      .selectFrom('coin_ledger')
      .select(['amount', 'description', 'idempotency_key'])
      .where('member_id', '=', memberId)
      .where('kind', '=', 'bonus')
      .orderBy('id')
      .execute();

  const memberId = async (email: string) =>
    Number(
      (await db().selectFrom('members').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
    );

  /** Buys a plan on the hosted page and activates it; the return's reference. */
  const buyPlan = async (token: string, planId: number): Promise<string> => {
    const url = await startCheckout(t.app, token, planId);
    const ref = redirectParams(await postHosted(t.app, url, cardForm(CARD_OK))).get('subscription_id') ?? '';
    expect((await activate(t.app, token, ref)).responseResult.succeeded).toBe(true);
    return ref;
  };

  const linkCard = async (token: string, card: string, last4: string) => {
    const setup = await setupIntent(t.app, token);
    const pm = redirectParams(await postHosted(t.app, setup, cardForm(card))).get('payment_method') ?? '';
    const res = await gql(
      t.app,
      HOSTS.playmax,
      `mutation($id: String!, $l: String!) { member { updatePaymentMethod(paymentMethodId: $id, ccLast: $l, ccType: "visa") { responseResult { succeeded extra } } } }`,
      { token, variables: { id: pm, l: last4 } },
    );
    return (res.body.data as { member: { updatePaymentMethod: { responseResult: { extra: unknown } } } })
      .member.updatePaymentMethod.responseResult;
  };

  it('a Champion plan bought, or upgraded to, adds its bonus once however often the return is replayed; other plans add none', async () => {
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const id = await memberId('fr@playmax.test');
    await buyPlan(token, 101);
    expect(await bonusRows(id)).toEqual([]);
    const ref = await buyPlan(token, CHAMPION_GOLD);
    await Promise.all([activate(t.app, token, ref), activate(t.app, token, ref)]);
    const rows = await bonusRows(id);
    expect(rows.map((r) => ({ ...r, amount: Number(r.amount) }))).toEqual([
      { amount: 5, description: "Prime de l'abonnement Champion Gold", idempotency_key: `bonus:${ref}` },
    ]);
  });

  it('each renewal charged adds the bonus once per period, however often the job runs', async () => {
    const token = await login(t.app, HOSTS.playmax, 'newcomer@playmax.test', PASSWORD);
    const id = await memberId('newcomer@playmax.test');
    await buyPlan(token, CHAMPION_GOLD);
    t.clock.advance(31 * DAY);
    await Promise.all([runRenewalJob(t.app.services), runRenewalJob(t.app.services)]);
    await runRenewalJob(t.app.services);
    expect((await bonusRows(id)).map((r) => Number(r.amount))).toEqual([5, 5]);
    t.clock.advance(30 * DAY);
    await runRenewalJob(t.app.services);
    const rows = await bonusRows(id);
    expect(rows.map((r) => r.idempotency_key)).toEqual([
      expect.stringMatching(/^bonus:sub_/),
      expect.stringMatching(/^bonus:renewal:\d+:2026-03-31T12:00:00\.000Z$/),
      expect.stringMatching(/^bonus:renewal:\d+:2026-04-30T12:00:00\.000Z$/),
    ]);
    expect(rows[1]?.description).toBe('Champion Gold bonus');
  });

  it('a declined renewal adds nothing; its retry with a new card adds the bonus of that period once', async () => {
    const token = await login(t.app, HOSTS.playmax, 'veteran@playmax.test', PASSWORD);
    const id = await memberId('veteran@playmax.test');
    await buyPlan(token, CHAMPION_GOLD);
    await linkCard(token, CARD_CHARGES_FAIL, '0341');
    t.clock.advance(31 * DAY);
    expect((await runRenewalJob(t.app.services)).failed).toBe(1);
    expect(await bonusRows(id)).toHaveLength(1);
    // A month later the member signs in again (a session ends after 3 idle days, ADR 0008).
    const later = await login(t.app, HOSTS.playmax, 'veteran@playmax.test', PASSWORD);
    expect((await linkCard(later, CARD_OK, '4242')).extra).toEqual({ retried: 1, succeeded: 1 });
    await runRenewalJob(t.app.services);
    expect((await bonusRows(id)).map((r) => Number(r.amount))).toEqual([5, 5]);
  });

  it('a restart that charges a new period adds the bonus; a restart inside the paid period adds none', async () => {
    const token = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
    const id = await memberId('paid@playmax.test');
    await buyPlan(token, CHAMPION_GOLD);
    const cancel = `mutation { member { cancelSubscription { responseResult { succeeded } } } }`;
    const restart = `mutation { member { restartSubscription { responseResult { succeeded errorCode extra } } } }`;
    await gql(t.app, HOSTS.playmax, cancel, { token });
    const inside = await gql(t.app, HOSTS.playmax, restart, { token });
    expect(inside.body.data).toMatchObject({
      member: { restartSubscription: { responseResult: { succeeded: true } } },
    });
    expect(await bonusRows(id)).toHaveLength(1);
    await gql(t.app, HOSTS.playmax, cancel, { token });
    t.clock.advance(40 * DAY);
    await runRenewalJob(t.app.services);
    const later = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
    const after = await gql(t.app, HOSTS.playmax, restart, { token: later });
    expect(after.body.data).toMatchObject({
      member: { restartSubscription: { responseResult: { succeeded: true } } },
    });
    const rows = await bonusRows(id);
    expect(rows.map((r) => Number(r.amount))).toEqual([5, 5]);
    expect(rows[1]?.idempotency_key).toMatch(/^bonus:restart:/);
  });
});
