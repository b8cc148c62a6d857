import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { MemberModel } from '../../modules/member/model';
import type { SubscriptionModel } from '../../modules/subscription/model';
import type { MediaModel, GenreModel, PersonModel, TrackModel, EpisodeModel, SlotModel, PlaylistModel } from '../../modules/catalogue/model';
import type { HomeRowsModel, SlotEntryModel } from '../../modules/catalogue/home-rows';
import type { PlaylistTrackModel, EntryModel, ProgressModel } from '../../modules/library/repo';
import type { WalletModel } from '../../modules/wallet/model';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Arbitrary JSON, used only where SPEC.md leaves a shape open (responseResult.extra). */
  JSON: { input: unknown; output: unknown; }
};

export type ActivatePayload = {
  __typename?: 'ActivatePayload';
  /** extra: { subscriptionId, planName, status, alreadyActive, amount, symbol } on success */
  responseResult: ResponseResult;
  subscription?: Maybe<Subscription>;
};

export type AddCoinsPayload = {
  __typename?: 'AddCoinsPayload';
  /** Major units paid. */
  amount?: Maybe<Scalars['Float']['output']>;
  /** The balance after the credit. */
  balance?: Maybe<Scalars['Int']['output']>;
  coins?: Maybe<Scalars['Int']['output']>;
  responseResult: ResponseResult;
  /** The payment reference (a replay answers the same one). */
  transactionId?: Maybe<Scalars['String']['output']>;
};

export type AddCreditsPayload = {
  __typename?: 'AddCreditsPayload';
  balance?: Maybe<Scalars['Int']['output']>;
  responseResult: ResponseResult;
};

export type AddEntriesPayload = {
  __typename?: 'AddEntriesPayload';
  /** Major units paid. */
  amount?: Maybe<Scalars['Float']['output']>;
  entries?: Maybe<Scalars['Int']['output']>;
  responseResult: ResponseResult;
  sweep?: Maybe<Sweep>;
  /** The payment reference (one per purchase; a replay answers the same one). */
  transactionId?: Maybe<Scalars['String']['output']>;
};

export type Address = {
  __typename?: 'Address';
  /** Street line (SPEC key address / addressLine1). */
  address: Scalars['String']['output'];
  /** Apartment or suite (optional; SPEC key apartmentSuite / addressLine2). */
  apartmentSuite?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2 */
  country: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The shipping address. */
  isDefault: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** SPEC keys postcode / postalCode / zip. */
  postcode: Scalars['String']['output'];
  /** State, region or suburb (SPEC keys state / stateRegion). */
  state?: Maybe<Scalars['String']['output']>;
};

export type AddressInput = {
  address: Scalars['String']['input'];
  apartmentSuite?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  postcode: Scalars['String']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
};

export type AddressPayload = {
  __typename?: 'AddressPayload';
  address?: Maybe<Address>;
  responseResult: ResponseResult;
};

export type Billing = {
  __typename?: 'Billing';
  customerId?: Maybe<Scalars['String']['output']>;
  /** No usable payment method on file ('No payment method linked, add one first.'). */
  hasPaymentMethod: Scalars['Boolean']['output'];
  /** The last renewal failed (SPEC 'Your payment failed.'). */
  paymentFailed: Scalars['Boolean']['output'];
};

export type CancelPayload = {
  __typename?: 'CancelPayload';
  receipt?: Maybe<CancelReceipt>;
  responseResult: ResponseResult;
};

export type CancelReceipt = {
  __typename?: 'CancelReceipt';
  /** Access lasts to the end of the paid period. */
  accessUntil: Scalars['String']['output'];
  cancelDate: Scalars['String']['output'];
  planName: Scalars['String']['output'];
  /** Data kept until (cancel date + 10 months). */
  purgeDate: Scalars['String']['output'];
  /** The cancel reference number. */
  referenceNumber: Scalars['String']['output'];
};

export type Cart = {
  __typename?: 'Cart';
  /** Units in the cart (the top bar's badge). */
  count: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  lines: Array<CartLine>;
  subtotal: Scalars['Float']['output'];
  symbol: Scalars['String']['output'];
  /** Changes on every edit; placeOrder names the version it saw (two tabs make one order). */
  version: Scalars['Int']['output'];
};

export type CartLine = {
  __typename?: 'CartLine';
  id: Scalars['ID']['output'];
  /** Major units: unit price × quantity, the viewer's price. */
  lineTotal: Scalars['Float']['output'];
  /** Set when the line cannot be bought as it is: out_of_stock | quantity_above_stock | product_removed */
  problem?: Maybe<Scalars['String']['output']>;
  product: Product;
  quantity: Scalars['Int']['output'];
  variant?: Maybe<ProductVariant>;
};

export type CartPayload = {
  __typename?: 'CartPayload';
  cart?: Maybe<Cart>;
  responseResult: ResponseResult;
};

export type CategoryPage = {
  __typename?: 'CategoryPage';
  category: EcommerceCategory;
  page: ProductPage;
};

export type CheckoutAddressInput = {
  address: Scalars['String']['input'];
  apartmentSuite?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  postcode: Scalars['String']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
};

export type CheckoutPayload = {
  __typename?: 'CheckoutPayload';
  responseResult: ResponseResult;
  /** The sandbox provider's hosted payment page; the browser navigates there. */
  url?: Maybe<Scalars['String']['output']>;
};

export type CheckoutQuote = {
  __typename?: 'CheckoutQuote';
  cartVersion: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  deliveryFee: Scalars['Float']['output'];
  /** The Champion discount (SPEC.md 6: up to 30%), 0 when none. */
  discount: Scalars['Float']['output'];
  discountPercent: Scalars['Int']['output'];
  /** What the total can be paid with: card (a saved card), new_card, coins (when the brand allows it). */
  paymentMethods: Array<Scalars['String']['output']>;
  shippingOptions: Array<ShippingOption>;
  subtotal: Scalars['Float']['output'];
  symbol: Scalars['String']['output'];
  total: Scalars['Float']['output'];
  /** The total in coins when coins are accepted, else null. */
  totalCoins?: Maybe<Scalars['Int']['output']>;
};

export type CheckoutQuoteInput = {
  /** ISO alpha-2; defaults to the saved shipping address's country. */
  country?: InputMaybe<Scalars['String']['input']>;
  shippingOption?: InputMaybe<Scalars['String']['input']>;
  /** The welcome gift alone instead of the cart. */
  welcomeGift?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A coin pack the brand sells, priced by the server in the brand's currency. */
export type CoinPack = {
  __typename?: 'CoinPack';
  /** Major units. */
  amount: Scalars['Float']['output'];
  /** Extra coins included in the pack (shown as a bonus), 0 when none. */
  bonusCoins: Scalars['Int']['output'];
  coins: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  /** The pack the screen highlights. */
  featured: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  symbol: Scalars['String']['output'];
};

export type CoinPurchasePayload = {
  __typename?: 'CoinPurchasePayload';
  amount?: Maybe<Scalars['Float']['output']>;
  coins?: Maybe<Scalars['Int']['output']>;
  /** The payment reference the return carries as subscription_id. */
  ref?: Maybe<Scalars['String']['output']>;
  responseResult: ResponseResult;
  /** The hosted payment page; the browser navigates there. */
  url?: Maybe<Scalars['String']['output']>;
};

/** A collection or history entry (SPEC.md section 3). */
export type CollectionEntry = {
  __typename?: 'CollectionEntry';
  addedAt: Scalars['String']['output'];
  artist?: Maybe<Scalars['String']['output']>;
  /** Seconds. */
  duration?: Maybe<Scalars['Int']['output']>;
  /** The media item id. */
  id: Scalars['ID']['output'];
  thumbnail: Thumbnail;
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type CollectionPayload = {
  __typename?: 'CollectionPayload';
  /** The list after the change (history or collection), so the UI can settle its optimistic state. */
  entries: Array<CollectionEntry>;
  responseResult: ResponseResult;
};

/**
 * Content mutations of SPEC.md section 7. Expected failures are data: errorCode unauthenticated |
 * invalid_media_type | media_not_found | invalid_progress | playlist_name_required |
 * playlist_name_too_long | playlist_not_found | track_not_found | stale_playlist | invalid_position |
 * too_many_tracks | too_many_playlists, with a message in the member's language (the web may translate
 * errors.<errorCode> instead). Query-side refusals arrive as MediaPage.errorCode: invalid_media_type |
 * unknown_genre | unknown_tab | query_too_long (over 200 characters) | invalid_cursor; an empty search is an
 * empty page without errorCode.
 */
export type ContentMutation = {
  __typename?: 'ContentMutation';
  /** Adding a title twice keeps one entry. */
  addToCollection: CollectionPayload;
  /** Title/artist/duration/thumbnail are taken from the catalogue; the arguments are accepted for SPEC compatibility. */
  addToHistory: CollectionPayload;
  /** Appends tracks (in order); tracks already in the playlist are skipped. */
  addTracksToPlaylist: PlaylistPayload;
  /** Name: 1–100 characters after trimming. */
  createPlaylist: PlaylistPayload;
  deletePlaylist: DeletePlaylistPayload;
  /** Moves a track to toIndex (0-based). expectedVersion not equal to the stored version: errorCode stale_playlist. */
  moveTrackInPlaylist: PlaylistPayload;
  removeAllFromCollection: CollectionPayload;
  removeAllFromHistory: CollectionPayload;
  removeFromCollection: CollectionPayload;
  removeFromHistory: CollectionPayload;
  removeTrackFromPlaylist: PlaylistPayload;
  renamePlaylist: PlaylistPayload;
  /** Sets the full order the member saw. trackIds not a permutation of the current tracks: errorCode stale_playlist. */
  reorderPlaylist: PlaylistPayload;
  /**
   * Same as updateMediaProgress, with the exact position to resume at. progress is seconds (or the
   * 0..1 fraction for ebooks); out of range (negative, NaN, beyond 1e7, position over 2,000 characters)
   * is errorCode invalid_progress; a write with a lower sequence than the stored one is ignored.
   */
  savePlaybackPosition: ProgressPayload;
  /** sequence: client clock (ms) or counter; a write with a lower sequence than the stored one is ignored. */
  updateMediaProgress: ProgressPayload;
};


/**
 * Content mutations of SPEC.md section 7. Expected failures are data: errorCode unauthenticated |
 * invalid_media_type | media_not_found | invalid_progress | playlist_name_required |
 * playlist_name_too_long | playlist_not_found | track_not_found | stale_playlist | invalid_position |
 * too_many_tracks | too_many_playlists, with a message in the member's language (the web may translate
 * errors.<errorCode> instead). Query-side refusals arrive as MediaPage.errorCode: invalid_media_type |
 * unknown_genre | unknown_tab | query_too_long (over 200 characters) | invalid_cursor; an empty search is an
 * empty page without errorCode.
 */
export type ContentMutationAddToCollectionArgs = {
  artist?: InputMaybe<Scalars['String']['input']>;
  duration?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  thumbnail?: InputMaybe<ThumbnailInput>;
  title?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};


/**
 * Content mutations of SPEC.md section 7. Expected failures are data: errorCode unauthenticated |
 * invalid_media_type | media_not_found | invalid_progress | playlist_name_required |
 * playlist_name_too_long | playlist_not_found | track_not_found | stale_playlist | invalid_position |
 * too_many_tracks | too_many_playlists, with a message in the member's language (the web may translate
 * errors.<errorCode> instead). Query-side refusals arrive as MediaPage.errorCode: invalid_media_type |
 * unknown_genre | unknown_tab | query_too_long (over 200 characters) | invalid_cursor; an empty search is an
 * empty page without errorCode.
 */
export type ContentMutationAddToHistoryArgs = {
  artist?: InputMaybe<Scalars['String']['input']>;
  duration?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  thumbnail?: InputMaybe<ThumbnailInput>;
  title?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};


/**
 * Content mutations of SPEC.md section 7. Expected failures are data: errorCode unauthenticated |
 * invalid_media_type | media_not_found | invalid_progress | playlist_name_required |
 * playlist_name_too_long | playlist_not_found | track_not_found | stale_playlist | invalid_position |
 * too_many_tracks | too_many_playlists, with a message in the member's language (the web may translate
 * errors.<errorCode> instead). Query-side refusals arrive as MediaPage.errorCode: invalid_media_type |
 * unknown_genre | unknown_tab | query_too_long (over 200 characters) | invalid_cursor; an empty search is an
 * empty page without errorCode.
 */
export type ContentMutationAddTracksToPlaylistArgs = {
  playlistId: Scalars['ID']['input'];
  trackIds: Array<Scalars['ID']['input']>;
};


/**
 * Content mutations of SPEC.md section 7. Expected failures are data: errorCode unauthenticated |
 * invalid_media_type | media_not_found | invalid_progress | playlist_name_required |
 * playlist_name_too_long | playlist_not_found | track_not_found | stale_playlist | invalid_position |
 * too_many_tracks | too_many_playlists, with a message in the member's language (the web may translate
 * errors.<errorCode> instead). Query-side refusals arrive as MediaPage.errorCode: invalid_media_type |
 * unknown_genre | unknown_tab | query_too_long (over 200 characters) | invalid_cursor; an empty search is an
 * empty page without errorCode.
 */
export type ContentMutationCreatePlaylistArgs = {
  name: Scalars['String']['input'];
};


/**
 * Content mutations of SPEC.md section 7. Expected failures are data: errorCode unauthenticated |
 * invalid_media_type | media_not_found | invalid_progress | playlist_name_required |
 * playlist_name_too_long | playlist_not_found | track_not_found | stale_playlist | invalid_position |
 * too_many_tracks | too_many_playlists, with a message in the member's language (the web may translate
 * errors.<errorCode> instead). Query-side refusals arrive as MediaPage.errorCode: invalid_media_type |
 * unknown_genre | unknown_tab | query_too_long (over 200 characters) | invalid_cursor; an empty search is an
 * empty page without errorCode.
 */
export type ContentMutationDeletePlaylistArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Content mutations of SPEC.md section 7. Expected failures are data: errorCode unauthenticated |
 * invalid_media_type | media_not_found | invalid_progress | playlist_name_required |
 * playlist_name_too_long | playlist_not_found | track_not_found | stale_playlist | invalid_position |
 * too_many_tracks | too_many_playlists, with a message in the member's language (the web may translate
 * errors.<errorCode> instead). Query-side refusals arrive as MediaPage.errorCode: invalid_media_type |
 * unknown_genre | unknown_tab | query_too_long (over 200 characters) | invalid_cursor; an empty search is an
 * empty page without errorCode.
 */
export type ContentMutationMoveTrackInPlaylistArgs = {
  expectedVersion: Scalars['Int']['input'];
  playlistId: Scalars['ID']['input'];
  toIndex: Scalars['Int']['input'];
  trackId: Scalars['ID']['input'];
};


/**
 * Content mutations of SPEC.md section 7. Expected failures are data: errorCode unauthenticated |
 * invalid_media_type | media_not_found | invalid_progress | playlist_name_required |
 * playlist_name_too_long | playlist_not_found | track_not_found | stale_playlist | invalid_position |
 * too_many_tracks | too_many_playlists, with a message in the member's language (the web may translate
 * errors.<errorCode> instead). Query-side refusals arrive as MediaPage.errorCode: invalid_media_type |
 * unknown_genre | unknown_tab | query_too_long (over 200 characters) | invalid_cursor; an empty search is an
 * empty page without errorCode.
 */
export type ContentMutationRemoveFromCollectionArgs = {
  id: Scalars['ID']['input'];
  type: Scalars['String']['input'];
};


/**
 * Content mutations of SPEC.md section 7. Expected failures are data: errorCode unauthenticated |
 * invalid_media_type | media_not_found | invalid_progress | playlist_name_required |
 * playlist_name_too_long | playlist_not_found | track_not_found | stale_playlist | invalid_position |
 * too_many_tracks | too_many_playlists, with a message in the member's language (the web may translate
 * errors.<errorCode> instead). Query-side refusals arrive as MediaPage.errorCode: invalid_media_type |
 * unknown_genre | unknown_tab | query_too_long (over 200 characters) | invalid_cursor; an empty search is an
 * empty page without errorCode.
 */
export type ContentMutationRemoveFromHistoryArgs = {
  id: Scalars['ID']['input'];
  type: Scalars['String']['input'];
};


/**
 * Content mutations of SPEC.md section 7. Expected failures are data: errorCode unauthenticated |
 * invalid_media_type | media_not_found | invalid_progress | playlist_name_required |
 * playlist_name_too_long | playlist_not_found | track_not_found | stale_playlist | invalid_position |
 * too_many_tracks | too_many_playlists, with a message in the member's language (the web may translate
 * errors.<errorCode> instead). Query-side refusals arrive as MediaPage.errorCode: invalid_media_type |
 * unknown_genre | unknown_tab | query_too_long (over 200 characters) | invalid_cursor; an empty search is an
 * empty page without errorCode.
 */
export type ContentMutationRemoveTrackFromPlaylistArgs = {
  playlistId: Scalars['ID']['input'];
  trackId: Scalars['ID']['input'];
};


/**
 * Content mutations of SPEC.md section 7. Expected failures are data: errorCode unauthenticated |
 * invalid_media_type | media_not_found | invalid_progress | playlist_name_required |
 * playlist_name_too_long | playlist_not_found | track_not_found | stale_playlist | invalid_position |
 * too_many_tracks | too_many_playlists, with a message in the member's language (the web may translate
 * errors.<errorCode> instead). Query-side refusals arrive as MediaPage.errorCode: invalid_media_type |
 * unknown_genre | unknown_tab | query_too_long (over 200 characters) | invalid_cursor; an empty search is an
 * empty page without errorCode.
 */
export type ContentMutationRenamePlaylistArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/**
 * Content mutations of SPEC.md section 7. Expected failures are data: errorCode unauthenticated |
 * invalid_media_type | media_not_found | invalid_progress | playlist_name_required |
 * playlist_name_too_long | playlist_not_found | track_not_found | stale_playlist | invalid_position |
 * too_many_tracks | too_many_playlists, with a message in the member's language (the web may translate
 * errors.<errorCode> instead). Query-side refusals arrive as MediaPage.errorCode: invalid_media_type |
 * unknown_genre | unknown_tab | query_too_long (over 200 characters) | invalid_cursor; an empty search is an
 * empty page without errorCode.
 */
export type ContentMutationReorderPlaylistArgs = {
  playlistId: Scalars['ID']['input'];
  trackIds: Array<Scalars['ID']['input']>;
};


/**
 * Content mutations of SPEC.md section 7. Expected failures are data: errorCode unauthenticated |
 * invalid_media_type | media_not_found | invalid_progress | playlist_name_required |
 * playlist_name_too_long | playlist_not_found | track_not_found | stale_playlist | invalid_position |
 * too_many_tracks | too_many_playlists, with a message in the member's language (the web may translate
 * errors.<errorCode> instead). Query-side refusals arrive as MediaPage.errorCode: invalid_media_type |
 * unknown_genre | unknown_tab | query_too_long (over 200 characters) | invalid_cursor; an empty search is an
 * empty page without errorCode.
 */
export type ContentMutationSavePlaybackPositionArgs = {
  id: Scalars['ID']['input'];
  mediaType: Scalars['String']['input'];
  position?: InputMaybe<Scalars['String']['input']>;
  progress: Scalars['Float']['input'];
  sequence: Scalars['Float']['input'];
};


/**
 * Content mutations of SPEC.md section 7. Expected failures are data: errorCode unauthenticated |
 * invalid_media_type | media_not_found | invalid_progress | playlist_name_required |
 * playlist_name_too_long | playlist_not_found | track_not_found | stale_playlist | invalid_position |
 * too_many_tracks | too_many_playlists, with a message in the member's language (the web may translate
 * errors.<errorCode> instead). Query-side refusals arrive as MediaPage.errorCode: invalid_media_type |
 * unknown_genre | unknown_tab | query_too_long (over 200 characters) | invalid_cursor; an empty search is an
 * empty page without errorCode.
 */
export type ContentMutationUpdateMediaProgressArgs = {
  id: Scalars['ID']['input'];
  mediaType: Scalars['String']['input'];
  progress: Scalars['Float']['input'];
  sequence?: InputMaybe<Scalars['Float']['input']>;
};

export type ContentQuery = {
  __typename?: 'ContentQuery';
  /**
   * Titles of a type, cursor-paginated. tab: all (default) | new_releases | popular | genres
   * (genres = the genre given, A–Z). genre: a genre key or id of that type.
   */
  browse: MediaPage;
  /** The viewer's collection, newest first (empty for anonymous visitors). */
  collection: Array<CollectionEntry>;
  /** Titles with stored progress that are not finished, most recently played first (empty for visitors). */
  continueWatching: Array<ContinueEntry>;
  /** The faq/support questions of the request's brand, in the order the brand shows them. Public: visitors need help too. */
  faq: Array<FaqEntry>;
  /** Genres of a media type (empty for an unknown type), ordered by title. */
  genres: Array<Genre>;
  /** The viewer's history, most recent first (empty for anonymous visitors). */
  history: Array<CollectionEntry>;
  /** Home's curated rows; one statement for the rows and one for all their titles. */
  homeRows: HomeRows;
  /** One live event by slug, or null for an unknown slug. */
  live?: Maybe<LiveStats>;
  /** Live events (streams), live first. */
  liveNow: Array<LiveStats>;
  /**
   * One title. Null for ids below 1, non-numeric or huge ids, unknown types, or a title of another
   * type (the web then warns 'Error fetching media details'). Access is judged for the request's
   * country; outside prod a two-letter `country` stands in for it (demo and tests).
   */
  media?: Maybe<Media>;
  /** The brand's media types with colours, icon and display_area_slug. */
  mediaTypes: Array<MediaTypeInfo>;
  /**
   * The brand's menu as this viewer may use it: a section whose feature is off for them (giveaways in
   * a blocked country, a refused VPN, the green page, the marketplace) is left out. brandId defaults
   * to the brand of the request's host; another brand's id is refused.
   */
  menuItems: Array<MenuItem>;
  playback: Playback;
  playlist?: Maybe<Playlist>;
  /** The viewer's playlists, most recently updated first. */
  playlists: Array<Playlist>;
  progress?: Maybe<MediaProgress>;
  /**
   * Ranked full-text search over titles, people and genres that forgives case, accents, punctuation
   * and one typo. mediaType null = all types. Empty query: empty page. Over 200 characters:
   * errorCode query_too_long.
   */
  search: MediaPage;
  /** The rows of browse/{media} overview: the type's slots in display order. */
  slots: Array<Slot>;
  /** Curated rows whose tags include one of `tags` (e.g. ['movie_free'] or ['home']), in display order. */
  slotsWithTags: Array<Slot>;
};


export type ContentQueryBrowseArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  genre?: InputMaybe<Scalars['String']['input']>;
  mediaType: Scalars['String']['input'];
  tab?: InputMaybe<Scalars['String']['input']>;
};


export type ContentQueryCollectionArgs = {
  mediaType?: InputMaybe<Scalars['String']['input']>;
};


export type ContentQueryContinueWatchingArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type ContentQueryGenresArgs = {
  mediaType: Scalars['String']['input'];
};


export type ContentQueryHistoryArgs = {
  mediaType?: InputMaybe<Scalars['String']['input']>;
};


export type ContentQueryLiveArgs = {
  slug: Scalars['String']['input'];
};


export type ContentQueryMediaArgs = {
  country?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  mediaType: Scalars['String']['input'];
};


export type ContentQueryMenuItemsArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
};


export type ContentQueryPlaybackArgs = {
  episodeId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  mediaType: Scalars['String']['input'];
};


export type ContentQueryPlaylistArgs = {
  id: Scalars['ID']['input'];
};


export type ContentQueryProgressArgs = {
  id: Scalars['ID']['input'];
  mediaType: Scalars['String']['input'];
};


export type ContentQuerySearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  mediaType?: InputMaybe<Scalars['String']['input']>;
  query: Scalars['String']['input'];
};


export type ContentQuerySlotsArgs = {
  mediaType: Scalars['String']['input'];
};


export type ContentQuerySlotsWithTagsArgs = {
  tags: Array<Scalars['String']['input']>;
};

/** A title the viewer started and has not finished, for the 'continue' row on home. */
export type ContinueEntry = {
  __typename?: 'ContinueEntry';
  /** 0..1 of the title done (null when unknown, e.g. a live stream). */
  fraction?: Maybe<Scalars['Float']['output']>;
  media: Media;
  progress: MediaProgress;
};

export type CrossSellConfirmPayload = {
  __typename?: 'CrossSellConfirmPayload';
  /** Major units paid. */
  amount?: Maybe<Scalars['Float']['output']>;
  responseResult: ResponseResult;
  /** The payment reference (a replay answers the same one). */
  transactionId?: Maybe<Scalars['String']['output']>;
};

/** An offer of the cross-industry upsell, priced by the server in the brand's currency. */
export type CrossSellOffer = {
  __typename?: 'CrossSellOffer';
  /** Major units, charged once; the add-on lasts as long as the member's subscription. */
  amount: Scalars['Float']['output'];
  /** The accept button's label written on the console for the member's language ({{price}} is the price), or null. */
  callToAction?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  /** The description written on the console for the member's language, or null. */
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  symbol: Scalars['String']['output'];
  /** The title an operator wrote for the member's language on the console; null: the member area's own wording. */
  title?: Maybe<Scalars['String']['output']>;
  /** media | vpn (SPEC.md 9 'Upsell types') */
  type: Scalars['String']['output'];
};

export type CrossSellPurchasePayload = {
  __typename?: 'CrossSellPurchasePayload';
  /** The payment reference the return carries as subscription_id. */
  ref?: Maybe<Scalars['String']['output']>;
  responseResult: ResponseResult;
  /** The hosted payment page; the browser navigates there. */
  url?: Maybe<Scalars['String']['output']>;
};

export type DeletePlaylistPayload = {
  __typename?: 'DeletePlaylistPayload';
  playlistId?: Maybe<Scalars['ID']['output']>;
  responseResult: ResponseResult;
};

/** SPEC.md 3 Ecommerce category. */
export type EcommerceCategory = {
  __typename?: 'EcommerceCategory';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** URL path of the category picture. */
  image: Scalars['String']['output'];
  name: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
  products: Array<Product>;
  slug: Scalars['String']['output'];
};

export type EcommerceMutation = {
  __typename?: 'EcommerceMutation';
  /**
   * Adds units of a product (and variant) to the cart. Errors: product_not_found, variant_required,
   * out_of_stock, invalid_quantity, quantity_above_stock, marketplace_disabled.
   */
  addToCart: CartPayload;
  /**
   * SPEC.md 4 'Payment return' for an order: marks the order a verified payment (paymentRef) paid,
   * exactly once. Errors: subscription_not_found, payment_not_confirmed, purchase_mismatch.
   */
  confirmOrderPayment: OrderPayload;
  /**
   * Places the order: prices, discount, delivery fee and total computed here; stock reserved in the
   * same transaction. Coins: paid at once from the wallet. Card: the order waits for its payment on the
   * hosted page (url), then confirmOrderPayment. A zero total (the welcome gift with free shipping)
   * is placed paid. Two tabs placing the same cart version make one order.
   * Errors: cart_empty, cart_changed, out_of_stock, quantity_above_stock, product_not_found,
   * welcome_gift_claimed, invalid_address (extra.fields: { key: code }, codes postcode_invalid,
   * phone_invalid, required), invalid_shipping_option, payment_method_not_allowed, insufficient_coins,
   * marketplace_disabled.
   */
  placeOrder: PlaceOrderPayload;
  removeCartLine: CartPayload;
  /** Sets a line's quantity (0 removes it). Errors: cart_line_not_found, invalid_quantity, quantity_above_stock. */
  updateCartLine: CartPayload;
};


export type EcommerceMutationAddToCartArgs = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
};


export type EcommerceMutationConfirmOrderPaymentArgs = {
  orderId: Scalars['ID']['input'];
  paymentRef: Scalars['String']['input'];
};


export type EcommerceMutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type EcommerceMutationRemoveCartLineArgs = {
  lineId: Scalars['ID']['input'];
};


export type EcommerceMutationUpdateCartLineArgs = {
  lineId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type EcommerceQuery = {
  __typename?: 'EcommerceQuery';
  /** The signed-in member's cart (the same on every device); empty for anonymous visitors. */
  cart: Cart;
  /** One category and a page of its products (page from 1, size 1–48, default 24); null when unknown. */
  category?: Maybe<CategoryPage>;
  /** What checking out the cart costs with this address and shipping option, computed by the server. */
  checkoutQuote: CheckoutQuote;
  /** Whether the marketplace is on (feature tag ecommerce:enabled, member tags over brand tags). */
  enabled: Scalars['Boolean']['output'];
  /** The signed-in member's orders, newest first (empty for anonymous visitors). */
  getMemberOrders: Array<Order>;
  /** SPEC.md 7: the host brand's categories with their products (the first `productsPerCategory`, default 8). */
  listCategories: Array<EcommerceCategory>;
  /** One of the member's orders; null when not theirs. */
  order?: Maybe<Order>;
  /** One product of the host brand; null when unknown or removed. */
  product?: Maybe<Product>;
  /** The shippable products list (SPEC.md 2 `shippable`), a page of every category. */
  shippable: ProductPage;
  /** The free welcome gift the member may claim once, null when none or already claimed. */
  welcomeGift?: Maybe<Product>;
};


export type EcommerceQueryCategoryArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  slug: Scalars['String']['input'];
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type EcommerceQueryCheckoutQuoteArgs = {
  input: CheckoutQuoteInput;
};


export type EcommerceQueryListCategoriesArgs = {
  productsPerCategory?: InputMaybe<Scalars['Int']['input']>;
};


export type EcommerceQueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type EcommerceQueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type EcommerceQueryShippableArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

export type EntryPurchasePayload = {
  __typename?: 'EntryPurchasePayload';
  amount?: Maybe<Scalars['Float']['output']>;
  entries?: Maybe<Scalars['Int']['output']>;
  /** The payment reference the return carries as subscription_id. */
  ref?: Maybe<Scalars['String']['output']>;
  responseResult: ResponseResult;
  /** The hosted payment page; the browser navigates there. */
  url?: Maybe<Scalars['String']['output']>;
};

export type Episode = {
  __typename?: 'Episode';
  description?: Maybe<Scalars['String']['output']>;
  /** Seconds. */
  duration: Scalars['Int']['output'];
  episodeNumber: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Null unless the viewer may play the series. */
  playbackKey?: Maybe<Scalars['String']['output']>;
  releaseDate?: Maybe<Scalars['String']['output']>;
  seasonNumber: Scalars['Int']['output'];
  thumbnail: Thumbnail;
  title: Scalars['String']['output'];
};

/** A question of the brand's faq/support screen, in the request's language (English when untranslated). */
export type FaqEntry = {
  __typename?: 'FaqEntry';
  answer: Scalars['String']['output'];
  /** The entry's slug, stable across languages. */
  id: Scalars['ID']['output'];
  question: Scalars['String']['output'];
};

/**
 * Report a problem (issue #4 part 6, SPEC.md 3 'Feedback'): issue types 1–5 (1 buffering and loading,
 * 2 audio and video, 3 e-reader issues, 4 player issues, 5 another issue) and numbered issues 1–45 whose
 * catalogue per media type lives in packages/domain/src/feedback.
 */
export type Feedback = {
  __typename?: 'Feedback';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 1–45 */
  issueId: Scalars['Int']['output'];
  /** 1–5 */
  issueType: Scalars['Int']['output'];
  mediaId?: Maybe<Scalars['ID']['output']>;
  mediaTitle?: Maybe<Scalars['String']['output']>;
  /** movie | ebook | audiobook | music | game | stream (software reports use game's catalogue) */
  mediaType: Scalars['String']['output'];
  /** Optional free text, at most 1,000 characters. */
  text?: Maybe<Scalars['String']['output']>;
};

export type FeedbackPayload = {
  __typename?: 'FeedbackPayload';
  feedback?: Maybe<Feedback>;
  responseResult: ResponseResult;
};

export type FundImpactInput = {
  itemId: Scalars['ID']['input'];
  /** Whole units, 1 or more. */
  quantity: Scalars['Int']['input'];
  /** Made once per submission by the client; a retry with the same id counts once. */
  requestId: Scalars['String']['input'];
};

export type FundImpactPayload = {
  __typename?: 'FundImpactPayload';
  /** The member's coins after the contribution. */
  balance?: Maybe<Scalars['Int']['output']>;
  coins?: Maybe<Scalars['Int']['output']>;
  /** The item after the contribution (its brand-wide progress). */
  item?: Maybe<ImpactItem>;
  /** Units this contribution funded, and the coins it cost. */
  quantity?: Maybe<Scalars['Int']['output']>;
  responseResult: ResponseResult;
};

export type Genre = {
  __typename?: 'Genre';
  id: Scalars['ID']['output'];
  /** Stable key: fiction, true_crime, film_noir, tower_defense …; the web translates it where it can. */
  key: Scalars['String']['output'];
  mediaType: Scalars['String']['output'];
  /** Parent genre id, or null for a top-level genre. */
  parent?: Maybe<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
  titleCount: Scalars['Int']['output'];
};

/** One purchase or grant of entries in a giveaway (a row of the account's giveaways tab). */
export type GiveawayEntry = {
  __typename?: 'GiveawayEntry';
  date: Scalars['String']['output'];
  entries: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** entered | monthly_exclusive */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  sweepId: Scalars['ID']['output'];
};

/** Trees planted by the end of a month (cumulative). */
export type GreenMonth = {
  __typename?: 'GreenMonth';
  /** YYYY-MM (UTC) */
  month: Scalars['String']['output'];
  trees: Scalars['Int']['output'];
};

export type GreenProgress = {
  __typename?: 'GreenProgress';
  activeMonths: Scalars['Int']['output'];
  /** Tonnes of CO2 offset: 4 trees offset 1 tonne. */
  carbonOffsetTonnes: Scalars['Float']['output'];
  /** Hours of audio and video streamed (the furthest position reached in each title). */
  hoursStreamed: Scalars['Float']['output'];
  /** Trees by month, oldest first, at most the last 24 months; empty with no history. */
  months: Array<GreenMonth>;
  /** One per whole active membership month plus one per whole hour streamed. */
  treesPlanted: Scalars['Int']['output'];
};

/**
 * Home's curated rows (issue 29 item 6): the brand's slots for its media types, beside the continue
 * row. The rows and their titles come as two flat lists, not rows holding lists: the cost limit (each
 * list multiplies what it holds by 10) leaves no room in home's one request for a list of rows each
 * holding a list of titles.
 */
export type HomeRows = {
  __typename?: 'HomeRows';
  /** The first `first` titles (1–24) of each row, row after row, each row's in its order. */
  entries: Array<SlotEntry>;
  /** The slots tagged 'home' of the brand's media types, in display order. */
  rows: Array<Slot>;
};


/**
 * Home's curated rows (issue 29 item 6): the brand's slots for its media types, beside the continue
 * row. The rows and their titles come as two flat lists, not rows holding lists: the cost limit (each
 * list multiplies what it holds by 10) leaves no room in home's one request for a list of rows each
 * holding a list of titles.
 */
export type HomeRowsEntriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** SPEC.md 3 Impact category. */
export type ImpactCategory = {
  __typename?: 'ImpactCategory';
  id: Scalars['ID']['output'];
  items: Array<ImpactItem>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type ImpactImage = {
  __typename?: 'ImpactImage';
  alt: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type ImpactItem = {
  __typename?: 'ImpactItem';
  categoryId: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  /** Units funded so far by the brand's members (never beyond the target). */
  funded_quantity: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The first image's URL (lists ask for this: a list of objects inside a list costs ×10). */
  image?: Maybe<Scalars['String']['output']>;
  images: Array<ImpactImage>;
  /** The languages the item's texts are written in. */
  langs: Array<Scalars['String']['output']>;
  /** Units a member is invited to fund. */
  member_target: Scalars['Int']['output'];
  /** Units the signed-in member funded (0 for anonymous visitors). */
  my_quantity: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Coins one unit costs. */
  price_per_unit: Scalars['Int']['output'];
  /** Quick-pick amounts in coins the impact target modal offers. */
  prices: Array<Scalars['Int']['output']>;
  /** 0 to 100; 100 only once the target is reached. */
  progress_percent: Scalars['Int']['output'];
  remaining_quantity: Scalars['Int']['output'];
  /** Units the brand's members fund together. */
  target_quantity: Scalars['Int']['output'];
  /** What one unit is, in the reader's language ('tree'). */
  unit: Scalars['String']['output'];
};

export type ImpactsMutation = {
  __typename?: 'ImpactsMutation';
  /**
   * Spends coins toward an item's target (the impact target modal), all in one transaction:
   * impact_not_found (unknown or another brand's), impact_invalid_quantity, impact_target_reached,
   * impact_beyond_target, insufficient_coins, impact_invalid_request; nothing changes on a refusal.
   */
  fund: FundImpactPayload;
};


export type ImpactsMutationFundArgs = {
  input: FundImpactInput;
};

export type ImpactsQuery = {
  __typename?: 'ImpactsQuery';
  /** Whether the green page is on (green_page:enabled or green_page_v2:enabled). */
  greenPageEnabled: Scalars['Boolean']['output'];
  /** One item of the host brand; null when unknown or another brand's. */
  item?: Maybe<ImpactItem>;
  /** SPEC.md 7: the host brand's impact categories with their items (empty where the brand has none). */
  listCategories: Array<ImpactCategory>;
};


export type ImpactsQueryItemArgs = {
  id: Scalars['ID']['input'];
};

export type Invoice = {
  __typename?: 'Invoice';
  amount: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  date: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** INV-{brand}-{000123} */
  number: Scalars['String']['output'];
  /** Authenticated PDF download: /api/account/invoices/{id}.pdf */
  pdfUrl: Scalars['String']['output'];
  /** paid */
  status: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
};

export type LiveEvent = {
  __typename?: 'LiveEvent';
  /** goal | card | substitution | period | point */
  kind: Scalars['String']['output'];
  /** Match minute (or elapsed minutes). */
  minute: Scalars['Int']['output'];
  /** home | away | null for neutral events */
  team?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

export type LiveStat = {
  __typename?: 'LiveStat';
  away: Scalars['String']['output'];
  home: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** Live stats of a stream's sports event: generated deterministically from the slug and the clock, so it moves over time. */
export type LiveStats = {
  __typename?: 'LiveStats';
  away: LiveTeam;
  /** mm:ss on the match clock. */
  clock: Scalars['String']['output'];
  events: Array<LiveEvent>;
  home: LiveTeam;
  mediaId: Scalars['ID']['output'];
  period: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  sport: Scalars['String']['output'];
  /** Match statistics, e.g. Possession 54 / 46, Shots 9 / 5. */
  stats: Array<LiveStat>;
  /** scheduled | live | halftime | finished */
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  viewers: Scalars['Int']['output'];
};

export type LiveTeam = {
  __typename?: 'LiveTeam';
  color: Scalars['String']['output'];
  name: Scalars['String']['output'];
  score: Scalars['Int']['output'];
  short: Scalars['String']['output'];
};

/**
 * A media item (SPEC.md section 3 'Media item'). Common fields are always set; per-type fields are
 * null (or empty lists) on other types. Lists and credits are batched, so asking them for a page of
 * titles costs a constant number of SQL queries.
 */
export type Media = {
  __typename?: 'Media';
  access: MediaAccess;
  artists: Array<Person>;
  authors: Array<Person>;
  casts: Array<Person>;
  copyright?: Maybe<Scalars['String']['output']>;
  /** ISO country code (movie, stream). */
  countryOfOrigin?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  directors: Array<Person>;
  /** Seconds (music album total, movie, audiobook). */
  duration?: Maybe<Scalars['Int']['output']>;
  edition?: Maybe<Scalars['String']['output']>;
  episodeNumber?: Maybe<Scalars['Int']['output']>;
  episodes: Array<Episode>;
  firstEpisode?: Maybe<Episode>;
  genres: Array<Genre>;
  id: Scalars['ID']['output'];
  /** True when the title is in the viewer's collection. */
  inCollection: Scalars['Boolean']['output'];
  is_free: Scalars['Boolean']['output'];
  isbn?: Maybe<Scalars['String']['output']>;
  /** Language code of the title (movie, audiobook, stream). */
  language?: Maybe<Scalars['String']['output']>;
  languages: Array<Scalars['String']['output']>;
  /** Slug of the live event for browse/stream/live/{slug} (streams only). */
  liveSlug?: Maybe<Scalars['String']['output']>;
  mediaType: Scalars['String']['output'];
  narrators: Array<Person>;
  numPages?: Maybe<Scalars['Int']['output']>;
  /** Null unless the viewer may play it (access.available). */
  playbackKey?: Maybe<Scalars['String']['output']>;
  /** 0..100, higher is more popular. */
  popularity: Scalars['Int']['output'];
  producers: Array<Person>;
  progress?: Maybe<MediaProgress>;
  publisher?: Maybe<Person>;
  /** SD | HD | 4K (movie, stream). */
  quality?: Maybe<Scalars['String']['output']>;
  /** ISO date YYYY-MM-DD (movie, audiobook, ebook). */
  releaseDate?: Maybe<Scalars['String']['output']>;
  releaseYear?: Maybe<Scalars['Int']['output']>;
  seasonNumber?: Maybe<Scalars['Int']['output']>;
  /** URL slug of the title: browse/{media}/id/{id}/{slug}. */
  slug: Scalars['String']['output'];
  /** One line for cards: artist (music), author (audiobook, ebook), director (movie), studio/publisher (game, software), channel (stream). */
  subtitle?: Maybe<Scalars['String']['output']>;
  thumbnail: Thumbnail;
  title: Scalars['String']['output'];
  tracks: Array<Track>;
  /** movie | series (movie); action | puzzle … (game); application | utility (software). */
  type?: Maybe<Scalars['String']['output']>;
  upc?: Maybe<Scalars['String']['output']>;
  vendor_id: Scalars['String']['output'];
  writers: Array<Person>;
};

/** Why a title cannot be opened: geo_restricted | not_in_plan | hidden_on_device | null when available. */
export type MediaAccess = {
  __typename?: 'MediaAccess';
  available: Scalars['Boolean']['output'];
  /** Translated message for the reason (geo_restricted: 'This content is not available in your current location.'). */
  message?: Maybe<Scalars['String']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
};

/** A page of titles. `after` of the next call is `nextCursor`. */
export type MediaPage = {
  __typename?: 'MediaPage';
  /** Set when the request was refused as data: invalid_media_type | unknown_genre | unknown_tab | query_too_long | invalid_cursor. */
  errorCode?: Maybe<Scalars['String']['output']>;
  hasMore: Scalars['Boolean']['output'];
  items: Array<Media>;
  message?: Maybe<Scalars['String']['output']>;
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** True when a search has more matches than totalCount (the web shows '300+ results'). */
  totalCapped: Scalars['Boolean']['output'];
  /** Search counts its matches up to the ranked pool (about 300): see totalCapped. */
  totalCount: Scalars['Int']['output'];
};

/** Stored playback position of the viewer for a title (issue #4 builds the players on it). */
export type MediaProgress = {
  __typename?: 'MediaProgress';
  id: Scalars['ID']['output'];
  mediaType: Scalars['String']['output'];
  /**
   * Where exactly to resume, as the player wrote it (opaque JSON text, at most 2,000 characters):
   * {"episodeId":"…","time":12.5} for series, {"time":…} for films, {"chapter":2,"time":31.2} for
   * audiobooks, {"cfi":"epubcfi(…)","percent":0.42,"page":37} for ebooks, {"trackId":"…","time":…,
   * "queue":["…"]} for music.
   */
  position?: Maybe<Scalars['String']['output']>;
  /** Seconds for audio/video, page for ebooks, 0..1 fraction where the player says so; never moves backwards because of a late write. */
  progress: Scalars['Float']['output'];
  /** Client sequence of the write that set it (milliseconds since epoch on the client). */
  sequence: Scalars['Float']['output'];
  updatedAt: Scalars['String']['output'];
};

/**
 * Catalogue and discovery (issue #3, SPEC.md sections 2, 3, 7 and 8).
 *
 * Media types are the strings audiobook | ebook | movie | music | game | software | stream. They are
 * plain strings, not a GraphQL enum, so an unknown type is answered as data (an errorCode or an empty
 * result) instead of a request-wide validation error.
 */
export type MediaTypeColors = {
  __typename?: 'MediaTypeColors';
  /** Background of the type's tiles and headers. */
  background: Scalars['String']['output'];
  /** Accent colour of the type (icons, chips). */
  color: Scalars['String']['output'];
  /** Text colour readable on `background`. */
  text: Scalars['String']['output'];
};

/** A media type of SPEC.md section 3, as offered by the request's brand. */
export type MediaTypeInfo = {
  __typename?: 'MediaTypeInfo';
  colors: MediaTypeColors;
  /** {type}_overview */
  display_area_slug: Scalars['String']['output'];
  /** Game and software are hidden on iPhone (SPEC.md section 6). */
  hideForIphoneDevice: Scalars['Boolean']['output'];
  icon: Scalars['String']['output'];
  /** True when the viewer may open every title of this type (free titles are open to everyone). */
  inPlan: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  /** Number of titles of this type in the catalogue. */
  titleCount: Scalars['Int']['output'];
  /** audiobook | ebook | movie | music | game | software | stream */
  type: Scalars['String']['output'];
};

export type Member = {
  __typename?: 'Member';
  /** ok | not_active ('This account is not yet active.') | no_subscription ('This account has no active subscription.') */
  accountState: Scalars['String']['output'];
  addresses: Array<Address>;
  avatar?: Maybe<Scalars['String']['output']>;
  billing: Billing;
  brandId: Scalars['ID']['output'];
  /** SPEC.md 3 Member.cart. */
  cart: Cart;
  coinsBalance: Scalars['Int']['output'];
  countryCode?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** YYYY-MM-DD once given (entrants must be 18 or over), else null. */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  /** The member's problem reports, newest first. */
  feedbacks: Array<Feedback>;
  firstName?: Maybe<Scalars['String']['output']>;
  /** The member's giveaway entries, newest first. */
  giveawaysEntered: Array<GiveawayEntry>;
  greenPoints: Scalars['Int']['output'];
  greenProgress: GreenProgress;
  id: Scalars['ID']['output'];
  /** The member's own contributions on their brand, one entry per item, most recent first. */
  impacts: Array<MemberImpact>;
  invoices: Array<Invoice>;
  isActive: Scalars['Boolean']['output'];
  isDemo: Scalars['Boolean']['output'];
  /** True for staff e-mail domains; staffDiagnostics is non-null only then. */
  isStaff: Scalars['Boolean']['output'];
  /** True for test members: provider milkbox_test or a test e-mail. */
  isTest: Scalars['Boolean']['output'];
  lang: Scalars['String']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  /** The current (latest) membership, null when the member never subscribed. */
  membership?: Maybe<Membership>;
  /** Falls back to the part of the e-mail before the @ when missing or 'Unknown'. */
  name: Scalars['String']['output'];
  /** not_started | completed (from the tag onboarding_status:completed) */
  onboardingStatus: Scalars['String']['output'];
  /** The member's marketplace orders, newest first. */
  orders: Array<Order>;
  paymentMethods: Array<PaymentMethod>;
  /** A requested e-mail change waiting for its confirmation link, else null. */
  pendingEmail?: Maybe<Scalars['String']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
  pictureUrl?: Maybe<Scalars['String']['output']>;
  provider: Scalars['String']['output'];
  recipe?: Maybe<Scalars['String']['output']>;
  referenceNumber: Scalars['String']['output'];
  shippingAddress?: Maybe<Address>;
  staffDiagnostics?: Maybe<StaffDiagnostics>;
  subscription: SubscriptionSummary;
  subscriptionProvider?: Maybe<Scalars['String']['output']>;
  subscriptions: Array<Subscription>;
  /** Entries per giveaway, latest first. */
  sweeps: Array<MemberSweep>;
  tags: Array<Scalars['String']['output']>;
  timezone: Scalars['String']['output'];
  transactions: Array<Transaction>;
  vpn: MemberVpn;
  /** The member's coins and their history. */
  wallet: Wallet;
};

/** What the member funded of one item (member.info { impacts }). */
export type MemberImpact = {
  __typename?: 'MemberImpact';
  coins: Scalars['Int']['output'];
  itemId: Scalars['ID']['output'];
  lastAt: Scalars['String']['output'];
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  unit: Scalars['String']['output'];
};

export type MemberMutation = {
  __typename?: 'MemberMutation';
  /**
   * SPEC 4 'Payment return': activates the subscription whose refId is subscriptionId after the
   * provider confirmed its payment. Idempotent: a replay answers succeeded with extra.alreadyActive.
   */
  activateSubscription: ActivatePayload;
  /**
   * SPEC.md 4 'Payment return' for coins: credits the pack a verified payment (paymentRef = the
   * return's subscription_id) bought, exactly once. Errors: subscription_not_found,
   * payment_not_confirmed, purchase_mismatch. responseResult.extra.alreadyCredited is true for a replay.
   */
  addCoinsAfterPaymentSuccess: AddCoinsPayload;
  /**
   * SPEC.md 5: only on the clickplay layout and only while the balance is above 0. requestId is the
   * caller's idempotency key (a retry with the same id credits once; 1–100 of A–Z a–z 0–9 _ . : -).
   * Errors: credits_not_available (not clickplay), credits_need_balance (balance 0), invalid_amount
   * (1–100 a call), invalid_description (1–120 characters), credits_limit_reached (500 within 24 hours),
   * invalid_request_id. responseResult.extra.duplicate is true for a retried requestId.
   */
  addCredits: AddCreditsPayload;
  /**
   * SPEC.md 4 'Payment return' for the cross-sell: adds the offer to the member's subscription once.
   * Errors: subscription_not_found, payment_not_confirmed, purchase_mismatch, crosssell_not_available.
   * responseResult.extra.alreadyCredited is true for a replay.
   */
  addCrossSellAfterPaymentSuccess: CrossSellConfirmPayload;
  /**
   * SPEC 7. Links a card tokenised on the hosted page (paymentMethodId = pm_… from the redirect) or a
   * PayPal agreement (pp_…). ccLast and ccType must match the token. Errors: invalid_payment_method,
   * payment_method_mismatch, card_declined, card_expired.
   */
  addPaymentMethod: PaymentMethodPayload;
  /**
   * Cancels now; access lasts to the end of the paid period; a confirmation mail is sent.
   * subscriptionId defaults to the current membership. Errors: no_active_subscription, already_cancelled.
   */
  cancelSubscription: CancelPayload;
  /** Sends a confirmation link to the new address; the change applies on confirmEmailChange. Answers the same whether the new address is free or taken (the owner of a taken one gets a notice). Errors: invalid_email, email_mismatch, email_unchanged. */
  changeEmail: MutationPayload;
  /**
   * Errors: wrong_password, password_mismatch, weak_password (extra.problem: too_short | too_long | too_common),
   * password_unchanged, too_many_attempts (extra.retryAfterSeconds: from the 5th wrong current password in an
   * hour, per member or address, the next attempt waits 1 s, 2 s, 4 s … up to 15 min; it is not checked until then).
   */
  changePassword: MutationPayload;
  /**
   * Marks the current step done once the member's data shows it (a welcome-gift order, giveaway
   * entries, an impact contribution). The last step grants +600 coins and the badge, once;
   * submitting it again answers extra.alreadyCompleted true.
   * Errors: onboarding_not_available, onboarding_not_started, onboarding_already_completed,
   * onboarding_step_out_of_order, onboarding_unknown_step, onboarding_gift_not_claimed,
   * onboarding_no_giveaway_entry, onboarding_no_impact.
   */
  completeOnboardingStep: OnboardingPayload;
  /** Applies a pending e-mail change from the mailed link /account/confirm-email?key=… Errors: email_link_invalid, email_taken. */
  confirmEmailChange: MemberPayload;
  /** Demo (free) accounts only: deletes the account and all its data and signs out. Error: not_demo_account. */
  deactivateDemoAccount: MutationPayload;
  /**
   * Issues a new OpenVPN configuration for the server (the fastest when omitted) and revokes the
   * member's previous certificate. Refused as data, nothing issued: unauthenticated | vpn_not_available
   * | vpn_country_blocked | vpn_server_not_found | vpn_unavailable (the brand's CA key cannot be read).
   */
  issueVpnConfig: VpnConfigPayload;
  /** A fresh token with the member's current tags; the old one keeps its own expiry. */
  refreshToken: RefreshTokenPayload;
  /** Removes a method; the backup becomes preferred when the preferred one is removed. */
  removePaymentMethod: MutationPayload;
  /** Restarts a cancelled membership (same plan, no charge until the next billing date when still paid; otherwise charges the preferred method). Errors: not_cancelled, no_payment_method, card_declined. */
  restartSubscription: ActivatePayload;
  /**
   * Stores a problem report on the member's feedbacks. Refused as data: unauthenticated |
   * invalid_media_type | invalid_issue (type or id outside the catalogue of that media type) |
   * text_too_long | media_not_found | too_many_feedbacks (more than 20 an hour).
   */
  sendFeedback: FeedbackPayload;
  /** Persists member.lang. Error: invalid_language. */
  setLanguage: MemberPayload;
  /** Makes a method the preferred one (the previous preferred becomes the backup). */
  setPreferredPaymentMethod: PaymentMethodPayload;
  /**
   * Adds tags to the signed-in member (idempotent), all or none. Members may set only the markers of
   * packages/domain member-tags.ts: a malformed tag is invalid_tag, a tag only the server sets
   * (entitlements, features, wins, layout) is tag_not_allowed (extra.notAllowed lists them).
   */
  setTags: SetTagsPayload;
  /** Persists member.timezone. Error: invalid_timezone. */
  setTimezone: MemberPayload;
  /**
   * Puts the mission aside. Errors: onboarding_not_available, onboarding_not_started,
   * onboarding_already_completed.
   */
  skipOnboarding: OnboardingPayload;
  /** Starts a plan purchase or upgrade on the hosted page. method: card | paypal. returnPath defaults to /account/membership. */
  startCheckout: CheckoutPayload;
  /**
   * Opens the hosted payment page for a coin pack of the host brand, priced by the server.
   * Errors: coin_pack_not_found, account_not_active, invalid_method.
   */
  startCoinPurchase: CoinPurchasePayload;
  /**
   * Opens the hosted payment page for the cross-sell the member is due (offerId from crossSell).
   * Errors: crosssell_not_available, account_not_active.
   */
  startCrossSellPurchase: CrossSellPurchasePayload;
  /**
   * Starts the mission, or resumes it after a skip ('Continue My Mission'); the steps done are kept.
   * Errors: onboarding_not_available, onboarding_already_completed.
   */
  startOnboarding: OnboardingPayload;
  /** id null or 'new' creates an address. Errors: invalid_address (extra.fields: [key…]), not_found. */
  updateAddress: AddressPayload;
  /** SPEC 7. Replaces the preferred payment method with the newly tokenised one (keeps the backup). */
  updatePaymentMethod: PaymentMethodPayload;
  /**
   * Profile fields; only the given ones change. Errors: name_required (an empty display name),
   * invalid_name (extra.fields names the field, extra.max its bound), invalid_phone, invalid_timezone,
   * invalid_language.
   */
  updateProfile: MemberPayload;
};


export type MemberMutationActivateSubscriptionArgs = {
  subscriptionId: Scalars['String']['input'];
};


export type MemberMutationAddCoinsAfterPaymentSuccessArgs = {
  packId: Scalars['ID']['input'];
  paymentRef: Scalars['String']['input'];
};


export type MemberMutationAddCreditsArgs = {
  amount: Scalars['Int']['input'];
  description: Scalars['String']['input'];
  requestId?: InputMaybe<Scalars['String']['input']>;
};


export type MemberMutationAddCrossSellAfterPaymentSuccessArgs = {
  offerId: Scalars['ID']['input'];
  paymentRef: Scalars['String']['input'];
};


export type MemberMutationAddPaymentMethodArgs = {
  ccLast: Scalars['String']['input'];
  ccType: Scalars['String']['input'];
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  paymentMethodId: Scalars['String']['input'];
};


export type MemberMutationCancelSubscriptionArgs = {
  reason?: InputMaybe<Scalars['String']['input']>;
  subscriptionId?: InputMaybe<Scalars['ID']['input']>;
};


export type MemberMutationChangeEmailArgs = {
  confirmation: Scalars['String']['input'];
  newEmail: Scalars['String']['input'];
};


export type MemberMutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  verification: Scalars['String']['input'];
};


export type MemberMutationCompleteOnboardingStepArgs = {
  step: Scalars['String']['input'];
};


export type MemberMutationConfirmEmailChangeArgs = {
  key: Scalars['String']['input'];
};


export type MemberMutationIssueVpnConfigArgs = {
  serverId?: InputMaybe<Scalars['ID']['input']>;
};


export type MemberMutationRemovePaymentMethodArgs = {
  id: Scalars['ID']['input'];
};


export type MemberMutationRestartSubscriptionArgs = {
  subscriptionId?: InputMaybe<Scalars['ID']['input']>;
};


export type MemberMutationSendFeedbackArgs = {
  issueId: Scalars['Int']['input'];
  issueType: Scalars['Int']['input'];
  mediaId?: InputMaybe<Scalars['ID']['input']>;
  mediaType: Scalars['String']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
};


export type MemberMutationSetLanguageArgs = {
  lang: Scalars['String']['input'];
};


export type MemberMutationSetPreferredPaymentMethodArgs = {
  id: Scalars['ID']['input'];
};


export type MemberMutationSetTagsArgs = {
  tags: Array<Scalars['String']['input']>;
};


export type MemberMutationSetTimezoneArgs = {
  timezone: Scalars['String']['input'];
};


export type MemberMutationStartCheckoutArgs = {
  method?: InputMaybe<Scalars['String']['input']>;
  planId: Scalars['ID']['input'];
  returnPath?: InputMaybe<Scalars['String']['input']>;
};


export type MemberMutationStartCoinPurchaseArgs = {
  method?: InputMaybe<Scalars['String']['input']>;
  packId: Scalars['ID']['input'];
  returnPath?: InputMaybe<Scalars['String']['input']>;
};


export type MemberMutationStartCrossSellPurchaseArgs = {
  offerId: Scalars['ID']['input'];
  returnPath?: InputMaybe<Scalars['String']['input']>;
};


export type MemberMutationUpdateAddressArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: AddressInput;
};


export type MemberMutationUpdatePaymentMethodArgs = {
  ccLast: Scalars['String']['input'];
  ccType: Scalars['String']['input'];
  paymentMethodId: Scalars['String']['input'];
};


export type MemberMutationUpdateProfileArgs = {
  input: ProfileInput;
};

export type MemberPayload = {
  __typename?: 'MemberPayload';
  member?: Maybe<Member>;
  responseResult: ResponseResult;
};

export type MemberQuery = {
  __typename?: 'MemberQuery';
  /** The coin packs of the host brand, smallest first (empty when the brand sells none). */
  coinPacks: Array<CoinPack>;
  /**
   * The cross-sell the member is due now, or null (anonymous, declined with cm_upsell:displayed,
   * suppressed by sweep_entries:sf: or ma_visited:true before it was armed, nothing to offer).
   * Reading it on a member's first visit sets cm_upsell:{type}.
   */
  crossSell?: Maybe<CrossSellOffer>;
  getCreditBalance: Scalars['Int']['output'];
  /** The signed-in member, or null for an anonymous (generic token) visitor. */
  info?: Maybe<Member>;
  /** The member's mission, or null (anonymous, or onboarding not enabled for them). */
  onboarding?: Maybe<Onboarding>;
  /** About 300 time zones (Intl), labelled with their current UTC offset, sorted by offset then id. */
  timezones: Array<Timezone>;
};

/** SPEC.md 7 member.info { sweeps }: the member's entries summed per giveaway. */
export type MemberSweep = {
  __typename?: 'MemberSweep';
  entries: Scalars['Int']['output'];
  firstEnteredAt: Scalars['String']['output'];
  /** entered | monthly_exclusive (SPEC.md 9 'Sweeps-entered card keys') */
  kind: Scalars['String']['output'];
  lastEnteredAt: Scalars['String']['output'];
  name: Scalars['String']['output'];
  sweepId: Scalars['ID']['output'];
};

export type MemberVpn = {
  __typename?: 'MemberVpn';
  /** Whether the member may use the VPN (SPEC.md 4 'VPN', or an offer named VPN). */
  available: Scalars['Boolean']['output'];
  certificate?: Maybe<VpnCertificate>;
  /** The least loaded server: the default of the Android steps (SPEC.md 2). */
  fastestServerId?: Maybe<Scalars['ID']['output']>;
  /** Why not: vpn_not_available | vpn_country_blocked; null when available. */
  refusal?: Maybe<Scalars['String']['output']>;
  /** Empty when refused. */
  servers: Array<VpnServer>;
};

/** What the membership-and-billing screen shows about the member's current plan. */
export type Membership = {
  __typename?: 'Membership';
  /** Access lasts until this date (end of the paid period) after a cancellation. */
  accessUntil?: Maybe<Scalars['String']['output']>;
  billingPeriodDays: Scalars['Int']['output'];
  /** A cancelled membership can be restarted until the data is purged (10 months after cancelling). */
  canRestart: Scalars['Boolean']['output'];
  cancelDate?: Maybe<Scalars['String']['output']>;
  /** Set when cancelled: the cancel reference number. */
  cancelRefId?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  nextBillingDate?: Maybe<Scalars['String']['output']>;
  /** The last renewal failed: show 'Your payment failed.' and the update-card prompt. */
  paymentFailed: Scalars['Boolean']['output'];
  planId: Scalars['ID']['output'];
  planName: Scalars['String']['output'];
  /** Price per month in major units (the recurring price scaled to 30 days). */
  pricePerMonth: Scalars['Float']['output'];
  /** The recurring price charged every billingPeriodDays. */
  priceRecurring: Scalars['Float']['output'];
  /** Date the member's data is deleted after a cancellation (cancel date + 10 months). */
  purgeDate?: Maybe<Scalars['String']['output']>;
  /** trial | active | inactive */
  status: Scalars['String']['output'];
  subscriptionId: Scalars['ID']['output'];
  symbol: Scalars['String']['output'];
};

export type MenuColors = {
  __typename?: 'MenuColors';
  background?: Maybe<Scalars['String']['output']>;
  color?: Maybe<Scalars['String']['output']>;
};

/** A side-menu item. The web shows the translated label of `type` where it has one, else `title`. */
export type MenuItem = {
  __typename?: 'MenuItem';
  colors?: Maybe<MenuColors>;
  display_area_slug: Scalars['String']['output'];
  hideForIphoneDevice: Scalars['Boolean']['output'];
  icon: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  submenu_type?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  content: ContentMutation;
  ecommerce: EcommerceMutation;
  impacts: ImpactsMutation;
  member: MemberMutation;
  sweep: SweepMutation;
};

export type MutationPayload = {
  __typename?: 'MutationPayload';
  responseResult: ResponseResult;
};

export type Offer = {
  __typename?: 'Offer';
  id: Scalars['ID']['output'];
  mediaTypes: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/** The member's onboarding mission as the server keeps it. */
export type Onboarding = {
  __typename?: 'Onboarding';
  /** welcome_gift | giveaway | impact: the step to do now; null once completed */
  currentStep?: Maybe<Scalars['String']['output']>;
  /** Earned by completing the mission; shown on the profile. */
  explorerBadge: Scalars['Boolean']['output'];
  /** About how long the mission takes (SPEC.md 9). */
  minutes: Scalars['Int']['output'];
  rewardCoins: Scalars['Int']['output'];
  /** not_started | in_progress | skipped | completed */
  status: Scalars['String']['output'];
  stepCount: Scalars['Int']['output'];
  /** x of 'Step x of 3' (3 once completed) */
  stepNumber: Scalars['Int']['output'];
  /** The steps in order. */
  steps: Array<Scalars['String']['output']>;
  stepsDone: Scalars['Int']['output'];
};

export type OnboardingPayload = {
  __typename?: 'OnboardingPayload';
  /** Coins after the reward, when this call completed the mission. */
  coinsBalance?: Maybe<Scalars['Int']['output']>;
  onboarding?: Maybe<Onboarding>;
  responseResult: ResponseResult;
};

export type Order = {
  __typename?: 'Order';
  coinsSpent: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  date: Scalars['String']['output'];
  deliveryFee: Scalars['Float']['output'];
  discount: Scalars['Float']['output'];
  freeGift: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** ORD-{000123} */
  number: Scalars['String']['output'];
  /** card | coins | free */
  paymentMethod: Scalars['String']['output'];
  products: Array<OrderProduct>;
  /** The address the order was shipped to, as it was when it was placed (Address is account's type). */
  shippingAddress?: Maybe<Address>;
  shippingOption?: Maybe<Scalars['String']['output']>;
  /** pending_payment | paid | shipped | delivered | cancelled */
  status: Scalars['String']['output'];
  subtotal: Scalars['Float']['output'];
  symbol: Scalars['String']['output'];
  total: Scalars['Float']['output'];
  /** The note given when it was shipped (a tracking number or link, also in the shipped e-mail), or null. */
  trackingNote?: Maybe<Scalars['String']['output']>;
};

export type OrderPayload = {
  __typename?: 'OrderPayload';
  order?: Maybe<Order>;
  responseResult: ResponseResult;
};

export type OrderProduct = {
  __typename?: 'OrderProduct';
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Major units, each, as charged. */
  price: Scalars['Float']['output'];
  quantity: Scalars['Int']['output'];
  variant?: Maybe<Scalars['String']['output']>;
};

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  /** visa | mastercard | amex | discover | unknown for cards; paypal for PayPal */
  brand: Scalars['String']['output'];
  expMonth?: Maybe<Scalars['Int']['output']>;
  expYear?: Maybe<Scalars['Int']['output']>;
  /** MM/YY, null for PayPal. */
  expiry?: Maybe<Scalars['String']['output']>;
  holderName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Charged when the preferred one fails. */
  isBackup: Scalars['Boolean']['output'];
  /** The preferred method, charged first. */
  isDefault: Scalars['Boolean']['output'];
  /** Last four digits of a card; null for PayPal. */
  last4?: Maybe<Scalars['String']['output']>;
  /** PayPal account e-mail (masked), null for cards. */
  paypalEmail?: Maybe<Scalars['String']['output']>;
  /** sandbox (cards) | paypal */
  provider: Scalars['String']['output'];
};

export type PaymentMethodPayload = {
  __typename?: 'PaymentMethodPayload';
  paymentMethod?: Maybe<PaymentMethod>;
  responseResult: ResponseResult;
};

/** An artist, author, narrator, cast member, director, producer, writer or publisher. */
export type Person = {
  __typename?: 'Person';
  id: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type PlaceOrderInput = {
  address: CheckoutAddressInput;
  /** The cart version the member checked out (CheckoutQuote.cartVersion); ignored for the welcome gift. */
  cartVersion: Scalars['Int']['input'];
  /** card (the saved card, on the hosted page) | new_card | coins */
  paymentMethod: Scalars['String']['input'];
  returnPath?: InputMaybe<Scalars['String']['input']>;
  /** Also keep this address as the member's shipping address. */
  saveAddress?: InputMaybe<Scalars['Boolean']['input']>;
  shippingOption: Scalars['String']['input'];
  welcomeGift?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PlaceOrderPayload = {
  __typename?: 'PlaceOrderPayload';
  order?: Maybe<Order>;
  /** The payment reference the return carries as subscription_id. */
  ref?: Maybe<Scalars['String']['output']>;
  responseResult: ResponseResult;
  /** Set when the order must be paid on the hosted payment page (a card); the browser goes there. */
  url?: Maybe<Scalars['String']['output']>;
};

export type Plan = {
  __typename?: 'Plan';
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  group: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  priceInitial: Scalars['Float']['output'];
  /** Prices in major units as decimals, e.g. 19.99 */
  priceRecurring: Scalars['Float']['output'];
  recurring: PlanRecurring;
  symbol: Scalars['String']['output'];
  trialPeriod: Scalars['Int']['output'];
};

export type PlanQuery = {
  __typename?: 'PlanQuery';
  getPlans: Array<Plan>;
};

export type PlanRecurring = {
  __typename?: 'PlanRecurring';
  interval: Scalars['String']['output'];
  interval_count: Scalars['Int']['output'];
};

/**
 * Everything the player of one title needs. Refused as data: available false with errorCode
 * invalid_media_type | media_not_found | not_in_plan | geo_restricted | hidden_on_device |
 * media_unavailable (the demo media is missing or broken) and a message in the member's language.
 * Exactly one of video (movie), live (stream), tracks (music), chapters (audiobook), ebook, game,
 * downloads (software) is filled when available.
 */
export type Playback = {
  __typename?: 'Playback';
  available: Scalars['Boolean']['output'];
  chapters: Array<PlaybackChapter>;
  downloads: Array<PlaybackDownload>;
  ebook?: Maybe<PlaybackEbook>;
  /** Series only: every episode in play order; video is the one asked for (episodeId), else the resumed one, else the first. */
  episodes: Array<PlaybackEpisode>;
  errorCode?: Maybe<Scalars['String']['output']>;
  /** When the URLs stop working (ISO 8601). Ask again before then, or when a URL answers 403. */
  expiresAt?: Maybe<Scalars['String']['output']>;
  game?: Maybe<PlaybackGame>;
  id: Scalars['ID']['output'];
  live?: Maybe<PlaybackLive>;
  mediaType: Scalars['String']['output'];
  message?: Maybe<Scalars['String']['output']>;
  /** The viewer's stored position, for resume (null for visitors or when never played). */
  progress?: Maybe<MediaProgress>;
  subtitle?: Maybe<Scalars['String']['output']>;
  thumbnail: Thumbnail;
  title: Scalars['String']['output'];
  tracks: Array<PlaybackTrack>;
  vendor_id: Scalars['String']['output'];
  video?: Maybe<PlaybackVideo>;
};

/** An audiobook chapter: one audio file each. */
export type PlaybackChapter = {
  __typename?: 'PlaybackChapter';
  duration: Scalars['Float']['output'];
  /** 0-based. */
  index: Scalars['Int']['output'];
  mimeType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type PlaybackDownload = {
  __typename?: 'PlaybackDownload';
  fileName: Scalars['String']['output'];
  mimeType: Scalars['String']['output'];
  /** windows | macos | linux | android */
  platform: Scalars['String']['output'];
  /** Hex SHA-256 of the file. */
  sha256: Scalars['String']['output'];
  sizeBytes: Scalars['Float']['output'];
  url: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

export type PlaybackEbook = {
  __typename?: 'PlaybackEbook';
  chapterCount: Scalars['Int']['output'];
  mimeType: Scalars['String']['output'];
  /** Catalogue page count (numPages), for 'page N of M'. */
  pageCount: Scalars['Int']['output'];
  /** EPUB 3 (application/epub+zip). */
  url: Scalars['String']['output'];
};

/** An episode of a series in the order it is played (for 'next episode' and the episode list). */
export type PlaybackEpisode = {
  __typename?: 'PlaybackEpisode';
  duration: Scalars['Float']['output'];
  episodeNumber: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  seasonNumber: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type PlaybackGame = {
  __typename?: 'PlaybackGame';
  /** Key of the controls help in the web locale files: players-reader.game.controls.<controlsKey>. */
  controlsKey: Scalars['String']['output'];
  /** A self-contained HTML5 game, loaded in a sandboxed iframe (allow-scripts only). */
  url: Scalars['String']['output'];
};

/** The live sports stream: an HLS playlist the server advances like a live edge. */
export type PlaybackLive = {
  __typename?: 'PlaybackLive';
  bitrateKbps: Scalars['Int']['output'];
  /** HLS media playlist (application/vnd.apple.mpegurl); segments are signed by the same token. */
  hlsUrl: Scalars['String']['output'];
  /** Language code of the commentary. */
  language: Scalars['String']['output'];
  /** Slug of the live event for browse/stream/live/{slug}. */
  liveSlug?: Maybe<Scalars['String']['output']>;
  /** SD | HD | 4K, from the catalogue. */
  quality: Scalars['String']['output'];
  /** Resolution of the encoded rendition, e.g. 1280x720. */
  resolution: Scalars['String']['output'];
  /** Target duration of one segment in seconds. */
  segmentSeconds: Scalars['Float']['output'];
};

/**
 * Players (issue #4, SPEC.md sections 2, 4 and 7): what a player needs to play one title. Every URL is
 * signed, short-lived (MEDIA_URL_TTL_SECONDS) and bound to the viewer and the brand: a copied URL fails
 * for another member, on another brand's host, or after `expiresAt`. See docs/players.md.
 */
export type PlaybackSubtitle = {
  __typename?: 'PlaybackSubtitle';
  /** Native name of the language, for the subtitle menu. */
  label: Scalars['String']['output'];
  /** BCP 47 language of the track (en, fr …). */
  language: Scalars['String']['output'];
  /** WebVTT. */
  url: Scalars['String']['output'];
};

/** A playable track of a music album. */
export type PlaybackTrack = {
  __typename?: 'PlaybackTrack';
  albumId: Scalars['ID']['output'];
  albumTitle: Scalars['String']['output'];
  artist: Scalars['String']['output'];
  /** Seconds of the real media file. */
  duration: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  mimeType: Scalars['String']['output'];
  thumbnail: Thumbnail;
  title: Scalars['String']['output'];
  trackNumber: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

/** A film, or one episode of a series. */
export type PlaybackVideo = {
  __typename?: 'PlaybackVideo';
  /** Seconds of the real media file. */
  duration: Scalars['Float']['output'];
  /** Episode id for a series, null for a film. */
  episodeId?: Maybe<Scalars['ID']['output']>;
  /** video/mp4 or video/webm (codecs in the string). */
  mimeType: Scalars['String']['output'];
  posterUrl?: Maybe<Scalars['String']['output']>;
  subtitles: Array<PlaybackSubtitle>;
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type Playlist = {
  __typename?: 'Playlist';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Seconds. */
  totalDuration: Scalars['Int']['output'];
  trackCount: Scalars['Int']['output'];
  tracks: Array<PlaylistTrack>;
  updatedAt: Scalars['String']['output'];
  /** Bumped on every change; moveTrackInPlaylist takes it as expectedVersion. */
  version: Scalars['Int']['output'];
};

export type PlaylistPayload = {
  __typename?: 'PlaylistPayload';
  playlist?: Maybe<Playlist>;
  responseResult: ResponseResult;
};

export type PlaylistTrack = {
  __typename?: 'PlaylistTrack';
  addedAt: Scalars['String']['output'];
  albumId: Scalars['ID']['output'];
  albumTitle: Scalars['String']['output'];
  artist: Scalars['String']['output'];
  duration: Scalars['Int']['output'];
  /** The track id. */
  id: Scalars['ID']['output'];
  playbackKey?: Maybe<Scalars['String']['output']>;
  /** 0-based position in the playlist. */
  position: Scalars['Int']['output'];
  thumbnail: Thumbnail;
  title: Scalars['String']['output'];
};

export type PrizeShippingInput = {
  address: Scalars['String']['input'];
  apartmentSuite?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  postcode: Scalars['String']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
};

export type Product = {
  __typename?: 'Product';
  categorySlug: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The first picture (SPEC.md 3 'image'). */
  image: Scalars['String']['output'];
  images: Array<ProductImage>;
  name: Scalars['String']['output'];
  /** SPEC.md 3: prices (the viewer's, with the Champion discount applied when it applies). */
  prices: ProductPrice;
  slug: Scalars['String']['output'];
  /** Units in stock (the sum of the variants' when it has variants). */
  stock: Scalars['Int']['output'];
  variants: Array<ProductVariant>;
  /** True for the brand's free welcome gift. */
  welcomeGift: Scalars['Boolean']['output'];
};

export type ProductImage = {
  __typename?: 'ProductImage';
  alt: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type ProductPage = {
  __typename?: 'ProductPage';
  items: Array<Product>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ProductPrice = {
  __typename?: 'ProductPrice';
  /** Major units. */
  amount: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  discountPercent?: Maybe<Scalars['Int']['output']>;
  /** The price before a Champion discount, when the viewer gets one; else null. */
  listAmount?: Maybe<Scalars['Float']['output']>;
  symbol: Scalars['String']['output'];
};

export type ProductVariant = {
  __typename?: 'ProductVariant';
  id: Scalars['ID']['output'];
  /** e.g. 'M', 'Blue' */
  name: Scalars['String']['output'];
  /** The option the variant belongs to, e.g. 'Size'. */
  option: Scalars['String']['output'];
  /** What one unit of this variant costs the viewer: its own price when it has one, else the product's. */
  prices: ProductPrice;
  stock: Scalars['Int']['output'];
};

export type ProfileInput = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** en-us | fr-ca | de-de | it-it | pt-pt | es-es | ja-jp | my-ms */
  lang?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** IANA id from member.timezones */
  timezone?: InputMaybe<Scalars['String']['input']>;
};

export type ProgressPayload = {
  __typename?: 'ProgressPayload';
  /** The stored progress (the newer write wins by sequence). */
  progress?: Maybe<MediaProgress>;
  responseResult: ResponseResult;
};

export type Query = {
  __typename?: 'Query';
  content: ContentQuery;
  ecommerce: EcommerceQuery;
  impacts: ImpactsQuery;
  member: MemberQuery;
  plan: PlanQuery;
  sweep: SweepQuery;
};

export type RefreshTokenPayload = {
  __typename?: 'RefreshTokenPayload';
  jwt?: Maybe<Scalars['String']['output']>;
  responseResult: ResponseResult;
};

/**
 * Outcome of every mutation. Expected failures are data (succeeded false with an errorCode and a
 * message in the member's language); unexpected ones are GraphQL errors with a masked message.
 */
export type ResponseResult = {
  __typename?: 'ResponseResult';
  errorCode?: Maybe<Scalars['String']['output']>;
  extra?: Maybe<Scalars['JSON']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  succeeded: Scalars['Boolean']['output'];
};

export type SetTagsPayload = {
  __typename?: 'SetTagsPayload';
  responseResult: ResponseResult;
  tags: Array<Scalars['String']['output']>;
};

export type ShippingOption = {
  __typename?: 'ShippingOption';
  /** Major units; 0 when free (a Champion's standard shipping). */
  fee: Scalars['Float']['output'];
  /** standard | express */
  id: Scalars['String']['output'];
  /** The fee before a Champion's free shipping, else null. */
  listFee?: Maybe<Scalars['Float']['output']>;
  maxDays: Scalars['Int']['output'];
  /** Business days, e.g. 3–5. */
  minDays: Scalars['Int']['output'];
};

/** A curated row (SPEC.md section 3 'Slot'). */
export type Slot = {
  __typename?: 'Slot';
  /** For kind 'genres' (music_by_genres): the genres shown as tiles. */
  genres: Array<Genre>;
  id: Scalars['ID']['output'];
  /** The row's titles, in order; all slots of one request are fetched together. */
  items: Array<Media>;
  mediaType: Scalars['String']['output'];
  /** kind (free | new_releases | popular | staff_picks | seasonal | sports | genre | genres), genre key, theme … */
  properties: Scalars['JSON']['output'];
  /** movie_free, ebook_free, audiobook_free, ebook_new_releases, game_popular, music_by_genres, movie_staff_picks … */
  slug: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};


/** A curated row (SPEC.md section 3 'Slot'). */
export type SlotItemsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** One title of one of home's curated rows (HomeRows.entries). */
export type SlotEntry = {
  __typename?: 'SlotEntry';
  media: Media;
  /** The row (Slot.id) the title belongs to. */
  slotId: Scalars['ID']['output'];
};

/** Only for staff e-mails (packages/domain isStaffEmail); null for everyone else. */
export type StaffDiagnostics = {
  __typename?: 'StaffDiagnostics';
  appEnv: Scalars['String']['output'];
  brandId: Scalars['String']['output'];
  brandName: Scalars['String']['output'];
  brandTags: Array<Scalars['String']['output']>;
  buildCommit: Scalars['String']['output'];
  buildTime: Scalars['String']['output'];
  buildVersion: Scalars['String']['output'];
  dialect: Scalars['String']['output'];
  layout: Scalars['String']['output'];
  memberTags: Array<Scalars['String']['output']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  billingPeriodDays: Scalars['Int']['output'];
  cancelDate?: Maybe<Scalars['String']['output']>;
  cancelRefId?: Maybe<Scalars['String']['output']>;
  cancelledAt?: Maybe<Scalars['String']['output']>;
  endDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isTrial: Scalars['Boolean']['output'];
  mediaTypes: Array<Scalars['String']['output']>;
  membership_id: Scalars['Int']['output'];
  nextBillingDate?: Maybe<Scalars['String']['output']>;
  offers: Array<Offer>;
  planName: Scalars['String']['output'];
  refId: Scalars['String']['output'];
  referenceNumber: Scalars['String']['output'];
  startDate: Scalars['String']['output'];
  subscriptionProvider: Scalars['String']['output'];
};

/** The subscription state of SPEC.md section 4, computed by packages/domain. */
export type SubscriptionSummary = {
  __typename?: 'SubscriptionSummary';
  isActive: Scalars['Boolean']['output'];
  isCanceled: Scalars['Boolean']['output'];
  mediaTypes: Array<Scalars['String']['output']>;
};

/**
 * SPEC.md 3 Sweep, with the giveaway texts' category, odds, prize, winner and claimed flag. The fields
 * SPEC.md 3 names keep its spelling (product_name, start_date …), so a client written from it reads
 * them as named; test/spec-entities.test.ts holds every entity of SPEC.md 3 to its names.
 */
export type Sweep = {
  __typename?: 'Sweep';
  brands: Array<Scalars['ID']['output']>;
  /** winner | winner_claimed | loser | drawing | entered | active | monthly_exclusive | future (packages/domain sweepCardState). */
  cardState: Scalars['String']['output'];
  /** promotional | monthly_exclusive */
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** The draw record that chose the winner, else the latest month the public draw pages show (docs/draws.md); null before any. */
  drawId?: Maybe<Scalars['ID']['output']>;
  end_available_date: Scalars['String']['output'];
  end_date: Scalars['String']['output'];
  /** The viewer's entries (0 when anonymous or not entered). */
  entries: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** URL path of the prize picture. */
  image: Scalars['String']['output'];
  /** Shown on the member-only tab; entered by active members only. */
  memberOnly: Scalars['Boolean']['output'];
  multiplier: SweepMultiplier;
  name: Scalars['String']['output'];
  /** The viewer's odds, null without entries: 1 in `oneIn` (rounded), from their entries and the pool. */
  odds?: Maybe<SweepOdds>;
  /** What the viewer may buy now, priced by the server (empty when nothing is for sale to them). */
  offers: Array<SweepOffer>;
  /** The host brand's price: amount (major units) for `entries` entries. */
  price: SweepPrice;
  prizeDescription: Scalars['String']['output'];
  /** physical (claiming asks for a shipping address) | digital */
  prizeKind: Scalars['String']['output'];
  product_name: Scalars['String']['output'];
  ref_number: Scalars['String']['output'];
  /** The contest rules' sponsor: the brand's company and address. */
  sponsor: SweepSponsor;
  /** When the giveaway is listed (ISO instants). */
  start_available_date: Scalars['String']['output'];
  /** The entry period (ISO instants): 12:01 a.m. Eastern Time on the 1st to 11:59 p.m. on the last day of a month. */
  start_date: Scalars['String']['output'];
  /** Active | Entered | Drawing | Announced | Winner | Winner (Claimed) | coming soon (SPEC.md 4 'Giveaway lifecycle'). */
  status: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  /** Entries in the pool: paid, free monthly and postal. */
  total_entries_sold: Scalars['Int']['output'];
  /** Set once a winner is chosen. */
  winner?: Maybe<SweepWinner>;
};

export type SweepAvailability = {
  __typename?: 'SweepAvailability';
  /** The visitor's country as the server resolved it (ISO alpha-2), for the message. */
  country?: Maybe<Scalars['String']['output']>;
  enabled: Scalars['Boolean']['output'];
  /** null when enabled; country (a blocked country: extra country code) | disabled (sweep_features:disabled) | not_offered (the brand offers no giveaways to this member) */
  reason?: Maybe<Scalars['String']['output']>;
};

export type SweepMultiplier = {
  __typename?: 'SweepMultiplier';
  amount: Scalars['Float']['output'];
  countryCode: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  multiplierFactor: Scalars['Int']['output'];
  symbol: Scalars['String']['output'];
};

export type SweepMutation = {
  __typename?: 'SweepMutation';
  /**
   * SPEC.md 7: credits the entries a verified payment (paymentRef = the return's subscription_id)
   * bought, exactly once. Errors: subscription_not_found, payment_not_confirmed, purchase_mismatch.
   */
  addEntriesAfterPaypalSuccess: AddEntriesPayload;
  /** Claims a won prize (physical prizes need shipping). Errors: not_winner, prize_already_claimed, invalid_address. */
  claimPrize: SweepPayload;
  /**
   * Opens the hosted payment page for an entry pack (offer: standard | multiplier | one_time | bonus),
   * priced by the server. dateOfBirth (YYYY-MM-DD) is required when none is on file and is kept.
   * source says where the member bought: page (default) | upsell | alternative | bonus | funnel; a
   * purchase from an upsell, the alternative upsell or the failed-upsell funnel does not re-arm the
   * upsell modal (sweep_entries / sa_upsell tags).
   * Errors: sweep_not_found, sweep_closed, sweep_not_started, sweep_unavailable, offer_not_available,
   * dob_required, dob_invalid, under_age, account_not_active.
   */
  startEntryPurchase: EntryPurchasePayload;
};


export type SweepMutationAddEntriesAfterPaypalSuccessArgs = {
  entries: Scalars['Int']['input'];
  paymentRef: Scalars['String']['input'];
  sweepId: Scalars['ID']['input'];
};


export type SweepMutationClaimPrizeArgs = {
  shipping?: InputMaybe<PrizeShippingInput>;
  sweepId: Scalars['ID']['input'];
};


export type SweepMutationStartEntryPurchaseArgs = {
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  method?: InputMaybe<Scalars['String']['input']>;
  offer: Scalars['String']['input'];
  returnPath?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  sweepId: Scalars['ID']['input'];
};

export type SweepOdds = {
  __typename?: 'SweepOdds';
  entries: Scalars['Int']['output'];
  oneIn: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** An entry pack the server sells: standard | multiplier | one_time | bonus (packages/domain sweeps/offers.ts). */
export type SweepOffer = {
  __typename?: 'SweepOffer';
  /** Major units in the price's currency. */
  amount: Scalars['Float']['output'];
  discountPercent?: Maybe<Scalars['Int']['output']>;
  entries: Scalars['Int']['output'];
  /** The undiscounted price shown struck through (one_time: 80% off), else null. */
  listAmount?: Maybe<Scalars['Float']['output']>;
  offer: Scalars['String']['output'];
};

export type SweepPayload = {
  __typename?: 'SweepPayload';
  responseResult: ResponseResult;
  sweep?: Maybe<Sweep>;
};

export type SweepPrice = {
  __typename?: 'SweepPrice';
  amount: Scalars['Float']['output'];
  countryCode: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  entries: Scalars['Int']['output'];
  symbol: Scalars['String']['output'];
};

export type SweepQuery = {
  __typename?: 'SweepQuery';
  /** Whether giveaways are on for this visitor, and why not: the giveaways screen tells the member. */
  availability: SweepAvailability;
  /** One giveaway of this brand (also a past one, for its winner and entrants); null when unknown here. */
  byId?: Maybe<Sweep>;
  /** Whether giveaways are on for this visitor (SPEC.md 'Sweep feature'), from packages/domain. */
  featureEnabled: Scalars['Boolean']['output'];
  /**
   * SPEC.md 7 sweep.listByBrand(brandId): the giveaways the brand shows now (coming soon, open,
   * drawing, and past ones for 72 hours after their winner was chosen), each with the viewer's entries.
   * Another brand's id answers the `forbidden` error, as content.menuItems does. Empty when the sweep
   * feature is off for the viewer.
   */
  listByBrand: Array<Sweep>;
};


export type SweepQueryByIdArgs = {
  id: Scalars['ID']['input'];
};


export type SweepQueryListByBrandArgs = {
  brandId: Scalars['ID']['input'];
};

export type SweepSponsor = {
  __typename?: 'SweepSponsor';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  companyName: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  state: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

export type SweepWinner = {
  __typename?: 'SweepWinner';
  chosenAt: Scalars['String']['output'];
  claimed: Scalars['Boolean']['output'];
  /** First name and last initial, or 'Postal entrant' for a postal winner. */
  displayName: Scalars['String']['output'];
  /** True when the viewer won. */
  isViewer: Scalars['Boolean']['output'];
};

/** Cover art: origin + path (+ cacheIndex for cache busting). `url` is origin + path + ?v=cacheIndex. */
export type Thumbnail = {
  __typename?: 'Thumbnail';
  cacheIndex: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  origin: Scalars['String']['output'];
  path: Scalars['String']['output'];
  url: Scalars['String']['output'];
  /** Intrinsic size of the cover in pixels (fixed aspect per media type), so grids reserve space before it loads. */
  width: Scalars['Int']['output'];
};

export type ThumbnailInput = {
  cacheIndex: Scalars['Int']['input'];
  origin: Scalars['String']['input'];
  path: Scalars['String']['input'];
};

export type Timezone = {
  __typename?: 'Timezone';
  /** IANA region id, e.g. Europe/Paris */
  id: Scalars['String']['output'];
  /** (UTC+01:00) Europe/Paris */
  label: Scalars['String']['output'];
  /** +01:00 */
  offset: Scalars['String']['output'];
  offsetMinutes: Scalars['Int']['output'];
};

export type Track = {
  __typename?: 'Track';
  /** Album (media item) the track belongs to. */
  albumId: Scalars['ID']['output'];
  albumTitle: Scalars['String']['output'];
  artists: Array<Person>;
  description?: Maybe<Scalars['String']['output']>;
  /** Seconds. */
  duration: Scalars['Int']['output'];
  genres: Array<Genre>;
  id: Scalars['ID']['output'];
  /** Null unless the viewer may play the album. */
  playbackKey?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  trackNumber: Scalars['Int']['output'];
};

export type Transaction = {
  __typename?: 'Transaction';
  /** Major units, e.g. 19.99 */
  amount: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  date: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Failure reason code for failed charges: card_declined | card_expired | no_payment_method */
  failureCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** subscription | renewal | upgrade | coins | entries | order, or refund (staff gave back part or all of a payment; amount positive) */
  kind: Scalars['String']['output'];
  /** The provider's charge reference. */
  reference: Scalars['String']['output'];
  /** succeeded | failed | refunded (a refund) */
  status: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
};

/** The member's live client certificate (older ones are revoked). */
export type VpnCertificate = {
  __typename?: 'VpnCertificate';
  expiresAt: Scalars['String']['output'];
  issuedAt: Scalars['String']['output'];
  /** Lower-case hex, as in the certificate and the brand's CRL. */
  serial: Scalars['String']['output'];
  serverId: Scalars['ID']['output'];
};

export type VpnConfig = {
  __typename?: 'VpnConfig';
  /** The OpenVPN configuration with the CA, client certificate and key inline. Shown once: the key is not stored. */
  content: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  /** {brand}-{server}.ovpn */
  fileName: Scalars['String']['output'];
  issuedAt: Scalars['String']['output'];
  serial: Scalars['String']['output'];
  serverId: Scalars['ID']['output'];
};

export type VpnConfigPayload = {
  __typename?: 'VpnConfigPayload';
  config?: Maybe<VpnConfig>;
  responseResult: ResponseResult;
};

/**
 * The VPN page (issue 14 part 3; SPEC.md 2 "VPN page", 4 "VPN", 6, 9): servers, and per-member OpenVPN
 * configurations whose client certificate the brand's own certificate authority signs.
 */
export type VpnServer = {
  __typename?: 'VpnServer';
  city: Scalars['String']['output'];
  /** ISO 3166 alpha-2; the web shows the flag and the country name in the member's language. */
  countryCode: Scalars['String']['output'];
  hostname: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 0–100: the share of the server's capacity in use. */
  load: Scalars['Int']['output'];
  port: Scalars['Int']['output'];
  /** udp | tcp */
  protocol: Scalars['String']['output'];
};

export type Wallet = {
  __typename?: 'Wallet';
  /** The history, newest first, `limit` (1–50, default 20) rows older than the row `before`. */
  activity: WalletActivityPage;
  /** The balance: the sum of the member's ledger rows (kept in members.coins_balance, never below 0). */
  coins: Scalars['Int']['output'];
  /** coins | credits (packages/domain balanceUnit: credits on the clickplay layout). */
  unit: Scalars['String']['output'];
};


export type WalletActivityArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** A line of the wallet's history (one coin ledger row). */
export type WalletActivity = {
  __typename?: 'WalletActivity';
  /** Coins; negative when spent. */
  amount: Scalars['Int']['output'];
  date: Scalars['String']['output'];
  /** In the member's language where the server wrote it (purchases, bonuses, orders); as given for addCredits. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** purchase | bonus | spend | refund | onboarding_reward | adjustment | credit */
  kind: Scalars['String']['output'];
};

/** One page of the wallet's history, newest first. */
export type WalletActivityPage = {
  __typename?: 'WalletActivityPage';
  items: Array<WalletActivity>;
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor?: Maybe<Scalars['ID']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActivatePayload: ResolverTypeWrapper<Partial<Omit<ActivatePayload, 'subscription'> & { subscription?: Maybe<ResolversTypes['Subscription']> }>>;
  AddCoinsPayload: ResolverTypeWrapper<Partial<AddCoinsPayload>>;
  AddCreditsPayload: ResolverTypeWrapper<Partial<AddCreditsPayload>>;
  AddEntriesPayload: ResolverTypeWrapper<Partial<AddEntriesPayload>>;
  Address: ResolverTypeWrapper<Partial<Address>>;
  AddressInput: ResolverTypeWrapper<Partial<AddressInput>>;
  AddressPayload: ResolverTypeWrapper<Partial<AddressPayload>>;
  Billing: ResolverTypeWrapper<Partial<Billing>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  CancelPayload: ResolverTypeWrapper<Partial<CancelPayload>>;
  CancelReceipt: ResolverTypeWrapper<Partial<CancelReceipt>>;
  Cart: ResolverTypeWrapper<Partial<Cart>>;
  CartLine: ResolverTypeWrapper<Partial<CartLine>>;
  CartPayload: ResolverTypeWrapper<Partial<CartPayload>>;
  CategoryPage: ResolverTypeWrapper<Partial<CategoryPage>>;
  CheckoutAddressInput: ResolverTypeWrapper<Partial<CheckoutAddressInput>>;
  CheckoutPayload: ResolverTypeWrapper<Partial<CheckoutPayload>>;
  CheckoutQuote: ResolverTypeWrapper<Partial<CheckoutQuote>>;
  CheckoutQuoteInput: ResolverTypeWrapper<Partial<CheckoutQuoteInput>>;
  CoinPack: ResolverTypeWrapper<Partial<CoinPack>>;
  CoinPurchasePayload: ResolverTypeWrapper<Partial<CoinPurchasePayload>>;
  CollectionEntry: ResolverTypeWrapper<EntryModel>;
  CollectionPayload: ResolverTypeWrapper<Partial<Omit<CollectionPayload, 'entries'> & { entries: Array<ResolversTypes['CollectionEntry']> }>>;
  ContentMutation: ResolverTypeWrapper<Partial<Omit<ContentMutation, 'addToCollection' | 'addToHistory' | 'addTracksToPlaylist' | 'createPlaylist' | 'moveTrackInPlaylist' | 'removeAllFromCollection' | 'removeAllFromHistory' | 'removeFromCollection' | 'removeFromHistory' | 'removeTrackFromPlaylist' | 'renamePlaylist' | 'reorderPlaylist' | 'savePlaybackPosition' | 'updateMediaProgress'> & { addToCollection: ResolversTypes['CollectionPayload'], addToHistory: ResolversTypes['CollectionPayload'], addTracksToPlaylist: ResolversTypes['PlaylistPayload'], createPlaylist: ResolversTypes['PlaylistPayload'], moveTrackInPlaylist: ResolversTypes['PlaylistPayload'], removeAllFromCollection: ResolversTypes['CollectionPayload'], removeAllFromHistory: ResolversTypes['CollectionPayload'], removeFromCollection: ResolversTypes['CollectionPayload'], removeFromHistory: ResolversTypes['CollectionPayload'], removeTrackFromPlaylist: ResolversTypes['PlaylistPayload'], renamePlaylist: ResolversTypes['PlaylistPayload'], reorderPlaylist: ResolversTypes['PlaylistPayload'], savePlaybackPosition: ResolversTypes['ProgressPayload'], updateMediaProgress: ResolversTypes['ProgressPayload'] }>>;
  ContentQuery: ResolverTypeWrapper<Partial<Omit<ContentQuery, 'browse' | 'collection' | 'continueWatching' | 'genres' | 'history' | 'homeRows' | 'media' | 'playback' | 'playlist' | 'playlists' | 'progress' | 'search' | 'slots' | 'slotsWithTags'> & { browse: ResolversTypes['MediaPage'], collection: Array<ResolversTypes['CollectionEntry']>, continueWatching: Array<ResolversTypes['ContinueEntry']>, genres: Array<ResolversTypes['Genre']>, history: Array<ResolversTypes['CollectionEntry']>, homeRows: ResolversTypes['HomeRows'], media?: Maybe<ResolversTypes['Media']>, playback: ResolversTypes['Playback'], playlist?: Maybe<ResolversTypes['Playlist']>, playlists: Array<ResolversTypes['Playlist']>, progress?: Maybe<ResolversTypes['MediaProgress']>, search: ResolversTypes['MediaPage'], slots: Array<ResolversTypes['Slot']>, slotsWithTags: Array<ResolversTypes['Slot']> }>>;
  ContinueEntry: ResolverTypeWrapper<Partial<Omit<ContinueEntry, 'media' | 'progress'> & { media: ResolversTypes['Media'], progress: ResolversTypes['MediaProgress'] }>>;
  CrossSellConfirmPayload: ResolverTypeWrapper<Partial<CrossSellConfirmPayload>>;
  CrossSellOffer: ResolverTypeWrapper<Partial<CrossSellOffer>>;
  CrossSellPurchasePayload: ResolverTypeWrapper<Partial<CrossSellPurchasePayload>>;
  DeletePlaylistPayload: ResolverTypeWrapper<Partial<DeletePlaylistPayload>>;
  EcommerceCategory: ResolverTypeWrapper<Partial<EcommerceCategory>>;
  EcommerceMutation: ResolverTypeWrapper<Partial<EcommerceMutation>>;
  EcommerceQuery: ResolverTypeWrapper<Partial<EcommerceQuery>>;
  EntryPurchasePayload: ResolverTypeWrapper<Partial<EntryPurchasePayload>>;
  Episode: ResolverTypeWrapper<EpisodeModel>;
  FaqEntry: ResolverTypeWrapper<Partial<FaqEntry>>;
  Feedback: ResolverTypeWrapper<Partial<Feedback>>;
  FeedbackPayload: ResolverTypeWrapper<Partial<FeedbackPayload>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  FundImpactInput: ResolverTypeWrapper<Partial<FundImpactInput>>;
  FundImpactPayload: ResolverTypeWrapper<Partial<FundImpactPayload>>;
  Genre: ResolverTypeWrapper<GenreModel>;
  GiveawayEntry: ResolverTypeWrapper<Partial<GiveawayEntry>>;
  GreenMonth: ResolverTypeWrapper<Partial<GreenMonth>>;
  GreenProgress: ResolverTypeWrapper<Partial<GreenProgress>>;
  HomeRows: ResolverTypeWrapper<HomeRowsModel>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  ImpactCategory: ResolverTypeWrapper<Partial<ImpactCategory>>;
  ImpactImage: ResolverTypeWrapper<Partial<ImpactImage>>;
  ImpactItem: ResolverTypeWrapper<Partial<ImpactItem>>;
  ImpactsMutation: ResolverTypeWrapper<Partial<ImpactsMutation>>;
  ImpactsQuery: ResolverTypeWrapper<Partial<ImpactsQuery>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  Invoice: ResolverTypeWrapper<Partial<Invoice>>;
  JSON: ResolverTypeWrapper<Partial<Scalars['JSON']['output']>>;
  LiveEvent: ResolverTypeWrapper<Partial<LiveEvent>>;
  LiveStat: ResolverTypeWrapper<Partial<LiveStat>>;
  LiveStats: ResolverTypeWrapper<Partial<LiveStats>>;
  LiveTeam: ResolverTypeWrapper<Partial<LiveTeam>>;
  Media: ResolverTypeWrapper<MediaModel>;
  MediaAccess: ResolverTypeWrapper<Partial<MediaAccess>>;
  MediaPage: ResolverTypeWrapper<Partial<Omit<MediaPage, 'items'> & { items: Array<ResolversTypes['Media']> }>>;
  MediaProgress: ResolverTypeWrapper<ProgressModel>;
  MediaTypeColors: ResolverTypeWrapper<Partial<MediaTypeColors>>;
  MediaTypeInfo: ResolverTypeWrapper<Partial<MediaTypeInfo>>;
  Member: ResolverTypeWrapper<MemberModel>;
  MemberImpact: ResolverTypeWrapper<Partial<MemberImpact>>;
  MemberMutation: ResolverTypeWrapper<Partial<Omit<MemberMutation, 'activateSubscription' | 'confirmEmailChange' | 'restartSubscription' | 'setLanguage' | 'setTimezone' | 'updateProfile'> & { activateSubscription: ResolversTypes['ActivatePayload'], confirmEmailChange: ResolversTypes['MemberPayload'], restartSubscription: ResolversTypes['ActivatePayload'], setLanguage: ResolversTypes['MemberPayload'], setTimezone: ResolversTypes['MemberPayload'], updateProfile: ResolversTypes['MemberPayload'] }>>;
  MemberPayload: ResolverTypeWrapper<Partial<Omit<MemberPayload, 'member'> & { member?: Maybe<ResolversTypes['Member']> }>>;
  MemberQuery: ResolverTypeWrapper<Partial<Omit<MemberQuery, 'info'> & { info?: Maybe<ResolversTypes['Member']> }>>;
  MemberSweep: ResolverTypeWrapper<Partial<MemberSweep>>;
  MemberVpn: ResolverTypeWrapper<Partial<MemberVpn>>;
  Membership: ResolverTypeWrapper<Partial<Membership>>;
  MenuColors: ResolverTypeWrapper<Partial<MenuColors>>;
  MenuItem: ResolverTypeWrapper<Partial<MenuItem>>;
  Mutation: ResolverTypeWrapper<Record<string, never>>;
  MutationPayload: ResolverTypeWrapper<Partial<MutationPayload>>;
  Offer: ResolverTypeWrapper<Partial<Offer>>;
  Onboarding: ResolverTypeWrapper<Partial<Onboarding>>;
  OnboardingPayload: ResolverTypeWrapper<Partial<OnboardingPayload>>;
  Order: ResolverTypeWrapper<Partial<Order>>;
  OrderPayload: ResolverTypeWrapper<Partial<OrderPayload>>;
  OrderProduct: ResolverTypeWrapper<Partial<OrderProduct>>;
  PaymentMethod: ResolverTypeWrapper<Partial<PaymentMethod>>;
  PaymentMethodPayload: ResolverTypeWrapper<Partial<PaymentMethodPayload>>;
  Person: ResolverTypeWrapper<PersonModel>;
  PlaceOrderInput: ResolverTypeWrapper<Partial<PlaceOrderInput>>;
  PlaceOrderPayload: ResolverTypeWrapper<Partial<PlaceOrderPayload>>;
  Plan: ResolverTypeWrapper<Partial<Plan>>;
  PlanQuery: ResolverTypeWrapper<Partial<PlanQuery>>;
  PlanRecurring: ResolverTypeWrapper<Partial<PlanRecurring>>;
  Playback: ResolverTypeWrapper<Partial<Omit<Playback, 'progress'> & { progress?: Maybe<ResolversTypes['MediaProgress']> }>>;
  PlaybackChapter: ResolverTypeWrapper<Partial<PlaybackChapter>>;
  PlaybackDownload: ResolverTypeWrapper<Partial<PlaybackDownload>>;
  PlaybackEbook: ResolverTypeWrapper<Partial<PlaybackEbook>>;
  PlaybackEpisode: ResolverTypeWrapper<Partial<PlaybackEpisode>>;
  PlaybackGame: ResolverTypeWrapper<Partial<PlaybackGame>>;
  PlaybackLive: ResolverTypeWrapper<Partial<PlaybackLive>>;
  PlaybackSubtitle: ResolverTypeWrapper<Partial<PlaybackSubtitle>>;
  PlaybackTrack: ResolverTypeWrapper<Partial<PlaybackTrack>>;
  PlaybackVideo: ResolverTypeWrapper<Partial<PlaybackVideo>>;
  Playlist: ResolverTypeWrapper<PlaylistModel>;
  PlaylistPayload: ResolverTypeWrapper<Partial<Omit<PlaylistPayload, 'playlist'> & { playlist?: Maybe<ResolversTypes['Playlist']> }>>;
  PlaylistTrack: ResolverTypeWrapper<PlaylistTrackModel>;
  PrizeShippingInput: ResolverTypeWrapper<Partial<PrizeShippingInput>>;
  Product: ResolverTypeWrapper<Partial<Product>>;
  ProductImage: ResolverTypeWrapper<Partial<ProductImage>>;
  ProductPage: ResolverTypeWrapper<Partial<ProductPage>>;
  ProductPrice: ResolverTypeWrapper<Partial<ProductPrice>>;
  ProductVariant: ResolverTypeWrapper<Partial<ProductVariant>>;
  ProfileInput: ResolverTypeWrapper<Partial<ProfileInput>>;
  ProgressPayload: ResolverTypeWrapper<Partial<Omit<ProgressPayload, 'progress'> & { progress?: Maybe<ResolversTypes['MediaProgress']> }>>;
  Query: ResolverTypeWrapper<Record<string, never>>;
  RefreshTokenPayload: ResolverTypeWrapper<Partial<RefreshTokenPayload>>;
  ResponseResult: ResolverTypeWrapper<Partial<ResponseResult>>;
  SetTagsPayload: ResolverTypeWrapper<Partial<SetTagsPayload>>;
  ShippingOption: ResolverTypeWrapper<Partial<ShippingOption>>;
  Slot: ResolverTypeWrapper<SlotModel>;
  SlotEntry: ResolverTypeWrapper<SlotEntryModel>;
  StaffDiagnostics: ResolverTypeWrapper<Partial<StaffDiagnostics>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  Subscription: ResolverTypeWrapper<SubscriptionModel>;
  SubscriptionSummary: ResolverTypeWrapper<Partial<SubscriptionSummary>>;
  Sweep: ResolverTypeWrapper<Partial<Sweep>>;
  SweepAvailability: ResolverTypeWrapper<Partial<SweepAvailability>>;
  SweepMultiplier: ResolverTypeWrapper<Partial<SweepMultiplier>>;
  SweepMutation: ResolverTypeWrapper<Partial<SweepMutation>>;
  SweepOdds: ResolverTypeWrapper<Partial<SweepOdds>>;
  SweepOffer: ResolverTypeWrapper<Partial<SweepOffer>>;
  SweepPayload: ResolverTypeWrapper<Partial<SweepPayload>>;
  SweepPrice: ResolverTypeWrapper<Partial<SweepPrice>>;
  SweepQuery: ResolverTypeWrapper<Partial<SweepQuery>>;
  SweepSponsor: ResolverTypeWrapper<Partial<SweepSponsor>>;
  SweepWinner: ResolverTypeWrapper<Partial<SweepWinner>>;
  Thumbnail: ResolverTypeWrapper<Partial<Thumbnail>>;
  ThumbnailInput: ResolverTypeWrapper<Partial<ThumbnailInput>>;
  Timezone: ResolverTypeWrapper<Partial<Timezone>>;
  Track: ResolverTypeWrapper<TrackModel>;
  Transaction: ResolverTypeWrapper<Partial<Transaction>>;
  VpnCertificate: ResolverTypeWrapper<Partial<VpnCertificate>>;
  VpnConfig: ResolverTypeWrapper<Partial<VpnConfig>>;
  VpnConfigPayload: ResolverTypeWrapper<Partial<VpnConfigPayload>>;
  VpnServer: ResolverTypeWrapper<Partial<VpnServer>>;
  Wallet: ResolverTypeWrapper<WalletModel>;
  WalletActivity: ResolverTypeWrapper<Partial<WalletActivity>>;
  WalletActivityPage: ResolverTypeWrapper<Partial<WalletActivityPage>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActivatePayload: Partial<Omit<ActivatePayload, 'subscription'> & { subscription?: Maybe<ResolversParentTypes['Subscription']> }>;
  AddCoinsPayload: Partial<AddCoinsPayload>;
  AddCreditsPayload: Partial<AddCreditsPayload>;
  AddEntriesPayload: Partial<AddEntriesPayload>;
  Address: Partial<Address>;
  AddressInput: Partial<AddressInput>;
  AddressPayload: Partial<AddressPayload>;
  Billing: Partial<Billing>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  CancelPayload: Partial<CancelPayload>;
  CancelReceipt: Partial<CancelReceipt>;
  Cart: Partial<Cart>;
  CartLine: Partial<CartLine>;
  CartPayload: Partial<CartPayload>;
  CategoryPage: Partial<CategoryPage>;
  CheckoutAddressInput: Partial<CheckoutAddressInput>;
  CheckoutPayload: Partial<CheckoutPayload>;
  CheckoutQuote: Partial<CheckoutQuote>;
  CheckoutQuoteInput: Partial<CheckoutQuoteInput>;
  CoinPack: Partial<CoinPack>;
  CoinPurchasePayload: Partial<CoinPurchasePayload>;
  CollectionEntry: EntryModel;
  CollectionPayload: Partial<Omit<CollectionPayload, 'entries'> & { entries: Array<ResolversParentTypes['CollectionEntry']> }>;
  ContentMutation: Partial<Omit<ContentMutation, 'addToCollection' | 'addToHistory' | 'addTracksToPlaylist' | 'createPlaylist' | 'moveTrackInPlaylist' | 'removeAllFromCollection' | 'removeAllFromHistory' | 'removeFromCollection' | 'removeFromHistory' | 'removeTrackFromPlaylist' | 'renamePlaylist' | 'reorderPlaylist' | 'savePlaybackPosition' | 'updateMediaProgress'> & { addToCollection: ResolversParentTypes['CollectionPayload'], addToHistory: ResolversParentTypes['CollectionPayload'], addTracksToPlaylist: ResolversParentTypes['PlaylistPayload'], createPlaylist: ResolversParentTypes['PlaylistPayload'], moveTrackInPlaylist: ResolversParentTypes['PlaylistPayload'], removeAllFromCollection: ResolversParentTypes['CollectionPayload'], removeAllFromHistory: ResolversParentTypes['CollectionPayload'], removeFromCollection: ResolversParentTypes['CollectionPayload'], removeFromHistory: ResolversParentTypes['CollectionPayload'], removeTrackFromPlaylist: ResolversParentTypes['PlaylistPayload'], renamePlaylist: ResolversParentTypes['PlaylistPayload'], reorderPlaylist: ResolversParentTypes['PlaylistPayload'], savePlaybackPosition: ResolversParentTypes['ProgressPayload'], updateMediaProgress: ResolversParentTypes['ProgressPayload'] }>;
  ContentQuery: Partial<Omit<ContentQuery, 'browse' | 'collection' | 'continueWatching' | 'genres' | 'history' | 'homeRows' | 'media' | 'playback' | 'playlist' | 'playlists' | 'progress' | 'search' | 'slots' | 'slotsWithTags'> & { browse: ResolversParentTypes['MediaPage'], collection: Array<ResolversParentTypes['CollectionEntry']>, continueWatching: Array<ResolversParentTypes['ContinueEntry']>, genres: Array<ResolversParentTypes['Genre']>, history: Array<ResolversParentTypes['CollectionEntry']>, homeRows: ResolversParentTypes['HomeRows'], media?: Maybe<ResolversParentTypes['Media']>, playback: ResolversParentTypes['Playback'], playlist?: Maybe<ResolversParentTypes['Playlist']>, playlists: Array<ResolversParentTypes['Playlist']>, progress?: Maybe<ResolversParentTypes['MediaProgress']>, search: ResolversParentTypes['MediaPage'], slots: Array<ResolversParentTypes['Slot']>, slotsWithTags: Array<ResolversParentTypes['Slot']> }>;
  ContinueEntry: Partial<Omit<ContinueEntry, 'media' | 'progress'> & { media: ResolversParentTypes['Media'], progress: ResolversParentTypes['MediaProgress'] }>;
  CrossSellConfirmPayload: Partial<CrossSellConfirmPayload>;
  CrossSellOffer: Partial<CrossSellOffer>;
  CrossSellPurchasePayload: Partial<CrossSellPurchasePayload>;
  DeletePlaylistPayload: Partial<DeletePlaylistPayload>;
  EcommerceCategory: Partial<EcommerceCategory>;
  EcommerceMutation: Partial<EcommerceMutation>;
  EcommerceQuery: Partial<EcommerceQuery>;
  EntryPurchasePayload: Partial<EntryPurchasePayload>;
  Episode: EpisodeModel;
  FaqEntry: Partial<FaqEntry>;
  Feedback: Partial<Feedback>;
  FeedbackPayload: Partial<FeedbackPayload>;
  Float: Partial<Scalars['Float']['output']>;
  FundImpactInput: Partial<FundImpactInput>;
  FundImpactPayload: Partial<FundImpactPayload>;
  Genre: GenreModel;
  GiveawayEntry: Partial<GiveawayEntry>;
  GreenMonth: Partial<GreenMonth>;
  GreenProgress: Partial<GreenProgress>;
  HomeRows: HomeRowsModel;
  ID: Partial<Scalars['ID']['output']>;
  ImpactCategory: Partial<ImpactCategory>;
  ImpactImage: Partial<ImpactImage>;
  ImpactItem: Partial<ImpactItem>;
  ImpactsMutation: Partial<ImpactsMutation>;
  ImpactsQuery: Partial<ImpactsQuery>;
  Int: Partial<Scalars['Int']['output']>;
  Invoice: Partial<Invoice>;
  JSON: Partial<Scalars['JSON']['output']>;
  LiveEvent: Partial<LiveEvent>;
  LiveStat: Partial<LiveStat>;
  LiveStats: Partial<LiveStats>;
  LiveTeam: Partial<LiveTeam>;
  Media: MediaModel;
  MediaAccess: Partial<MediaAccess>;
  MediaPage: Partial<Omit<MediaPage, 'items'> & { items: Array<ResolversParentTypes['Media']> }>;
  MediaProgress: ProgressModel;
  MediaTypeColors: Partial<MediaTypeColors>;
  MediaTypeInfo: Partial<MediaTypeInfo>;
  Member: MemberModel;
  MemberImpact: Partial<MemberImpact>;
  MemberMutation: Partial<Omit<MemberMutation, 'activateSubscription' | 'confirmEmailChange' | 'restartSubscription' | 'setLanguage' | 'setTimezone' | 'updateProfile'> & { activateSubscription: ResolversParentTypes['ActivatePayload'], confirmEmailChange: ResolversParentTypes['MemberPayload'], restartSubscription: ResolversParentTypes['ActivatePayload'], setLanguage: ResolversParentTypes['MemberPayload'], setTimezone: ResolversParentTypes['MemberPayload'], updateProfile: ResolversParentTypes['MemberPayload'] }>;
  MemberPayload: Partial<Omit<MemberPayload, 'member'> & { member?: Maybe<ResolversParentTypes['Member']> }>;
  MemberQuery: Partial<Omit<MemberQuery, 'info'> & { info?: Maybe<ResolversParentTypes['Member']> }>;
  MemberSweep: Partial<MemberSweep>;
  MemberVpn: Partial<MemberVpn>;
  Membership: Partial<Membership>;
  MenuColors: Partial<MenuColors>;
  MenuItem: Partial<MenuItem>;
  Mutation: Record<string, never>;
  MutationPayload: Partial<MutationPayload>;
  Offer: Partial<Offer>;
  Onboarding: Partial<Onboarding>;
  OnboardingPayload: Partial<OnboardingPayload>;
  Order: Partial<Order>;
  OrderPayload: Partial<OrderPayload>;
  OrderProduct: Partial<OrderProduct>;
  PaymentMethod: Partial<PaymentMethod>;
  PaymentMethodPayload: Partial<PaymentMethodPayload>;
  Person: PersonModel;
  PlaceOrderInput: Partial<PlaceOrderInput>;
  PlaceOrderPayload: Partial<PlaceOrderPayload>;
  Plan: Partial<Plan>;
  PlanQuery: Partial<PlanQuery>;
  PlanRecurring: Partial<PlanRecurring>;
  Playback: Partial<Omit<Playback, 'progress'> & { progress?: Maybe<ResolversParentTypes['MediaProgress']> }>;
  PlaybackChapter: Partial<PlaybackChapter>;
  PlaybackDownload: Partial<PlaybackDownload>;
  PlaybackEbook: Partial<PlaybackEbook>;
  PlaybackEpisode: Partial<PlaybackEpisode>;
  PlaybackGame: Partial<PlaybackGame>;
  PlaybackLive: Partial<PlaybackLive>;
  PlaybackSubtitle: Partial<PlaybackSubtitle>;
  PlaybackTrack: Partial<PlaybackTrack>;
  PlaybackVideo: Partial<PlaybackVideo>;
  Playlist: PlaylistModel;
  PlaylistPayload: Partial<Omit<PlaylistPayload, 'playlist'> & { playlist?: Maybe<ResolversParentTypes['Playlist']> }>;
  PlaylistTrack: PlaylistTrackModel;
  PrizeShippingInput: Partial<PrizeShippingInput>;
  Product: Partial<Product>;
  ProductImage: Partial<ProductImage>;
  ProductPage: Partial<ProductPage>;
  ProductPrice: Partial<ProductPrice>;
  ProductVariant: Partial<ProductVariant>;
  ProfileInput: Partial<ProfileInput>;
  ProgressPayload: Partial<Omit<ProgressPayload, 'progress'> & { progress?: Maybe<ResolversParentTypes['MediaProgress']> }>;
  Query: Record<string, never>;
  RefreshTokenPayload: Partial<RefreshTokenPayload>;
  ResponseResult: Partial<ResponseResult>;
  SetTagsPayload: Partial<SetTagsPayload>;
  ShippingOption: Partial<ShippingOption>;
  Slot: SlotModel;
  SlotEntry: SlotEntryModel;
  StaffDiagnostics: Partial<StaffDiagnostics>;
  String: Partial<Scalars['String']['output']>;
  Subscription: SubscriptionModel;
  SubscriptionSummary: Partial<SubscriptionSummary>;
  Sweep: Partial<Sweep>;
  SweepAvailability: Partial<SweepAvailability>;
  SweepMultiplier: Partial<SweepMultiplier>;
  SweepMutation: Partial<SweepMutation>;
  SweepOdds: Partial<SweepOdds>;
  SweepOffer: Partial<SweepOffer>;
  SweepPayload: Partial<SweepPayload>;
  SweepPrice: Partial<SweepPrice>;
  SweepQuery: Partial<SweepQuery>;
  SweepSponsor: Partial<SweepSponsor>;
  SweepWinner: Partial<SweepWinner>;
  Thumbnail: Partial<Thumbnail>;
  ThumbnailInput: Partial<ThumbnailInput>;
  Timezone: Partial<Timezone>;
  Track: TrackModel;
  Transaction: Partial<Transaction>;
  VpnCertificate: Partial<VpnCertificate>;
  VpnConfig: Partial<VpnConfig>;
  VpnConfigPayload: Partial<VpnConfigPayload>;
  VpnServer: Partial<VpnServer>;
  Wallet: WalletModel;
  WalletActivity: Partial<WalletActivity>;
  WalletActivityPage: Partial<WalletActivityPage>;
};

export type ActivatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivatePayload'] = ResolversParentTypes['ActivatePayload']> = {
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['Subscription']>, ParentType, ContextType>;
};

export type AddCoinsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddCoinsPayload'] = ResolversParentTypes['AddCoinsPayload']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  coins?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AddCreditsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddCreditsPayload'] = ResolversParentTypes['AddCreditsPayload']> = {
  balance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type AddEntriesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddEntriesPayload'] = ResolversParentTypes['AddEntriesPayload']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  entries?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  sweep?: Resolver<Maybe<ResolversTypes['Sweep']>, ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  apartmentSuite?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AddressPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddressPayload'] = ResolversParentTypes['AddressPayload']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type BillingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Billing'] = ResolversParentTypes['Billing']> = {
  customerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPaymentMethod?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentFailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CancelPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelPayload'] = ResolversParentTypes['CancelPayload']> = {
  receipt?: Resolver<Maybe<ResolversTypes['CancelReceipt']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type CancelReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelReceipt'] = ResolversParentTypes['CancelReceipt']> = {
  accessUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purgeDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referenceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
};

export type CartPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartPayload'] = ResolversParentTypes['CartPayload']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type CategoryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryPage'] = ResolversParentTypes['CategoryPage']> = {
  category?: Resolver<ResolversTypes['EcommerceCategory'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType>;
};

export type CheckoutPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutPayload'] = ResolversParentTypes['CheckoutPayload']> = {
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CheckoutQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutQuote'] = ResolversParentTypes['CheckoutQuote']> = {
  cartVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  shippingOptions?: Resolver<Array<ResolversTypes['ShippingOption']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalCoins?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CoinPackResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoinPack'] = ResolversParentTypes['CoinPack']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bonusCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CoinPurchasePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoinPurchasePayload'] = ResolversParentTypes['CoinPurchasePayload']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  coins?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ref?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CollectionEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionEntry'] = ResolversParentTypes['CollectionEntry']> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  artist?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['Thumbnail'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CollectionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CollectionPayload'] = ResolversParentTypes['CollectionPayload']> = {
  entries?: Resolver<Array<ResolversTypes['CollectionEntry']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type ContentMutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentMutation'] = ResolversParentTypes['ContentMutation']> = {
  addToCollection?: Resolver<ResolversTypes['CollectionPayload'], ParentType, ContextType, RequireFields<ContentMutationAddToCollectionArgs, 'id' | 'type'>>;
  addToHistory?: Resolver<ResolversTypes['CollectionPayload'], ParentType, ContextType, RequireFields<ContentMutationAddToHistoryArgs, 'id' | 'type'>>;
  addTracksToPlaylist?: Resolver<ResolversTypes['PlaylistPayload'], ParentType, ContextType, RequireFields<ContentMutationAddTracksToPlaylistArgs, 'playlistId' | 'trackIds'>>;
  createPlaylist?: Resolver<ResolversTypes['PlaylistPayload'], ParentType, ContextType, RequireFields<ContentMutationCreatePlaylistArgs, 'name'>>;
  deletePlaylist?: Resolver<ResolversTypes['DeletePlaylistPayload'], ParentType, ContextType, RequireFields<ContentMutationDeletePlaylistArgs, 'id'>>;
  moveTrackInPlaylist?: Resolver<ResolversTypes['PlaylistPayload'], ParentType, ContextType, RequireFields<ContentMutationMoveTrackInPlaylistArgs, 'expectedVersion' | 'playlistId' | 'toIndex' | 'trackId'>>;
  removeAllFromCollection?: Resolver<ResolversTypes['CollectionPayload'], ParentType, ContextType>;
  removeAllFromHistory?: Resolver<ResolversTypes['CollectionPayload'], ParentType, ContextType>;
  removeFromCollection?: Resolver<ResolversTypes['CollectionPayload'], ParentType, ContextType, RequireFields<ContentMutationRemoveFromCollectionArgs, 'id' | 'type'>>;
  removeFromHistory?: Resolver<ResolversTypes['CollectionPayload'], ParentType, ContextType, RequireFields<ContentMutationRemoveFromHistoryArgs, 'id' | 'type'>>;
  removeTrackFromPlaylist?: Resolver<ResolversTypes['PlaylistPayload'], ParentType, ContextType, RequireFields<ContentMutationRemoveTrackFromPlaylistArgs, 'playlistId' | 'trackId'>>;
  renamePlaylist?: Resolver<ResolversTypes['PlaylistPayload'], ParentType, ContextType, RequireFields<ContentMutationRenamePlaylistArgs, 'id' | 'name'>>;
  reorderPlaylist?: Resolver<ResolversTypes['PlaylistPayload'], ParentType, ContextType, RequireFields<ContentMutationReorderPlaylistArgs, 'playlistId' | 'trackIds'>>;
  savePlaybackPosition?: Resolver<ResolversTypes['ProgressPayload'], ParentType, ContextType, RequireFields<ContentMutationSavePlaybackPositionArgs, 'id' | 'mediaType' | 'progress' | 'sequence'>>;
  updateMediaProgress?: Resolver<ResolversTypes['ProgressPayload'], ParentType, ContextType, RequireFields<ContentMutationUpdateMediaProgressArgs, 'id' | 'mediaType' | 'progress'>>;
};

export type ContentQueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentQuery'] = ResolversParentTypes['ContentQuery']> = {
  browse?: Resolver<ResolversTypes['MediaPage'], ParentType, ContextType, RequireFields<ContentQueryBrowseArgs, 'first' | 'mediaType'>>;
  collection?: Resolver<Array<ResolversTypes['CollectionEntry']>, ParentType, ContextType, Partial<ContentQueryCollectionArgs>>;
  continueWatching?: Resolver<Array<ResolversTypes['ContinueEntry']>, ParentType, ContextType, RequireFields<ContentQueryContinueWatchingArgs, 'first'>>;
  faq?: Resolver<Array<ResolversTypes['FaqEntry']>, ParentType, ContextType>;
  genres?: Resolver<Array<ResolversTypes['Genre']>, ParentType, ContextType, RequireFields<ContentQueryGenresArgs, 'mediaType'>>;
  history?: Resolver<Array<ResolversTypes['CollectionEntry']>, ParentType, ContextType, Partial<ContentQueryHistoryArgs>>;
  homeRows?: Resolver<ResolversTypes['HomeRows'], ParentType, ContextType>;
  live?: Resolver<Maybe<ResolversTypes['LiveStats']>, ParentType, ContextType, RequireFields<ContentQueryLiveArgs, 'slug'>>;
  liveNow?: Resolver<Array<ResolversTypes['LiveStats']>, ParentType, ContextType>;
  media?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType, RequireFields<ContentQueryMediaArgs, 'id' | 'mediaType'>>;
  mediaTypes?: Resolver<Array<ResolversTypes['MediaTypeInfo']>, ParentType, ContextType>;
  menuItems?: Resolver<Array<ResolversTypes['MenuItem']>, ParentType, ContextType, Partial<ContentQueryMenuItemsArgs>>;
  playback?: Resolver<ResolversTypes['Playback'], ParentType, ContextType, RequireFields<ContentQueryPlaybackArgs, 'id' | 'mediaType'>>;
  playlist?: Resolver<Maybe<ResolversTypes['Playlist']>, ParentType, ContextType, RequireFields<ContentQueryPlaylistArgs, 'id'>>;
  playlists?: Resolver<Array<ResolversTypes['Playlist']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['MediaProgress']>, ParentType, ContextType, RequireFields<ContentQueryProgressArgs, 'id' | 'mediaType'>>;
  search?: Resolver<ResolversTypes['MediaPage'], ParentType, ContextType, RequireFields<ContentQuerySearchArgs, 'first' | 'query'>>;
  slots?: Resolver<Array<ResolversTypes['Slot']>, ParentType, ContextType, RequireFields<ContentQuerySlotsArgs, 'mediaType'>>;
  slotsWithTags?: Resolver<Array<ResolversTypes['Slot']>, ParentType, ContextType, RequireFields<ContentQuerySlotsWithTagsArgs, 'tags'>>;
};

export type ContinueEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContinueEntry'] = ResolversParentTypes['ContinueEntry']> = {
  fraction?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  media?: Resolver<ResolversTypes['Media'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['MediaProgress'], ParentType, ContextType>;
};

export type CrossSellConfirmPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CrossSellConfirmPayload'] = ResolversParentTypes['CrossSellConfirmPayload']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CrossSellOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CrossSellOffer'] = ResolversParentTypes['CrossSellOffer']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  callToAction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CrossSellPurchasePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CrossSellPurchasePayload'] = ResolversParentTypes['CrossSellPurchasePayload']> = {
  ref?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeletePlaylistPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePlaylistPayload'] = ResolversParentTypes['DeletePlaylistPayload']> = {
  playlistId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type EcommerceCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EcommerceCategory'] = ResolversParentTypes['EcommerceCategory']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EcommerceMutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EcommerceMutation'] = ResolversParentTypes['EcommerceMutation']> = {
  addToCart?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<EcommerceMutationAddToCartArgs, 'productId' | 'quantity'>>;
  confirmOrderPayment?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<EcommerceMutationConfirmOrderPaymentArgs, 'orderId' | 'paymentRef'>>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderPayload'], ParentType, ContextType, RequireFields<EcommerceMutationPlaceOrderArgs, 'input'>>;
  removeCartLine?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<EcommerceMutationRemoveCartLineArgs, 'lineId'>>;
  updateCartLine?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<EcommerceMutationUpdateCartLineArgs, 'lineId' | 'quantity'>>;
};

export type EcommerceQueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EcommerceQuery'] = ResolversParentTypes['EcommerceQuery']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['CategoryPage']>, ParentType, ContextType, RequireFields<EcommerceQueryCategoryArgs, 'slug'>>;
  checkoutQuote?: Resolver<ResolversTypes['CheckoutQuote'], ParentType, ContextType, RequireFields<EcommerceQueryCheckoutQuoteArgs, 'input'>>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  getMemberOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  listCategories?: Resolver<Array<ResolversTypes['EcommerceCategory']>, ParentType, ContextType, Partial<EcommerceQueryListCategoriesArgs>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<EcommerceQueryOrderArgs, 'id'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<EcommerceQueryProductArgs, 'id'>>;
  shippable?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<EcommerceQueryShippableArgs>>;
  welcomeGift?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type EntryPurchasePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EntryPurchasePayload'] = ResolversParentTypes['EntryPurchasePayload']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  entries?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ref?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EpisodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Episode'] = ResolversParentTypes['Episode']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  episodeNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  playbackKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  releaseDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seasonNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['Thumbnail'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FaqEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FaqEntry'] = ResolversParentTypes['FaqEntry']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeedbackResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Feedback'] = ResolversParentTypes['Feedback']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issueId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issueType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mediaId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  mediaTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FeedbackPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeedbackPayload'] = ResolversParentTypes['FeedbackPayload']> = {
  feedback?: Resolver<Maybe<ResolversTypes['Feedback']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type FundImpactPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FundImpactPayload'] = ResolversParentTypes['FundImpactPayload']> = {
  balance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  coins?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['ImpactItem']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type GenreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Genre'] = ResolversParentTypes['Genre']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GiveawayEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiveawayEntry'] = ResolversParentTypes['GiveawayEntry']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sweepId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type GreenMonthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GreenMonth'] = ResolversParentTypes['GreenMonth']> = {
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trees?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GreenProgressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GreenProgress'] = ResolversParentTypes['GreenProgress']> = {
  activeMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  carbonOffsetTonnes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hoursStreamed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['GreenMonth']>, ParentType, ContextType>;
  treesPlanted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HomeRowsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeRows'] = ResolversParentTypes['HomeRows']> = {
  entries?: Resolver<Array<ResolversTypes['SlotEntry']>, ParentType, ContextType, RequireFields<HomeRowsEntriesArgs, 'first'>>;
  rows?: Resolver<Array<ResolversTypes['Slot']>, ParentType, ContextType>;
};

export type ImpactCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImpactCategory'] = ResolversParentTypes['ImpactCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ImpactItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImpactImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImpactImage'] = ResolversParentTypes['ImpactImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImpactItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImpactItem'] = ResolversParentTypes['ImpactItem']> = {
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  funded_quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ImpactImage']>, ParentType, ContextType>;
  langs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  member_target?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  my_quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price_per_unit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  progress_percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remaining_quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  target_quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImpactsMutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImpactsMutation'] = ResolversParentTypes['ImpactsMutation']> = {
  fund?: Resolver<ResolversTypes['FundImpactPayload'], ParentType, ContextType, RequireFields<ImpactsMutationFundArgs, 'input'>>;
};

export type ImpactsQueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImpactsQuery'] = ResolversParentTypes['ImpactsQuery']> = {
  greenPageEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['ImpactItem']>, ParentType, ContextType, RequireFields<ImpactsQueryItemArgs, 'id'>>;
  listCategories?: Resolver<Array<ResolversTypes['ImpactCategory']>, ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LiveEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LiveEvent'] = ResolversParentTypes['LiveEvent']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LiveStatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LiveStat'] = ResolversParentTypes['LiveStat']> = {
  away?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  home?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LiveStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LiveStats'] = ResolversParentTypes['LiveStats']> = {
  away?: Resolver<ResolversTypes['LiveTeam'], ParentType, ContextType>;
  clock?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['LiveEvent']>, ParentType, ContextType>;
  home?: Resolver<ResolversTypes['LiveTeam'], ParentType, ContextType>;
  mediaId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stats?: Resolver<Array<ResolversTypes['LiveStat']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LiveTeamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LiveTeam'] = ResolversParentTypes['LiveTeam']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  short?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MediaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Media'] = ResolversParentTypes['Media']> = {
  access?: Resolver<ResolversTypes['MediaAccess'], ParentType, ContextType>;
  artists?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  authors?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  casts?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  copyright?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryOfOrigin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  directors?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  edition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  episodeNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  episodes?: Resolver<Array<ResolversTypes['Episode']>, ParentType, ContextType>;
  firstEpisode?: Resolver<Maybe<ResolversTypes['Episode']>, ParentType, ContextType>;
  genres?: Resolver<Array<ResolversTypes['Genre']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inCollection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_free?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isbn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  liveSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  narrators?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  numPages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  playbackKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  popularity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  producers?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['MediaProgress']>, ParentType, ContextType>;
  publisher?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  quality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  releaseDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  seasonNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['Thumbnail'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tracks?: Resolver<Array<ResolversTypes['Track']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  upc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vendor_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  writers?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
};

export type MediaAccessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaAccess'] = ResolversParentTypes['MediaAccess']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MediaPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaPage'] = ResolversParentTypes['MediaPage']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MediaProgressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaProgress'] = ResolversParentTypes['MediaProgress']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MediaTypeColorsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaTypeColors'] = ResolversParentTypes['MediaTypeColors']> = {
  background?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MediaTypeInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaTypeInfo'] = ResolversParentTypes['MediaTypeInfo']> = {
  colors?: Resolver<ResolversTypes['MediaTypeColors'], ParentType, ContextType>;
  display_area_slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hideForIphoneDevice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inPlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = {
  accountState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billing?: Resolver<ResolversTypes['Billing'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  coinsBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feedbacks?: Resolver<Array<ResolversTypes['Feedback']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  giveawaysEntered?: Resolver<Array<ResolversTypes['GiveawayEntry']>, ParentType, ContextType>;
  greenPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  greenProgress?: Resolver<ResolversTypes['GreenProgress'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impacts?: Resolver<Array<ResolversTypes['MemberImpact']>, ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDemo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  membership?: Resolver<Maybe<ResolversTypes['Membership']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onboardingStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipe?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  staffDiagnostics?: Resolver<Maybe<ResolversTypes['StaffDiagnostics']>, ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['SubscriptionSummary'], ParentType, ContextType>;
  subscriptionProvider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscriptions?: Resolver<Array<ResolversTypes['Subscription']>, ParentType, ContextType>;
  sweeps?: Resolver<Array<ResolversTypes['MemberSweep']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactions?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType>;
  vpn?: Resolver<ResolversTypes['MemberVpn'], ParentType, ContextType>;
  wallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType>;
};

export type MemberImpactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberImpact'] = ResolversParentTypes['MemberImpact']> = {
  coins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberMutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberMutation'] = ResolversParentTypes['MemberMutation']> = {
  activateSubscription?: Resolver<ResolversTypes['ActivatePayload'], ParentType, ContextType, RequireFields<MemberMutationActivateSubscriptionArgs, 'subscriptionId'>>;
  addCoinsAfterPaymentSuccess?: Resolver<ResolversTypes['AddCoinsPayload'], ParentType, ContextType, RequireFields<MemberMutationAddCoinsAfterPaymentSuccessArgs, 'packId' | 'paymentRef'>>;
  addCredits?: Resolver<ResolversTypes['AddCreditsPayload'], ParentType, ContextType, RequireFields<MemberMutationAddCreditsArgs, 'amount' | 'description'>>;
  addCrossSellAfterPaymentSuccess?: Resolver<ResolversTypes['CrossSellConfirmPayload'], ParentType, ContextType, RequireFields<MemberMutationAddCrossSellAfterPaymentSuccessArgs, 'offerId' | 'paymentRef'>>;
  addPaymentMethod?: Resolver<ResolversTypes['PaymentMethodPayload'], ParentType, ContextType, RequireFields<MemberMutationAddPaymentMethodArgs, 'ccLast' | 'ccType' | 'paymentMethodId'>>;
  cancelSubscription?: Resolver<ResolversTypes['CancelPayload'], ParentType, ContextType, Partial<MemberMutationCancelSubscriptionArgs>>;
  changeEmail?: Resolver<ResolversTypes['MutationPayload'], ParentType, ContextType, RequireFields<MemberMutationChangeEmailArgs, 'confirmation' | 'newEmail'>>;
  changePassword?: Resolver<ResolversTypes['MutationPayload'], ParentType, ContextType, RequireFields<MemberMutationChangePasswordArgs, 'currentPassword' | 'newPassword' | 'verification'>>;
  completeOnboardingStep?: Resolver<ResolversTypes['OnboardingPayload'], ParentType, ContextType, RequireFields<MemberMutationCompleteOnboardingStepArgs, 'step'>>;
  confirmEmailChange?: Resolver<ResolversTypes['MemberPayload'], ParentType, ContextType, RequireFields<MemberMutationConfirmEmailChangeArgs, 'key'>>;
  deactivateDemoAccount?: Resolver<ResolversTypes['MutationPayload'], ParentType, ContextType>;
  issueVpnConfig?: Resolver<ResolversTypes['VpnConfigPayload'], ParentType, ContextType, Partial<MemberMutationIssueVpnConfigArgs>>;
  refreshToken?: Resolver<ResolversTypes['RefreshTokenPayload'], ParentType, ContextType>;
  removePaymentMethod?: Resolver<ResolversTypes['MutationPayload'], ParentType, ContextType, RequireFields<MemberMutationRemovePaymentMethodArgs, 'id'>>;
  restartSubscription?: Resolver<ResolversTypes['ActivatePayload'], ParentType, ContextType, Partial<MemberMutationRestartSubscriptionArgs>>;
  sendFeedback?: Resolver<ResolversTypes['FeedbackPayload'], ParentType, ContextType, RequireFields<MemberMutationSendFeedbackArgs, 'issueId' | 'issueType' | 'mediaType'>>;
  setLanguage?: Resolver<ResolversTypes['MemberPayload'], ParentType, ContextType, RequireFields<MemberMutationSetLanguageArgs, 'lang'>>;
  setPreferredPaymentMethod?: Resolver<ResolversTypes['PaymentMethodPayload'], ParentType, ContextType, RequireFields<MemberMutationSetPreferredPaymentMethodArgs, 'id'>>;
  setTags?: Resolver<ResolversTypes['SetTagsPayload'], ParentType, ContextType, RequireFields<MemberMutationSetTagsArgs, 'tags'>>;
  setTimezone?: Resolver<ResolversTypes['MemberPayload'], ParentType, ContextType, RequireFields<MemberMutationSetTimezoneArgs, 'timezone'>>;
  skipOnboarding?: Resolver<ResolversTypes['OnboardingPayload'], ParentType, ContextType>;
  startCheckout?: Resolver<ResolversTypes['CheckoutPayload'], ParentType, ContextType, RequireFields<MemberMutationStartCheckoutArgs, 'planId'>>;
  startCoinPurchase?: Resolver<ResolversTypes['CoinPurchasePayload'], ParentType, ContextType, RequireFields<MemberMutationStartCoinPurchaseArgs, 'packId'>>;
  startCrossSellPurchase?: Resolver<ResolversTypes['CrossSellPurchasePayload'], ParentType, ContextType, RequireFields<MemberMutationStartCrossSellPurchaseArgs, 'offerId'>>;
  startOnboarding?: Resolver<ResolversTypes['OnboardingPayload'], ParentType, ContextType>;
  updateAddress?: Resolver<ResolversTypes['AddressPayload'], ParentType, ContextType, RequireFields<MemberMutationUpdateAddressArgs, 'input'>>;
  updatePaymentMethod?: Resolver<ResolversTypes['PaymentMethodPayload'], ParentType, ContextType, RequireFields<MemberMutationUpdatePaymentMethodArgs, 'ccLast' | 'ccType' | 'paymentMethodId'>>;
  updateProfile?: Resolver<ResolversTypes['MemberPayload'], ParentType, ContextType, RequireFields<MemberMutationUpdateProfileArgs, 'input'>>;
};

export type MemberPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberPayload'] = ResolversParentTypes['MemberPayload']> = {
  member?: Resolver<Maybe<ResolversTypes['Member']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type MemberQueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberQuery'] = ResolversParentTypes['MemberQuery']> = {
  coinPacks?: Resolver<Array<ResolversTypes['CoinPack']>, ParentType, ContextType>;
  crossSell?: Resolver<Maybe<ResolversTypes['CrossSellOffer']>, ParentType, ContextType>;
  getCreditBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  info?: Resolver<Maybe<ResolversTypes['Member']>, ParentType, ContextType>;
  onboarding?: Resolver<Maybe<ResolversTypes['Onboarding']>, ParentType, ContextType>;
  timezones?: Resolver<Array<ResolversTypes['Timezone']>, ParentType, ContextType>;
};

export type MemberSweepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberSweep'] = ResolversParentTypes['MemberSweep']> = {
  entries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstEnteredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastEnteredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sweepId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MemberVpnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberVpn'] = ResolversParentTypes['MemberVpn']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  certificate?: Resolver<Maybe<ResolversTypes['VpnCertificate']>, ParentType, ContextType>;
  fastestServerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  servers?: Resolver<Array<ResolversTypes['VpnServer']>, ParentType, ContextType>;
};

export type MembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = {
  accessUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingPeriodDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  canRestart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelRefId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextBillingDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentFailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePerMonth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceRecurring?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  purgeDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuColorsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuColors'] = ResolversParentTypes['MenuColors']> = {
  background?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MenuItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuItem'] = ResolversParentTypes['MenuItem']> = {
  colors?: Resolver<Maybe<ResolversTypes['MenuColors']>, ParentType, ContextType>;
  display_area_slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hideForIphoneDevice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  submenu_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  content?: Resolver<ResolversTypes['ContentMutation'], ParentType, ContextType>;
  ecommerce?: Resolver<ResolversTypes['EcommerceMutation'], ParentType, ContextType>;
  impacts?: Resolver<ResolversTypes['ImpactsMutation'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['MemberMutation'], ParentType, ContextType>;
  sweep?: Resolver<ResolversTypes['SweepMutation'], ParentType, ContextType>;
};

export type MutationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutationPayload'] = ResolversParentTypes['MutationPayload']> = {
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type OfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Offer'] = ResolversParentTypes['Offer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mediaTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OnboardingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Onboarding'] = ResolversParentTypes['Onboarding']> = {
  currentStep?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  explorerBadge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewardCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stepCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  stepsDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OnboardingPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnboardingPayload'] = ResolversParentTypes['OnboardingPayload']> = {
  coinsBalance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  onboarding?: Resolver<Maybe<ResolversTypes['Onboarding']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  coinsSpent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  freeGift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['OrderProduct']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  shippingOption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trackingNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPayload'] = ResolversParentTypes['OrderPayload']> = {
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type OrderProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderProduct'] = ResolversParentTypes['OrderProduct']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expMonth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expiry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  holderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBackup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paypalEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentMethodPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethodPayload'] = ResolversParentTypes['PaymentMethodPayload']> = {
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type PersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaceOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceOrderPayload'] = ResolversParentTypes['PlaceOrderPayload']> = {
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  ref?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceInitial?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceRecurring?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recurring?: Resolver<ResolversTypes['PlanRecurring'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trialPeriod?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanQueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanQuery'] = ResolversParentTypes['PlanQuery']> = {
  getPlans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
};

export type PlanRecurringResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanRecurring'] = ResolversParentTypes['PlanRecurring']> = {
  interval?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  interval_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlaybackResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Playback'] = ResolversParentTypes['Playback']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  chapters?: Resolver<Array<ResolversTypes['PlaybackChapter']>, ParentType, ContextType>;
  downloads?: Resolver<Array<ResolversTypes['PlaybackDownload']>, ParentType, ContextType>;
  ebook?: Resolver<Maybe<ResolversTypes['PlaybackEbook']>, ParentType, ContextType>;
  episodes?: Resolver<Array<ResolversTypes['PlaybackEpisode']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  game?: Resolver<Maybe<ResolversTypes['PlaybackGame']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  live?: Resolver<Maybe<ResolversTypes['PlaybackLive']>, ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['MediaProgress']>, ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['Thumbnail'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tracks?: Resolver<Array<ResolversTypes['PlaybackTrack']>, ParentType, ContextType>;
  vendor_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['PlaybackVideo']>, ParentType, ContextType>;
};

export type PlaybackChapterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaybackChapter'] = ResolversParentTypes['PlaybackChapter']> = {
  duration?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaybackDownloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaybackDownload'] = ResolversParentTypes['PlaybackDownload']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaybackEbookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaybackEbook'] = ResolversParentTypes['PlaybackEbook']> = {
  chapterCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaybackEpisodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaybackEpisode'] = ResolversParentTypes['PlaybackEpisode']> = {
  duration?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  episodeNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seasonNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaybackGameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaybackGame'] = ResolversParentTypes['PlaybackGame']> = {
  controlsKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaybackLiveResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaybackLive'] = ResolversParentTypes['PlaybackLive']> = {
  bitrateKbps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hlsUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  liveSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resolution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  segmentSeconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PlaybackSubtitleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaybackSubtitle'] = ResolversParentTypes['PlaybackSubtitle']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaybackTrackResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaybackTrack'] = ResolversParentTypes['PlaybackTrack']> = {
  albumId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  albumTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  artist?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['Thumbnail'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaybackVideoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaybackVideo'] = ResolversParentTypes['PlaybackVideo']> = {
  duration?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  episodeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  posterUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtitles?: Resolver<Array<ResolversTypes['PlaybackSubtitle']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaylistResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Playlist'] = ResolversParentTypes['Playlist']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalDuration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trackCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tracks?: Resolver<Array<ResolversTypes['PlaylistTrack']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlaylistPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaylistPayload'] = ResolversParentTypes['PlaylistPayload']> = {
  playlist?: Resolver<Maybe<ResolversTypes['Playlist']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type PlaylistTrackResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaylistTrack'] = ResolversParentTypes['PlaylistTrack']> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  albumId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  albumTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  artist?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  playbackKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['Thumbnail'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  categorySlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
  welcomeGift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = {
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  listAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductVariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductVariant'] = ResolversParentTypes['ProductVariant']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProgressPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProgressPayload'] = ResolversParentTypes['ProgressPayload']> = {
  progress?: Resolver<Maybe<ResolversTypes['MediaProgress']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  content?: Resolver<ResolversTypes['ContentQuery'], ParentType, ContextType>;
  ecommerce?: Resolver<ResolversTypes['EcommerceQuery'], ParentType, ContextType>;
  impacts?: Resolver<ResolversTypes['ImpactsQuery'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['MemberQuery'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['PlanQuery'], ParentType, ContextType>;
  sweep?: Resolver<ResolversTypes['SweepQuery'], ParentType, ContextType>;
};

export type RefreshTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefreshTokenPayload'] = ResolversParentTypes['RefreshTokenPayload']> = {
  jwt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type ResponseResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResponseResult'] = ResolversParentTypes['ResponseResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  extra?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  succeeded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SetTagsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetTagsPayload'] = ResolversParentTypes['SetTagsPayload']> = {
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShippingOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingOption'] = ResolversParentTypes['ShippingOption']> = {
  fee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Slot'] = ResolversParentTypes['Slot']> = {
  genres?: Resolver<Array<ResolversTypes['Genre']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType, RequireFields<SlotItemsArgs, 'first'>>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SlotEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SlotEntry'] = ResolversParentTypes['SlotEntry']> = {
  media?: Resolver<ResolversTypes['Media'], ParentType, ContextType>;
  slotId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StaffDiagnosticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffDiagnostics'] = ResolversParentTypes['StaffDiagnostics']> = {
  appEnv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandTags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  buildCommit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buildTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buildVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dialect?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberTags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  billingPeriodDays?: SubscriptionResolver<ResolversTypes['Int'], "billingPeriodDays", ParentType, ContextType>;
  cancelDate?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "cancelDate", ParentType, ContextType>;
  cancelRefId?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "cancelRefId", ParentType, ContextType>;
  cancelledAt?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "cancelledAt", ParentType, ContextType>;
  endDate?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "endDate", ParentType, ContextType>;
  id?: SubscriptionResolver<ResolversTypes['ID'], "id", ParentType, ContextType>;
  isActive?: SubscriptionResolver<ResolversTypes['Boolean'], "isActive", ParentType, ContextType>;
  isTrial?: SubscriptionResolver<ResolversTypes['Boolean'], "isTrial", ParentType, ContextType>;
  mediaTypes?: SubscriptionResolver<Array<ResolversTypes['String']>, "mediaTypes", ParentType, ContextType>;
  membership_id?: SubscriptionResolver<ResolversTypes['Int'], "membership_id", ParentType, ContextType>;
  nextBillingDate?: SubscriptionResolver<Maybe<ResolversTypes['String']>, "nextBillingDate", ParentType, ContextType>;
  offers?: SubscriptionResolver<Array<ResolversTypes['Offer']>, "offers", ParentType, ContextType>;
  planName?: SubscriptionResolver<ResolversTypes['String'], "planName", ParentType, ContextType>;
  refId?: SubscriptionResolver<ResolversTypes['String'], "refId", ParentType, ContextType>;
  referenceNumber?: SubscriptionResolver<ResolversTypes['String'], "referenceNumber", ParentType, ContextType>;
  startDate?: SubscriptionResolver<ResolversTypes['String'], "startDate", ParentType, ContextType>;
  subscriptionProvider?: SubscriptionResolver<ResolversTypes['String'], "subscriptionProvider", ParentType, ContextType>;
};

export type SubscriptionSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionSummary'] = ResolversParentTypes['SubscriptionSummary']> = {
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCanceled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mediaTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SweepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Sweep'] = ResolversParentTypes['Sweep']> = {
  brands?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  cardState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  drawId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  end_available_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  multiplier?: Resolver<ResolversTypes['SweepMultiplier'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  odds?: Resolver<Maybe<ResolversTypes['SweepOdds']>, ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['SweepOffer']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['SweepPrice'], ParentType, ContextType>;
  prizeDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prizeKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ref_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sponsor?: Resolver<ResolversTypes['SweepSponsor'], ParentType, ContextType>;
  start_available_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  total_entries_sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  winner?: Resolver<Maybe<ResolversTypes['SweepWinner']>, ParentType, ContextType>;
};

export type SweepAvailabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SweepAvailability'] = ResolversParentTypes['SweepAvailability']> = {
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SweepMultiplierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SweepMultiplier'] = ResolversParentTypes['SweepMultiplier']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  multiplierFactor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SweepMutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SweepMutation'] = ResolversParentTypes['SweepMutation']> = {
  addEntriesAfterPaypalSuccess?: Resolver<ResolversTypes['AddEntriesPayload'], ParentType, ContextType, RequireFields<SweepMutationAddEntriesAfterPaypalSuccessArgs, 'entries' | 'paymentRef' | 'sweepId'>>;
  claimPrize?: Resolver<ResolversTypes['SweepPayload'], ParentType, ContextType, RequireFields<SweepMutationClaimPrizeArgs, 'sweepId'>>;
  startEntryPurchase?: Resolver<ResolversTypes['EntryPurchasePayload'], ParentType, ContextType, RequireFields<SweepMutationStartEntryPurchaseArgs, 'offer' | 'sweepId'>>;
};

export type SweepOddsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SweepOdds'] = ResolversParentTypes['SweepOdds']> = {
  entries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oneIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SweepOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SweepOffer'] = ResolversParentTypes['SweepOffer']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SweepPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SweepPayload'] = ResolversParentTypes['SweepPayload']> = {
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  sweep?: Resolver<Maybe<ResolversTypes['Sweep']>, ParentType, ContextType>;
};

export type SweepPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SweepPrice'] = ResolversParentTypes['SweepPrice']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SweepQueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SweepQuery'] = ResolversParentTypes['SweepQuery']> = {
  availability?: Resolver<ResolversTypes['SweepAvailability'], ParentType, ContextType>;
  byId?: Resolver<Maybe<ResolversTypes['Sweep']>, ParentType, ContextType, RequireFields<SweepQueryByIdArgs, 'id'>>;
  featureEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listByBrand?: Resolver<Array<ResolversTypes['Sweep']>, ParentType, ContextType, RequireFields<SweepQueryListByBrandArgs, 'brandId'>>;
};

export type SweepSponsorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SweepSponsor'] = ResolversParentTypes['SweepSponsor']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SweepWinnerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SweepWinner'] = ResolversParentTypes['SweepWinner']> = {
  chosenAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  claimed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isViewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ThumbnailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Thumbnail'] = ResolversParentTypes['Thumbnail']> = {
  cacheIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TimezoneResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Timezone'] = ResolversParentTypes['Timezone']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offsetMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TrackResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Track'] = ResolversParentTypes['Track']> = {
  albumId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  albumTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  artists?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  genres?: Resolver<Array<ResolversTypes['Genre']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  playbackKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TransactionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Transaction'] = ResolversParentTypes['Transaction']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VpnCertificateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VpnCertificate'] = ResolversParentTypes['VpnCertificate']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serial?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serverId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VpnConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VpnConfig'] = ResolversParentTypes['VpnConfig']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serial?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serverId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VpnConfigPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VpnConfigPayload'] = ResolversParentTypes['VpnConfigPayload']> = {
  config?: Resolver<Maybe<ResolversTypes['VpnConfig']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type VpnServerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VpnServer'] = ResolversParentTypes['VpnServer']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hostname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  load?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  port?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  protocol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WalletResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Wallet'] = ResolversParentTypes['Wallet']> = {
  activity?: Resolver<ResolversTypes['WalletActivityPage'], ParentType, ContextType, Partial<WalletActivityArgs>>;
  coins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WalletActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WalletActivity'] = ResolversParentTypes['WalletActivity']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WalletActivityPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WalletActivityPage'] = ResolversParentTypes['WalletActivityPage']> = {
  items?: Resolver<Array<ResolversTypes['WalletActivity']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ActivatePayload?: ActivatePayloadResolvers<ContextType>;
  AddCoinsPayload?: AddCoinsPayloadResolvers<ContextType>;
  AddCreditsPayload?: AddCreditsPayloadResolvers<ContextType>;
  AddEntriesPayload?: AddEntriesPayloadResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressPayload?: AddressPayloadResolvers<ContextType>;
  Billing?: BillingResolvers<ContextType>;
  CancelPayload?: CancelPayloadResolvers<ContextType>;
  CancelReceipt?: CancelReceiptResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  CartPayload?: CartPayloadResolvers<ContextType>;
  CategoryPage?: CategoryPageResolvers<ContextType>;
  CheckoutPayload?: CheckoutPayloadResolvers<ContextType>;
  CheckoutQuote?: CheckoutQuoteResolvers<ContextType>;
  CoinPack?: CoinPackResolvers<ContextType>;
  CoinPurchasePayload?: CoinPurchasePayloadResolvers<ContextType>;
  CollectionEntry?: CollectionEntryResolvers<ContextType>;
  CollectionPayload?: CollectionPayloadResolvers<ContextType>;
  ContentMutation?: ContentMutationResolvers<ContextType>;
  ContentQuery?: ContentQueryResolvers<ContextType>;
  ContinueEntry?: ContinueEntryResolvers<ContextType>;
  CrossSellConfirmPayload?: CrossSellConfirmPayloadResolvers<ContextType>;
  CrossSellOffer?: CrossSellOfferResolvers<ContextType>;
  CrossSellPurchasePayload?: CrossSellPurchasePayloadResolvers<ContextType>;
  DeletePlaylistPayload?: DeletePlaylistPayloadResolvers<ContextType>;
  EcommerceCategory?: EcommerceCategoryResolvers<ContextType>;
  EcommerceMutation?: EcommerceMutationResolvers<ContextType>;
  EcommerceQuery?: EcommerceQueryResolvers<ContextType>;
  EntryPurchasePayload?: EntryPurchasePayloadResolvers<ContextType>;
  Episode?: EpisodeResolvers<ContextType>;
  FaqEntry?: FaqEntryResolvers<ContextType>;
  Feedback?: FeedbackResolvers<ContextType>;
  FeedbackPayload?: FeedbackPayloadResolvers<ContextType>;
  FundImpactPayload?: FundImpactPayloadResolvers<ContextType>;
  Genre?: GenreResolvers<ContextType>;
  GiveawayEntry?: GiveawayEntryResolvers<ContextType>;
  GreenMonth?: GreenMonthResolvers<ContextType>;
  GreenProgress?: GreenProgressResolvers<ContextType>;
  HomeRows?: HomeRowsResolvers<ContextType>;
  ImpactCategory?: ImpactCategoryResolvers<ContextType>;
  ImpactImage?: ImpactImageResolvers<ContextType>;
  ImpactItem?: ImpactItemResolvers<ContextType>;
  ImpactsMutation?: ImpactsMutationResolvers<ContextType>;
  ImpactsQuery?: ImpactsQueryResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LiveEvent?: LiveEventResolvers<ContextType>;
  LiveStat?: LiveStatResolvers<ContextType>;
  LiveStats?: LiveStatsResolvers<ContextType>;
  LiveTeam?: LiveTeamResolvers<ContextType>;
  Media?: MediaResolvers<ContextType>;
  MediaAccess?: MediaAccessResolvers<ContextType>;
  MediaPage?: MediaPageResolvers<ContextType>;
  MediaProgress?: MediaProgressResolvers<ContextType>;
  MediaTypeColors?: MediaTypeColorsResolvers<ContextType>;
  MediaTypeInfo?: MediaTypeInfoResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  MemberImpact?: MemberImpactResolvers<ContextType>;
  MemberMutation?: MemberMutationResolvers<ContextType>;
  MemberPayload?: MemberPayloadResolvers<ContextType>;
  MemberQuery?: MemberQueryResolvers<ContextType>;
  MemberSweep?: MemberSweepResolvers<ContextType>;
  MemberVpn?: MemberVpnResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  MenuColors?: MenuColorsResolvers<ContextType>;
  MenuItem?: MenuItemResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationPayload?: MutationPayloadResolvers<ContextType>;
  Offer?: OfferResolvers<ContextType>;
  Onboarding?: OnboardingResolvers<ContextType>;
  OnboardingPayload?: OnboardingPayloadResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderPayload?: OrderPayloadResolvers<ContextType>;
  OrderProduct?: OrderProductResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PaymentMethodPayload?: PaymentMethodPayloadResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PlaceOrderPayload?: PlaceOrderPayloadResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanQuery?: PlanQueryResolvers<ContextType>;
  PlanRecurring?: PlanRecurringResolvers<ContextType>;
  Playback?: PlaybackResolvers<ContextType>;
  PlaybackChapter?: PlaybackChapterResolvers<ContextType>;
  PlaybackDownload?: PlaybackDownloadResolvers<ContextType>;
  PlaybackEbook?: PlaybackEbookResolvers<ContextType>;
  PlaybackEpisode?: PlaybackEpisodeResolvers<ContextType>;
  PlaybackGame?: PlaybackGameResolvers<ContextType>;
  PlaybackLive?: PlaybackLiveResolvers<ContextType>;
  PlaybackSubtitle?: PlaybackSubtitleResolvers<ContextType>;
  PlaybackTrack?: PlaybackTrackResolvers<ContextType>;
  PlaybackVideo?: PlaybackVideoResolvers<ContextType>;
  Playlist?: PlaylistResolvers<ContextType>;
  PlaylistPayload?: PlaylistPayloadResolvers<ContextType>;
  PlaylistTrack?: PlaylistTrackResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  ProgressPayload?: ProgressPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RefreshTokenPayload?: RefreshTokenPayloadResolvers<ContextType>;
  ResponseResult?: ResponseResultResolvers<ContextType>;
  SetTagsPayload?: SetTagsPayloadResolvers<ContextType>;
  ShippingOption?: ShippingOptionResolvers<ContextType>;
  Slot?: SlotResolvers<ContextType>;
  SlotEntry?: SlotEntryResolvers<ContextType>;
  StaffDiagnostics?: StaffDiagnosticsResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SubscriptionSummary?: SubscriptionSummaryResolvers<ContextType>;
  Sweep?: SweepResolvers<ContextType>;
  SweepAvailability?: SweepAvailabilityResolvers<ContextType>;
  SweepMultiplier?: SweepMultiplierResolvers<ContextType>;
  SweepMutation?: SweepMutationResolvers<ContextType>;
  SweepOdds?: SweepOddsResolvers<ContextType>;
  SweepOffer?: SweepOfferResolvers<ContextType>;
  SweepPayload?: SweepPayloadResolvers<ContextType>;
  SweepPrice?: SweepPriceResolvers<ContextType>;
  SweepQuery?: SweepQueryResolvers<ContextType>;
  SweepSponsor?: SweepSponsorResolvers<ContextType>;
  SweepWinner?: SweepWinnerResolvers<ContextType>;
  Thumbnail?: ThumbnailResolvers<ContextType>;
  Timezone?: TimezoneResolvers<ContextType>;
  Track?: TrackResolvers<ContextType>;
  Transaction?: TransactionResolvers<ContextType>;
  VpnCertificate?: VpnCertificateResolvers<ContextType>;
  VpnConfig?: VpnConfigResolvers<ContextType>;
  VpnConfigPayload?: VpnConfigPayloadResolvers<ContextType>;
  VpnServer?: VpnServerResolvers<ContextType>;
  Wallet?: WalletResolvers<ContextType>;
  WalletActivity?: WalletActivityResolvers<ContextType>;
  WalletActivityPage?: WalletActivityPageResolvers<ContextType>;
};

