import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { BrandsTable } from '../../db/schema';

export type BrandRow = Selectable<BrandsTable>;

export async function findBrandByHost(db: DbOrTrx, hostname: string): Promise<BrandRow | undefined> {
  return db
    .selectFrom('brand_hosts')
    .innerJoin('brands', 'brands.id', 'brand_hosts.brand_id')
    .selectAll('brands')
    .where('brand_hosts.hostname', '=', hostname)
    .executeTakeFirst();
}

export async function findBrandById(db: DbOrTrx, id: string): Promise<BrandRow | undefined> {
  return db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listBrandTags(db: DbOrTrx, brandId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('brand_tags')
    .select('tag')
    .where('brand_id', '=', brandId)
    .orderBy('tag')
    .execute();
  return rows.map((r) => r.tag);
}
