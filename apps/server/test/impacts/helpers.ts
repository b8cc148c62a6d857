/**
 * Impacts on top of the test fixtures (test/fixtures.ts): a category with three items on playmax and
 * one on clickcoins (another brand, from playmax's point of view), and GraphQL helpers for funding
 * and reading them as the web does.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/kysely';
import { gql, HOSTS } from '../harness';

export interface ImpactFixtures {
  /** 10 coins a unit, target 1,000, none funded. */
  tree: number;
  /** 25 coins a unit, target 10, 7 funded: 3 units left. */
  reef: number;
  /** 5 coins a unit, target 50, reached. */
  done: number;
  /** clickcoins' item. */
  otherBrand: number;
}

async function item(
  db: Db,
  brandId: string,
  categoryId: number,
  slug: string,
  p: { price: number; target: number; funded: number },
): Promise<number> {
  const row = await db
    .insertInto('impact_items')
    .values({
      brand_id: brandId,
      category_id: categoryId,
      slug,
      text_key: slug,
      name: `Item ${slug}`,
      description: `About ${slug}`,
      unit: 'unit',
      price_per_unit: p.price,
      target_quantity: p.target,
      member_target: 2,
      funded_quantity: p.funded,
      prices: JSON.stringify([p.price, p.price * 2]),
      images: JSON.stringify([{ url: `data:image/svg+xml;base64,AA==`, alt: slug }]),
      position: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function category(db: Db, brandId: string, slug: string): Promise<number> {
  const row = await db
    .insertInto('impact_categories')
    .values({ brand_id: brandId, slug, name: `Category ${slug}`, position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertImpacts(db: Db): Promise<ImpactFixtures> {
  const playmax = await category(db, 'playmax', 'trees');
  const clickcoins = await category(db, 'clickcoins', 'trees');
  await db
    .insertInto('data_translations')
    .values([
      { entity: 'impact_item', entity_key: 'tree', field: 'name', lang: 'fr-ca', text: 'Arbre' },
      { entity: 'impact_category', entity_key: 'trees', field: 'name', lang: 'fr-ca', text: 'Arbres' },
    ])
    .execute();
  return {
    tree: await item(db, 'playmax', playmax, 'tree', { price: 10, target: 1000, funded: 0 }),
    reef: await item(db, 'playmax', playmax, 'reef', { price: 25, target: 10, funded: 7 }),
    done: await item(db, 'playmax', playmax, 'done', { price: 5, target: 50, funded: 50 }),
    otherBrand: await item(db, 'clickcoins', clickcoins, 'tree', { price: 10, target: 1000, funded: 0 }),
  };
}

export interface FundPayload {
  responseResult: { succeeded: boolean; errorCode: string | null; message: string | null; extra: unknown };
  item: { id: string; funded_quantity: number; remaining_quantity: number; my_quantity: number } | null;
  balance: number | null;
  quantity: number | null;
  coins: number | null;
}

const FUND = `mutation Fund($input: FundImpactInput!) { impacts { fund(input: $input) {
  responseResult { succeeded errorCode message extra }
  item { id funded_quantity remaining_quantity my_quantity } balance quantity coins } } }`;

export async function fund(
  app: FastifyInstance,
  token: string | undefined,
  input: { itemId: number; quantity: number; requestId: string },
  opts: { host?: string; lang?: string } = {},
): Promise<FundPayload> {
  const res = await gql(app, opts.host ?? HOSTS.playmax, FUND, {
    token,
    variables: { input: { ...input, itemId: String(input.itemId) } },
    headers: opts.lang ? { 'x-interface-language': opts.lang } : {},
  });
  expect(res.body.errors).toBeUndefined();
  return (res.body.data as { impacts: { fund: FundPayload } }).impacts.fund;
}

export async function fundedOf(db: Db, itemId: number): Promise<number> {
  const row = await db
    .selectFrom('impact_items')
    .select('funded_quantity')
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  return Number(row.funded_quantity);
}

/** Units of an item its contribution rows add up to. */
export async function contributedOf(db: Db, itemId: number): Promise<number> {
  const row = await db
    .selectFrom('impact_contributions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
