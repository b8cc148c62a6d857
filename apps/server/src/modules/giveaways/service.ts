/**
 * Giveaway reads (SPEC.md 3, 4 and 7: sweep.listByBrand, sweep.byId, member.info { sweeps }) with
 * plain inputs (brand, viewer), never the GraphQL context. A list is read in a fixed number of
 * statements whatever its length (the pools with their draws, the viewer's entries grouped with
 * their once-per-member packs, and the giveaways' texts and prices unless remembered,
 * catalogue-cache.ts); the pool is the sweeps.total_entries counter, never a SUM of the ledger.
 * No SQL here.
 */
import { WEEKLY_SWEEPS_TAG, isListed } from '@member-area/domain';
import type { Db } from '../../db/kysely';
import type { Clock } from '../../lib/clock';
import type { Brand } from '../brand';
import { insertMemberTags } from '../member';
import { hasActiveSubscription } from '../subscription';
import { sweepAvailability, type SweepAvailability } from './availability';
import { SweepCatalogueCache } from './catalogue-cache';
import { drawFactsOf, sweepCard } from './cards';
import { NO_DRAW, type DrawFacts, type SweepCard, type SweepModel, type SweepViewer } from './model';
import type { Buyer } from './offers';
import * as repo from './repo';

/** Sweep ids are short ('1001'): anything longer is refused before a query. */
export const SWEEP_ID_MAX_LENGTH = 64;

export function isPlausibleSweepId(id: string): boolean {
  return id !== '' && id.length <= SWEEP_ID_MAX_LENGTH;
}

export class GiveawayService {
  private readonly catalogue: SweepCatalogueCache;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** How long a brand's giveaway texts, dates and prices are remembered (tests: 0). */
    catalogueTtlMs?: number,
  ) {
    this.catalogue = new SweepCatalogueCache(db, clock, catalogueTtlMs);
  }

  /**
   * Whether giveaways are on for this viewer, and why not. SPEC.md 4: when they are on, the
   * member is tagged weekly_sweeps:enabled (once; the tag is the server's).
   */
  async availability(brand: Brand, viewer: SweepViewer): Promise<SweepAvailability> {
    const a = sweepAvailability({
      memberTags: viewer.memberTags,
      brandTags: brand.tags,
      country: viewer.country,
      brandBlockedCountries: brand.sweepBlockedCountries,
    });
    if (a.enabled && viewer.memberId !== null && !viewer.memberTags.includes(WEEKLY_SWEEPS_TAG))
      await insertMemberTags(
        this.db,
        viewer.memberId,
        [WEEKLY_SWEEPS_TAG],
        this.clock().toISOString(),
        'server',
      );
    return a;
  }

  /** SPEC.md 7 sweep.listByBrand: the brand's listed giveaways for this viewer (none when the feature is off). */
  async list(brand: Brand, viewer: SweepViewer): Promise<SweepCard[]> {
    if (!(await this.availability(brand, viewer)).enabled) return [];
    const now = this.clock();
    // Usually remembered, so no statement: whether the brand has a member-only giveaway says
    // up front whether the viewer's plan matters, and that lookup then runs beside the others.
    const known = await this.catalogue.get(brand.id);
    const [poolRows, winnerRows, entryRows, active] = await Promise.all([
      repo.listBrandPools(this.db, brand.id, now.toISOString()),
      repo.listBrandWinners(this.db, brand.id),
      viewer.memberId === null ? [] : repo.sumMemberEntries(this.db, viewer.memberId),
      known.sweeps.some((s) => s.memberOnly) ? activeOf(viewer) : undefined,
    ]);
    const pools = new Map(poolRows.map((r) => [r.sweep_id, Number(r.total_entries)]));
    const draws = drawFactsOf(poolRows, winnerRows);
    // Read again only when a giveaway was created since it was remembered.
    const ids = [...pools.keys()];
    const catalogue = ids.every((id) => known.brands.has(id))
      ? known
      : await this.catalogue.get(brand.id, ids);
    const listed = catalogue.sweeps
      .filter((s) => pools.has(s.id) && isListed(listingDates(s, draws.get(s.id) ?? NO_DRAW), now))
      // A fresh object per request: the cached one is shared.
      .map((s) => ({ ...s, totalEntries: pools.get(s.id) ?? s.totalEntries }));
    return this.cards(listed, { brands: catalogue.brands, draws, entryRows, active }, viewer, now);
  }

  /**
   * One giveaway of this brand for this viewer, also once it is past (its winner and entrants come
   * back to it); null when unknown here, not yet public, or when the feature is off for the viewer.
   */
  async byId(brand: Brand, viewer: SweepViewer, id: string): Promise<SweepCard | null> {
    if (!isPlausibleSweepId(id)) return null;
    if (!(await this.availability(brand, viewer)).enabled) return null;
    return this.cardOf(brand, viewer, id);
  }

  /** The card without the feature gate: a winner claiming a prize always sees their giveaway. */
  async cardOf(brand: Brand, viewer: SweepViewer, id: string): Promise<SweepCard | null> {
    const now = this.clock();
    const sweep = await repo.findBrandSweep(this.db, brand.id, id);
    if (!sweep || now.getTime() < sweep.ms.startAvailable) return null;
    const [brandRows, poolRows, winnerRows, entryRows, active] = await Promise.all([
      repo.listSweepBrandIds(this.db, { sweepId: id }),
      repo.listBrandPools(this.db, brand.id, now.toISOString(), id),
      repo.listBrandWinners(this.db, brand.id, id),
      viewer.memberId === null ? [] : repo.sumMemberEntries(this.db, viewer.memberId),
      sweep.memberOnly ? activeOf(viewer) : false,
    ]);
    const brands = new Map([[id, brandRows.map((r) => r.brand_id)]]);
    const [card] = await this.cards(
      [sweep],
      { brands, draws: drawFactsOf(poolRows, winnerRows), entryRows, active },
      viewer,
      now,
    );
    return card ?? null;
  }

  private async cards(
    sweeps: SweepModel[],
    read: {
      brands: Map<string, string[]>;
      draws: Map<string, DrawFacts>;
      entryRows: repo.MemberEntriesRow[];
      /** Whether the viewer holds an active plan, when already asked. */
      active: boolean | undefined;
    },
    viewer: SweepViewer,
    now: Date,
  ): Promise<SweepCard[]> {
    const entries = new Map(read.entryRows.map((r) => [r.sweep_id, r]));
    const isActiveMember = read.active ?? (sweeps.some((s) => s.memberOnly) ? await activeOf(viewer) : false);
    return sweeps.map((sweep) => {
      const mine = entries.get(sweep.id);
      const buyer: Buyer | null =
        viewer.memberId === null ? null : { isActiveMember, usedOffers: new Set(mine?.usedOffers), now };
      return sweepCard({
        sweep,
        brands: read.brands.get(sweep.id) ?? [],
        draw: read.draws.get(sweep.id) ?? NO_DRAW,
        entries: mine?.entries ?? 0,
        viewerId: viewer.memberId,
        buyer,
        now,
      });
    });
  }

  memberSweeps(memberId: number): Promise<repo.MemberSweepRow[]> {
    return repo.listMemberSweeps(this.db, memberId);
  }

  memberEntries(memberId: number): Promise<repo.GiveawayEntryRow[]> {
    return repo.listMemberEntries(this.db, memberId);
  }

  isActiveMember(memberId: number): Promise<boolean> {
    return hasActiveSubscription(this.db, memberId);
  }

  dateOfBirth(memberId: number): Promise<string | null> {
    return repo.findDateOfBirth(this.db, memberId);
  }
}

/** Whether the viewer holds an active plan: member-only giveaways sell to active members only. */
function activeOf(viewer: SweepViewer): Promise<boolean> {
  return viewer.memberId === null ? Promise.resolve(false) : viewer.isActiveMember();
}

function listingDates(s: SweepModel, draw: DrawFacts) {
  return {
    startAvailableDate: s.ms.startAvailable,
    endAvailableDate: s.ms.endAvailable,
    drawnAt: draw.winner?.drawnAt ?? null,
  };
}
