import { beforeEach, describe, expect, it } from 'vitest';
import { runPurgeJob } from '../../src/jobs/purge';
import { runRenewalJob } from '../../src/jobs/renewal';
import { CANCELLATION_REFERENCE } from '../../src/modules/billing/reference';
import { PASSWORD } from '../fixtures';
import { DIALECTS, HOSTS, gql, login, useTestApp } from '../harness';
import {
  CARD_CHARGES_FAIL,
  CARD_OK,
  activate,
  cardForm,
  postHosted,
  redirectParams,
  setupIntent,
  startCheckout,
} from './helpers';

const DAY = 86_400;

const MEMBERSHIP = `{ member { info { accountState subscription { isActive isCanceled }
  membership { planName status pricePerMonth billingPeriodDays nextBillingDate cancelRefId accessUntil canRestart paymentFailed }
  billing { paymentFailed hasPaymentMethod }
  transactions { kind status amount failureCode } invoices { number amount } } } }`;

interface MembershipInfo {
  accountState: string;
  subscription: { isActive: boolean; isCanceled: boolean };
  membership: {
    planName: string;
    status: string;
    pricePerMonth: number;
    billingPeriodDays: number;
    nextBillingDate: string | null;
    cancelRefId: string | null;
    accessUntil: string | null;
    canRestart: boolean;
    paymentFailed: boolean;
  } | null;
  billing: { paymentFailed: boolean; hasPaymentMethod: boolean };
  transactions: { kind: string; status: string; amount: number; failureCode: string | null }[];
  invoices: { number: string; amount: number }[];
}

describe.each(DIALECTS)('subscription lifecycle on %s', (dialect) => {
  const t = useTestApp(dialect);
  beforeEach(() => {
    t.clock.now = new Date('2026-03-01T12:00:00.000Z');
  });

  const info = async (token: string): Promise<MembershipInfo> => {
    const res = await gql(t.app, HOSTS.playmax, MEMBERSHIP, { token });
    expect(res.body.errors).toBeUndefined();
    return (res.body.data?.member as { info: MembershipInfo }).info;
  };

  /** Signs in and subscribes to plan 101 with the given card through the hosted page. */
  const subscribe = async (email: string, card = CARD_OK) => {
    const token = await login(t.app, HOSTS.playmax, email, PASSWORD);
    const url = await startCheckout(t.app, token, 101);
    const subscriptionId =
      redirectParams(await postHosted(t.app, url, cardForm(CARD_OK))).get('subscription_id') ?? '';
    expect((await activate(t.app, token, subscriptionId)).responseResult.succeeded).toBe(true);
    if (card !== CARD_OK) {
      // Swap the preferred card for one the sandbox attaches but declines to charge.
      const setup = await setupIntent(t.app, token);
      const pm = redirectParams(await postHosted(t.app, setup, cardForm(card))).get('payment_method') ?? '';
      await gql(
        t.app,
        HOSTS.playmax,
        `mutation($id: String!) { member { updatePaymentMethod(paymentMethodId: $id, ccLast: "0341", ccType: "visa") { responseResult { succeeded } } } }`,
        { token, variables: { id: pm } },
      );
    }
    return token;
  };

  it('a renewal charges once per period however often the job runs', async () => {
    let token = await subscribe('newcomer@playmax.test');
    const before = await info(token);
    expect(before.membership).toMatchObject({
      status: 'active',
      billingPeriodDays: 30,
      pricePerMonth: 14.99,
    });
    t.clock.advance(31 * DAY);
    // Sessions end after 3 idle days (ADR 0006): sign in again on the moved clock.
    token = await login(t.app, HOSTS.playmax, 'newcomer@playmax.test', PASSWORD);
    const reports = await Promise.all([runRenewalJob(t.app.services), runRenewalJob(t.app.services)]);
    expect(reports.reduce((n, r) => n + r.renewed, 0)).toBe(1);
    await runRenewalJob(t.app.services);
    const after = await info(token);
    const renewals = after.transactions.filter((x) => x.kind === 'renewal');
    expect(renewals).toEqual([{ kind: 'renewal', status: 'succeeded', amount: 14.99, failureCode: null }]);
    expect(after.invoices).toHaveLength(2);
    expect(Date.parse(after.membership?.nextBillingDate ?? '')).toBe(
      Date.parse(before.membership?.nextBillingDate ?? '') + 30 * DAY * 1000,
    );
  });

  it('a declined renewal is marked so the member sees that the payment failed', async () => {
    let token = await subscribe('veteran@playmax.test', CARD_CHARGES_FAIL);
    t.clock.advance(31 * DAY);
    // Sessions end after 3 idle days (ADR 0006): sign in again on the moved clock.
    token = await login(t.app, HOSTS.playmax, 'veteran@playmax.test', PASSWORD);
    const report = await runRenewalJob(t.app.services);
    expect(report.failed).toBeGreaterThanOrEqual(1);
    const after = await info(token);
    expect(after.billing.paymentFailed).toBe(true);
    expect(after.membership?.paymentFailed).toBe(true);
    expect(after.transactions[0]).toMatchObject({
      kind: 'renewal',
      status: 'failed',
      failureCode: 'card_declined',
    });
    expect(after.invoices).toHaveLength(1);
    // The next run does not charge the declined period again.
    const again = await runRenewalJob(t.app.services);
    expect(again.failed).toBe(0);

    // Linking a working card retries the failed period at once.
    const setup = await setupIntent(t.app, token);
    const pm = redirectParams(await postHosted(t.app, setup, cardForm(CARD_OK))).get('payment_method') ?? '';
    const upd = await gql(
      t.app,
      HOSTS.playmax,
      `mutation($id: String!) { member { updatePaymentMethod(paymentMethodId: $id, ccLast: "4242", ccType: "visa") { responseResult { succeeded extra } } } }`,
      { token, variables: { id: pm } },
    );
    expect(upd.body.data).toMatchObject({
      member: {
        updatePaymentMethod: { responseResult: { succeeded: true, extra: { retried: 1, succeeded: 1 } } },
      },
    });
    const fixed = await info(token);
    expect(fixed.billing.paymentFailed).toBe(false);
    expect(fixed.invoices).toHaveLength(2);
  });

  it('cancelling keeps access to the end of the paid period, mails a receipt, then ends access', async () => {
    let token = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
    await t.db.handle.db
      .updateTable('subscriptions')
      .set({ next_billing_date: '2026-03-20T00:00:00.000Z' })
      .where('member_id', '=', t.ids.paid)
      .execute();
    const res = await gql(
      t.app,
      HOSTS.playmax,
      `mutation { member { cancelSubscription(reason: "too_expensive") { responseResult { succeeded errorCode } receipt { referenceNumber cancelDate accessUntil planName purgeDate } } } }`,
      { token },
    );
    const payload = (
      res.body.data?.member as {
        cancelSubscription: { responseResult: { succeeded: boolean }; receipt: Record<string, string> };
      }
    ).cancelSubscription;
    expect(payload.responseResult.succeeded).toBe(true);
    expect(payload.receipt).toMatchObject({
      cancelDate: '2026-03-01T12:00:00.000Z',
      accessUntil: '2026-03-20T00:00:00.000Z',
      planName: 'Movies Monthly',
      purgeDate: '2027-01-01T12:00:00.000Z',
    });
    expect(payload.receipt.referenceNumber).toMatch(CANCELLATION_REFERENCE);
    await t.app.services.background.idle();
    const mail = await t.db.handle.db
      .selectFrom('outbox_mails')
      .selectAll()
      .where('to_address', '=', 'paid@playmax.test')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(payload.receipt.referenceNumber);
    expect(mail.text_body).toContain('Your subscription was cancelled succesfully.');

    const twice = await gql(
      t.app,
      HOSTS.playmax,
      `mutation { member { cancelSubscription { responseResult { errorCode } } } }`,
      { token },
    );
    expect(twice.body.data).toMatchObject({
      member: { cancelSubscription: { responseResult: { errorCode: 'already_cancelled' } } },
    });

    const during = await info(token);
    expect(during.subscription).toEqual({ isActive: true, isCanceled: true });
    expect(during.membership).toMatchObject({
      status: 'active',
      cancelRefId: payload.receipt.referenceNumber,
      canRestart: true,
      nextBillingDate: null,
    });

    t.clock.advance(20 * DAY);
    // Sessions end after 3 idle days (ADR 0006): sign in again on the moved clock.
    token = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
    await runRenewalJob(t.app.services);
    const afterEnd = await info(token);
    expect(afterEnd.subscription.isActive).toBe(false);
    expect(afterEnd.accountState).toBe('no_subscription');
    expect(afterEnd.membership?.status).toBe('inactive');
    expect(afterEnd.transactions.filter((x) => x.kind === 'renewal')).toHaveLength(0);
  });

  it('a cancelled membership restarts, charging the preferred card once the paid period is over', async () => {
    t.clock.advance(30 * DAY);
    const token = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
    const restart = `mutation { member { restartSubscription { responseResult { succeeded errorCode extra } subscription { isActive cancelRefId } } } }`;
    const res = await gql(t.app, HOSTS.playmax, restart, { token });
    // The fixture card is a seeded token the sandbox vault does not know: the charge fails, nothing changes.
    expect(res.body.data).toMatchObject({
      member: { restartSubscription: { responseResult: { succeeded: false, errorCode: 'card_declined' } } },
    });
    expect((await info(token)).subscription.isActive).toBe(false);

    const setup = await setupIntent(t.app, token);
    const pm = redirectParams(await postHosted(t.app, setup, cardForm(CARD_OK))).get('payment_method') ?? '';
    await gql(
      t.app,
      HOSTS.playmax,
      `mutation($id: String!) { member { addPaymentMethod(paymentMethodId: $id, ccLast: "4242", isDefault: true, ccType: "visa") { responseResult { succeeded } } } }`,
      { token, variables: { id: pm } },
    );
    const ok = await gql(t.app, HOSTS.playmax, restart, { token });
    expect(ok.body.data).toMatchObject({
      member: {
        restartSubscription: {
          responseResult: { succeeded: true, extra: { charged: true } },
          subscription: { isActive: true, cancelRefId: null },
        },
      },
    });
    const again = await gql(t.app, HOSTS.playmax, restart, { token });
    expect(again.body.data).toMatchObject({
      member: { restartSubscription: { responseResult: { succeeded: false, errorCode: 'not_cancelled' } } },
    });
    const after = await info(token);
    expect(after.transactions.filter((x) => x.kind === 'restart')).toHaveLength(1);
  });

  it('a trial-style plan charges the initial price now and the monthly price after 20 days', async () => {
    await t.db.handle.db
      .insertInto('plans')
      .values({
        id: 120,
        brand_id: 'playmax',
        name: 'Trial Upsell',
        group_name: 'trial',
        description: '20 days, then monthly',
        trial_period_days: 20,
        price_recurring: 2999,
        price_initial: 195,
        currency: 'USD',
        symbol: '$',
        interval: 'month',
        interval_count: 1,
        is_public: 1,
      })
      .execute();
    let token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const url = await startCheckout(t.app, token, 120);
    const params = redirectParams(await postHosted(t.app, url, cardForm(CARD_OK)));
    expect(JSON.parse(params.get('state') ?? '{}')).toMatchObject({ price: '1.95' });
    const activated = await activate(t.app, token, params.get('subscription_id') ?? '');
    expect(activated.responseResult.extra).toMatchObject({ status: 'trial', amount: 1.95 });
    const during = await info(token);
    expect(during.membership).toMatchObject({ status: 'trial', nextBillingDate: '2026-03-21T12:00:00.000Z' });
    expect(during.transactions[0]).toMatchObject({ amount: 1.95, status: 'succeeded' });
    t.clock.advance(20 * DAY);
    // Sessions end after 3 idle days (ADR 0006): sign in again on the moved clock.
    token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    await runRenewalJob(t.app.services);
    const after = await info(token);
    expect(after.membership).toMatchObject({ status: 'active', nextBillingDate: '2026-04-20T12:00:00.000Z' });
    expect(after.transactions[0]).toMatchObject({ kind: 'renewal', amount: 29.99, status: 'succeeded' });
  });

  it('restarting inside the paid period resumes without a charge', async () => {
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const cancel = await gql(
      t.app,
      HOSTS.playmax,
      `mutation { member { cancelSubscription { responseResult { succeeded } } } }`,
      { token },
    );
    expect(cancel.body.data).toMatchObject({
      member: { cancelSubscription: { responseResult: { succeeded: true } } },
    });
    const txBefore = (await info(token)).transactions.length;
    const res = await gql(
      t.app,
      HOSTS.playmax,
      `mutation { member { restartSubscription { responseResult { succeeded extra } subscription { isActive cancelRefId } } } }`,
      { token },
    );
    expect(res.body.data).toMatchObject({
      member: {
        restartSubscription: {
          responseResult: { succeeded: true, extra: { charged: false } },
          subscription: { isActive: true, cancelRefId: null },
        },
      },
    });
    const after = await info(token);
    expect(after.transactions).toHaveLength(txBefore);
    expect(after.membership?.nextBillingDate).not.toBeNull();
  });

  it('the purge deletes a cancelled member 10 months after the cancellation, not before', async () => {
    const token = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
    const abandoned = (
      await setupIntent(t.app, await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD))
    )
      .split('/')
      .pop();
    expect(
      await t.db.handle.db
        .selectFrom('payment_sessions')
        .select('id')
        .where('id', '=', abandoned ?? '')
        .executeTakeFirst(),
    ).toBeDefined();
    await gql(
      t.app,
      HOSTS.playmax,
      `mutation { member { cancelSubscription { responseResult { succeeded } } } }`,
      { token },
    );
    const sub = await t.db.handle.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('member_id', '=', t.ids.paid)
      .where('cancel_ref_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const cancelDate = sub.cancel_date ?? '';
    t.clock.now = new Date(Date.parse(cancelDate) + 300 * DAY * 1000); // 9.9 months
    expect(await runPurgeJob(t.app.services)).not.toContain(t.ids.paid);
    expect(
      await t.db.handle.db.selectFrom('members').select('id').where('id', '=', t.ids.paid).executeTakeFirst(),
    ).toBeDefined();
    t.clock.now = new Date(Date.parse(cancelDate) + 307 * DAY * 1000); // past 10 calendar months
    expect(await runPurgeJob(t.app.services)).toContain(t.ids.paid);
    expect(
      await t.db.handle.db.selectFrom('members').select('id').where('id', '=', t.ids.paid).executeTakeFirst(),
    ).toBeUndefined();
    for (const table of [
      'subscriptions',
      'payment_methods',
      'billing_transactions',
      'invoices',
      'payment_tokens',
      'member_tags',
    ] as const) {
      const rows = await t.db.handle.db
        .selectFrom(table)
        .select('member_id')
        .where('member_id', '=', t.ids.paid)
        .execute();
      expect(rows, table).toHaveLength(0);
    }
    // Unpaid hosted-page sessions older than a week are gone; paid ones stay for replays.
    const left = await t.db.handle.db.selectFrom('payment_sessions').select(['id', 'status']).execute();
    expect(left.map((x) => x.id)).not.toContain(abandoned);
    expect(left.filter((x) => x.status !== 'succeeded')).toEqual([]);
    expect(left.some((x) => x.status === 'succeeded')).toBe(true);
    // A member with an active subscription is never purged.
    expect(
      await t.db.handle.db
        .selectFrom('members')
        .select('id')
        .where('id', '=', t.ids.newcomer)
        .executeTakeFirst(),
    ).toBeDefined();
  });
});
