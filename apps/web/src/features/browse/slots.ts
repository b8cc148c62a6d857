/** How a curated row (slot) is titled and where its "See all" leads, from its `properties`. */
import type { MediaType } from '@member-area/domain';
import { paths } from './paths';

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

/** Where a row's "See all" leads: its tab or genre on browse, when it has one (browse's rows and home's). */
export function seeAllPath(media: MediaType, properties: unknown): string | null {
  const info = slotInfo(properties);
  if (info.kind === 'new_releases') return paths.tab(media, 'new-releases');
  if (info.kind === 'popular') return paths.tab(media, 'popular');
  if (info.kind === 'genre' && info.genre) return paths.genre(media, info.genre);
  return null;
}
