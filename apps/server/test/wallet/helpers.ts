/**
 * The wallet on top of the test fixtures (test/fixtures.ts): a clickplay brand with a member who
 * holds credits, coin packs on playmax (four on sale, one off sale) and clickcoins, an opening
 * ledger row wherever a fixture member holds coins, and GraphQL helpers for the wallet fields.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/kysely';
import type { FixtureIds } from '../fixtures';
import { copyPlaymaxBrand, PASSWORD } from '../fixtures';
import { gql, HOSTS, login } from '../harness';
import { cardForm, CARD_OK, postHosted, redirectParams } from '../account/helpers';

export const CLICKPLAY_HOST = 'clickplay.localhost';
export const CLICKPLAY_EMAIL = 'member@clickplay.test';
export const CLICKPLAY_ZERO_EMAIL = 'zero@clickplay.test';

export interface WalletFixtures {
  /** playmax packs on sale, smallest first: 500, 1,000 + 100, 2,500 + 400, 5,000 + 1,000. */
  packs: { small: number; medium: number; large: number; huge: number };
  /** A playmax pack that is no longer on sale. */
  offSale: number;
  /** A pack of clickcoins (another brand, from playmax's point of view). */
  clickcoins: number;
  clickplayMember: number;
  clickplayZero: number;
}

async function insertPack(
  db: Db,
  brandId: string,
  p: { coins: number; bonus: number; amount: number; position: number; active?: boolean; featured?: boolean },
): Promise<number> {
  const row = await db
    .insertInto('coin_packs')
    .values({
      brand_id: brandId,
      coins: p.coins,
      bonus_coins: p.bonus,
      amount: p.amount,
      currency: brandId === 'clickcoins' ? 'CAD' : 'USD',
      symbol: brandId === 'clickcoins' ? 'CA$' : '$',
      featured: p.featured ? 1 : 0,
      active: p.active === false ? 0 : 1,
      position: p.position,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A member of the clickplay brand, copied from a playmax fixture member's row (same password). */
async function clickplayMember(db: Db, email: string, coins: number): Promise<number> {
  const template = await db
    .selectFrom('members')
    .selectAll()
    .where('email', '=', 'paid@playmax.test')
    .executeTakeFirstOrThrow();
  const { id: _id, ...rest } = template;
  const row = await db
    .insertInto('members')
    .values({
      ...rest,
      brand_id: 'clickplay',
      email,
      reference_number: `REF-${email}`,
      coins_balance: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (coins > 0) await openingBalance(db, id, coins);
  return id;
}

/** A ledger row and the balance that matches it, as every balance must be. */
export async function openingBalance(db: Db, memberId: number, coins: number): Promise<void> {
  await db
    .insertInto('coin_ledger')
    .values({
      member_id: memberId,
      kind: 'adjustment',
      description: 'Opening balance',
      amount: coins,
      idempotency_key: `test:opening:${memberId}`,
      ref: null,
      created_at: '2026-01-01T00:00:00.000Z',
    })
    .execute();
  await db.updateTable('members').set({ coins_balance: coins }).where('id', '=', memberId).execute();
}

/** paid@ holds 42 coins in the fixtures: the ledger row they add up from, as every balance has. */
export async function ledgerForFixtureCoins(db: Db, ids: FixtureIds): Promise<void> {
  await db.updateTable('members').set({ coins_balance: 0 }).where('id', '=', ids.paid).execute();
  await openingBalance(db, ids.paid, 42);
}

export async function insertWallet(db: Db, ids: FixtureIds): Promise<WalletFixtures> {
  await copyPlaymaxBrand(db, {
    id: 'clickplay',
    name: 'ClickPlay',
    hostname: CLICKPLAY_HOST,
    template: 'default',
    billing: '{"currency":"CAD","symbol":"CA$"}',
  });
  await db.insertInto('brand_hosts').values({ hostname: CLICKPLAY_HOST, brand_id: 'clickplay' }).execute();
  await db.insertInto('brand_tags').values({ brand_id: 'clickplay', tag: 'layout:clickplay' }).execute();
  await ledgerForFixtureCoins(db, ids);
  return {
    packs: {
      small: await insertPack(db, 'playmax', { coins: 500, bonus: 0, amount: 499, position: 0 }),
      medium: await insertPack(db, 'playmax', { coins: 1000, bonus: 100, amount: 999, position: 1 }),
      large: await insertPack(db, 'playmax', {
        coins: 2500,
        bonus: 400,
        amount: 2499,
        position: 2,
        featured: true,
      }),
      huge: await insertPack(db, 'playmax', { coins: 5000, bonus: 1000, amount: 4999, position: 3 }),
    },
    offSale: await insertPack(db, 'playmax', {
      coins: 750,
      bonus: 0,
      amount: 599,
      position: 4,
      active: false,
    }),
    clickcoins: await insertPack(db, 'clickcoins', { coins: 500, bonus: 0, amount: 649, position: 0 }),
    clickplayMember: await clickplayMember(db, CLICKPLAY_EMAIL, 40),
    clickplayZero: await clickplayMember(db, CLICKPLAY_ZERO_EMAIL, 0),
  };
}

export function loginClickplay(app: FastifyInstance, email: string): Promise<string> {
  return login(app, CLICKPLAY_HOST, email, PASSWORD);
}

/** Every member whose ledger does not add up to their balance (none, always). */
export async function ledgerMismatches(
  db: Db,
): Promise<{ memberId: number; balance: number; ledger: number }[]> {
  const members = await db.selectFrom('members').select(['id', 'coins_balance']).execute();
  const sums = await db
    .selectFrom('coin_ledger')
    .select((eb) => ['member_id', eb.fn.sum<number | string>('amount').as('n')])
    .groupBy('member_id')
    .execute();
  const ledger = new Map(sums.map((s) => [Number(s.member_id), Number(s.n)]));
  return members
    .map((m) => ({
      memberId: Number(m.id),
      balance: Number(m.coins_balance),
      ledger: ledger.get(Number(m.id)) ?? 0,
    }))
    .filter((m) => m.balance !== m.ledger);
}

export async function balanceOf(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select('coins_balance')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.coins_balance);
}

export interface Result {
  succeeded: boolean;
  errorCode: string | null;
  message: string | null;
  extra: unknown;
}

type Opts = { host?: string };

function payload<T>(res: Awaited<ReturnType<typeof gql>>, field: string): T {
  expect(res.body.errors).toBeUndefined();
  return (res.body.data as { member: Record<string, T> }).member[field] as T;
}

export interface StartCoinsPayload {
  responseResult: Result;
  url: string | null;
  ref: string | null;
  coins: number | null;
  amount: number | null;
}

export async function startCoinPurchase(
  app: FastifyInstance,
  token: string | undefined,
  packId: number | string,
  o: Opts & { method?: string; returnPath?: string } = {},
): Promise<StartCoinsPayload> {
  const res = await gql(
    app,
    o.host ?? HOSTS.playmax,
    `mutation($p: ID!, $m: String, $r: String) { member { startCoinPurchase(packId: $p, method: $m, returnPath: $r) {
      responseResult { succeeded errorCode message extra } url ref coins amount } } }`,
    { token, variables: { p: String(packId), m: o.method, r: o.returnPath } },
  );
  return payload(res, 'startCoinPurchase');
}

export interface AddCoinsPayload {
  responseResult: Result;
  transactionId: string | null;
  amount: number | null;
  coins: number | null;
  balance: number | null;
}

export async function addCoins(
  app: FastifyInstance,
  token: string,
  packId: number | string,
  paymentRef: string,
  o: Opts = {},
): Promise<AddCoinsPayload> {
  const res = await gql(
    app,
    o.host ?? HOSTS.playmax,
    `mutation($p: ID!, $r: String!) { member { addCoinsAfterPaymentSuccess(packId: $p, paymentRef: $r) {
      responseResult { succeeded errorCode message extra } transactionId amount coins balance } } }`,
    { token, variables: { p: String(packId), r: paymentRef } },
  );
  return payload(res, 'addCoinsAfterPaymentSuccess');
}

export interface AddCreditsPayload {
  responseResult: Result;
  balance: number | null;
}

export async function addCredits(
  app: FastifyInstance,
  token: string | undefined,
  vars: { amount: number; description: string; requestId?: string },
  o: Opts = {},
): Promise<AddCreditsPayload> {
  const res = await gql(
    app,
    o.host ?? CLICKPLAY_HOST,
    `mutation($a: Int!, $d: String!, $r: String) { member { addCredits(amount: $a, description: $d, requestId: $r) {
      responseResult { succeeded errorCode message extra } balance } } }`,
    { token, variables: { a: vars.amount, d: vars.description, r: vars.requestId } },
  );
  return payload(res, 'addCredits');
}

/** The three places a balance shows: getCreditBalance, Member.coinsBalance and Wallet.coins. */
export async function balances(
  app: FastifyInstance,
  token: string | undefined,
  o: Opts = {},
): Promise<{
  getCreditBalance: number;
  coinsBalance: number | null;
  walletCoins: number | null;
  unit: string | null;
}> {
  const res = await gql(
    app,
    o.host ?? HOSTS.playmax,
    '{ member { getCreditBalance info { coinsBalance wallet { coins unit } } } }',
    { token },
  );
  expect(res.body.errors).toBeUndefined();
  const m = (
    res.body.data as {
      member: {
        getCreditBalance: number;
        info: { coinsBalance: number; wallet: { coins: number; unit: string } } | null;
      };
    }
  ).member;
  return {
    getCreditBalance: m.getCreditBalance,
    coinsBalance: m.info?.coinsBalance ?? null,
    walletCoins: m.info?.wallet.coins ?? null,
    unit: m.info?.wallet.unit ?? null,
  };
}

export interface ActivityPage {
  items: { id: string; date: string; description: string; amount: number; kind: string }[];
  nextCursor: string | null;
}

export async function walletPage(
  app: FastifyInstance,
  token: string,
  args: { limit?: number; before?: string | null },
  o: Opts = {},
): Promise<ActivityPage> {
  const res = await gql(
    app,
    o.host ?? HOSTS.playmax,
    `query($l: Int, $b: ID) { member { info { wallet { activity(limit: $l, before: $b) {
      items { id date description amount kind } nextCursor } } } } }`,
    { token, variables: { l: args.limit, b: args.before ?? null } },
  );
  expect(res.body.errors).toBeUndefined();
  return (res.body.data as { member: { info: { wallet: { activity: ActivityPage } } } }).member.info.wallet
    .activity;
}

/** Pays a started purchase on the hosted page with the test card; the return's reference. */
export async function payHosted(
  app: FastifyInstance,
  url: string,
  host: string = HOSTS.playmax,
): Promise<string> {
  const params = redirectParams(await postHosted(app, url, cardForm(CARD_OK), host));
  const state = JSON.parse(params.get('state') ?? '{}') as { is_success?: boolean; slug?: string };
  expect(state).toMatchObject({ is_success: true, slug: 'coins' });
  return params.get('subscription_id') ?? '';
}
