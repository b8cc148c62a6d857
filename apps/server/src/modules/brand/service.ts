import type { Db } from '../../db/kysely';
import type { Clock } from '../../lib/clock';
import { toBrand, type Brand } from './model';
import { findBrandByHost, listBrandTags } from './repo';

/** Lower-case, no port, no trailing dot: the key of brand_hosts. */
export function normalizeHostname(host: string | undefined): string {
  if (!host) return '';
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    return end > 0 ? h.slice(0, end + 1) : h;
  }
  const colon = h.indexOf(':');
  if (colon >= 0) h = h.slice(0, colon);
  return h.endsWith('.') ? h.slice(0, -1) : h;
}

/**
 * Resolves the brand of a request's host on every request, with a short cache so a busy server
 * does not ask the database each time (a changed brand is seen within ttlMs).
 */
export class BrandResolver {
  private readonly cache = new Map<string, { brand: Brand | null; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ttlMs = 5_000,
  ) {}

  async resolve(host: string | undefined): Promise<Brand | null> {
    const hostname = normalizeHostname(host);
    if (!hostname || hostname.length > 253) return null;
    const now = this.clock().getTime();
    const hit = this.cache.get(hostname);
    if (hit && hit.until > now) return hit.brand;
    const row = await findBrandByHost(this.db, hostname);
    const brand = row ? toBrand(row, await listBrandTags(this.db, row.id)) : null;
    if (this.ttlMs > 0) {
      if (this.cache.size > 1_000) this.cache.clear(); // unknown hosts must not grow it without bound
      this.cache.set(hostname, { brand, until: now + this.ttlMs });
    }
    return brand;
  }

  clear(): void {
    this.cache.clear();
  }
}
