import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/seed/index';
import { impactSeedProblems, impactTranslationRows, IMPACT_ITEMS, seedImpacts } from '../../src/seed/impacts';
import { menuFor } from '../../src/seed/menus';
import { DIALECTS, useTestApp } from '../harness';

describe('the demo impacts', () => {
  it('are consistent and translated into the seven other languages', () => {
    expect(impactSeedProblems()).toEqual([]);
    // 3 categories × name, 5 items × name, description and unit, in 7 languages.
    expect(impactTranslationRows()).toHaveLength((3 + IMPACT_ITEMS.length * 3) * 7);
  });

  it('give the Impacts menu item to the brands that have impacts only', () => {
    const withItem = BRANDS.filter((b) => menuFor(b).some((m) => m.type === 'impacts')).map((b) => b.id);
    expect(withItem.sort()).toEqual(['clickcoins', 'playmax']);
  });
});

describe.each(DIALECTS)('seeding impacts on %s', (dialect) => {
  const t = useTestApp(dialect);
  const db = () => t.db.handle.db;

  it('writes each impact brand’s items once; a second run changes nothing', async () => {
    const brands = BRANDS.filter((b) => ['playmax', 'clickcoins'].includes(b.id));
    await seedImpacts(db(), brands, () => {});
    await db()
      .updateTable('impact_items')
      .set({ funded_quantity: 1 })
      .where('slug', '=', 'plant-a-tree')
      .execute();
    await seedImpacts(db(), brands, () => {});
    const items = await db()
      .selectFrom('impact_items')
      .select(['brand_id', 'slug', 'funded_quantity', 'images'])
      .execute();
    expect(items).toHaveLength(IMPACT_ITEMS.length * 2);
    expect(items.filter((i) => i.slug === 'plant-a-tree').map((i) => Number(i.funded_quantity))).toEqual([
      1, 1,
    ]);
    for (const i of items) expect(JSON.parse(i.images)[0].url).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});
