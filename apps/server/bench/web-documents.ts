/**
 * The GraphQL documents the web app sends for its hottest screens, as text, so the statement-count
 * tests (test/performance) and the overhead bench (graphql-overhead.bench.ts) measure what a member's
 * browser really asks. The server cannot import the web's documents (imports point web → domain ←
 * server only): when apps/web/src/features/{home,member}/queries.ts, media/queries.ts or
 * search/queries.ts change, change these with them.
 */

/**
 * features/home/queries.ts Home, with its fragments from features/member/queries.ts,
 * ContinueRow.queries.ts, HomeRows.queries.ts (TitleCardFields from browse/queries.ts),
 * onboarding/queries.ts, crosssell/queries.ts and marketplace/queries.ts.
 */
export const HOME_DOCUMENT = `query Home($first: Int) {
  member {
    info { ...ShellViewerFields }
    onboarding { ...OnboardingFields }
    crossSell { ...CrossSellOfferFields }
  }
  content {
    menuItems { ...ShellMenuItemFields }
    continueWatching(first: $first) { ...ContinueEntryFields }
    homeRows { ...HomeRowsFields }
  }
  ecommerce { enabled cart { ...CartFields } }
}
fragment ShellViewerFields on Member {
  id brandId email name pictureUrl lang tags isActive isDemo isTest coinsBalance createdAt subscriptionProvider
  subscription { isActive }
  membership { subscriptionId nextBillingDate cancelRefId paymentFailed }
}
fragment OnboardingFields on Onboarding {
  status stepsDone currentStep stepNumber stepCount minutes rewardCoins explorerBadge
}
fragment CrossSellOfferFields on CrossSellOffer { id type amount currency symbol }
fragment ShellMenuItemFields on MenuItem {
  id type title display_area_slug icon colors { color background } submenu_type position hideForIphoneDevice
}
fragment ContinueEntryFields on ContinueEntry {
  fraction
  progress { progress position updatedAt }
  media { id mediaType title subtitle thumbnail { url width height } }
}
fragment HomeRowsFields on HomeRows {
  rows { id slug title mediaType properties }
  entries(first: 12) { slotId media { ...TitleCardFields } }
}
fragment TitleCardFields on Media { id title slug subtitle is_free releaseYear thumbnail { url } }
fragment CartFields on Cart {
  lines {
    id
    product { id slug name image stock prices { amount listAmount currency } }
    variant { id name option stock }
    quantity lineTotal problem
  }
  count subtotal currency symbol version
}`;

/** features/media/queries.ts MediaDetails. */
export const DETAILS_DOCUMENT = `query MediaDetails($mediaType: String!, $id: ID!, $country: String) {
  content {
    media(mediaType: $mediaType, id: $id, country: $country) {
      id mediaType title slug description thumbnail { url } is_free vendor_id playbackKey
      access { available reason message }
      genres { id key title }
      inCollection
      artists { id title }
      tracks { id trackNumber title duration playbackKey artists { id title } }
      upc duration releaseYear releaseDate type quality language countryOfOrigin isbn seasonNumber episodeNumber
      casts { id title } directors { id title } producers { id title } writers { id title }
      episodes { id title seasonNumber episodeNumber duration }
      firstEpisode { id title seasonNumber episodeNumber }
      publisher { id title } copyright authors { id title } narrators { id title }
      edition languages numPages liveSlug
    }
  }
}`;

/** features/search/queries.ts Search with browse/queries.ts TitlePageFields and TitleCardFields. */
export const SEARCH_DOCUMENT = `query Search($query: String!, $mediaType: String, $first: Int, $after: String) {
  content {
    search(query: $query, mediaType: $mediaType, first: $first, after: $after) {
      items { mediaType id title slug subtitle is_free releaseYear thumbnail { url } }
      nextCursor hasMore totalCount errorCode message
      totalCapped
    }
  }
}`;
