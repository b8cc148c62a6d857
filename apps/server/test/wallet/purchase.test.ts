import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD } from '../fixtures';
import { countRows, DIALECTS, gql, HOSTS, login, useTestApp } from '../harness';
import { cardForm, CARD_OK, postHosted, redirectParams } from '../account/helpers';
import {
  addCoins,
  balanceOf,
  balances,
  insertWallet,
  ledgerMismatches,
  payHosted,
  startCoinPurchase,
  type WalletFixtures,
} from './helpers';

describe.each(DIALECTS)('buying coins on %s', (dialect) => {
  let w: WalletFixtures;
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      w = await insertWallet(db.handle.db, ids);
    },
    logins: { paid: 'paid@playmax.test', fr: 'fr@playmax.test', inactive: 'inactive@playmax.test' },
  });
  const db = () => t.db.handle.db;
  afterEach(async () => {
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  /** Start, pay on the hosted page, return: the whole purchase as the web drives it. */
  const buy = async (token: string, packId: number) => {
    const started = await startCoinPurchase(t.app, token, packId);
    expect(started.responseResult).toMatchObject({ succeeded: true });
    const ref = await payHosted(t.app, started.url ?? '');
    expect(ref).toBe(started.ref);
    return { started, ref, added: await addCoins(t.app, token, packId, ref) };
  };

  it("lists the host brand's packs on sale, smallest first, in its currency and major units", async () => {
    const res = await gql(
      t.app,
      HOSTS.playmax,
      '{ member { coinPacks { id coins bonusCoins amount currency symbol featured } } }',
    );
    expect(res.body.data).toEqual({
      member: {
        coinPacks: [
          {
            id: String(w.packs.small),
            coins: 500,
            bonusCoins: 0,
            amount: 4.99,
            currency: 'USD',
            symbol: '$',
            featured: false,
          },
          {
            id: String(w.packs.medium),
            coins: 1000,
            bonusCoins: 100,
            amount: 9.99,
            currency: 'USD',
            symbol: '$',
            featured: false,
          },
          {
            id: String(w.packs.large),
            coins: 2500,
            bonusCoins: 400,
            amount: 24.99,
            currency: 'USD',
            symbol: '$',
            featured: true,
          },
          {
            id: String(w.packs.huge),
            coins: 5000,
            bonusCoins: 1000,
            amount: 49.99,
            currency: 'USD',
            symbol: '$',
            featured: false,
          },
        ],
      },
    });
  });

  it('opens the hosted page at the server price of the pack and names it there', async () => {
    const started = await startCoinPurchase(t.app, t.tokens.paid, w.packs.medium);
    expect(started).toMatchObject({
      responseResult: { succeeded: true },
      coins: 1100,
      amount: 9.99,
      url: expect.stringMatching(/^\/payment-flow\/hosted\/cs_/),
      ref: expect.stringMatching(/^sub_/),
    });
    const session = await db()
      .selectFrom('payment_sessions')
      .selectAll()
      .where('subscription_ref', '=', started.ref)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ amount: 999, currency: 'USD', return_path: '/account/wallet' });
    expect(JSON.parse(session.purchasable ?? '')).toEqual({ kind: 'coin_pack', packId: w.packs.medium });
    const page = await t.app.inject({
      method: 'GET',
      url: `${started.url}?lang=de-de`,
      headers: { host: HOSTS.playmax },
    });
    expect(page.body).toContain('1.100 Münzen');
  });

  it.each([
    ['a pack off sale', () => w.offSale],
    ["another brand's pack", () => w.clickcoins],
    ['an unknown pack', () => 999_999],
    ['a pack id that is not a number', () => 'abc'],
  ])('refuses %s before any session opens', async (_case, packId) => {
    const before = await countRows(db(), 'payment_sessions');
    const r = await startCoinPurchase(t.app, t.tokens.paid, packId());
    expect(r).toMatchObject({
      responseResult: { succeeded: false, errorCode: 'coin_pack_not_found' },
      url: null,
    });
    expect(await countRows(db(), 'payment_sessions')).toBe(before);
  });

  it('refuses anonymous visitors and accounts not yet active', async () => {
    expect((await startCoinPurchase(t.app, undefined, w.packs.small)).responseResult.errorCode).toBe(
      'unauthenticated',
    );
    expect((await startCoinPurchase(t.app, t.tokens.inactive, w.packs.small)).responseResult.errorCode).toBe(
      'account_not_active',
    );
  });

  it('credits coins and bonus once: a purchase row, the transaction and invoice, the balance everywhere, a receipt', async () => {
    const before = await balanceOf(db(), t.ids.paid);
    const { ref, added } = await buy(t.tokens.paid, w.packs.large);
    expect(added).toMatchObject({
      responseResult: { succeeded: true, extra: { alreadyCredited: false } },
      transactionId: ref,
      amount: 24.99,
      coins: 2900,
      balance: before + 2900,
    });
    expect(await balances(t.app, t.tokens.paid)).toEqual({
      getCreditBalance: before + 2900,
      coinsBalance: before + 2900,
      walletCoins: before + 2900,
      unit: 'coins',
    });
    const row = await db()
      .selectFrom('coin_ledger')
      .selectAll()
      .where('idempotency_key', '=', `pay:${ref}`)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      member_id: t.ids.paid,
      kind: 'purchase',
      ref,
      description: 'Pack purchase: 2,900 coins (including 400 bonus)',
    });
    expect(Number(row.amount)).toBe(2900);
    const tx = await db()
      .selectFrom('billing_transactions')
      .selectAll()
      .where('member_id', '=', t.ids.paid)
      .where('kind', '=', 'coins')
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({ description: '2,900 coins', currency: 'USD', status: 'succeeded' });
    expect(Number(tx.amount)).toBe(2499);
    expect(
      await db().selectFrom('invoices').select('id').where('transaction_id', '=', tx.id).executeTakeFirst(),
    ).toBeDefined();
    await t.app.services.background.idle();
    const mails = await db()
      .selectFrom('outbox_mails')
      .selectAll()
      .where('to_address', '=', 'paid@playmax.test')
      .where('subject', 'like', '%2,900 coins%')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your purchase of 2,900 coins');
    expect(mails[0]!.text_body).toContain(ref);
    expect(mails[0]!.text_body).toContain('$24.99');
    expect(mails[0]!.text_body).toContain(`New balance: ${(before + 2900).toLocaleString('en-US')} coins`);
    expect(mails[0]!.text_body).toContain('/account/wallet');
  });

  it("writes the history line and the receipt in the member's language", async () => {
    const { ref, added } = await buy(t.tokens.fr, w.packs.small);
    expect(added.responseResult.succeeded).toBe(true);
    const row = await db()
      .selectFrom('coin_ledger')
      .select('description')
      .where('idempotency_key', '=', `pay:${ref}`)
      .executeTakeFirstOrThrow();
    expect(row.description).toBe('Achat de forfait : 500 pièces');
    await t.app.services.background.idle();
    const mail = await db()
      .selectFrom('outbox_mails')
      .selectAll()
      .where('to_address', '=', 'fr@playmax.test')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Votre achat de 500 pièces');
  });

  it('five replays of one return at once credit once, answer the same transaction and send one receipt', async () => {
    const started = await startCoinPurchase(t.app, t.tokens.paid, w.packs.small);
    const ref = await payHosted(t.app, started.url ?? '');
    const before = await balanceOf(db(), t.ids.paid);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => addCoins(t.app, t.tokens.paid, w.packs.small, ref)),
    );
    expect(answers.every((a) => a.responseResult.succeeded && a.transactionId === ref)).toBe(true);
    expect(
      answers.filter((a) => (a.responseResult.extra as { alreadyCredited: boolean }).alreadyCredited),
    ).toHaveLength(4);
    expect(await balanceOf(db(), t.ids.paid)).toBe(before + 500);
    const again = await addCoins(t.app, t.tokens.paid, w.packs.small, ref);
    expect(again).toMatchObject({ responseResult: { succeeded: true }, balance: before + 500 });
    const rows = await db().selectFrom('coin_ledger').select('id').where('ref', '=', ref).execute();
    expect(rows).toHaveLength(1);
    const txs = await db()
      .selectFrom('billing_transactions')
      .select('id')
      .where('member_id', '=', t.ids.paid)
      .where('kind', '=', 'coins')
      .execute();
    await t.app.services.background.idle();
    const mails = await db()
      .selectFrom('outbox_mails')
      .select('id')
      .where('to_address', '=', 'paid@playmax.test')
      .where('text_body', 'like', `%${ref}%`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(txs.length).toBeGreaterThan(0);
  });

  it("a forged return credits nothing: another member's payment, another pack, an unpaid or cancelled session, an unknown ref", async () => {
    const paidRef = (await buy(t.tokens.paid, w.packs.small)).ref;
    const unpaid = await startCoinPurchase(t.app, t.tokens.paid, w.packs.huge);
    const cancelled = await startCoinPurchase(t.app, t.tokens.paid, w.packs.huge);
    const back = await postHosted(t.app, cancelled.url ?? '', { action: 'cancel' });
    expect(back.statusCode).toBe(303);
    const open = await startCoinPurchase(t.app, t.tokens.paid, w.packs.medium);
    const openRef = await payHosted(t.app, open.url ?? '');
    const before = { paid: await balanceOf(db(), t.ids.paid), fr: await balanceOf(db(), t.ids.fr) };
    const ledgerRows = await countRows(db(), 'coin_ledger');

    const cases: [string, string, number | string, string, string][] = [
      ["another member's paid return", t.tokens.fr, w.packs.small, paidRef, 'subscription_not_found'],
      ["another member's unclaimed payment", t.tokens.fr, w.packs.medium, openRef, 'subscription_not_found'],
      ['a paid session returned as a bigger pack', t.tokens.paid, w.packs.huge, openRef, 'purchase_mismatch'],
      ['a session never paid', t.tokens.paid, w.packs.huge, unpaid.ref ?? '', 'payment_not_confirmed'],
      ['a cancelled session', t.tokens.paid, w.packs.huge, cancelled.ref ?? '', 'payment_not_confirmed'],
      ['an unknown reference', t.tokens.paid, w.packs.small, 'sub_forged', 'subscription_not_found'],
      ['an empty reference', t.tokens.paid, w.packs.small, '', 'subscription_not_found'],
      ['a pack id that is not a number', t.tokens.paid, 'x', openRef, 'purchase_mismatch'],
    ];
    for (const [name, token, packId, ref, code] of cases) {
      const r = await addCoins(t.app, token, packId, ref);
      expect(r.responseResult, name).toMatchObject({ succeeded: false, errorCode: code });
      expect(r.balance, name).toBeNull();
    }
    expect(await countRows(db(), 'coin_ledger')).toBe(ledgerRows);
    expect({ paid: await balanceOf(db(), t.ids.paid), fr: await balanceOf(db(), t.ids.fr) }).toEqual(before);
    // The real owner with the real pack is still credited afterwards: the refusals claimed nothing.
    expect((await addCoins(t.app, t.tokens.paid, w.packs.medium, openRef)).balance).toBe(before.paid + 1100);
  });

  it('a session that sold giveaway entries or a plan is never credited as coins', async () => {
    const started = await gql(
      t.app,
      HOSTS.playmax,
      `mutation { member { startCheckout(planId: "101") { responseResult { succeeded } url } } }`,
      { token: t.tokens.paid },
    );
    const url = (started.body.data as { member: { startCheckout: { url: string } } }).member.startCheckout
      .url;
    const ref = redirectParams(await postHosted(t.app, url, cardForm(CARD_OK))).get('subscription_id') ?? '';
    const before = await balanceOf(db(), t.ids.paid);
    const r = await addCoins(t.app, t.tokens.paid, w.packs.small, ref);
    expect(r.responseResult.errorCode).toBe('purchase_mismatch');
    expect(await balanceOf(db(), t.ids.paid)).toBe(before);
  });

  it('a return confirmed after the pack went off sale still credits what was paid for', async () => {
    const started = await startCoinPurchase(t.app, t.tokens.fr, w.packs.huge);
    const ref = await payHosted(t.app, started.url ?? '');
    await db().updateTable('coin_packs').set({ active: 0 }).where('id', '=', w.packs.huge).execute();
    try {
      const before = await balanceOf(db(), t.ids.fr);
      const r = await addCoins(t.app, t.tokens.fr, w.packs.huge, ref);
      expect(r).toMatchObject({ responseResult: { succeeded: true }, coins: 6000, balance: before + 6000 });
    } finally {
      await db().updateTable('coin_packs').set({ active: 1 }).where('id', '=', w.packs.huge).execute();
    }
  });

  it("reads the balance live: a purchase in another tab shows at once in this tab's session", async () => {
    const tab1 = t.tokens.paid;
    const tab2 = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
    const before = (await balances(t.app, tab1)).coinsBalance ?? 0;
    await buy(tab2, w.packs.small);
    expect(await balances(t.app, tab1)).toMatchObject({
      getCreditBalance: before + 500,
      coinsBalance: before + 500,
      walletCoins: before + 500,
    });
  });

  it('anonymous visitors have a balance of 0 and see the packs', async () => {
    expect(await balances(t.app, undefined)).toEqual({
      getCreditBalance: 0,
      coinsBalance: null,
      walletCoins: null,
      unit: null,
    });
  });
});
