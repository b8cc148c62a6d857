import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtures, PASSWORD, type FixtureIds } from './fixtures';
import {
  DIALECTS,
  HOSTS,
  createTestApp,
  createTestDb,
  gql,
  login,
  type TestApp,
  type TestDb,
} from './harness';

const ORDER_FIELDS = `id number date products { id name quantity price } deliveryFee total currency symbol
  status freeGift shippingAddress { id firstName lastName address city postcode country isDefault }`;
const MEMBER_ORDERS = `{ member { info { orders { ${ORDER_FIELDS} } } } }`;
const GET_MEMBER_ORDERS = `{ ecommerce { getMemberOrders { ${ORDER_FIELDS} } } }`;

describe.each(DIALECTS)('marketplace orders on %s', (dialect) => {
  let db: TestDb;
  let t: TestApp;
  let ids: FixtureIds;
  let paid: string;
  let newcomer: string;
  let firstId: number;
  let secondId: number;

  beforeAll(async () => {
    db = await createTestDb(dialect);
    ids = await loadFixtures(db.handle.db);
    const order = (memberId: number, createdAt: string, extra: { free_gift?: number; shipping?: boolean }) =>
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
    t = await createTestApp(db);
    paid = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
    newcomer = await login(t.app, HOSTS.playmax, 'newcomer@playmax.test', PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  const read = async (query: string, token?: string) => {
    const res = await gql(t.app, HOSTS.playmax, query, { token });
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };

  it("lists the member's own orders newest first, in major units, with the address they were shipped to", async () => {
    const data = (await read(MEMBER_ORDERS, paid)) as { member: { info: { orders: unknown[] } } };
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
    const viaMember = (await read(MEMBER_ORDERS, paid)) as { member: { info: { orders: unknown[] } } };
    const viaEcommerce = (await read(GET_MEMBER_ORDERS, paid)) as {
      ecommerce: { getMemberOrders: unknown[] };
    };
    expect(viaEcommerce.ecommerce.getMemberOrders).toEqual(viaMember.member.info.orders);
  });

  it("does not return another member's orders, and none to anonymous visitors", async () => {
    expect(await read(MEMBER_ORDERS, newcomer)).toEqual({ member: { info: { orders: [] } } });
    expect(await read(GET_MEMBER_ORDERS, newcomer)).toEqual({ ecommerce: { getMemberOrders: [] } });
    expect(await read(GET_MEMBER_ORDERS)).toEqual({ ecommerce: { getMemberOrders: [] } });
  });
});
