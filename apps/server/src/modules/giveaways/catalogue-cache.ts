/**
 * The brand's giveaways as configured (names, texts, dates, prices, brands): what operators change
 * rarely, remembered per brand for a few seconds like the brand itself (BrandResolver), so a list of
 * hundreds of giveaways does not re-read hundreds of long rows on every request. What moves with
 * members is never cached: the pools (sweeps.total_entries), draws and winners, the viewer's
 * entries. A giveaway the cache does not know yet (just created) reloads it at once.
 */
import type { Db } from '../../db/kysely';
import type { Clock } from '../../lib/clock';
import type { SweepModel } from './model';
import { listBrandSweeps, listSweepBrandIds } from './repo';

export interface BrandCatalogue {
  /** In the order of their entry periods. `totalEntries` here is stale: read the pools. */
  sweeps: SweepModel[];
  brands: Map<string, string[]>;
}

export class SweepCatalogueCache {
  private readonly cache = new Map<string, { catalogue: BrandCatalogue; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ttlMs = 5_000,
  ) {}

  /** The brand's catalogue; `mustKnow` ids missing from a cached one force a reload. */
  async get(brandId: string, mustKnow: readonly string[] = []): Promise<BrandCatalogue> {
    const now = this.clock().getTime();
    const hit = this.cache.get(brandId);
    if (hit && hit.until > now && mustKnow.every((id) => hit.catalogue.brands.has(id))) return hit.catalogue;
    const [sweeps, brandRows] = await Promise.all([
      listBrandSweeps(this.db, brandId),
      listSweepBrandIds(this.db, { brandId }),
    ]);
    const brands = new Map<string, string[]>(sweeps.map((s) => [s.id, []]));
    for (const r of brandRows) brands.get(r.sweep_id)?.push(r.brand_id);
    const catalogue = { sweeps, brands };
    if (this.ttlMs > 0) {
      if (this.cache.size > 1_000) this.cache.clear();
      this.cache.set(brandId, { catalogue, until: now + this.ttlMs });
    }
    return catalogue;
  }
}
