/** Giveaway rows as the GraphQL types show them. No SQL here. */
import type { GiveawayEntry } from '../../graphql/generated/resolvers-types';
import type { GiveawayEntryRow } from './repo';

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
