import type { ColumnType, Generated } from 'kysely';

/**
 * Catalogue tables (issue #3). Conventions of ../schema.ts apply (ISO text timestamps, 0/1
 * booleans, JSON text for lists). Per-type scalar fields live in `details` JSON; everything a list,
 * a sort or a filter needs is an indexed column.
 */

export interface GenresTable {
  id: number;
  media_type: string;
  key: string;
  title: string;
  parent_id: number | null;
  title_count: number;
}

export interface MediaItemsTable {
  id: number;
  media_type: string;
  title: string;
  /** normaliseSearchText(title): exact-title lookups for search ranking. */
  title_norm: string;
  slug: string;
  description: string;
  subtitle: string | null;
  release_date: string | null; // YYYY-MM-DD
  release_year: number | null;
  popularity: number; // 0..100
  is_free: number;
  vendor_id: string;
  duration: number | null; // seconds
  genre_id: number | null; // primary genre
  /** JSON: per-type scalars (upc, quality, language, countryOfOrigin, isbn, type, edition, …). */
  details: string;
  geo_allowed: string | null; // JSON string[]
  geo_blocked: string | null; // JSON string[]
  cache_index: number;
  /** Null for the shared demo catalogue, else the brand that owns the title (migration 0034). */
  brand_id?: ColumnType<string | null, string | null | undefined, string | null>;
  /** Null while listed; packaging | missing_files | editor | merged (docs/libraries.md). */
  hidden_reason?: ColumnType<string | null, string | null | undefined, string | null>;
  /** An uploaded or embedded cover, relative to MEDIA_DIR; null = the drawn cover. */
  cover_file?: ColumnType<string | null, string | null | undefined, string | null>;
  /** The title a duplicate was merged into (hidden_reason 'merged'); migration 0037. */
  merged_into?: ColumnType<number | null, number | null | undefined, number | null>;
  /** When a content editor last saved the title (a rescan keeps their texts); migration 0037. */
  edited_at?: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MediaGenresTable {
  media_id: number;
  genre_id: number;
  media_type: string;
  popularity: number; // copied from media_items so genre pages sort on the index alone
  release_date: string | null;
}

export interface PeopleTable {
  id: number;
  slug: string;
  name: string;
}

export interface CreditsTable {
  media_id: number;
  person_id: number;
  /** artist | cast | director | producer | writer | author | narrator | publisher | studio */
  role: string;
  position: number;
}

export interface TracksTable {
  id: number;
  media_id: number;
  track_number: number;
  title: string;
  description: string | null;
  duration: number;
  artist_ids: string; // JSON number[]
}

export interface EpisodesTable {
  id: number;
  media_id: number;
  season_number: number;
  episode_number: number;
  title: string;
  description: string | null;
  duration: number;
  release_date: string | null;
}

export interface SlotsTable {
  id: number;
  slug: string;
  title: string;
  media_type: string;
  properties: string; // JSON
  position: number;
  /** Null for a shared row the seed makes; else the brand's own row (migration 0038). */
  brand_id: string | null;
}

/** A brand's order and hidden flag for a row, by the row's slug (migration 0038). */
export interface BrandSlotLayoutTable {
  brand_id: string;
  slot_slug: string;
  /** In the rows' position space; null = the row's own position. */
  position: number | null;
  hidden: number; // 0 | 1
}

/** A title a brand pins first in a row, by the row's slug (migration 0038). */
export interface BrandSlotPinsTable {
  brand_id: string;
  slot_slug: string;
  position: number;
  media_id: number;
}

export interface SlotTagsTable {
  slot_id: number;
  tag: string;
}

export interface SlotItemsTable {
  slot_id: number;
  position: number;
  media_id: number;
}

/** Search vocabulary: every indexed token with its document count, for typo correction. */
export interface SearchTermsTable {
  term: string;
  doc_count: number;
}

/** Search documents (PostgreSQL indexes `document` in search_postings; SQLite mirrors it into FTS5). */
export interface MediaSearchTable {
  media_id: number;
  /** (100 - popularity) * 10^7 + media_id: scan order of matches, most popular first. */
  rank_key: number;
  media_type: string;
  popularity: number;
  document: string;
}

/**
 * PostgreSQL only (migration 0007): per word and popularity block, the titles holding it, as
 * varint-coded entries (search-postings.ts). Derived from media_search; see search-index.ts.
 */
export interface SearchPostingsTable {
  term: string;
  block: number;
  entries: number;
  postings: Uint8Array;
}

export interface CollectionEntriesTable {
  member_id: number;
  media_id: number;
  media_type: string;
  added_at: string;
}

export interface HistoryEntriesTable {
  member_id: number;
  media_id: number;
  media_type: string;
  added_at: string;
}

export interface MediaProgressTable {
  member_id: number;
  media_id: number;
  media_type: string;
  progress: number;
  sequence: number;
  updated_at: string;
  /** Where exactly to resume, as the player wrote it (JSON text, issue #4; migration 0004). */
  position: string | null;
  /** When play time was last credited for this title (migration 0026); null before its first. */
  credited_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PlaylistsTable {
  id: Generated<number>;
  member_id: number;
  name: string;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface PlaylistTracksTable {
  playlist_id: number;
  track_id: number;
  position: number;
  added_at: string;
}

export interface CatalogueTables {
  genres: GenresTable;
  media_items: MediaItemsTable;
  media_genres: MediaGenresTable;
  people: PeopleTable;
  credits: CreditsTable;
  tracks: TracksTable;
  episodes: EpisodesTable;
  slots: SlotsTable;
  slot_tags: SlotTagsTable;
  slot_items: SlotItemsTable;
  brand_slot_layout: BrandSlotLayoutTable;
  brand_slot_pins: BrandSlotPinsTable;
  search_terms: SearchTermsTable;
  media_search: MediaSearchTable;
  search_postings: SearchPostingsTable;
  collection_entries: CollectionEntriesTable;
  history_entries: HistoryEntriesTable;
  media_progress: MediaProgressTable;
  playlists: PlaylistsTable;
  playlist_tracks: PlaylistTracksTable;
}
