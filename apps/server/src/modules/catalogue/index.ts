/** The public surface of modules/catalogue: other modules import only this (docs/modules.md); module.ts declares it. */
// What other modules use of this one (they import nothing else of it).
export { playbackKeyOf } from './access';
export { thumbnailOf } from './covers';
export type { CatalogueLoaders } from './loaders';
export { toMedia, type EpisodeModel, type MediaModel, type PlaylistModel } from './model';
export { clampFirst, decodeCursor, emptyPage, encodeCursor, mediaPageView, type PageResult } from './page';
export { listedTo, mediaByIds, tracksByIds } from './repo';
export { translatedText, type TranslatedField, type TranslationKey } from './translations-repo';
export {
  ALL_TITLES_TERM,
  BLOCK_COUNT,
  HIDDEN_MARKER,
  OWNED_MARKER,
  RANK_ID_SPAN,
  brandMarker,
  decodePostings,
  encodePostings,
  entryOf,
  mediaTypeTerm,
  popularityBlock,
  scopedTerm,
  searchRankKey,
} from './search-document';
export { onSearchIndexWrite } from './search-events';
export {
  CREDIT_ROLES,
  CatalogueWriteError,
  CatalogueWriter,
  HIDDEN_REASONS,
  IMPORTED_PERSON_ID_FIRST,
  type CreditRole,
  type HiddenReason,
  type TitleInput,
  type WrittenTitle,
} from './writer';
