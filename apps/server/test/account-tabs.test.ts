// What the account page's orders and wallet tabs read: modules/marketplace and modules/wallet.
import { describe, expect, it } from 'vitest';
import { planKind } from '../src/modules/billing/purchasable';
import { SandboxProvider } from '../src/modules/payment/provider';
import { creditCoins } from '../src/modules/wallet/service';
import { PASSWORD } from './fixtures';
import { DIALECTS, HOSTS, gql, login, useTestApp } from './harness';

const WALLET = '{ member { info { wallet { coins activity { items { date description amount } } } } } }';

type WalletView = { coins: number; activity: { date: string; description: string; amount: number }[] };

const ORDER_FIELDS = `id number date products { id name quantity price } deliveryFee total currency symbol
  status freeGift shippingAddress { id firstName lastName address city postcode country isDefault }`;
const MEMBER_ORDERS = `{ member { info { orders { ${ORDER_FIELDS} } } } }`;
const GET_MEMBER_ORDERS = `{ ecommerce { getMemberOrders { ${ORDER_FIELDS} } } }`;

describe.each(DIALECTS)('orders and wallet on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      const order = (
        memberId: number,
        createdAt: string,
        extra: { free_gift?: number; shipping?: boolean },
      ) =>
        db.handle.db
          .insertInto('orders')
          .values({
            brand_id: 'playmax',
            member_id: memberId,
            products: JSON.stringify([
              { id: 7, name: 'Headphones', quantity: 2, price: 2500 },
              { id: 'mug', name: 'Mug', quantity: 1, price: 999 },
            ]),
            shipping_address: extra.shipping
              ? JSON.stringify({
                  firstName: 'Ada',
                  lastName: 'Lovelace',
                  address: '1 Main St',
                  city: 'Austin',
                  postcode: '73301',
                  country: 'US',
                })
              : null,
            delivery_fee: 499,
            total: 6498,
            currency: 'USD',
            symbol: '$',
            status: 'shipped',
            free_gift: extra.free_gift ?? 0,
            created_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      firstId = Number((await order(ids.paid, '2026-03-01T10:00:00.000Z', { shipping: true })).id);
      secondId = Number((await order(ids.paid, '2026-03-05T10:00:00.000Z', { free_gift: 1 })).id);
      await order(ids.veteran, '2026-03-03T10:00:00.000Z', {});
      await db.handle.db
        .insertInto('coin_ledger')
        .values([
          {
            member_id: ids.paid,
            description: 'Welcome bonus',
            kind: 'bonus',
            idempotency_key: 'test:Welcome bonus',
            ref: null,
            amount: 50,
            created_at: '2026-03-01T10:00:00.000Z',
          },
          {
            member_id: ids.paid,
            description: 'Giveaway entries',
            kind: 'spend',
            idempotency_key: 'test:Giveaway entries',
            ref: null,
            amount: -8,
            created_at: '2026-03-03T10:00:00.000Z',
          },
          {
            member_id: ids.fr,
            description: 'Another member',
            kind: 'adjustment',
            idempotency_key: 'test:Another member',
            ref: null,
            amount: 7,
            created_at: '2026-03-02T10:00:00.000Z',
          },
        ])
        .execute();
    },
    logins: { paid: 'paid@playmax.test', newcomer: 'newcomer@playmax.test' },
  });
  let firstId: number;
  let secondId: number;

  const read = async (query: string, token?: string) => {
    const res = await gql(t.app, HOSTS.playmax, query, { token });
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };

  const wallet = async (token: string): Promise<WalletView> => {
    const res = await gql(t.app, HOSTS.playmax, WALLET, { token });
    expect(res.body.errors).toBeUndefined();
    const w = (
      res.body.data as {
        member: { info: { wallet: { coins: number; activity: { items: WalletView['activity'] } } } };
      }
    ).member.info.wallet;
    return { coins: w.coins, activity: w.activity.items };
  };

  it("lists the member's own orders newest first, in major units, with the address they were shipped to", async () => {
    const data = (await read(MEMBER_ORDERS, t.tokens.paid)) as { member: { info: { orders: unknown[] } } };
    expect(data.member.info.orders).toEqual([
      {
        id: String(secondId),
        number: `ORD-${String(secondId).padStart(6, '0')}`,
        date: '2026-03-05T10:00:00.000Z',
        products: [
          { id: '7', name: 'Headphones', quantity: 2, price: 25 },
          { id: 'mug', name: 'Mug', quantity: 1, price: 9.99 },
        ],
        deliveryFee: 4.99,
        total: 64.98,
        currency: 'USD',
        symbol: '$',
        status: 'shipped',
        freeGift: true,
        shippingAddress: null,
      },
      expect.objectContaining({
        id: String(firstId),
        freeGift: false,
        shippingAddress: {
          id: `order-${firstId}`,
          firstName: 'Ada',
          lastName: 'Lovelace',
          address: '1 Main St',
          city: 'Austin',
          postcode: '73301',
          country: 'US',
          isDefault: false,
        },
      }),
    ]);
  });

  it('ecommerce.getMemberOrders answers the same list as member.info.orders', async () => {
    const viaMember = (await read(MEMBER_ORDERS, t.tokens.paid)) as {
      member: { info: { orders: unknown[] } };
    };
    const viaEcommerce = (await read(GET_MEMBER_ORDERS, t.tokens.paid)) as {
      ecommerce: { getMemberOrders: unknown[] };
    };
    expect(viaEcommerce.ecommerce.getMemberOrders).toEqual(viaMember.member.info.orders);
  });

  it("does not return another member's orders, and none to anonymous visitors", async () => {
    expect(await read(MEMBER_ORDERS, t.tokens.newcomer)).toEqual({ member: { info: { orders: [] } } });
    expect(await read(GET_MEMBER_ORDERS, t.tokens.newcomer)).toEqual({ ecommerce: { getMemberOrders: [] } });
    expect(await read(GET_MEMBER_ORDERS)).toEqual({ ecommerce: { getMemberOrders: [] } });
  });
  it("shows the member's balance and their own history, newest first, never another member's", async () => {
    expect(await wallet(t.tokens.paid)).toEqual({
      coins: 42,
      activity: [
        { date: '2026-03-03T10:00:00.000Z', description: 'Giveaway entries', amount: -8 },
        { date: '2026-03-01T10:00:00.000Z', description: 'Welcome bonus', amount: 50 },
      ],
    });
    expect(await wallet(t.tokens.newcomer)).toEqual({ coins: 0, activity: [] });
  });

  it('a credit moves the balance and writes its history line together; concurrent credits lose none', async () => {
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        t.db.handle.db.transaction().execute((trx) =>
          creditCoins(trx, {
            memberId: t.ids.newcomer,
            coins: n,
            kind: 'adjustment',
            key: `test:credit:${n}`,
            description: `Credit ${n}`,
            now: `2026-04-0${n}T00:00:00.000Z`,
          }),
        ),
      ),
    );
    const after = await wallet(t.tokens.newcomer);
    expect(after.coins).toBe(15);
    expect(after.activity.map((a) => a.description)).toEqual([
      'Credit 5',
      'Credit 4',
      'Credit 3',
      'Credit 2',
      'Credit 1',
    ]);
  });

  it("a plan with a coin bonus (SPEC.md 9: 147 gives 2) credits it to the wallet as '<plan> bonus'", async () => {
    await t.db.handle.db
      .insertInto('plans')
      .values({
        id: 147,
        brand_id: 'playmax',
        name: 'Coins Starter',
        group_name: 'coins',
        description: 'Coins',
        trial_period_days: 0,
        price_recurring: 999,
        price_initial: 999,
        currency: 'USD',
        symbol: '$',
        interval: 'month',
        interval_count: 1,
        is_public: 1,
      })
      .execute();
    const veteran = await login(t.app, HOSTS.playmax, 'veteran@playmax.test', PASSWORD);
    const r = await t.db.handle.db.transaction().execute((trx) =>
      planKind.credit(
        trx,
        { provider: new SandboxProvider() },
        { kind: 'plan', planId: 147 },
        {
          memberId: t.ids.veteran,
          brandId: 'playmax',
          ref: 'sub_coins_bonus',
          method: 'card',
          amountMinor: 999,
          currency: 'USD',
          symbol: '$',
          chargeReference: 'ch_coins_bonus',
          paymentToken: 'pm_unknown',
          now: '2026-05-01T00:00:00.000Z',
        },
      ),
    );
    expect(r).toMatchObject({ ok: true, description: 'Coins Starter' });
    expect(await wallet(veteran)).toEqual({
      coins: 2,
      activity: [{ date: '2026-05-01T00:00:00.000Z', description: 'Coins Starter bonus', amount: 2 }],
    });
  });
});
