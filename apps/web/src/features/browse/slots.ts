/** How a curated row (slot) is titled and where its "See all" leads, from its `properties`. */
export type SlotKind =
  'free' | 'new_releases' | 'popular' | 'staff_picks' | 'seasonal' | 'sports' | 'genre' | 'genres' | 'other';

const KINDS: readonly SlotKind[] = [
  'free',
  'new_releases',
  'popular',
  'staff_picks',
  'seasonal',
  'sports',
  'genre',
  'genres',
];

export interface SlotInfo {
  kind: SlotKind;
  /** Genre key or id of a genre row. */
  genre: string | null;
}

export function slotInfo(properties: unknown): SlotInfo {
  const props = properties && typeof properties === 'object' ? (properties as Record<string, unknown>) : {};
  const kind =
    typeof props.kind === 'string' && (KINDS as string[]).includes(props.kind)
      ? (props.kind as SlotKind)
      : 'other';
  const genreValue = props.genre ?? props.genreKey ?? props.genreId;
  const genre = typeof genreValue === 'string' || typeof genreValue === 'number' ? String(genreValue) : null;
  return { kind, genre };
}

/** Row titles the app translates itself; the others (seasonal themes, sports…) keep the slot's title. */
export const SLOT_TITLE_KEY: Partial<Record<SlotKind, string>> = {
  free: 'browse.rows.free',
  new_releases: 'browse.rows.newReleases',
  popular: 'browse.rows.popular',
  staff_picks: 'browse.rows.staffPicks',
  genres: 'browse.rows.genres',
};
