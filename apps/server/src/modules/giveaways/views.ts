/** Giveaways as the GraphQL types show them: amounts in major units, the brand as sponsor. No SQL here. */
import { toMajorUnits, type PricedOffer } from '@member-area/domain';
import type {
  GiveawayEntry,
  MemberSweep,
  Sweep,
  SweepAvailability as SweepAvailabilityView,
  SweepOffer,
} from '../../graphql/generated/resolvers-types';
import type { Brand } from '../brand';
import type { SweepAvailability } from './availability';
import type { SweepCard } from './model';
import type { GiveawayEntryRow, MemberSweepRow } from './repo';

/** Minor units as major units of the currency (cents → dollars; yen stay yen); USD when a row has none. */
export function majorUnits(minor: number, currency: string | null): number {
  return toMajorUnits(minor, currency ?? 'USD');
}

function offerView(o: PricedOffer, currency: string): SweepOffer {
  return {
    offer: o.offer,
    entries: o.entries,
    amount: majorUnits(o.amount, currency),
    listAmount: o.listAmount === null ? null : majorUnits(o.listAmount, currency),
    discountPercent: o.discountPercent,
  };
}

/** One card: the giveaway, the host brand's price, and everything per viewer the card computed. */
export function sweepView(card: SweepCard, brand: Brand): Sweep {
  const s = card.sweep;
  const p = s.price;
  return {
    id: s.id,
    name: s.name,
    product_name: s.productName,
    description: s.description,
    prizeDescription: s.prizeDescription,
    prizeKind: s.prizeKind,
    category: s.category,
    memberOnly: s.memberOnly,
    start_date: s.startDate,
    end_date: s.endDate,
    start_available_date: s.startAvailableDate,
    end_available_date: s.endAvailableDate,
    image: s.image,
    total_entries_sold: s.totalEntries,
    entries: card.entries,
    status: card.status,
    cardState: card.cardState,
    ref_number: s.refNumber,
    brands: card.brands,
    tags: s.tags,
    price: {
      currency: p.currency,
      symbol: p.symbol,
      countryCode: p.countryCode,
      entries: p.priceEntries,
      amount: majorUnits(p.priceAmount, p.currency),
    },
    multiplier: {
      currency: p.currency,
      symbol: p.symbol,
      countryCode: p.countryCode,
      amount: majorUnits(p.multiplierAmount, p.currency),
      multiplierFactor: p.multiplierFactor,
    },
    offers: card.offers.map((o) => offerView(o, p.currency)),
    odds: card.odds,
    winner: card.winner,
    drawId: card.drawId,
    // SPEC.md 3 Brand: the contest rules name the host brand's company and address as sponsor.
    sponsor: {
      companyName: brand.companyName,
      address: brand.address.address,
      city: brand.address.city,
      state: brand.address.state,
      zip: brand.address.zip,
      countryCode: brand.address.countryCode,
    },
  };
}

export function availabilityView(a: SweepAvailability): SweepAvailabilityView {
  return { enabled: a.enabled, reason: a.reason, country: a.country };
}

/** One `giveaway_entries` row: a purchase or grant of entries in one giveaway (Member.giveawaysEntered). */
export function giveawayEntryView(row: GiveawayEntryRow): GiveawayEntry {
  return {
    id: String(row.id),
    sweepId: row.sweep_id,
    name: row.name,
    entries: Number(row.entries),
    date: row.created_at,
    kind: row.kind,
  };
}

export function memberSweepView(row: MemberSweepRow): MemberSweep {
  return {
    sweepId: row.sweep_id,
    name: row.name,
    entries: row.entries,
    kind: row.kind,
    firstEnteredAt: row.first_entered_at,
    lastEnteredAt: row.last_entered_at,
  };
}
