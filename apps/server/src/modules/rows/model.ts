/** A brand's view of its rows (issue 32 point 6, docs/catalogue.md "Rows"): what the console and the commands show. */
import type { LanguageCode } from '@member-area/domain';

export interface RowPinModel {
  mediaId: number;
  /** The title's English name. */
  title: string;
  /** False once the title is hidden: members no longer see it in the row. */
  listed: boolean;
}

export interface RowModel {
  id: number;
  slug: string;
  mediaType: string;
  /** The row's title per language: en-us always, others where translated. */
  titles: Partial<Record<LanguageCode, string>> & { 'en-us': string };
  tags: string[];
  /** The brand's own row (else a shared row the seed makes). */
  own: boolean;
  /** SPEC.md 3's free rows: never hidden nor deleted. */
  preset: boolean;
  hidden: boolean;
  /** In the brand's display order (its layout position, else the row's own). */
  position: number;
  /** A genre row's genre key (own rows: properties.kind 'genre'); null otherwise. */
  genre: string | null;
  pins: RowPinModel[];
}

/** What a content editor writes for an own row (create and update). */
export interface RowSettings {
  /** Own rows only, at creation: the slug becomes `<brandId>-<key>`. */
  key?: string;
  titles: Partial<Record<string, string | null>>;
  tags: string[];
  /** A genre key of the row's media type, or null for a curated row (pins only). */
  genre: string | null;
}

/** A title the picker offers. */
export interface RowTitleChoice {
  mediaId: number;
  title: string;
  releaseYear: number | null;
}
