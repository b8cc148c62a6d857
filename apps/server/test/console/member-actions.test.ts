/**
 * The console's member actions (issue 33: what support does for a member) on both databases: a
 * refund of a payment in full or in part (once per idempotency key, the provider called once, never
 * more than is left, the member reading it on their transactions), cancel and restart through the
 * member's own paths, extend access, the reset link, deactivating (sessions ended) and reactivating;
 * each for the roles that hold `members.act` on the member's brand and refused to the others and on
 * another brand; each audited; and the operator commands doing what the console does.
 */
import { describe, expect, it, vi } from 'vitest';
import { runOps, type OpsContext } from '../../src/ops/commands';
import { DIALECTS, HOSTS, gql, login } from '../harness';
import { PASSWORD } from '../fixtures';
import { useTestApp } from '../harness';
import { TEST_STAFF, consoleGql, seedTestStaff, staffSignIn, type StaffName } from './staff-harness';

const RESULT = 'responseResult { succeeded errorCode message extra }';
const PAYMENT = 'id memberId kind amountMinor refundedMinor refundableMinor currency';
const REFUND = `mutation($p: ID!, $amount: Int, $reason: String!, $key: String!) {
  refundPayment(paymentId: $p, amountMinor: $amount, reason: $reason, idempotencyKey: $key) {
    ${RESULT} duplicate refund { id paymentId amountMinor currency reference reason } payment { ${PAYMENT} } } }`;
const PAYMENTS = `query($m: ID!) { refundablePayments(memberId: $m) { ${PAYMENT} } }`;
const SUB = 'subscription { id planName status nextBillingDate endDate canCancel canRestart canExtend }';
const CANCEL = `mutation($m: ID!) { cancelMemberSubscription(memberId: $m, reason: "Asked by phone") { ${RESULT} ${SUB} } }`;
const RESTART = `mutation($m: ID!) { restartMemberSubscription(memberId: $m) { ${RESULT} ${SUB} } }`;
const EXTEND = `mutation($m: ID!, $d: Int!) { extendMemberAccess(memberId: $m, days: $d) { ${RESULT} ${SUB} } }`;
const RESET = `mutation($m: ID!) { sendMemberResetLink(memberId: $m) { ${RESULT} active } }`;
const ACTIVE = `mutation($m: ID!, $a: Boolean!) { setMemberActive(memberId: $m, active: $a) { ${RESULT} active } }`;
const ME = '{ member { info { email transactions { kind status amount description } } } }';

interface Result {
  succeeded: boolean;
  errorCode: string | null;
  extra: Record<string, unknown> | null;
}
interface Payment {
  id: string;
  amountMinor: number;
  refundedMinor: number;
  refundableMinor: number;
}
interface RefundPayload {
  responseResult: Result;
  duplicate: boolean;
  refund: { amountMinor: number; reference: string } | null;
  payment: Payment | null;
}

const NEXT_BILLING = '2026-04-01T00:00:00.000Z';
/** One payment of paid@playmax.test per refund a test gives, each 9.99 USD. */
const PAYMENTS_OF_PAID = 8;

describe.each(DIALECTS)('the console member actions on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      await seedTestStaff(db.handle.db);
      const sub = await db.handle.db
        .updateTable('subscriptions')
        .set({ next_billing_date: NEXT_BILLING })
        .where('member_id', '=', ids.paid)
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let k = 1; k <= PAYMENTS_OF_PAID; k++)
        await db.handle.db
          .insertInto('billing_transactions')
          .values({
            brand_id: 'playmax',
            member_id: ids.paid,
            subscription_id: Number(sub.id),
            kind: 'renewal',
            description: 'Movies Monthly',
            amount: 999,
            currency: 'USD',
            symbol: '$',
            status: 'succeeded',
            reference: `ch_test_${k}`,
            failure_code: null,
            created_at: `2026-02-${String(k).padStart(2, '0')}T00:00:00.000Z`,
          })
          .execute();
      // A failed charge, and a payment of clickcoins' member.
      await db.handle.db
        .insertInto('billing_transactions')
        .values([
          {
            brand_id: 'playmax',
            member_id: ids.paid,
            subscription_id: Number(sub.id),
            kind: 'renewal',
            description: 'Movies Monthly',
            amount: 999,
            currency: 'USD',
            symbol: '$',
            status: 'failed',
            reference: 'fail_test',
            failure_code: 'card_declined',
            created_at: '2026-02-20T00:00:00.000Z',
          },
          {
            brand_id: 'clickcoins',
            member_id: ids.coins,
            subscription_id: null,
            kind: 'coins',
            description: 'Coins',
            amount: 500,
            currency: 'CAD',
            symbol: '$',
            status: 'succeeded',
            reference: 'ch_coins',
            failure_code: null,
            created_at: '2026-02-20T00:00:00.000Z',
          },
        ])
        .execute();
    },
  });
  const db = () => t.db.handle.db;

  async function as(who: StaffName) {
    const token = await staffSignIn(t.app, t.clock, TEST_STAFF[who].email);
    return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
      const r = await consoleGql(t.app, token, query, variables);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      const data = r.data as Record<string, unknown>;
      return Object.values(data)[0] as T;
    };
  }

  /** paid@'s payments, oldest first, by their reference. */
  async function paymentIds(): Promise<string[]> {
    const rows = await db()
      .selectFrom('billing_transactions')
      .select('id')
      .where('member_id', '=', t.ids.paid)
      .where('reference', 'like', 'ch_test_%')
      .orderBy('id')
      .execute();
    return rows.map((r) => String(r.id));
  }

  async function auditActions(target: string) {
    const rows = await db()
      .selectFrom('audit_log')
      .select(['action', 'staff_email', 'brand_id', 'ip', 'after_json'])
      .where('target', '=', target)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      action: r.action,
      staffEmail: r.staff_email,
      brandId: r.brand_id,
      ip: r.ip,
      after: r.after_json === null ? null : (JSON.parse(r.after_json) as Record<string, unknown>),
    }));
  }

  it.each([
    ['owner', 0],
    ['brandAdmin', 1],
    ['support', 2],
  ] as const)('%s may take every action on a member of their brand, each audited', async (who, n) => {
    const act = await as(who);
    const m = String(t.ids.paid);
    const payment = (await paymentIds())[n];

    const refund = await act<RefundPayload>(REFUND, {
      p: payment,
      amount: 250,
      reason: 'Goodwill',
      key: `k-role-${who}`,
    });
    expect(refund).toMatchObject({ responseResult: { succeeded: true }, duplicate: false });
    expect(refund.payment).toMatchObject({ refundedMinor: 250, refundableMinor: 749 });

    const extended = await act<{ responseResult: Result; subscription: { nextBillingDate: string } }>(
      EXTEND,
      {
        m,
        d: 7,
      },
    );
    expect(extended.responseResult.succeeded).toBe(true);
    expect(Date.parse(extended.subscription.nextBillingDate)).toBeGreaterThan(Date.parse(NEXT_BILLING));

    const cancelled = await act<{
      responseResult: Result;
      subscription: { status: string; canRestart: boolean };
    }>(CANCEL, { m });
    expect(cancelled).toMatchObject({
      responseResult: { succeeded: true },
      subscription: { status: 'cancelled', canRestart: true },
    });
    const restarted = await act<{ responseResult: Result; subscription: { status: string } }>(RESTART, { m });
    expect(restarted).toMatchObject({
      responseResult: { succeeded: true },
      subscription: { status: 'active' },
    });

    expect((await act<{ responseResult: Result }>(RESET, { m })).responseResult.succeeded).toBe(true);
    expect(await act(ACTIVE, { m, a: false })).toMatchObject({
      responseResult: { succeeded: true },
      active: false,
    });
    expect(await act(ACTIVE, { m, a: true })).toMatchObject({
      responseResult: { succeeded: true },
      active: true,
    });

    const email = TEST_STAFF[who].email;
    const mine = (await auditActions(`member:${m}`))
      .filter((r) => r.staffEmail === email)
      .map((r) => r.action);
    expect(mine).toEqual([
      'subscription.extend',
      'subscription.cancel',
      'subscription.restart',
      'member.reset_link',
      'member.deactivate',
      'member.reactivate',
    ]);
    expect(await auditActions(`payment:${payment}`)).toMatchObject([
      {
        action: 'payment.refund',
        staffEmail: email,
        brandId: 'playmax',
        after: { amountMinor: 250, currency: 'USD', full: false, refundedMinor: 250, key: `k-role-${who}` },
      },
    ]);
  });

  it.each(['editor', 'fulfilment'] as const)('%s may take none, and nothing changes', async (who) => {
    const act = await as(who);
    const m = String(t.ids.paid);
    const [payment] = (await paymentIds()).slice(-1);
    const refundSpy = vi.spyOn(t.app.services.provider, 'refund');
    const auditBefore = (await db().selectFrom('audit_log').select('id').execute()).length;
    const codes = [
      (await act<RefundPayload>(REFUND, { p: payment, amount: 100, reason: 'x', key: `k-refused-${who}` }))
        .responseResult.errorCode,
      (await act<{ responseResult: Result }>(EXTEND, { m, d: 7 })).responseResult.errorCode,
      (await act<{ responseResult: Result }>(CANCEL, { m })).responseResult.errorCode,
      (await act<{ responseResult: Result }>(RESTART, { m })).responseResult.errorCode,
      (await act<{ responseResult: Result }>(RESET, { m })).responseResult.errorCode,
      (await act<{ responseResult: Result }>(ACTIVE, { m, a: false })).responseResult.errorCode,
    ];
    expect(codes).toEqual(Array(6).fill('forbidden'));
    expect(refundSpy).not.toHaveBeenCalled();
    refundSpy.mockRestore();
    expect((await db().selectFrom('audit_log').select('id').execute()).length).toBe(auditBefore);
    const member = await db()
      .selectFrom('members')
      .select('is_active')
      .where('id', '=', t.ids.paid)
      .executeTakeFirstOrThrow();
    expect(Number(member.is_active)).toBe(1);
  });

  it("refuses a brand admin another brand's member, and reads nothing of them", async () => {
    const admin = await as('brandAdmin');
    const m = String(t.ids.coins);
    const coinsPayment = await db()
      .selectFrom('billing_transactions')
      .select('id')
      .where('reference', '=', 'ch_coins')
      .executeTakeFirstOrThrow();
    expect(
      (await admin<RefundPayload>(REFUND, { p: String(coinsPayment.id), reason: 'x', key: 'k-other-brand' }))
        .responseResult.errorCode,
    ).toBe('forbidden');
    for (const [q, v] of [
      [EXTEND, { m, d: 7 }],
      [CANCEL, { m }],
      [RESTART, { m }],
      [RESET, { m }],
      [ACTIVE, { m, a: false }],
    ] as const)
      expect((await admin<{ responseResult: Result }>(q, v)).responseResult.errorCode).toBe('forbidden');
    expect(await admin(PAYMENTS, { m })).toEqual([]);
    // Support holds clickcoins too: the payment is there for them.
    const support = await as('support');
    expect(await support<Payment[]>(PAYMENTS, { m })).toMatchObject([
      { amountMinor: 500, refundableMinor: 500 },
    ]);
  });

  it('refunds once per key (the provider called once), never more than is left, part then the rest; the member sees it', async () => {
    const support = await as('support');
    const payment = (await paymentIds())[4];
    const refundSpy = vi.spyOn(t.app.services.provider, 'refund');
    const mails = async () =>
      db()
        .selectFrom('outbox_mails')
        .select(['subject', 'text_body'])
        .where('to_address', '=', 'paid@playmax.test')
        .orderBy('id')
        .execute();
    const mailsBefore = (await mails()).length;
    const vars = { p: payment, amount: 300, reason: 'Double charge', key: 'k-idem-0001' };
    const first = await support<RefundPayload>(REFUND, vars);
    expect(first).toMatchObject({
      responseResult: { succeeded: true },
      duplicate: false,
      refund: { amountMinor: 300 },
      payment: { refundedMinor: 300, refundableMinor: 699 },
    });
    const again = await support<RefundPayload>(REFUND, vars);
    expect(again).toMatchObject({
      responseResult: { succeeded: true },
      duplicate: true,
      refund: { amountMinor: 300, reference: first.refund?.reference },
      payment: { refundedMinor: 300, refundableMinor: 699 },
    });
    expect(refundSpy).toHaveBeenCalledTimes(1);
    // One mail for the one refund, in the member's language, leading to their transactions.
    const mailed = (await mails()).slice(mailsBefore);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]?.subject).toBe('PlayMax refunded $3.00 to you');
    expect(mailed[0]?.text_body).toContain('http://playmax.localhost:3000/account/transactions');

    const over = await support<RefundPayload>(REFUND, { ...vars, amount: 700, key: 'k-idem-0002' });
    expect(over.responseResult).toMatchObject({
      errorCode: 'refund_exceeds_payment',
      extra: { field: 'amount' },
    });
    for (const [amount, code] of [
      [0, 'refund_amount_invalid'],
      [-1, 'refund_amount_invalid'],
    ] as const)
      expect(
        (await support<RefundPayload>(REFUND, { ...vars, amount, key: `k-bad-${amount}-x` })).responseResult
          .errorCode,
      ).toBe(code);
    expect(
      (await support<RefundPayload>(REFUND, { ...vars, reason: '  ', key: 'k-idem-0003' })).responseResult
        .errorCode,
    ).toBe('refund_reason_invalid');
    expect((await support<RefundPayload>(REFUND, { ...vars, key: 'short' })).responseResult.errorCode).toBe(
      'invalid_request_id',
    );
    const failed = await db()
      .selectFrom('billing_transactions')
      .select('id')
      .where('reference', '=', 'fail_test')
      .executeTakeFirstOrThrow();
    expect(
      (await support<RefundPayload>(REFUND, { ...vars, p: String(failed.id), key: 'k-idem-0004' }))
        .responseResult.errorCode,
    ).toBe('payment_not_refundable');
    expect(refundSpy).toHaveBeenCalledTimes(1);

    // No amount: the rest.
    const rest = await support<RefundPayload>(REFUND, { ...vars, amount: null, key: 'k-idem-0005' });
    expect(rest).toMatchObject({
      responseResult: { succeeded: true },
      refund: { amountMinor: 699 },
      payment: { refundedMinor: 999, refundableMinor: 0 },
    });
    expect(
      (await support<RefundPayload>(REFUND, { ...vars, amount: 1, key: 'k-idem-0006' })).responseResult
        .errorCode,
    ).toBe('payment_fully_refunded');
    expect(refundSpy).toHaveBeenCalledTimes(2);
    refundSpy.mockRestore();
    expect((await mails()).slice(mailsBefore).map((m) => m.subject)).toEqual([
      'PlayMax refunded $3.00 to you',
      'PlayMax refunded $6.99 to you',
    ]);

    const listed = await support<Payment[]>(PAYMENTS, { m: String(t.ids.paid) });
    expect(listed.find((p) => p.id === payment)).toMatchObject({ refundedMinor: 999, refundableMinor: 0 });
    expect(listed.every((p) => p.amountMinor === 999)).toBe(true);

    const token = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
    const me = await gql(t.app, HOSTS.playmax, ME, { token });
    const transactions = (
      me.body.data as {
        member: { info: { transactions: { kind: string; status: string; amount: number }[] } };
      }
    ).member.info.transactions;
    const refunds = transactions.filter((x) => x.kind === 'refund');
    expect(refunds.map((r) => [r.status, r.amount]).sort()).toEqual(
      expect.arrayContaining([
        ['refunded', 3],
        ['refunded', 6.99],
      ]),
    );
  });

  it('deactivating ends the member’s sessions; the member reads their account as not active', async () => {
    const support = await as('support');
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    expect((await gql(t.app, HOSTS.playmax, ME, { token })).status).toBe(200);
    const m = String(t.ids.fr);
    expect(await support(ACTIVE, { m, a: false })).toMatchObject({
      responseResult: { succeeded: true, extra: { sessionsEnded: 1 } },
    });
    expect((await gql(t.app, HOSTS.playmax, ME, { token })).status).toBe(401);
    expect(
      (await support<{ responseResult: Result }>(ACTIVE, { m, a: false })).responseResult.errorCode,
    ).toBe('member_already_inactive');
    const again = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const state = await gql(t.app, HOSTS.playmax, '{ member { info { accountState } } }', { token: again });
    expect(state.body.data).toMatchObject({ member: { info: { accountState: 'not_active' } } });
    expect(await support(ACTIVE, { m, a: true })).toMatchObject({
      responseResult: { succeeded: true },
      active: true,
    });
  });

  it('the operator commands do what the console does, audited as cli', async () => {
    const lines: string[] = [];
    const ctx = {
      db: db(),
      clock: () => t.clock.now,
      refunds: t.app.services.refunds,
      memberSubscriptions: t.app.services.memberSubscriptions,
      memberAccess: t.app.services.memberAccess,
      out: (line: string) => lines.push(line),
    } as unknown as OpsContext;
    const payment = (await paymentIds())[5];
    const args = [
      'refund-payment',
      '--payment',
      payment ?? '',
      '--amount-minor',
      '100',
      '--reason',
      'cli',
      '--key',
      'cli-key-0001',
    ];
    expect(await runOps(args, ctx)).toEqual({ ok: true });
    expect(await runOps(args, ctx)).toEqual({ ok: true });
    expect(lines[0]).toMatch(
      new RegExp(`^refunded 100 USD of payment #${payment} \\(re_.+; 899 USD left of it\\)$`),
    );
    expect(lines[1]).toMatch(/^key cli-key-0001 already refunded 100 USD/);
    expect(await auditActions(`payment:${payment}`)).toMatchObject([
      { action: 'payment.refund', staffEmail: null, ip: 'cli' },
    ]);

    const m = String(t.ids.paid);
    expect(await runOps(['extend-access', '--member', m, '--days', '400'], ctx)).toEqual({
      ok: false,
      problem: 'refused (days): extend_days_invalid: Extend access by 1 to 365 days.; nothing changed',
    });
    for (const cmd of [
      ['extend-access', '--member', m, '--days', '3'],
      ['cancel-subscription', '--member', m],
      ['restart-subscription', '--member', m],
      ['send-reset-link', '--member', m],
      ['deactivate-member', '--member', m],
      ['reactivate-member', '--member', m],
    ])
      expect(await runOps(cmd, ctx), cmd[0]).toEqual({ ok: true });
    const cli = (await auditActions(`member:${m}`)).filter((r) => r.ip === 'cli').map((r) => r.action);
    expect(cli).toEqual([
      'subscription.extend',
      'subscription.cancel',
      'subscription.restart',
      'member.reset_link',
      'member.deactivate',
      'member.reactivate',
    ]);
  });
});
