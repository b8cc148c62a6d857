import {
  ADD_CREDITS_DAILY_MAX,
  ADD_CREDITS_DESCRIPTION_MAX,
  ADD_CREDITS_MAX_PER_CALL,
} from '@member-area/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, HOSTS, useTestApp } from '../harness';
import {
  addCredits,
  balanceOf,
  balances,
  CLICKPLAY_EMAIL,
  CLICKPLAY_HOST,
  CLICKPLAY_ZERO_EMAIL,
  insertWallet,
  ledgerMismatches,
  loginClickplay,
  type WalletFixtures,
} from './helpers';

describe.each(DIALECTS)('member.addCredits on %s (SPEC.md 5)', (dialect) => {
  let w: WalletFixtures;
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      w = await insertWallet(db.handle.db, ids);
    },
    logins: { paid: 'paid@playmax.test' },
  });
  const db = () => t.db.handle.db;
  let player = '';
  let zero = '';
  beforeAll(async () => {
    player = await loginClickplay(t.app, CLICKPLAY_EMAIL);
    zero = await loginClickplay(t.app, CLICKPLAY_ZERO_EMAIL);
  });
  afterEach(async () => {
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  const creditRows = (memberId: number) =>
    db()
      .selectFrom('coin_ledger')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('kind', '=', 'credit')
      .execute();

  it('adds credits on the clickplay layout while the balance is above 0, called credits there', async () => {
    expect((await balances(t.app, player, { host: CLICKPLAY_HOST })).unit).toBe('credits');
    const r = await addCredits(t.app, player, {
      amount: 10,
      description: '  Level 4 completed ',
      requestId: 'lvl-4',
    });
    expect(r).toEqual({
      responseResult: { succeeded: true, errorCode: null, message: null, extra: { duplicate: false } },
      balance: 50,
    });
    const [row] = await creditRows(w.clickplayMember);
    expect(row).toMatchObject({
      description: 'Level 4 completed',
      idempotency_key: `credit:${w.clickplayMember}:lvl-4`,
    });
    expect(await balances(t.app, player, { host: CLICKPLAY_HOST })).toMatchObject({
      getCreditBalance: 50,
      coinsBalance: 50,
    });
  });

  it('accepts a request once: the same requestId again, even at once, adds nothing more', async () => {
    const before = await balanceOf(db(), w.clickplayMember);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        addCredits(t.app, player, { amount: 3, description: 'Daily reward', requestId: 'day-61' }),
      ),
    );
    expect(answers.every((a) => a.responseResult.succeeded && a.balance === before + 3)).toBe(true);
    expect(answers.filter((a) => (a.responseResult.extra as { duplicate: boolean }).duplicate)).toHaveLength(
      4,
    );
    expect(await balanceOf(db(), w.clickplayMember)).toBe(before + 3);
    // Without a requestId every call is its own request.
    await addCredits(t.app, player, { amount: 1, description: 'Tap' });
    await addCredits(t.app, player, { amount: 1, description: 'Tap' });
    expect(await balanceOf(db(), w.clickplayMember)).toBe(before + 5);
  });

  it('refuses credits off the clickplay layout, whatever the balance', async () => {
    const before = await balanceOf(db(), t.ids.paid);
    const r = await addCredits(
      t.app,
      t.tokens.paid,
      { amount: 5, description: 'Bonus', requestId: 'x' },
      { host: HOSTS.playmax },
    );
    expect(r).toMatchObject({
      responseResult: {
        succeeded: false,
        errorCode: 'credits_not_available',
        message: "Credits can't be added on this site.",
      },
      balance: null,
    });
    expect(await balanceOf(db(), t.ids.paid)).toBe(before);
  });

  it('refuses credits at a balance of 0', async () => {
    const r = await addCredits(t.app, zero, { amount: 5, description: 'First credits' });
    expect(r.responseResult).toMatchObject({ succeeded: false, errorCode: 'credits_need_balance' });
    expect(await balanceOf(db(), w.clickplayZero)).toBe(0);
    expect(await creditRows(w.clickplayZero)).toEqual([]);
  });

  it.each([
    ['0 credits', 0, 'Reward', 'invalid_amount'],
    ['a negative amount', -10, 'Reward', 'invalid_amount'],
    ['more than the per-call maximum', ADD_CREDITS_MAX_PER_CALL + 1, 'Reward', 'invalid_amount'],
    ['an empty description', 5, '   ', 'invalid_description'],
    ['a description that is too long', 5, 'x'.repeat(ADD_CREDITS_DESCRIPTION_MAX + 1), 'invalid_description'],
  ])('refuses %s and changes nothing', async (_case, amount, description, code) => {
    const before = await balanceOf(db(), w.clickplayMember);
    const r = await addCredits(t.app, player, { amount, description });
    expect(r.responseResult).toMatchObject({ succeeded: false, errorCode: code });
    expect(await balanceOf(db(), w.clickplayMember)).toBe(before);
  });

  it('names the limits in the message, in the member language', async () => {
    const r = await addCredits(t.app, player, {
      amount: ADD_CREDITS_MAX_PER_CALL + 1,
      description: 'Reward',
    });
    expect(r.responseResult.message).toBe(
      `Add a whole number of credits from 1 to ${ADD_CREDITS_MAX_PER_CALL}.`,
    );
  });

  it('refuses a request id that cannot be a key', async () => {
    const r = await addCredits(t.app, player, { amount: 1, description: 'Reward', requestId: 'has spaces' });
    expect(r.responseResult.errorCode).toBe('invalid_request_id');
  });

  it('refuses credits past the daily cap, even asked all at once, and allows them again a day later', async () => {
    const since = new Date(t.clock.fn().getTime() - 24 * 3_600_000).toISOString();
    const already = (await creditRows(w.clickplayMember))
      .filter((r) => r.created_at > since)
      .reduce((n, r) => n + Number(r.amount), 0);
    const room = ADD_CREDITS_DAILY_MAX - already;
    const calls = Math.ceil(room / ADD_CREDITS_MAX_PER_CALL) + 3;
    const before = await balanceOf(db(), w.clickplayMember);
    const answers = await Promise.all(
      Array.from({ length: calls }, (_, i) =>
        addCredits(t.app, player, {
          amount: ADD_CREDITS_MAX_PER_CALL,
          description: 'Jackpot',
          requestId: `cap-${i}`,
        }),
      ),
    );
    const accepted = answers.filter((a) => a.responseResult.succeeded).length;
    expect(accepted).toBe(Math.floor(room / ADD_CREDITS_MAX_PER_CALL));
    expect(answers.filter((a) => !a.responseResult.succeeded).map((a) => a.responseResult.errorCode)).toEqual(
      Array.from({ length: calls - accepted }, () => 'credits_limit_reached'),
    );
    expect(await balanceOf(db(), w.clickplayMember)).toBe(before + accepted * ADD_CREDITS_MAX_PER_CALL);
    t.clock.advance(24 * 3600 + 1);
    const later = await addCredits(t.app, player, {
      amount: 5,
      description: 'Next day',
      requestId: 'next-day',
    });
    expect(later.responseResult.succeeded).toBe(true);
  });

  it('answers anonymous callers with unauthenticated', async () => {
    expect(
      (await addCredits(t.app, undefined, { amount: 1, description: 'x' })).responseResult.errorCode,
    ).toBe('unauthenticated');
  });
});
