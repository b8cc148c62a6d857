import { describe, expect, it } from 'vitest';
import { PASSWORD } from './fixtures';
import { DIALECTS, gql, HOSTS, login } from './harness';
import { activate, cardForm, CARD_OK, postHosted, redirectParams, startCheckout } from './account/helpers';
import {
  addEntries,
  G,
  NOW,
  payOnHostedPage,
  startEntryPurchase,
  useGiveawaysApp,
} from './giveaways/helpers';

interface StoredEvent {
  type: string;
  payload: { action: string; ref: string; source: string; extras: { subscription_provider: string | null } };
}

describe.each(DIALECTS)('members events (SPEC.md 7) on %s', (dialect) => {
  const t = useGiveawaysApp(dialect, {
    logins: { paid: 'paid@playmax.test', newcomer: 'newcomer@playmax.test', fr: 'fr@playmax.test' },
  });

  const eventsOf = async (memberId: number): Promise<StoredEvent[]> => {
    const rows = await t.db.handle.db
      .selectFrom('events')
      .select(['type', 'payload', 'namespace'])
      .where('member_id', '=', memberId)
      .where('namespace', '=', 'members')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ type: r.type, payload: JSON.parse(r.payload) as StoredEvent['payload'] }));
  };

  it('a plan bought on the hosted page is one member_accounts event with the provider that charged, however often the return is replayed', async () => {
    const url = await startCheckout(t.app, t.tokens.newcomer, 101);
    const ref = redirectParams(await postHosted(t.app, url, cardForm(CARD_OK))).get('subscription_id') ?? '';
    expect((await activate(t.app, t.tokens.newcomer, ref)).responseResult.succeeded).toBe(true);
    expect((await activate(t.app, t.tokens.newcomer, ref)).responseResult.succeeded).toBe(true);
    const events = await eventsOf(t.ids.newcomer);
    expect(events).toEqual([
      {
        type: 'member_accounts',
        payload: expect.objectContaining({
          action: 'subscribed',
          ref,
          source: 'server',
          extras: { subscription_provider: 'sandbox' },
        }) as unknown,
      },
    ]);
  });

  it('giveaway entries bought are one sweeps event with the provider, and a replayed return adds none', async () => {
    const started = await startEntryPurchase(t.app, t.tokens.fr, {
      sweepId: G.open,
      offer: 'standard',
      dateOfBirth: '1990-05-20',
    });
    const paid = await payOnHostedPage(t.app, started.url ?? '');
    const vars = { sweepId: G.open, entries: started.entries ?? 0, paymentRef: paid.ref };
    expect((await addEntries(t.app, t.tokens.fr, vars)).responseResult.succeeded).toBe(true);
    expect((await addEntries(t.app, t.tokens.fr, vars)).responseResult.succeeded).toBe(true);
    const sweeps = (await eventsOf(t.ids.fr)).filter((e) => e.type === 'sweeps');
    expect(sweeps).toHaveLength(1);
    expect(sweeps[0]?.payload).toMatchObject({
      action: 'entries_bought',
      ref: paid.ref,
      extras: { subscription_provider: 'sandbox' },
    });
  });

  it('cancelling and a refused restart: one cancelled event with the subscription provider, nothing for the refusal', async () => {
    const cancel = await gql(
      t.app,
      HOSTS.playmax,
      `mutation { member { cancelSubscription { responseResult { succeeded } receipt { referenceNumber } } } }`,
      { token: t.tokens.paid },
    );
    const receipt = (
      cancel.body.data?.member as { cancelSubscription: { receipt: { referenceNumber: string } } }
    ).cancelSubscription.receipt;
    // Cancelled twice: the second is refused (already_cancelled) and records nothing.
    await gql(
      t.app,
      HOSTS.playmax,
      `mutation { member { cancelSubscription { responseResult { errorCode } } } }`,
      {
        token: t.tokens.paid,
      },
    );
    // The paid period is over and the fixture card is unknown to the sandbox: a declined restart.
    t.clock.advance(40 * 24 * 3600 * 1000);
    const restart = await gql(
      t.app,
      HOSTS.playmax,
      `mutation { member { restartSubscription { responseResult { succeeded errorCode } } } }`,
      // Signed in again on the moved clock (the fixture tokens were issued on the real one).
      { token: await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD) },
    );
    expect(restart.body.data).toMatchObject({
      member: { restartSubscription: { responseResult: { succeeded: false } } },
    });
    const events = await eventsOf(t.ids.paid);
    expect(events.map((e) => [e.type, e.payload.action, e.payload.extras])).toEqual([
      ['member_accounts', 'cancelled', { subscription_provider: 'stripe' }],
    ]);
    expect(events[0]?.payload.ref).toBe(receipt.referenceNumber);
  });

  it('a restart inside the paid period is one restarted event', async () => {
    t.clock.now = new Date(NOW); // newcomer@ subscribed at NOW, above
    const token = await login(t.app, HOSTS.playmax, 'newcomer@playmax.test', PASSWORD);
    await gql(
      t.app,
      HOSTS.playmax,
      `mutation { member { cancelSubscription { responseResult { succeeded } } } }`,
      {
        token,
      },
    );
    const res = await gql(
      t.app,
      HOSTS.playmax,
      `mutation { member { restartSubscription { responseResult { succeeded errorCode extra } } } }`,
      { token },
    );
    expect(res.body.data).toMatchObject({
      member: { restartSubscription: { responseResult: { succeeded: true, extra: { charged: false } } } },
    });
    const actions = (await eventsOf(t.ids.newcomer)).map((e) => [e.type, e.payload.action]);
    expect(actions).toEqual([
      ['member_accounts', 'subscribed'],
      ['member_accounts', 'cancelled'],
      ['member_accounts', 'restarted'],
    ]);
  });
});
