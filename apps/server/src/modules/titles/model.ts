/** A content editor's view of titles (docs/titles.md): what the console's list and form show. */
import type { LanguageCode, MediaType } from '@member-area/domain';

/** A title in the editor's list. */
export interface TitleSummary {
  id: number;
  mediaType: MediaType;
  title: string;
  /** Null for a shared title (every brand lists it). */
  brandId: string | null;
  hiddenReason: string | null;
  mergedInto: number | null;
  releaseDate: string | null;
  isFree: boolean;
  cacheIndex: number;
}

/** One language's texts of a title; en-us is the stored title and description. */
export interface TitleTexts {
  lang: LanguageCode;
  title: string;
  description: string;
}

/** Everything the editor's form needs. */
export interface TitleDetail extends TitleSummary {
  texts: TitleTexts[];
  genreIds: number[];
  /** The media type's genres, for the form's checkboxes. */
  genreOptions: { id: number; key: string; title: string }[];
  credits: { name: string; role: string }[];
  restrictedCountries: string[];
  editedAt: string | null;
}

/** What the list asks for. */
export interface TitleListQuery {
  brandId: string;
  /** Also the shared titles (a staff member who may edit them: owners). */
  includeShared: boolean;
  query: string | null;
  mediaType: string | null;
  /** listed | hidden; null: both. */
  hidden: 'listed' | 'hidden' | null;
  first: number;
  /** The last id of the page before (the list runs newest id first). */
  afterId: number | null;
}
