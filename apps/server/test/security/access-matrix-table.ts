/**
 * The access-control matrix (issue 15, suite 1): for every GraphQL operation and every REST route
 * that points at an object, what each caller must get when the object belongs to member A.
 *
 * Callers: anonymous, A (paid@playmax), B (fr@playmax, same brand), C (member@clickcoins, other
 * brand, on its own host). Staff: the API has no staff or operator role (operators use the CLI
 * commands of src/ops, which no request can reach), so there is no staff column.
 *
 * Outcomes:
 *  - 'ok'      the call succeeds and answers something (a payload that succeeded, a non-empty value);
 *  - 'none'    no error, but nothing: null, an empty list, a payload without its object;
 *  - a string  refused with this errorCode (GraphQL extensions.code or responseResult.errorCode);
 *  - 'any'     the operation is about the caller's own data or the brand's public data and takes
 *              no object of A: only the leak check applies.
 * Whatever the outcome, no answer to anonymous, B or C may contain any of A's canaries (e-mail,
 * reference, playlist name, address, order number …), checked on the whole JSON.
 *
 * To add a row: name the operation as the test's failure message prints it ("Mutation.member.x"),
 * give its variables from A's objects (`Objects`), and the outcome per caller. A's call runs last
 * (callers C, B, anonymous, A), so a destructive call of A cannot hide what the others would have
 * been refused; rows run in the table's order, arranged so A's successes keep later rows' objects.
 */

/** What A owns, created through the API (or the fixtures) before the matrix runs. */
export interface Objects {
  playlistId: string;
  playlistToDeleteId: string;
  trackIds: string[];
  cartLineId: string;
  orderId: string;
  orderNumber: string;
  orderPaymentRef: string;
  planPaymentRef: string;
  coinPackId: string;
  coinPaymentRef: string;
  entryCount: number;
  entryPaymentRef: string;
  paymentMethodId: string;
  /** A's card at the payment provider (payment_tokens). */
  paymentToken: string;
  productId: string;
  addressId: string;
  subscriptionId: string;
  checkoutSessionId: string;
  emailChangeKey: string;
  giveawayWithEntriesId: string;
  giveawayWonId: string;
  giveawayOpenId: string;
  drawId: string;
  impactItemId: string;
  movieId: string;
  avatarFile: string;
  invoiceFile: string;
  signInToken: string;
  resetKey: string;
}

export type Outcome = 'ok' | 'none' | 'any' | (string & {});

export interface Row {
  vars?: (o: Objects) => Record<string, unknown>;
  /** Set by `shared`: the ids this row passes are the brand's, not A's. */
  sharedIds?: boolean;
  anonymous: Outcome;
  a: Outcome;
  b: Outcome;
  c: Outcome;
}

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '500 Congress Ave',
  city: 'Austin',
  state: 'TX',
  postcode: '78701',
  country: 'US',
  phone: '+1 512 555 0142',
};

/** Caller-own or brand-public operations: they take no object of A, the leak check is the test. */
const ANY: Row = { anonymous: 'any', a: 'any', b: 'any', c: 'any' };
const own = (vars?: Row['vars']): Row => ({ ...ANY, vars });
/**
 * The id names something the whole brand shares (a title, plan, pack, product, giveaway) or the
 * caller's own idempotency key, never an object of A: the leak check is the test. The id-like
 * argument test requires this mark or a refusal column on every operation that takes an id.
 */
const shared = (vars: Row['vars']): Row => ({ ...ANY, vars, sharedIds: true });
/** A's object: A gets `a`, B and C their refusal, anonymous is asked to sign in. */
const mine = (
  vars: Row['vars'],
  a: Outcome,
  b: Outcome,
  c: Outcome = b,
  anonymous: Outcome = 'unauthenticated',
): Row => ({
  vars,
  anonymous,
  a,
  b,
  c,
});
/** Fund requests need a fresh id each (letters, digits, - and _). */
let fundRequest = 0;

export const GRAPHQL_MATRIX: Record<string, Row> = {
  // Content: the catalogue is the brand's; history, collection, progress and playlists are the caller's.
  'Query.content.mediaTypes': ANY,
  'Query.content.genres': own(() => ({ mediaType: 'movie' })),
  'Query.content.media': shared((o) => ({ mediaType: 'movie', id: o.movieId })),
  'Query.content.browse': own(() => ({ mediaType: 'movie', first: 2 })),
  'Query.content.slotsWithTags': own(() => ({ tags: ['x'] })),
  'Query.content.slots': own(() => ({ mediaType: 'movie' })),
  'Query.content.homeRows': ANY,
  'Query.content.liveNow': ANY,
  'Query.content.live': shared(() => ({ slug: 'sports' })),
  'Query.content.collection': ANY,
  'Query.content.history': ANY,
  'Query.content.playlists': ANY,
  'Query.content.playlist': mine((o) => ({ id: o.playlistId }), 'ok', 'none', 'none', 'none'),
  'Query.content.progress': shared((o) => ({ mediaType: 'movie', id: o.movieId })),
  'Query.content.menuItems': {
    vars: () => ({ brandId: 'playmax' }),
    anonymous: 'ok',
    a: 'ok',
    b: 'ok',
    c: 'forbidden',
  },
  'Query.content.playback': shared((o) => ({ mediaType: 'movie', id: o.movieId })),
  'Query.content.continueWatching': ANY,
  'Query.content.search': own(() => ({ query: 'a', first: 2 })),
  'Query.content.faq': ANY,

  'Query.member.timezones': ANY,
  'Query.member.crossSell': ANY,
  'Query.member.info': ANY,
  'Query.member.getCreditBalance': ANY,
  'Query.member.onboarding': ANY,
  'Query.member.coinPacks': ANY,
  'Query.plan.getPlans': ANY,

  'Query.sweep.featureEnabled': ANY,
  'Query.sweep.availability': ANY,
  'Query.sweep.listByBrand': {
    vars: () => ({ brandId: 'playmax' }),
    anonymous: 'ok',
    a: 'ok',
    b: 'ok',
    c: 'forbidden',
  },
  'Query.sweep.byId': {
    vars: (o) => ({ id: o.giveawayWithEntriesId }),
    anonymous: 'ok',
    a: 'ok',
    b: 'ok',
    c: 'none',
  },

  'Query.ecommerce.enabled': ANY,
  'Query.ecommerce.listCategories': ANY,
  'Query.ecommerce.category': {
    vars: () => ({ slug: 'apparel' }),
    anonymous: 'ok',
    a: 'ok',
    b: 'ok',
    c: 'none',
  },
  'Query.ecommerce.product': {
    vars: (o) => ({ id: o.productId }),
    anonymous: 'ok',
    a: 'ok',
    b: 'ok',
    c: 'none',
  },
  'Query.ecommerce.shippable': ANY,
  'Query.ecommerce.cart': ANY,
  'Query.ecommerce.welcomeGift': ANY,
  'Query.ecommerce.checkoutQuote': own(() => ({ input: { country: 'US', shippingOption: 'standard' } })),
  'Query.ecommerce.getMemberOrders': ANY,
  'Query.ecommerce.order': mine((o) => ({ id: o.orderId }), 'ok', 'none', 'none', 'none'),

  'Query.impacts.greenPageEnabled': ANY,
  'Query.impacts.listCategories': ANY,
  'Query.impacts.item': {
    vars: (o) => ({ id: o.impactItemId }),
    anonymous: 'ok',
    a: 'ok',
    b: 'ok',
    c: 'none',
  },

  // B or C attaching A's card by its provider token.
  'Mutation.member.addPaymentMethod': mine(
    (o) => ({ paymentMethodId: o.paymentToken, ccLast: '4242', ccType: 'visa' }),
    'ok',
    'invalid_payment_method',
  ),
  'Mutation.member.updatePaymentMethod': mine(
    (o) => ({ paymentMethodId: o.paymentToken, ccLast: '4242', ccType: 'visa' }),
    'ok',
    'invalid_payment_method',
  ),
  'Mutation.member.setPreferredPaymentMethod': mine((o) => ({ id: o.paymentMethodId }), 'ok', 'not_found'),
  'Mutation.member.startCheckout': shared(() => ({ planId: '101' })),
  'Mutation.member.updateProfile': own(() => ({ input: { timezone: 'America/New_York' } })),
  'Mutation.member.changeEmail': own(() => ({ newEmail: 'x@playmax.test', confirmation: 'x@playmax.test' })),
  'Mutation.member.confirmEmailChange': mine((o) => ({ key: o.emailChangeKey }), 'ok', 'email_link_invalid'),
  'Mutation.member.changePassword': own(() => ({
    currentPassword: 'wrong-password-1',
    newPassword: 'another-pass-2026',
    verification: 'another-pass-2026',
  })),
  'Mutation.member.updateAddress': mine(
    (o) => ({ id: o.addressId, input: { ...ADDRESS, address: '1 Hijack Rd' } }),
    'ok',
    'not_found',
  ),
  'Mutation.member.setLanguage': own(() => ({ lang: 'en-us' })),
  'Mutation.member.setTimezone': own(() => ({ timezone: 'America/New_York' })),
  'Mutation.member.cancelSubscription': mine(
    (o) => ({ subscriptionId: o.subscriptionId, reason: 'matrix' }),
    'ok',
    'no_active_subscription',
  ),
  'Mutation.member.restartSubscription': mine(
    (o) => ({ subscriptionId: o.subscriptionId }),
    'ok',
    'not_cancelled',
  ),
  // After cancel and restart: activating the upgrade ends the fixture subscription they act on.
  'Mutation.member.activateSubscription': mine(
    (o) => ({ subscriptionId: o.planPaymentRef }),
    'ok',
    'subscription_not_found',
  ),
  // Last of A's card rows: restarting a membership needs the card.
  'Mutation.member.removePaymentMethod': mine((o) => ({ id: o.paymentMethodId }), 'none', 'not_found'),
  'Mutation.member.deactivateDemoAccount': ANY,
  'Mutation.member.startCrossSellPurchase': shared(() => ({ offerId: '1' })),
  // No cross-sell offer in these fixtures (it needs the VPN brand set-up): a made-up reference only.
  'Mutation.member.addCrossSellAfterPaymentSuccess': shared(() => ({ offerId: '1', paymentRef: 'nope' })),
  'Mutation.member.sendFeedback': shared(() => ({
    mediaType: 'movie',
    issueType: 1,
    issueId: 1,
    text: 'matrix',
  })),
  'Mutation.member.setTags': own(() => ({ tags: [] })),
  'Mutation.member.refreshToken': ANY,
  'Mutation.member.startOnboarding': ANY,
  'Mutation.member.skipOnboarding': ANY,
  'Mutation.member.completeOnboardingStep': own(() => ({ step: 'gift' })),
  // A config of the caller's own (A's serial and key are canaries); clickcoins has no VPN service.
  'Mutation.member.issueVpnConfig': {
    ...shared(() => ({})),
    anonymous: 'unauthenticated',
    a: 'ok',
    b: 'ok',
    c: 'vpn_not_available',
  },
  'Mutation.member.startCoinPurchase': shared(() => ({ packId: '1' })),
  'Mutation.member.addCoinsAfterPaymentSuccess': mine(
    (o) => ({ packId: o.coinPackId, paymentRef: o.coinPaymentRef }),
    'ok',
    'subscription_not_found',
  ),
  'Mutation.member.addCredits': shared(() => ({ amount: 1, description: 'matrix' })),

  'Mutation.ecommerce.addToCart': shared(() => ({ productId: '1', quantity: 1 })),
  'Mutation.ecommerce.updateCartLine': mine(
    (o) => ({ lineId: o.cartLineId, quantity: 2 }),
    'ok',
    'cart_line_not_found',
  ),
  'Mutation.ecommerce.removeCartLine': mine((o) => ({ lineId: o.cartLineId }), 'ok', 'cart_line_not_found'),
  'Mutation.ecommerce.placeOrder': own(() => ({
    input: { cartVersion: 0, address: ADDRESS, shippingOption: 'standard', paymentMethod: 'new_card' },
  })),
  'Mutation.ecommerce.confirmOrderPayment': mine(
    (o) => ({ orderId: o.orderId, paymentRef: o.orderPaymentRef }),
    'ok',
    'subscription_not_found',
  ),

  'Mutation.impacts.fund': mine(
    (o) => ({ input: { itemId: o.impactItemId, quantity: 1, requestId: `matrix-${++fundRequest}` } }),
    'ok',
    'insufficient_coins',
    'impact_not_found',
  ),

  'Mutation.content.addToHistory': shared((o) => ({ type: 'movie', id: o.movieId })),
  'Mutation.content.removeFromHistory': shared((o) => ({ type: 'movie', id: o.movieId })),
  'Mutation.content.removeAllFromHistory': ANY,
  'Mutation.content.addToCollection': shared((o) => ({ type: 'movie', id: o.movieId })),
  'Mutation.content.removeFromCollection': shared((o) => ({ type: 'movie', id: o.movieId })),
  'Mutation.content.removeAllFromCollection': ANY,
  'Mutation.content.updateMediaProgress': shared((o) => ({
    id: o.movieId,
    mediaType: 'movie',
    progress: 0.5,
  })),
  'Mutation.content.createPlaylist': own(() => ({ name: 'Matrix list' })),
  'Mutation.content.renamePlaylist': mine(
    (o) => ({ id: o.playlistId, name: 'Renamed' }),
    'ok',
    'playlist_not_found',
  ),
  'Mutation.content.deletePlaylist': mine((o) => ({ id: o.playlistToDeleteId }), 'ok', 'playlist_not_found'),
  'Mutation.content.addTracksToPlaylist': mine(
    (o) => ({ playlistId: o.playlistId, trackIds: o.trackIds.slice(2) }),
    'ok',
    'playlist_not_found',
  ),
  'Mutation.content.removeTrackFromPlaylist': mine(
    (o) => ({ playlistId: o.playlistId, trackId: o.trackIds[0] }),
    'ok',
    'playlist_not_found',
  ),
  'Mutation.content.moveTrackInPlaylist': mine(
    (o) => ({ playlistId: o.playlistId, trackId: o.trackIds[1], toIndex: 0, expectedVersion: 0 }),
    'stale_playlist',
    'playlist_not_found',
  ),
  'Mutation.content.reorderPlaylist': mine(
    (o) => ({ playlistId: o.playlistId, trackIds: o.trackIds.slice(1) }),
    'ok',
    'playlist_not_found',
  ),
  'Mutation.content.savePlaybackPosition': shared((o) => ({
    id: o.movieId,
    mediaType: 'movie',
    progress: 0.5,
    sequence: 1,
  })),

  'Mutation.sweep.startEntryPurchase': shared((o) => ({ sweepId: o.giveawayWithEntriesId, offer: '1' })),
  'Mutation.sweep.addEntriesAfterPaypalSuccess': mine(
    (o) => ({ sweepId: o.giveawayOpenId, entries: o.entryCount, paymentRef: o.entryPaymentRef }),
    'ok',
    'subscription_not_found',
  ),
  'Mutation.sweep.claimPrize': mine(
    (o) => ({ sweepId: o.giveawayWonId, shipping: ADDRESS }),
    'ok',
    'not_winner',
    'sweep_not_found',
  ),
};

/**
 * What a REST call answered, as the table's columns say it: the status, then the redirect target
 * if any, then "+A" when the body shows A's object (RestRow.shows). A number compares the status
 * only; 0 accepts any status (only the leak check applies).
 */
export type RestOutcome = number | string;

/** A REST call built from A's objects. */
export interface RestRow {
  request: (o: Objects) => {
    method: 'GET' | 'POST';
    url: string;
    json?: unknown;
    form?: Record<string, string>;
  };
  /** A string only an answer about A's object contains (a plan name on A's payment page). */
  shows?: string;
  anonymous: RestOutcome;
  a: RestOutcome;
  b: RestOutcome;
  c: RestOutcome;
}

const PUBLIC_FILE = { anonymous: 0, a: 0, b: 0, c: 0 };

/**
 * Keyed "METHOD /path" as registered. Routes with a path parameter are found by introspection;
 * those that take an id-like value in their body or query string are listed here by hand and the
 * test checks that they are still registered. Rows run in this order, callers as in the GraphQL
 * matrix (C, B, anonymous, A): the single-use links are tried from the other brand while valid.
 */
export const REST_MATRIX: Record<string, RestRow> = {
  // The web app's index for any other path (404 without a web build): no member data either way.
  'GET *': { request: () => ({ method: 'GET', url: '/account' }), ...PUBLIC_FILE },
  'GET /api/account/invoices/:file': {
    request: (o) => ({ method: 'GET', url: `/api/account/invoices/${o.invoiceFile}` }),
    anonymous: 401,
    a: 200,
    b: 404,
    c: 404,
  },
  // Profile pictures are served by an unguessable content-hash name, to anyone on the brand's host
  // (like the brand's other images); another brand's host does not serve them.
  'GET /api/account/avatar/:file': {
    request: (o) => ({ method: 'GET', url: `/api/account/avatar/${o.avatarFile}` }),
    anonymous: 200,
    a: 200,
    b: 200,
    c: 404,
  },
  // Public draw records (docs/draws.md), of the host brand only.
  'GET /api/draws/:drawId': {
    request: (o) => ({ method: 'GET', url: `/api/draws/${o.drawId}` }),
    anonymous: 200,
    a: 200,
    b: 200,
    c: 404,
  },
  'GET /covers/:mediaType/:file': {
    request: (o) => ({ method: 'GET', url: `/covers/movie/${o.movieId}.webp` }),
    ...PUBLIC_FILE,
  },
  'GET /shop-art/products/:id/:file': {
    request: (o) => ({ method: 'GET', url: `/shop-art/products/${o.productId}/x.svg` }),
    ...PUBLIC_FILE,
  },
  // The installable app's icons: drawn from the host's brand art, the same for anyone on that host.
  'GET /app-icons/:name': {
    request: () => ({ method: 'GET', url: '/app-icons/maskable-512.png' }),
    ...PUBLIC_FILE,
  },
  'GET /shop-art/categories/:id/:file': {
    request: () => ({ method: 'GET', url: '/shop-art/categories/1/x.svg' }),
    ...PUBLIC_FILE,
  },
  // The payment provider's hosted page: its unguessable session id is the capability (like a
  // provider's checkout URL), on the brand's host only; another brand's host shows it expired.
  'GET /payment-flow/hosted/:id': {
    request: (o) => ({ method: 'GET', url: `/payment-flow/hosted/${o.checkoutSessionId}` }),
    shows: 'Champion',
    anonymous: '200 +A',
    a: '200 +A',
    b: '200 +A',
    c: '200',
  },
  'POST /payment-flow/hosted/:id': {
    request: (o) => ({
      method: 'POST',
      url: `/payment-flow/hosted/${o.checkoutSessionId}`,
      form: { action: 'cancel' },
    }),
    anonymous: 0,
    a: 0,
    b: 0,
    // Not cancelled from another brand's host: sent back to /account, not to A's return page.
    c: '303 /account',
  },
  'POST /payment-flow/stripe/payment-method/get': {
    request: (o) => ({
      method: 'POST',
      url: '/payment-flow/stripe/payment-method/get',
      json: { paymentMethodId: o.paymentToken },
    }),
    anonymous: 401,
    a: 200,
    b: 404,
    c: 404,
  },
  'POST /subscription-flow/v1/signup_plan/funnels/get': {
    request: () => ({
      method: 'POST',
      url: '/subscription-flow/v1/signup_plan/funnels/get',
      json: { plan: '101' },
    }),
    anonymous: 200,
    a: 200,
    b: 200,
    c: 404,
  },
  // A's sign-in link is a credential: whoever holds it signs in as A, once, on A's brand only.
  'GET /api/auth/sign': {
    request: (o) => ({ method: 'GET', url: `/api/auth/sign?token=${encodeURIComponent(o.signInToken)}` }),
    c: '302 /login?error=link_invalid',
    b: '302 /',
    anonymous: '302 /login?error=link_invalid',
    a: '302 /login?error=link_invalid',
  },
  // Likewise A's reset key; last, since using it ends A's sessions.
  'POST /api/auth/reset-password': {
    request: (o) => ({
      method: 'POST',
      url: '/api/auth/reset-password',
      json: { key: o.resetKey, password: 'Brand-new-pass-2026!' },
    }),
    c: 400,
    b: 200,
    anonymous: 400,
    a: 400,
  },
};

/** REST routes in REST_MATRIX that carry their id in the body or query rather than the path. */
export const REST_BODY_ID_ROUTES = [
  'POST /payment-flow/stripe/payment-method/get',
  'GET /api/auth/sign',
  'POST /api/auth/reset-password',
  'POST /subscription-flow/v1/signup_plan/funnels/get',
];
