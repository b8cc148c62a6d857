/**
 * Every console operation against every role, on the role's own brand and on another (issue 31
 * "Done when"): allowed, or refused. The table below is written out by hand, not computed from the
 * domain's matrix, so that a change of either shows here; and every field of the console schema must
 * have a row, so a new operation cannot go untested.
 *
 * The inputs are chosen so that an allowed call changes nothing: a brand with an empty name, a plan
 * with a negative price, an invitation to a malformed address (each is refused for what it says, not
 * for who asks). Refused means `forbidden` for a mutation and nothing (null, an empty list) for a read.
 */
import { describe, expect, it } from 'vitest';
import { IMPORTED_MEDIA_ID_FIRST } from '@member-area/domain';
import { inTransaction } from '../../src/db/transaction';
import { insertAuditRow } from '../../src/modules/audit/repo';
import { CatalogueWriter } from '../../src/modules/catalogue/writer';
import { minimalBrandDraft } from '../../src/modules/brand/admin-service';
import { buildConsoleSchema } from '../../src/graphql/schema';
import { DIALECTS, useTestApp } from '../harness';
import {
  TEST_STAFF,
  confirmSecondFactor,
  consoleGql,
  seedTestStaff,
  staffSignIn,
  type StaffName,
} from './staff-harness';

type Brand = 'playmax' | 'clickcoins';
type Outcome = 'allowed' | 'refused';
/** What one call answered: the top field's value (a mutation's payload, a read's value). */
type Answer = Record<string, unknown> | unknown[] | null;

const PLAN_OF: Record<Brand, string> = { playmax: '101', clickcoins: '201' };
/** A film of each brand's own, written in `prepare` in this order. */
const TITLE_OF: Record<Brand, string> = {
  playmax: String(IMPORTED_MEDIA_ID_FIRST),
  clickcoins: String(IMPORTED_MEDIA_ID_FIRST + 1),
};
/** A fixture member of each brand (paid@playmax.test, member@clickcoins.test: inserted 1st and 6th). */
const MEMBER_OF: Record<Brand, string> = { playmax: '1', clickcoins: '6' };
/** A feedback report and a VPN server of each brand's own, written in `prepare` (issue 33 scope 4). */
const REPORT_OF: Record<Brand, string> = { playmax: '1', clickcoins: '2' };
const VPN_SERVER_OF: Record<Brand, string> = { playmax: 'pm-own-1', clickcoins: 'cc-own-1' };
/** An impact item of each brand, written in `prepare` in this order (the table starts empty). */
const IMPACT_OF: Record<Brand, string> = { playmax: '1', clickcoins: '2' };
/** A cross-sell offer of each brand, written in `prepare` in this order (the table starts empty). */
const CROSSSELL_OF: Record<Brand, string> = { playmax: '1', clickcoins: '2' };
const BAD_CROSSSELL = '{ amountMinor: 0, texts: [] }';
const BAD_IMPACT =
  '{ categoryId: "0", texts: [{ lang: "en-us", name: "X", description: "X", unit: "x" }], pricePerUnit: 0, targetQuantity: 1, memberTarget: 1 }';
/** A brand's feedback reports and members' VPN certificates: support and brand admins on their brands. */
const BRAND_REST_MEMBER_OPS = [
  'feedbackReports',
  'feedbackCounts',
  'setFeedbackStatus',
  'vpnCertificates',
  'revokeVpnCertificate',
];
/** A brand's VPN servers and help articles (brand.edit): brand admins on their brands. */
const VPN_SERVER_OPS = [
  'vpnServers',
  'createVpnServer',
  'updateVpnServer',
  'setVpnServerEnabled',
  'helpArticles',
  'createHelpArticle',
  'updateHelpArticle',
  'setHelpArticleHidden',
  'orderHelpArticles',
  'impactItems',
  'impactCategories',
  'createImpactItem',
  'updateImpactItem',
  'setImpactItemActive',
  'crossSellOffers',
  'createCrossSellOffer',
  'updateCrossSellOffer',
  'setCrossSellOfferActive',
];
const BAD_VPN_SERVER =
  '{ countryCode: "NL", city: "X", hostname: "x.example.net", port: 0, protocol: "udp", load: 0 }';
/** The console's member operations: support and brand admins on their brands. */
const MEMBER_OPS = [
  'members',
  'member',
  'newMemberOptions',
  'createMember',
  'adjustCoins',
  // Member actions (members.act; member-actions.test.ts).
  'refundablePayments',
  'refundPayment',
  'memberSubscription',
  'cancelMemberSubscription',
  'restartMemberSubscription',
  'extendMemberAccess',
  'setMemberActive',
  'revokeMemberSessions',
  'resendMemberMail',
];
/** A payment of each brand's fixture member, written in `prepare` in this order (the first rows). */
const PAYMENT_OF: Record<Brand, string> = { playmax: '1', clickcoins: '2' };
/** A product of each brand's shop, written in `prepare` (shopProduct, updateProduct). */
const PRODUCT_OF: Record<Brand, string> = { playmax: '0', clickcoins: '0' };
const BAD_PLAN = {
  texts: [{ lang: 'en-us', name: 'Nothing', description: '' }],
  group: 'movies',
  priceInitialMinor: -1,
  priceRecurringMinor: 100,
  trialDays: 0,
  interval: 'month',
  intervalCount: 1,
  mediaTypes: ['movie'],
  membershipId: null,
};

interface Operation {
  /** The document, its root field first; `$brand`-dependent variables from `variables`. */
  document: string;
  variables: (brand: Brand, ctx: { brandInput: Record<Brand, unknown> }) => Record<string, unknown>;
  /** Per brand or once (an act on the whole console). */
  perBrand: boolean;
}

const mutationRefused = (answer: Answer) =>
  (answer as { responseResult?: { errorCode?: string } } | null)?.responseResult?.errorCode === 'forbidden';
const isEmpty = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0);
/** Nothing: null, an empty list, or a page without entries (the audit log). */
const readRefused = (answer: Answer) =>
  isEmpty(answer) ||
  (typeof answer === 'object' &&
    !Array.isArray(answer) &&
    answer !== null &&
    'entries' in answer &&
    isEmpty(answer.entries));

const RESULT = 'responseResult { succeeded errorCode }';

const OPERATIONS: Record<string, Operation> = {
  me: { document: '{ me { id } }', variables: () => ({}), perBrand: false },
  brands: { document: '{ brands { id } }', variables: () => ({}), perBrand: false },
  brand: {
    document: 'query($id: ID!) { brand(id: $id) { id } }',
    variables: (b) => ({ id: b }),
    perBrand: true,
  },
  plans: {
    document: 'query($b: ID!) { plans(brandId: $b) { id } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  plan: {
    document: 'query($id: ID!) { plan(id: $id) { id } }',
    variables: (b) => ({ id: PLAN_OF[b] }),
    perBrand: true,
  },
  auditLog: {
    document: 'query($b: ID) { auditLog(filter: { brandId: $b }) { entries { id } } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  staffList: { document: '{ staffList { id } }', variables: () => ({}), perBrand: false },
  createBrand: {
    document: `mutation($input: BrandInput!) { createBrand(id: "Not An Id", input: $input) { ${RESULT} } }`,
    variables: (_b, ctx) => ({ input: ctx.brandInput.playmax }),
    perBrand: false,
  },
  updateBrand: {
    document: `mutation($id: ID!, $input: BrandInput!) { updateBrand(id: $id, input: $input) { ${RESULT} } }`,
    variables: (b, ctx) => ({ id: b, input: { ...(ctx.brandInput[b] as object), name: '' } }),
    perBrand: true,
  },
  createPlan: {
    document: `mutation($b: ID!, $input: PlanInput!) { createPlan(brandId: $b, input: $input) { ${RESULT} } }`,
    variables: (b) => ({ b, input: BAD_PLAN }),
    perBrand: true,
  },
  updatePlan: {
    document: `mutation($id: ID!, $input: PlanInput!) { updatePlan(id: $id, input: $input) { ${RESULT} } }`,
    variables: (b) => ({ id: PLAN_OF[b], input: BAD_PLAN }),
    perBrand: true,
  },
  setPlanOnSale: {
    document: `mutation($id: ID!) { setPlanOnSale(id: $id, onSale: true) { ${RESULT} } }`,
    variables: (b) => ({ id: PLAN_OF[b] }),
    perBrand: true,
  },
  members: {
    document: 'query($b: ID!) { members(brandId: $b) { entries { id } } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  member: {
    document: 'query($id: ID!) { member(id: $id) { id } }',
    variables: (b) => ({ id: MEMBER_OF[b] }),
    perBrand: true,
  },
  newMemberOptions: {
    document: 'query($b: ID!) { newMemberOptions(brandId: $b) { defaultLanguage } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  createMember: {
    document: `mutation($b: ID!) { createMember(brandId: $b, input: { email: "not-an-address", firstName: "X", lastName: "Y", language: "en-us" }) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  memberTagChoices: { document: '{ memberTagChoices { tag } }', variables: () => ({}), perBrand: false },
  setMemberTags: {
    document: `mutation($m: ID!) { setMemberTags(memberId: $m, tags: ["made_up_tag"]) { ${RESULT} } }`,
    variables: (b) => ({ m: MEMBER_OF[b] }),
    perBrand: true,
  },
  revokeMemberSessions: {
    document: `mutation($m: ID!) { revokeMemberSessions(memberId: $m, sessionId: "0000000000000000") { ${RESULT} } }`,
    variables: (b) => ({ m: MEMBER_OF[b] }),
    perBrand: true,
  },
  resendMemberMail: {
    document: `mutation($m: ID!) { resendMemberMail(memberId: $m, mailId: "999999999") { ${RESULT} } }`,
    variables: (b) => ({ m: MEMBER_OF[b] }),
    perBrand: true,
  },
  adjustCoins: {
    document: `mutation($m: ID!) { adjustCoins(memberId: $m, amount: 0, reason: "none", idempotencyKey: "role-matrix-0") { ${RESULT} } }`,
    variables: (b) => ({ m: MEMBER_OF[b] }),
    perBrand: true,
  },
  refundablePayments: {
    document: 'query($m: ID!) { refundablePayments(memberId: $m) { id } }',
    variables: (b) => ({ m: MEMBER_OF[b] }),
    perBrand: true,
  },
  refundPayment: {
    document: `mutation($p: ID!) { refundPayment(paymentId: $p, amountMinor: 0, reason: "none", idempotencyKey: "role-matrix-0") { ${RESULT} } }`,
    variables: (b) => ({ p: PAYMENT_OF[b] }),
    perBrand: true,
  },
  memberSubscription: {
    document: 'query($m: ID!) { memberSubscription(memberId: $m) { id } }',
    variables: (b) => ({ m: MEMBER_OF[b] }),
    perBrand: true,
  },
  cancelMemberSubscription: {
    // A reason with a bidi override is refused before anything is cancelled.
    document: `mutation($m: ID!) { cancelMemberSubscription(memberId: $m, reason: "\u202Enone") { ${RESULT} } }`,
    variables: (b) => ({ m: MEMBER_OF[b] }),
    perBrand: true,
  },
  restartMemberSubscription: {
    // Nothing to restart: the fixture members' subscriptions are not cancelled.
    document: `mutation($m: ID!) { restartMemberSubscription(memberId: $m) { ${RESULT} } }`,
    variables: (b) => ({ m: MEMBER_OF[b] }),
    perBrand: true,
  },
  extendMemberAccess: {
    document: `mutation($m: ID!) { extendMemberAccess(memberId: $m, days: 0) { ${RESULT} } }`,
    variables: (b) => ({ m: MEMBER_OF[b] }),
    perBrand: true,
  },
  setMemberActive: {
    // Already active: member_already_active, nothing changes.
    document: `mutation($m: ID!) { setMemberActive(memberId: $m, active: true) { ${RESULT} } }`,
    variables: (b) => ({ m: MEMBER_OF[b] }),
    perBrand: true,
  },
  giveaways: {
    document: 'query($b: ID!) { giveaways(brandId: $b) { brandId } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  createGiveaway: {
    document: `mutation($b: ID!) { createGiveaway(brandId: $b, input: { name: "", prize: "P", month: "2026-05", months: 1, category: "promotional", physical: false, memberOnly: false }) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  updateGiveaway: {
    document: `mutation($b: ID!) { updateGiveaway(brandId: $b, giveawayId: "no-such-giveaway", input: { name: "", prize: "P", physical: false, memberOnly: false }) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  postalEnvelopeTaken: {
    document:
      'query($b: ID!) { postalEnvelopeTaken(brandId: $b, giveawayId: "no-such-giveaway", envelopeRef: "E") }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  recordPostalEntry: {
    document: `mutation($b: ID!) { recordPostalEntry(brandId: $b, giveawayId: "no-such-giveaway", input: { envelopeRef: "", fullName: "", address: "", city: "", postcode: "", email: "" }) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  runDraw: {
    document: `mutation($b: ID!) { runDraw(brandId: $b, giveawayId: "no-such-giveaway", month: "2026-01") { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  publishDraw: {
    document: `mutation($b: ID!) { publishDraw(brandId: $b, drawId: "drw_none_202601") { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  grantMonthlyEntries: {
    document: `mutation($b: ID!) { grantMonthlyEntries(brandId: $b, month: "2000-01") { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  // A brand's rows (slots.edit): an allowed call names a row that does not exist, or a bad key.
  rows: {
    document: 'query($b: ID!) { rows(brandId: $b, mediaType: "movie") { brandId } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  createRow: {
    document: `mutation($b: ID!) { createRow(brandId: $b, mediaType: "movie", key: "Bad Key", settings: { titles: [{ lang: "en-us", text: "X" }], tags: [] }) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  updateRow: {
    document: `mutation($b: ID!) { updateRow(brandId: $b, slug: "no_such_row", settings: { titles: [{ lang: "en-us", text: "X" }], tags: [] }) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  deleteRow: {
    document: `mutation($b: ID!) { deleteRow(brandId: $b, slug: "no_such_row") { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  setRowHidden: {
    document: `mutation($b: ID!) { setRowHidden(brandId: $b, slug: "no_such_row", hidden: true) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  orderRows: {
    document: `mutation($b: ID!) { orderRows(brandId: $b, mediaType: "movie", slugs: ["no_such_row"]) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  pinTitle: {
    document: `mutation($b: ID!) { pinTitle(brandId: $b, slug: "no_such_row", mediaId: "1") { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  unpinTitle: {
    document: `mutation($b: ID!) { unpinTitle(brandId: $b, slug: "no_such_row", mediaId: "1") { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  orderPins: {
    document: `mutation($b: ID!) { orderPins(brandId: $b, slug: "no_such_row", mediaIds: ["1"]) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  inviteStaff: {
    document: `mutation { inviteStaff(input: { email: "not-an-address", name: "X", role: support, brandIds: ["playmax"] }) { ${RESULT} } }`,
    variables: () => ({}),
    perBrand: false,
  },
  changeStaffRole: {
    document: `mutation { changeStaffRole(id: "999999", role: support, brandIds: ["playmax"]) { ${RESULT} } }`,
    variables: () => ({}),
    perBrand: false,
  },
  deactivateStaff: {
    document: `mutation { deactivateStaff(id: "999999") { ${RESULT} } }`,
    variables: () => ({}),
    perBrand: false,
  },
  setStaffLanguage: {
    document: `mutation { setStaffLanguage(lang: "xx-xx") { ${RESULT} } }`,
    variables: () => ({}),
    perBrand: false,
  },
  brandMigrationPreview: {
    document:
      'query($b: ID!, $to: ID!) { brandMigrationPreview(fromBrandId: $b, toBrandId: $to) { members } }',
    variables: (b) => ({ b, to: b === 'playmax' ? 'clickcoins' : 'playmax' }),
    perBrand: true,
  },
  // The same brand on both sides: refused for what it says (same brand), never moved.
  migrateBrand: {
    document: `mutation($b: ID!) { migrateBrand(fromBrandId: $b, toBrandId: $b) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  upkeep: { document: '{ upkeep { eventRetentionDays } }', variables: () => ({}), perBrand: false },
  // Nothing is past its retention at the test clock: the pass deletes nothing and records nothing.
  runRetention: {
    document: `mutation { runRetention { ${RESULT} pass { sessions } } }`,
    variables: () => ({}),
    perBrand: false,
  },
  orders: {
    document: 'query($b: ID!) { orders(brandId: $b) { brandId } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  setOrderStatus: {
    document: `mutation($b: ID!) { setOrderStatus(brandId: $b, id: "999999", status: "shipped") { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  shop: {
    document: 'query($b: ID!) { shop(brandId: $b) { brandId } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  shopProducts: {
    document: 'query($b: ID!) { shopProducts(brandId: $b) { total } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  shopProduct: {
    document: 'query($b: ID!, $id: ID!) { shopProduct(brandId: $b, id: $id) { id } }',
    variables: (b) => ({ b, id: PRODUCT_OF[b] }),
    perBrand: true,
  },
  // A negative price: an allowed call is refused for what it says (shop_price_invalid).
  createProduct: {
    document: `mutation($b: ID!) { createProduct(brandId: $b, input: { texts: [{ lang: "en-us", name: "Nothing", description: "" }],
      categoryId: "1", priceMinor: -1, stock: 0, variants: [], onSale: true, welcomeGift: false }) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  updateProduct: {
    document: `mutation($b: ID!, $id: ID!) { updateProduct(brandId: $b, id: $id, input: { texts: [{ lang: "en-us", name: "Nothing", description: "" }],
      categoryId: "1", priceMinor: -1, stock: 0, variants: [], onSale: true, welcomeGift: false }) { ${RESULT} } }`,
    variables: (b) => ({ b, id: PRODUCT_OF[b] }),
    perBrand: true,
  },
  setProductStock: {
    document: `mutation($b: ID!, $id: ID!) { setProductStock(brandId: $b, id: $id, stock: -1) { ${RESULT} } }`,
    variables: (b) => ({ b, id: PRODUCT_OF[b] }),
    perBrand: true,
  },
  // No name: category_name refused for what it says.
  createCategory: {
    document: `mutation($b: ID!) { createCategory(brandId: $b, input: { texts: [{ lang: "en-us", name: "", description: "" }] }) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  updateCategory: {
    document: `mutation($b: ID!) { updateCategory(brandId: $b, id: "1", input: { texts: [{ lang: "en-us", name: "", description: "" }] }) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  // Not every category once: invalid_input.
  orderCategories: {
    document: `mutation($b: ID!) { orderCategories(brandId: $b, ids: []) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  libraries: {
    document: 'query($b: ID!) { libraries(brandId: $b) { brandId } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  // A folder outside LIBRARY_ROOTS: an allowed call is refused for the folder (library_folder_not_allowed).
  addLibrary: {
    document: `mutation($b: ID!) { addLibrary(input: { brandId: $b, mediaType: "music", name: "Matrix", dir: "/no-such-root/matrix" }) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  scanLibrary: {
    document: `mutation($b: ID!) { scanLibrary(brandId: $b, libraryId: "999999") { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  titles: {
    document: 'query($b: ID!) { titles(brandId: $b) { items { id } } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  title: {
    document: 'query($b: ID!, $id: ID!) { title(brandId: $b, id: $id) { title { id } } }',
    variables: (b) => ({ b, id: TITLE_OF[b] }),
    perBrand: true,
  },
  // No title in en-us: an allowed call is refused for what it says (title_invalid).
  updateTitle: {
    document: `mutation($b: ID!, $id: ID!) { updateTitle(brandId: $b, id: $id, input: { texts: [{ lang: "en-us", title: "", description: "" }],
      genreIds: [], credits: [], releaseDate: null, isFree: false, restrictedCountries: [] }) { ${RESULT} } }`,
    variables: (b) => ({ b, id: TITLE_OF[b] }),
    perBrand: true,
  },
  // A title into itself: merge_same_title.
  mergeTitles: {
    document: `mutation($b: ID!, $id: ID!) { mergeTitles(brandId: $b, intoId: $id, fromId: $id) { ${RESULT} } }`,
    variables: (b) => ({ b, id: TITLE_OF[b] }),
    perBrand: true,
  },
  setTitleHidden: {
    document: `mutation($b: ID!) { setTitleHidden(brandId: $b, id: "999999999", hidden: true) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  // The dashboards (reports.read): owners and brand admins; across brands, any brand held.
  dashboard: {
    document:
      'query($b: ID!) { dashboard(brandId: $b, range: { from: "2026-02-01", to: "2026-02-28" }) { brandIds } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  crossBrandDashboard: {
    document: '{ crossBrandDashboard(range: { from: "2026-02-01", to: "2026-02-28" }) { brandIds } }',
    variables: () => ({}),
    perBrand: false,
  },
  feedbackReports: {
    document: 'query($b: ID!) { feedbackReports(brandId: $b) { entries { id } } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  feedbackCounts: {
    document: 'query($b: ID!) { feedbackCounts(brandId: $b) { total } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  // Not a status: invalid_input.
  setFeedbackStatus: {
    document: `mutation($id: ID!) { setFeedbackStatus(id: $id, status: "closed") { ${RESULT} } }`,
    variables: (b) => ({ id: REPORT_OF[b] }),
    perBrand: true,
  },
  vpnServers: {
    document: 'query($b: ID!) { vpnServers(brandId: $b) { id } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  // Port 0: invalid_input.
  createVpnServer: {
    document: `mutation($b: ID!) { createVpnServer(brandId: $b, id: "xx-new-1", input: ${BAD_VPN_SERVER}) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  updateVpnServer: {
    document: `mutation($id: ID!) { updateVpnServer(id: $id, input: ${BAD_VPN_SERVER}) { ${RESULT} } }`,
    variables: (b) => ({ id: VPN_SERVER_OF[b] }),
    perBrand: true,
  },
  // On already: nothing changes, nothing recorded.
  setVpnServerEnabled: {
    document: `mutation($id: ID!) { setVpnServerEnabled(id: $id, enabled: true) { ${RESULT} } }`,
    variables: (b) => ({ id: VPN_SERVER_OF[b] }),
    perBrand: true,
  },
  helpArticles: {
    document: 'query($b: ID!) { helpArticles(brandId: $b) { slug } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  // Not a slug: invalid_input.
  createHelpArticle: {
    document: `mutation($b: ID!) { createHelpArticle(brandId: $b, slug: "Bad Slug", texts: [{ lang: "en-us", question: "Q", answer: "A" }]) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  // No such article: faq_not_found.
  updateHelpArticle: {
    document: `mutation($b: ID!) { updateHelpArticle(brandId: $b, slug: "no-such-article", texts: [{ lang: "en-us", question: "Q", answer: "A" }]) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  setHelpArticleHidden: {
    document: `mutation($b: ID!) { setHelpArticleHidden(brandId: $b, slug: "no-such-article", hidden: true) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  // Not every article once: invalid_input.
  orderHelpArticles: {
    document: `mutation($b: ID!) { orderHelpArticles(brandId: $b, slugs: ["no-such-article"]) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  impactItems: {
    document: 'query($b: ID!) { impactItems(brandId: $b) { id } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  impactCategories: {
    document: 'query($b: ID!) { impactCategories(brandId: $b) { id } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  // A price of 0 and no category: invalid_input.
  createImpactItem: {
    document: `mutation($b: ID!) { createImpactItem(brandId: $b, slug: "new", input: ${BAD_IMPACT}) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  updateImpactItem: {
    document: `mutation($id: ID!) { updateImpactItem(id: $id, input: ${BAD_IMPACT}) { ${RESULT} } }`,
    variables: (b) => ({ id: IMPACT_OF[b] }),
    perBrand: true,
  },
  // On already: nothing changes, nothing recorded.
  setImpactItemActive: {
    document: `mutation($id: ID!) { setImpactItemActive(id: $id, active: true) { ${RESULT} } }`,
    variables: (b) => ({ id: IMPACT_OF[b] }),
    perBrand: true,
  },
  crossSellOffers: {
    document: 'query($b: ID!) { crossSellOffers(brandId: $b) { id } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  // A price of 0: invalid_input.
  createCrossSellOffer: {
    document: `mutation($b: ID!) { createCrossSellOffer(brandId: $b, type: "media", input: ${BAD_CROSSSELL}) { ${RESULT} } }`,
    variables: (b) => ({ b }),
    perBrand: true,
  },
  updateCrossSellOffer: {
    document: `mutation($id: ID!) { updateCrossSellOffer(id: $id, input: ${BAD_CROSSSELL}) { ${RESULT} } }`,
    variables: (b) => ({ id: CROSSSELL_OF[b] }),
    perBrand: true,
  },
  // On already: nothing changes, nothing recorded.
  setCrossSellOfferActive: {
    document: `mutation($id: ID!) { setCrossSellOfferActive(id: $id, active: true) { ${RESULT} } }`,
    variables: (b) => ({ id: CROSSSELL_OF[b] }),
    perBrand: true,
  },
  vpnCertificates: {
    document: 'query($b: ID!) { vpnCertificates(brandId: $b) { serial } }',
    variables: (b) => ({ b }),
    perBrand: true,
  },
  // MEMBER_OF holds no certificate (another member does): vpn_certificate_not_found.
  revokeVpnCertificate: {
    document: `mutation($m: ID!) { revokeVpnCertificate(memberId: $m) { ${RESULT} } }`,
    variables: (b) => ({ m: MEMBER_OF[b] }),
    perBrand: true,
  },
};

/** Ends the session the matrix signs in with; sign-in.test.ts covers it. */
const NOT_IN_MATRIX = new Set([
  'signOut',
  // Mails the member and writes its audit row whoever may: member-actions.test.ts covers every role.
  'sendMemberResetLink',
]);

const ALL = Object.keys(OPERATIONS);
/** A brand's giveaways and draws: a brand admin's (giveaways.edit); support reads and types postal entries. */
const GIVEAWAY_OPS = [
  'giveaways',
  'createGiveaway',
  'updateGiveaway',
  'postalEnvelopeTaken',
  'recordPostalEntry',
  'runDraw',
  'publishDraw',
  'grantMonthlyEntries',
];
/** A brand's libraries (catalogue.edit): content editors and brand admins on their brands. */
const LIBRARY_OPS = ['libraries', 'addLibrary', 'scanLibrary'];
/** A brand's rows (slots.edit): content editors and brand admins on their brands. */
const ROW_OPS = [
  'rows',
  'createRow',
  'updateRow',
  'deleteRow',
  'setRowHidden',
  'orderRows',
  'pinTitle',
  'unpinTitle',
  'orderPins',
];
/** A brand's titles (catalogue.edit): content editors and brand admins on their brands. */
const TITLE_OPS = ['titles', 'title', 'updateTitle', 'mergeTitles', 'setTitleHidden'];
/** A brand's shop catalogue (shop.edit): brand admins on their brands, owners. */
const SHOP_OPS = [
  'shop',
  'shopProducts',
  'shopProduct',
  'createProduct',
  'updateProduct',
  'setProductStock',
  'createCategory',
  'updateCategory',
  'orderCategories',
];
/** What each role may do: an operation (on every brand it names) or `operation@brand`. */
const ALLOWED: Record<StaffName, readonly string[]> = {
  owner: ALL,
  brandAdmin: [
    'me',
    'brands',
    'setStaffLanguage',
    'memberTagChoices',
    'setMemberTags@playmax',
    ...['brand', 'plans', 'plan', 'auditLog', 'updateBrand', 'createPlan', 'updatePlan', 'setPlanOnSale'].map(
      (op) => `${op}@playmax`,
    ),
    ...MEMBER_OPS.map((op) => `${op}@playmax`),
    'orders@playmax',
    'setOrderStatus@playmax',
    ...SHOP_OPS.map((op) => `${op}@playmax`),
    ...GIVEAWAY_OPS.map((op) => `${op}@playmax`),
    ...LIBRARY_OPS.map((op) => `${op}@playmax`),
    ...ROW_OPS.map((op) => `${op}@playmax`),
    ...TITLE_OPS.map((op) => `${op}@playmax`),
    'dashboard@playmax',
    'crossBrandDashboard',
    ...[...BRAND_REST_MEMBER_OPS, ...VPN_SERVER_OPS].map((op) => `${op}@playmax`),
  ],
  editor: [
    'me',
    'brands',
    'setStaffLanguage',
    'memberTagChoices',
    'brand@playmax',
    ...LIBRARY_OPS.map((op) => `${op}@playmax`),
    ...ROW_OPS.map((op) => `${op}@playmax`),
    ...TITLE_OPS.map((op) => `${op}@playmax`),
  ],
  support: [
    'me',
    'brands',
    'setStaffLanguage',
    'memberTagChoices',
    'brand@playmax',
    'brand@clickcoins',
    ...MEMBER_OPS,
    ...['giveaways', 'postalEnvelopeTaken', 'recordPostalEntry'].flatMap((op) => [
      `${op}@playmax`,
      `${op}@clickcoins`,
    ]),
    ...BRAND_REST_MEMBER_OPS,
  ],
  fulfilment: [
    'me',
    'brands',
    'setStaffLanguage',
    'memberTagChoices',
    'brand@playmax',
    'brand@clickcoins',
    ...['orders', 'setOrderStatus'].flatMap((op) => [`${op}@playmax`, `${op}@clickcoins`]),
  ],
};

function expected(role: StaffName, op: string, brand: Brand | null): Outcome {
  const allowed = ALLOWED[role];
  return allowed.includes(op) || (brand !== null && allowed.includes(`${op}@${brand}`))
    ? 'allowed'
    : 'refused';
}

describe('the role matrix covers the console schema', () => {
  it('has a row for every field of the console schema', () => {
    const schema = buildConsoleSchema();
    const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.keys(type?.getFields() ?? {}),
    );
    expect(fields.filter((f) => !NOT_IN_MATRIX.has(f)).sort()).toEqual([...ALL].sort());
  });
});

describe.each(DIALECTS)('every role against every console operation on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      await seedTestStaff(db.handle.db);
      // A feedback report (REPORT_OF), a server (VPN_SERVER_OF) and a live certificate of another
      // member than MEMBER_OF, of each brand's own.
      for (const [brandId, memberId] of [
        ['playmax', ids.fr],
        ['clickcoins', ids.coinsSameCard],
      ] as const) {
        await db.handle.db
          .insertInto('feedbacks')
          .values({
            brand_id: brandId,
            member_id: memberId,
            media_type: 'movie',
            issue_type: 1,
            issue_id: 1,
            media_id: null,
            media_title: null,
            text: null,
            created_at: '2026-02-01T00:00:00.000Z',
          })
          .execute();
        await db.handle.db
          .insertInto('faq_entries')
          .values({
            brand_id: brandId,
            slug: 'help',
            position: 0,
            question: 'Q',
            answer: 'A',
            text_key: 'help',
          })
          .execute();
        const category = await db.handle.db
          .insertInto('impact_categories')
          .values({ brand_id: brandId, slug: 'trees', name: 'Trees', position: 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db.handle.db
          .insertInto('impact_items')
          .values({
            brand_id: brandId,
            category_id: Number(category.id),
            slug: 'tree',
            name: 'Tree',
            description: 'A tree',
            unit: 'tree',
            price_per_unit: 10,
            target_quantity: 100,
            member_target: 1,
            prices: '[10]',
            images: '[]',
            position: 0,
            text_key: 'tree',
          })
          .execute();
        await db.handle.db
          .insertInto('crosssell_offers')
          .values({ brand_id: brandId, type: 'vpn', offer_id: 1, amount: 499, currency: 'USD', symbol: '$' })
          .execute();
        const server = brandId === 'playmax' ? VPN_SERVER_OF.playmax : VPN_SERVER_OF.clickcoins;
        await db.handle.db
          .insertInto('vpn_servers')
          .values({
            id: server,
            brand_id: brandId,
            country_code: 'NL',
            city: 'Amsterdam',
            hostname: `${server}.example.net`,
            port: 1194,
            protocol: 'udp',
            load: 10,
          })
          .execute();
        await db.handle.db
          .insertInto('vpn_certificates')
          .values({
            serial: `0${memberId}`,
            brand_id: brandId,
            member_id: memberId,
            server_id: server,
            issued_at: '2026-02-01T00:00:00.000Z',
            expires_at: '2027-02-01T00:00:00.000Z',
            revoked_at: null,
          })
          .execute();
      }
      // A film of each brand's own (TITLE_OF), for the title operations.
      const writer = new CatalogueWriter(db.handle.db);
      for (const brandId of ['playmax', 'clickcoins'])
        await inTransaction(db.handle.db, (trx) =>
          writer.writeTitle(trx, {
            brandId,
            mediaType: 'movie',
            title: `Matrix ${brandId}`,
            hiddenReason: null,
          }),
        );
      // A payment of each brand's member (PAYMENT_OF), and a subscription for clickcoins' (paid@ has one).
      for (const [memberId, brandId] of [
        [Number(MEMBER_OF.playmax), 'playmax'],
        [Number(MEMBER_OF.clickcoins), 'clickcoins'],
      ] as const)
        await db.handle.db
          .insertInto('billing_transactions')
          .values({
            brand_id: brandId,
            member_id: memberId,
            subscription_id: null,
            kind: 'coins',
            description: 'Coins',
            amount: 500,
            currency: 'USD',
            symbol: '$',
            status: 'succeeded',
            reference: `ch_matrix_${brandId}`,
            failure_code: null,
            created_at: '2026-02-01T00:00:00.000Z',
          })
          .execute();
      await db.handle.db
        .insertInto('subscriptions')
        .values({
          member_id: Number(MEMBER_OF.clickcoins),
          plan_id: Number(PLAN_OF.clickcoins),
          ref_id: 'sub_matrix_coins',
          reference_number: 'R-matrix',
          subscription_provider: 'stripe',
          brand_id: 'clickcoins',
          is_active: 1,
          is_trial: 0,
          billing_period_days: 30,
          start_date: '2026-01-01T00:00:00.000Z',
          next_billing_date: '2026-04-01T00:00:00.000Z',
          cancelled_at: null,
          cancel_ref_id: null,
          cancel_date: null,
          end_date: null,
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
      // A category and a product of each brand's shop (PRODUCT_OF).
      for (const brandId of ['playmax', 'clickcoins'] as const) {
        const category = await db.handle.db
          .insertInto('product_categories')
          .values({
            brand_id: brandId,
            slug: `matrix-${brandId}`,
            name: 'Matrix',
            description: '',
            image: '',
            position: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const product = await db.handle.db
          .insertInto('products')
          .values({
            brand_id: brandId,
            category_id: Number(category.id),
            slug: `matrix-${brandId}`,
            name: 'Matrix',
            description: '',
            price: 100,
            currency: 'USD',
            symbol: '$',
            stock: 1,
            images: '[]',
            is_welcome_gift: 0,
            active: 1,
            position: 0,
            created_at: '2026-01-01T00:00:00.000Z',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        PRODUCT_OF[brandId] = String(product.id);
      }
      // One row per brand, so that a log a role may read is not empty.
      for (const brandId of ['playmax', 'clickcoins'])
        await insertAuditRow(
          db.handle.db,
          {
            staffId: null,
            staffEmail: null,
            brandId,
            action: 'test.row',
            target: brandId,
            before: null,
            after: null,
            ip: 'cli',
          },
          '2026-02-01T00:00:00.000Z',
        );
    },
  });

  it.each(Object.keys(TEST_STAFF) as StaffName[])(
    '%s: allowed and refused as the table says',
    async (role) => {
      const owner = await staffSignIn(t.app, t.clock, TEST_STAFF.owner.email);
      const brandInput = {} as Record<Brand, unknown>;
      for (const b of ['playmax', 'clickcoins'] as const) {
        const r = await consoleGql(
          t.app,
          owner,
          `query($id: ID!) { brand(id: $id) {
        name hosts layout accentColor accentColorExact mediaTypes tags menu { label path icon color submenuType }
        supportDomain supportEmail phones companyName address { address city state zip countryCode }
        cookiePolicyUrl currency defaultLanguage languages sweeps { forAll blockedCountries } } }`,
          { id: b },
        );
        brandInput[b] = r.data?.brand ?? minimalBrandDraft(b, `${b}.localhost`);
      }
      const token = await staffSignIn(t.app, t.clock, TEST_STAFF[role].email);
      // A fresh second factor, so the staff changes meet the role check and not the freshness one.
      await confirmSecondFactor(t.app, t.clock, token);
      const auditBefore = await t.db.handle.db.selectFrom('audit_log').select('id').execute();

      const seen: string[] = [];
      const wanted: string[] = [];
      for (const [name, op] of Object.entries(OPERATIONS)) {
        for (const brand of op.perBrand ? (['playmax', 'clickcoins'] as const) : [null]) {
          const r = await consoleGql(
            t.app,
            token,
            op.document,
            op.variables(brand ?? 'playmax', { brandInput }),
          );
          expect(r.errors, `${name}: ${JSON.stringify(r.errors)}`).toBeUndefined();
          const answer = (r.data?.[name] ?? null) as Answer;
          const isMutation = op.document.trimStart().startsWith('mutation');
          let outcome: Outcome = (isMutation ? mutationRefused(answer) : readRefused(answer))
            ? 'refused'
            : 'allowed';
          // A list read across brands: what it holds is the answer.
          if (name === 'brands') outcome = 'allowed';
          const label = brand ? `${name}@${brand}` : name;
          seen.push(`${label}: ${outcome}`);
          wanted.push(`${label}: ${expected(role, name, brand)}`);
        }
      }
      expect(seen).toEqual(wanted);

      const brands = await consoleGql(t.app, token, '{ brands { id } }');
      const ids = (brands.data?.brands as { id: string }[]).map((b) => b.id).sort();
      expect(ids).toEqual(
        role === 'owner' ? ['clickcoins', 'playmax'] : [...TEST_STAFF[role].brandIds].sort(),
      );
      // Nothing the matrix sent was a change: no audit row was written.
      expect(await t.db.handle.db.selectFrom('audit_log').select('id').execute()).toEqual(auditBefore);
    },
  );
});
