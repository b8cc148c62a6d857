import type { Generated } from 'kysely';

/** Giveaways (issue 12, migration 0011). Conventions as in ../schema.ts. */

/** A giveaway (SPEC.md 3 "Sweep"). Its entry period is whole months in Eastern Time (SPEC.md 9 "Draw"). */
export interface SweepsTable {
  id: string; // '1001': the id member tags carry (sa_winner:1001, sweep_entries:sf:1001)
  name: string;
  product_name: string;
  description: string;
  prize_description: string;
  prize_kind: string; // 'physical' (claiming asks for a shipping address) | 'digital'
  category: string; // 'promotional' | 'monthly_exclusive'
  member_only: number; // 1: shown on the member-only tab, entered by active members only
  image: string; // URL path of the prize picture
  ref_number: string; // 'SW-2026-1001', printed on the contest rules
  tags: Generated<string>; // JSON string[]: 'bonus_offer', 'failed_upsell_funnel', …
  start_date: string; // entry period opens (ISO instant, 12:01 a.m. ET on the 1st)
  end_date: string; // entry period closes (ISO instant, 11:59 p.m. ET on the last day); a roll-over moves it
  start_available_date: string; // shown from (a 'coming soon' card before start_date)
  end_available_date: string; // shown until (past giveaways: 72 h after the winner is chosen)
  total_entries: Generated<number>; // the pool: paid + free + postal entries, kept with every entry in its transaction
  created_at: string;
}

/** Which brands offer a giveaway, and its price there (SPEC.md 3 price{…} and multiplier{…}). */
export interface SweepBrandsTable {
  sweep_id: string;
  brand_id: string;
  currency: string;
  symbol: string;
  country_code: string;
  price_amount: number; // minor units for price_entries entries
  price_entries: number;
  multiplier_amount: number; // minor units for price_entries × multiplier_factor entries
  multiplier_factor: number;
}

/** A free alternate entry received by post (SPEC.md 5 "Postal entry"): one per envelope. */
export interface PostalEntriesTable {
  id: Generated<number>;
  sweep_id: string;
  envelope_ref: string; // the operator's reference for the envelope; unique per giveaway
  full_name: string;
  address: string;
  city: string;
  postcode: string;
  phone: string | null;
  email: string;
  entrant: string; // the opaque pseudonym the draw snapshot shows
  received_at: string;
  created_at: string;
}

/** One month's draw of one giveaway, with its public commitment (docs/draws.md). */
export interface DrawsTable {
  id: string; // 'drw_…'
  sweep_id: string;
  period: string; // 'YYYY-MM' in Eastern Time
  opens_at: string;
  closes_at: string;
  commitment: string; // hex(SHA-256(seed)), public from creation
  seed: string; // hex of 32 secret bytes; public only once published_at is set
  beacon: Generated<string>; // optional public randomness, '' if none
  status: string; // 'committed' | 'rolled_over' | 'drawn' | 'unused'
  snapshot: string | null; // JSON [{ entrant, entries }] ascending by entrant, fixed at close
  snapshot_hash: string | null;
  total: number | null;
  unique_entrants: number | null;
  winner_entrant: string | null;
  winner_member_id: number | null;
  winner_postal_id: number | null;
  claimed_at: string | null;
  claim_details: string | null; // JSON shipping details for a physical prize
  closed_at: string | null;
  drawn_at: string | null; // the winner was chosen (past giveaways stay visible 72 h from here)
  announced_at: string | null; // winner mailed and tagged sa_winner:{sweepId}
  published_at: string | null; // seed revealed
  created_at: string;
}

export interface GiveawayTables {
  sweeps: SweepsTable;
  sweep_brands: SweepBrandsTable;
  postal_entries: PostalEntriesTable;
  draws: DrawsTable;
}
