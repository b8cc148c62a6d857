import { describe, expect, it } from 'vitest';
import { parsePaymentReturnState, parseUpsellPrice } from '@member-area/domain';
import { PASSWORD } from '../fixtures';
import { DIALECTS, HOSTS, gql, login, postJson, useTestApp } from '../harness';
import { pdfText } from '../pdf-text';
import {
  CARD_DECLINED,
  CARD_OK,
  activate,
  cardForm,
  postHosted,
  redirectParams,
  setupIntent,
  startCheckout,
} from './helpers';

const ALL_TABLES = [
  'members',
  'payment_methods',
  'payment_tokens',
  'payment_sessions',
  'billing_transactions',
  'invoices',
  'events',
  'outbox_mails',
  'sessions',
  'idempotency_keys',
] as const;

describe.each(DIALECTS)('payments on %s', (dialect) => {
  const t = useTestApp(dialect, { logins: { paid: 'paid@playmax.test', fr: 'fr@playmax.test' } });

  const count = async (table: (typeof ALL_TABLES)[number], memberId?: number) => {
    let q = t.db.handle.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
    if (
      memberId !== undefined &&
      table !== 'members' &&
      table !== 'idempotency_keys' &&
      table !== 'outbox_mails'
    )
      q = q.where('member_id' as never, '=', memberId as never);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it('the hosted page renders a card form in the member language', async () => {
    const url = await setupIntent(t.app, t.tokens.fr);
    const res = await t.app.inject({ method: 'GET', url, headers: { host: HOSTS.playmax } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('name="cardNumber"');
    expect(res.body).toContain('name="cardDate"');
    expect(res.body).toContain('name="cardCcv"');
    expect(res.body).toContain('name="cardHolder"');
    expect(res.body).toContain('Numéro de carte');
  });

  it('the hosted form posts with the member cookie when the browser names this host as Origin', async () => {
    const url = await setupIntent(t.app, t.tokens.paid);
    const page = await t.app.inject({ method: 'GET', url, headers: { host: HOSTS.playmax } });
    // Under no-referrer a browser would send Origin: null with the form; same-origin keeps the real one.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const post = (origin?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: {
          host: HOSTS.playmax,
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `ma_token=${t.tokens.paid}`,
          ...(origin ? { origin } : {}),
        },
        payload: new URLSearchParams(cardForm(CARD_OK)).toString(),
      });
    expect((await post()).statusCode).toBe(403);
    expect((await post('http://evil.example')).statusCode).toBe(403);
    expect((await post(`http://${HOSTS.playmax}`)).statusCode).toBe(303);
  });

  it('a declined card adds no payment method', async () => {
    const before = {
      methods: await count('payment_methods', t.ids.paid),
      tokens: await count('payment_tokens', t.ids.paid),
    };
    const url = await setupIntent(t.app, t.tokens.paid);
    const res = await postHosted(t.app, url, cardForm(CARD_DECLINED));
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Your card was declined.');
    expect(await count('payment_methods', t.ids.paid)).toBe(before.methods);
    expect(await count('payment_tokens', t.ids.paid)).toBe(before.tokens);
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'This card number is not valid.'],
    [{ cardDate: '13/30' }, 'Enter the expiry date as MM/YY.'],
    [{ cardDate: '01/26' }, 'This card has expired.'],
    [{ cardCcv: '12' }, 'Enter the 3- or 4-digit security code.'],
    [{ cardHolder: '' }, 'Enter the name shown on the card.'],
  ])('bad card input %j gets a field message and stores nothing', async (patch, message) => {
    const before = await count('payment_tokens');
    const url = await setupIntent(t.app, t.tokens.paid);
    const res = await postHosted(t.app, url, cardForm(CARD_OK, patch));
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(message);
    expect(await count('payment_tokens')).toBe(before);
  });

  it('a saved card comes back as a token, and addPaymentMethod links it once', async () => {
    const url = await setupIntent(t.app, t.tokens.paid);
    const params = redirectParams(await postHosted(t.app, url, cardForm('5555 5555 5555 4444')));
    const state = parsePaymentReturnState(params.get('state'), 'payment');
    expect(state).toEqual({ is_success: true, slug: 'payment-method', subscription_provider: 'sandbox' });
    const pm = params.get('payment_method') ?? '';
    expect(pm).toMatch(/^pm_/);

    const got = await postJson(
      t.app,
      HOSTS.playmax,
      '/payment-flow/stripe/payment-method/get',
      { paymentMethodId: pm },
      { authorization: `Bearer ${t.tokens.paid}` },
    );
    expect(got.json()).toMatchObject({
      id: pm,
      brand: 'mastercard',
      last4: '4444',
      expMonth: 12,
      expYear: 2030,
    });

    const add = `mutation($id: String!, $last: String!) { member { addPaymentMethod(paymentMethodId: $id, ccLast: $last, isDefault: true, ccType: "mastercard") { responseResult { succeeded errorCode } paymentMethod { brand last4 expiry isDefault isBackup } } } }`;
    const wrong = await gql(t.app, HOSTS.playmax, add, {
      token: t.tokens.paid,
      variables: { id: pm, last: '1111' },
    });
    expect(wrong.body.data).toMatchObject({
      member: {
        addPaymentMethod: { responseResult: { succeeded: false, errorCode: 'payment_method_mismatch' } },
      },
    });
    const other = await gql(t.app, HOSTS.playmax, add, {
      token: t.tokens.fr,
      variables: { id: pm, last: '4444' },
    });
    expect(other.body.data).toMatchObject({
      member: {
        addPaymentMethod: { responseResult: { succeeded: false, errorCode: 'invalid_payment_method' } },
      },
    });

    const before = await count('payment_methods', t.ids.paid);
    for (let i = 0; i < 2; i++) {
      const res = await gql(t.app, HOSTS.playmax, add, {
        token: t.tokens.paid,
        variables: { id: pm, last: '4444' },
      });
      expect(res.body.data).toMatchObject({
        member: {
          addPaymentMethod: {
            responseResult: { succeeded: true },
            paymentMethod: {
              brand: 'mastercard',
              last4: '4444',
              expiry: '12/30',
              isDefault: true,
              isBackup: false,
            },
          },
        },
      });
    }
    expect(await count('payment_methods', t.ids.paid)).toBe(before + 1);
    const list = await gql(
      t.app,
      HOSTS.playmax,
      '{ member { info { paymentMethods { last4 isDefault isBackup } billing { hasPaymentMethod } } } }',
      { token: t.tokens.paid },
    );
    expect(list.body.data).toMatchObject({
      member: {
        info: {
          paymentMethods: [
            { last4: '4444', isDefault: true, isBackup: false },
            { last4: '4242', isDefault: false, isBackup: true },
          ],
          billing: { hasPaymentMethod: true },
        },
      },
    });
  });

  it('card numbers never reach the database or the logs', async () => {
    const url = await setupIntent(t.app, t.tokens.paid);
    redirectParams(await postHosted(t.app, url, cardForm('4242 4242 4242 4242', { cardCcv: '987' })));
    const checkout = await startCheckout(t.app, t.tokens.paid, 101);
    redirectParams(await postHosted(t.app, checkout, cardForm('4242-4242-4242-4242', { cardCcv: '987' })));
    const dump: string[] = [];
    for (const table of ALL_TABLES)
      dump.push(JSON.stringify(await t.db.handle.db.selectFrom(table).selectAll().execute()));
    const everything = dump.join('\n') + JSON.stringify(t.logs.lines);
    for (const needle of ['4242424242424242', '4242 4242 4242 4242', '4242-4242-4242-4242', '"987"'])
      expect(everything).not.toContain(needle);
  });

  it('a replayed payment return activates once', async () => {
    const url = await startCheckout(t.app, t.tokens.fr, 101);
    const params = redirectParams(await postHosted(t.app, url, cardForm(CARD_OK)));
    const subscriptionId = params.get('subscription_id') ?? '';
    const state = parsePaymentReturnState(params.get('state'), 'subscription');
    expect(state).toMatchObject({
      is_success: true,
      slug: 'subscription',
      subscription_provider: 'sandbox',
      price: '1.99',
      subscription_id: subscriptionId,
    });

    const first = await activate(t.app, t.tokens.fr, subscriptionId);
    expect(first.responseResult).toMatchObject({
      succeeded: true,
      extra: { alreadyActive: false, subscriptionId, planName: 'Movies Monthly' },
    });
    expect(first.subscription).toMatchObject({ refId: subscriptionId, isActive: true });
    for (let i = 0; i < 3; i++) {
      const again = await activate(t.app, t.tokens.fr, subscriptionId);
      expect(again.responseResult).toMatchObject({ succeeded: true, extra: { alreadyActive: true } });
    }
    const subs = await t.db.handle.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('ref_id', '=', subscriptionId)
      .execute();
    expect(subs).toHaveLength(1);
    const txs = await t.db.handle.db
      .selectFrom('billing_transactions')
      .selectAll()
      .where('member_id', '=', t.ids.fr)
      .execute();
    expect(txs.filter((x) => x.reference === txs[0]?.reference)).toHaveLength(1);
    expect(await count('invoices', t.ids.fr)).toBe(1);
  });

  it('raced payment returns activate once', async () => {
    const token = await login(t.app, HOSTS.playmax, 'newcomer@playmax.test', PASSWORD);
    const url = await startCheckout(t.app, token, 101);
    const subscriptionId =
      redirectParams(await postHosted(t.app, url, cardForm(CARD_OK))).get('subscription_id') ?? '';
    const results = await Promise.all(
      Array.from({ length: 6 }, () => activate(t.app, token, subscriptionId)),
    );
    expect(results.every((r) => r.responseResult.succeeded)).toBe(true);
    expect(results.filter((r) => r.responseResult.extra?.alreadyActive === false)).toHaveLength(1);
    expect(await count('billing_transactions', t.ids.newcomer)).toBe(1);
    expect(await count('invoices', t.ids.newcomer)).toBe(1);
    const subs = await t.db.handle.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('member_id', '=', t.ids.newcomer)
      .execute();
    expect(subs).toHaveLength(1);
  });

  it("an unknown, unpaid or other member's subscription id activates nothing", async () => {
    const before = await count('subscriptions' as never);
    expect((await activate(t.app, t.tokens.paid, 'sub_made_up')).responseResult).toMatchObject({
      succeeded: false,
      errorCode: 'subscription_not_found',
    });
    const url = await startCheckout(t.app, t.tokens.paid, 101);
    const subscriptionId =
      redirectParams(await postHosted(t.app, url, cardForm(CARD_OK))).get('subscription_id') ?? '';
    expect((await activate(t.app, t.tokens.fr, subscriptionId)).responseResult).toMatchObject({
      succeeded: false,
      errorCode: 'subscription_not_found',
    });
    expect(await count('subscriptions' as never)).toBe(before);
  });

  it('a declined card at checkout charges nothing and creates no subscription', async () => {
    const url = await startCheckout(t.app, t.tokens.paid, 101);
    const res = await postHosted(t.app, url, cardForm(CARD_DECLINED));
    expect(res.statusCode).toBe(422);
    const session = await t.db.handle.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('id', '=', url.split('/').pop() ?? '')
      .executeTakeFirstOrThrow();
    // The return reference is chosen when the session opens; no charge was recorded under it.
    expect(session).toMatchObject({ status: 'open', charge_reference: null, payment_token: null });
  });

  it('an upgrade can pay with the saved preferred card without typing it again', async () => {
    const url = await startCheckout(t.app, t.tokens.fr, 101);
    const page = await t.app.inject({
      method: 'GET',
      url: `${url}?lang=en-us`,
      headers: { host: HOSTS.playmax },
    });
    // fr@ paid for plan 101 with 4242 above; that card is now the preferred one.
    expect(page.body).toContain('Pay with the card ending in 4242 (12/30)');
    const params = redirectParams(await postHosted(t.app, url, { method: 'saved' }));
    const result = await activate(t.app, t.tokens.fr, params.get('subscription_id') ?? '');
    expect(result.responseResult).toMatchObject({ succeeded: true, extra: { alreadyActive: false } });
    const methods = await t.db.handle.db
      .selectFrom('payment_methods')
      .selectAll()
      .where('member_id', '=', t.ids.fr)
      .execute();
    expect(
      methods.filter(
        (m) => m.card_last4 === '4242' && m.provider === 'sandbox' && m.provider_token.startsWith('pm_'),
      ),
    ).toHaveLength(1);
  });

  it('a hosted page takes ten submissions, then asks to wait', async () => {
    const url = await setupIntent(t.app, t.tokens.paid);
    for (let i = 0; i < 10; i++)
      expect((await postHosted(t.app, url, cardForm('4242 4242 4242 4241'))).statusCode).toBe(422);
    const blocked = await postHosted(t.app, url, cardForm(CARD_OK));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toContain('text/html');
    expect(blocked.body).toContain('Too many attempts.');
  });

  it('cancelling a checkout returns a complete failed subscription return that activates nothing', async () => {
    const url = await startCheckout(t.app, t.tokens.paid, 101);
    const params = redirectParams(await postHosted(t.app, url, { action: 'cancel' }));
    const subscriptionId = params.get('subscription_id') ?? '';
    expect(parsePaymentReturnState(params.get('state'), 'subscription')).toEqual({
      is_success: false,
      slug: 'subscription',
      subscription_provider: 'sandbox',
      price: '1.99',
      subscription_id: subscriptionId,
    });
    expect((await activate(t.app, t.tokens.paid, subscriptionId)).responseResult).toMatchObject({
      succeeded: false,
      errorCode: 'payment_not_confirmed',
    });
    // The page is closed: paying on it afterwards is refused.
    expect((await postHosted(t.app, url, cardForm(CARD_OK))).statusCode).toBe(422);
  });

  it('cancelling on the add-card page returns is_success false and no subscription id', async () => {
    const url = await setupIntent(t.app, t.tokens.paid);
    const params = redirectParams(await postHosted(t.app, url, { action: 'cancel' }));
    expect(parsePaymentReturnState(params.get('state'), 'payment')).toMatchObject({ is_success: false });
    expect(params.get('subscription_id')).toBeNull();
  });

  it('PayPal approves with an e-mail and links a PayPal method', async () => {
    const res = await postJson(
      t.app,
      HOSTS.playmax,
      '/payment-flow/stripe/setup-intent/create',
      { method: 'paypal' },
      { authorization: `Bearer ${t.tokens.fr}` },
    );
    const url = (res.json() as { hostedUrl: string }).hostedUrl;
    expect((await postHosted(t.app, url, { method: 'paypal', paypalEmail: 'nope' })).statusCode).toBe(422);
    const params = redirectParams(
      await postHosted(t.app, url, { method: 'paypal', paypalEmail: 'fr.paypal@example.com' }),
    );
    expect(parsePaymentReturnState(params.get('state'), 'payment')).toMatchObject({
      subscription_provider: 'paypal',
    });
    const add = await gql(
      t.app,
      HOSTS.playmax,
      `mutation($id: String!) { member { addPaymentMethod(paymentMethodId: $id, ccLast: "", ccType: "paypal") { responseResult { succeeded } paymentMethod { provider brand last4 paypalEmail } } } }`,
      { token: t.tokens.fr, variables: { id: params.get('payment_method') } },
    );
    expect(add.body.data).toMatchObject({
      member: {
        addPaymentMethod: {
          responseResult: { succeeded: true },
          paymentMethod: {
            provider: 'paypal',
            brand: 'paypal',
            last4: null,
            paypalEmail: 'f***@example.com',
          },
        },
      },
    });
  });

  it('the funnel answer carries the upsell price as its 7th element', async () => {
    const res = await postJson(t.app, HOSTS.playmax, '/subscription-flow/v1/signup_plan/funnels/get', {
      plan: 101,
    });
    expect(res.statusCode).toBe(200);
    expect(parseUpsellPrice(res.json())).toEqual({ symbol: '$', amount: 14.99 });
    expect(
      (await postJson(t.app, HOSTS.playmax, '/subscription-flow/v1/signup_plan/funnels/get', { plan: 999 }))
        .statusCode,
    ).toBe(404);
  });

  it('customer/create answers the same customer id every time', async () => {
    const a = await postJson(
      t.app,
      HOSTS.playmax,
      '/payment-flow/stripe/customer/create',
      {},
      { authorization: `Bearer ${t.tokens.paid}` },
    );
    const b = await postJson(
      t.app,
      HOSTS.playmax,
      '/payment-flow/stripe/customer/create',
      {},
      { authorization: `Bearer ${t.tokens.paid}` },
    );
    expect(a.json()).toEqual(b.json());
    expect((a.json() as { customerId: string }).customerId).toMatch(/^cus_/);
    expect(
      (await postJson(t.app, HOSTS.playmax, '/payment-flow/stripe/customer/create', {})).statusCode,
    ).toBe(401);
  });

  it('an invoice downloads as a PDF for its owner only', async () => {
    const inv = await gql(
      t.app,
      HOSTS.playmax,
      '{ member { info { invoices { id number pdfUrl amount } } } }',
      { token: t.tokens.fr },
    );
    const invoices = (inv.body.data?.member as { info: { invoices: { pdfUrl: string; number: string }[] } })
      .info.invoices;
    expect(invoices.length).toBeGreaterThan(0);
    const first = invoices[0]!;
    const res = await t.app.inject({
      method: 'GET',
      url: first.pdfUrl,
      headers: { host: HOSTS.playmax, authorization: `Bearer ${t.tokens.fr}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(res.rawPayload)).toContain(first.number);
    const other = await t.app.inject({
      method: 'GET',
      url: first.pdfUrl,
      headers: { host: HOSTS.playmax, authorization: `Bearer ${t.tokens.paid}` },
    });
    expect(other.statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'GET', url: first.pdfUrl, headers: { host: HOSTS.playmax } });
    expect(anon.statusCode).toBe(401);
  });
});
