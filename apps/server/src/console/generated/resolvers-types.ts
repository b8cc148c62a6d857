import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ConsoleContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Arbitrary JSON: responseResult.extra and an audit row's before/after. */
  JSON: { input: unknown; output: unknown; }
};

export type AddLibraryInput = {
  brandId: Scalars['ID']['input'];
  /** An absolute folder inside one of the roots. */
  dir: Scalars['String']['input'];
  mediaType: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: Scalars['String']['output'];
  after?: Maybe<Scalars['JSON']['output']>;
  at: Scalars['String']['output'];
  before?: Maybe<Scalars['JSON']['output']>;
  /** null for a console-wide act (staff changes). */
  brandId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  staffEmail?: Maybe<Scalars['String']['output']>;
  staffId?: Maybe<Scalars['ID']['output']>;
  /** What was changed, e.g. brand:playmax or plan:147. */
  target: Scalars['String']['output'];
};

export type AuditFilter = {
  /** An action name, e.g. brand.update (exact). */
  action?: InputMaybe<Scalars['String']['input']>;
  /** Only this brand's rows (must be in the staff member's scope); none = every brand in scope. */
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** ISO date-times, inclusive from, exclusive to. */
  from?: InputMaybe<Scalars['String']['input']>;
  staffId?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type AuditPage = {
  __typename?: 'AuditPage';
  entries: Array<AuditEntry>;
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type BrandAddress = {
  __typename?: 'BrandAddress';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  state: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

export type BrandAddressInput = {
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  countryCode: Scalars['String']['input'];
  state: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};

/**
 * A brand's giveaway desk: what its screens need besides the giveaways (the currency amounts are
 * typed in, the month whose free entries can be given now).
 */
export type BrandGiveaways = {
  __typename?: 'BrandGiveaways';
  brandId: Scalars['ID']['output'];
  /** ISO 4217, the brand's billing currency; empty when it has none (no giveaway can be created). */
  currency: Scalars['String']['output'];
  /** How many decimals an amount in that currency has (2 for USD, 0 for JPY). */
  currencyDecimals: Scalars['Int']['output'];
  /** The current month, YYYY-MM in Eastern Time (monthly free entries are given for it only). */
  currentMonth: Scalars['String']['output'];
  /** The brand's giveaways, the newest entry period first (their draws left empty). */
  list: Array<ConsoleGiveaway>;
  /** One giveaway of the brand with every month's draw; null when unknown or not offered there. */
  one?: Maybe<ConsoleGiveaway>;
};


/**
 * A brand's giveaway desk: what its screens need besides the giveaways (the currency amounts are
 * typed in, the month whose free entries can be given now).
 */
export type BrandGiveawaysOneArgs = {
  id: Scalars['ID']['input'];
};

export type BrandInput = {
  accentColor: Scalars['String']['input'];
  accentColorExact: Scalars['String']['input'];
  address: BrandAddressInput;
  companyName: Scalars['String']['input'];
  cookiePolicyUrl: Scalars['String']['input'];
  currency: Scalars['String']['input'];
  defaultLanguage: Scalars['String']['input'];
  hosts: Array<Scalars['String']['input']>;
  languages: Array<Scalars['String']['input']>;
  layout: Scalars['String']['input'];
  mediaTypes: Array<Scalars['String']['input']>;
  menu: Array<BrandMenuItemInput>;
  name: Scalars['String']['input'];
  phones: Array<Scalars['String']['input']>;
  supportDomain: Scalars['String']['input'];
  supportEmail: Scalars['String']['input'];
  sweeps: BrandSweepsSettingsInput;
  tags: Array<Scalars['String']['input']>;
};

/** A side-menu item of a brand (SPEC.md 2, the menu). */
export type BrandMenuItem = {
  __typename?: 'BrandMenuItem';
  color?: Maybe<Scalars['String']['output']>;
  icon: Scalars['String']['output'];
  label: Scalars['String']['output'];
  path: Scalars['String']['output'];
  /** A sub-menu kind (e.g. media types), or null. */
  submenuType?: Maybe<Scalars['String']['output']>;
};

export type BrandMenuItemInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  icon: Scalars['String']['input'];
  label: Scalars['String']['input'];
  path: Scalars['String']['input'];
  submenuType?: InputMaybe<Scalars['String']['input']>;
};

export type BrandMigrationPayload = {
  __typename?: 'BrandMigrationPayload';
  /** On errorCode brand_migration_email_collision: the e-mails in the way. */
  emailCollisions?: Maybe<Array<Scalars['String']['output']>>;
  /** The hostnames that now redirect. */
  hostnames?: Maybe<Array<Scalars['String']['output']>>;
  /** How many members moved; null when nothing did. */
  members?: Maybe<Scalars['Int']['output']>;
  plans?: Maybe<Scalars['Int']['output']>;
  responseResult: ResponseResult;
};

/** What moving a brand's members to another brand would do, read before it runs. */
export type BrandMigrationPreview = {
  __typename?: 'BrandMigrationPreview';
  /** E-mails with an account on both brands (at most 20): while any is left, nothing can move. */
  emailCollisions: Array<Scalars['String']['output']>;
  fromBrandId: Scalars['ID']['output'];
  /** Its hostnames, which become redirects to the other brand. */
  hostnames: Array<Scalars['String']['output']>;
  /** Members of the brand they leave: all move. */
  members: Scalars['Int']['output'];
  /** Its plans, which follow their subscribers off sale. */
  plans: Scalars['Int']['output'];
  toBrandId: Scalars['ID']['output'];
};

export type BrandPayload = {
  __typename?: 'BrandPayload';
  brand?: Maybe<ConsoleBrand>;
  responseResult: ResponseResult;
};

export type BrandSweepsSettings = {
  __typename?: 'BrandSweepsSettings';
  /** ISO 3166-1 alpha-2 codes where entering is refused. */
  blockedCountries: Array<Scalars['String']['output']>;
  /** Giveaways are offered to every member, not only to paying ones. */
  forAll: Scalars['Boolean']['output'];
};

export type BrandSweepsSettingsInput = {
  blockedCountries: Array<Scalars['String']['input']>;
  forAll: Scalars['Boolean']['input'];
};

export type CoinAdjustmentPayload = {
  __typename?: 'CoinAdjustmentPayload';
  /** The member's balance after the adjustment (or after the first one with this key). */
  balance?: Maybe<Scalars['Int']['output']>;
  /** True when this key had already adjusted the balance: nothing changed this time. */
  duplicate: Scalars['Boolean']['output'];
  responseResult: ResponseResult;
};

/** A brand as the console edits it: every setting the member area reads. */
export type ConsoleBrand = {
  __typename?: 'ConsoleBrand';
  accentColor: Scalars['String']['output'];
  accentColorExact: Scalars['String']['output'];
  address: BrandAddress;
  companyName: Scalars['String']['output'];
  cookiePolicyUrl: Scalars['String']['output'];
  /** ISO 4217. */
  currency: Scalars['String']['output'];
  defaultLanguage: Scalars['String']['output'];
  /** The first is the primary host. */
  hosts: Array<Scalars['String']['output']>;
  iconUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Interface languages offered to members. */
  languages: Array<Scalars['String']['output']>;
  /** default | vpn | clickcoins | clickplay */
  layout: Scalars['String']['output'];
  logoUrl: Scalars['String']['output'];
  mediaTypes: Array<Scalars['String']['output']>;
  menu: Array<BrandMenuItem>;
  name: Scalars['String']['output'];
  phones: Array<Scalars['String']['output']>;
  supportDomain: Scalars['String']['output'];
  supportEmail: Scalars['String']['output'];
  sweeps: BrandSweepsSettings;
  /** Feature tags of SPEC.md 4 and 6 the brand has. */
  tags: Array<Scalars['String']['output']>;
};

/** A brand's libraries desk (catalogue.edit on the brand). */
export type ConsoleBrandLibraries = {
  __typename?: 'ConsoleBrandLibraries';
  brandId: Scalars['ID']['output'];
  /** One library of the brand; null when unknown or another brand's. */
  library?: Maybe<ConsoleLibrary>;
  list: Array<ConsoleLibrary>;
  /** The folders a library may be in (LIBRARY_ROOTS): the form shows them. */
  roots: Array<Scalars['String']['output']>;
};


/** A brand's libraries desk (catalogue.edit on the brand). */
export type ConsoleBrandLibrariesLibraryArgs = {
  id: Scalars['ID']['input'];
};

/**
 * A brand's orders desk (orders.read on the brand). The CSV of its orders:
 * GET /adminapi/brands/:brandId/orders.csv?status=…
 */
export type ConsoleBrandOrders = {
  __typename?: 'ConsoleBrandOrders';
  brandId: Scalars['ID']['output'];
  /** The brand's billing currency (ISO 4217); each order keeps its own. */
  currency: Scalars['String']['output'];
  /** One order of the brand; null when unknown or another brand's. */
  order?: Maybe<ConsoleOrder>;
  /** The brand's orders, newest first; `status` keeps one status (paid: the queue to ship). */
  page: ConsoleOrderPage;
  /** What to pick for the brand's paid orders. */
  pickList: ConsolePickList;
};


/**
 * A brand's orders desk (orders.read on the brand). The CSV of its orders:
 * GET /adminapi/brands/:brandId/orders.csv?status=…
 */
export type ConsoleBrandOrdersOrderArgs = {
  id: Scalars['ID']['input'];
};


/**
 * A brand's orders desk (orders.read on the brand). The CSV of its orders:
 * GET /adminapi/brands/:brandId/orders.csv?status=…
 */
export type ConsoleBrandOrdersPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

/** A brand's rows of one media type (slots.edit on the brand). */
export type ConsoleBrandRows = {
  __typename?: 'ConsoleBrandRows';
  brandId: Scalars['ID']['output'];
  /** The genres a row of this type may follow. */
  genres: Array<ConsoleRowGenre>;
  /** The brand's rows of the type in its display order, hidden ones too. */
  list: Array<ConsoleRow>;
  mediaType: Scalars['String']['output'];
  /** One row the brand sees, by slug; null when unknown or another brand's. */
  row?: Maybe<ConsoleRow>;
  /** Titles listed to the brand of this type whose title starts with `query` (at most 20). */
  titleChoices: Array<ConsoleRowTitleChoice>;
};


/** A brand's rows of one media type (slots.edit on the brand). */
export type ConsoleBrandRowsRowArgs = {
  slug: Scalars['String']['input'];
};


/** A brand's rows of one media type (slots.edit on the brand). */
export type ConsoleBrandRowsTitleChoicesArgs = {
  query: Scalars['String']['input'];
};

/** One row of the member's coin history, newest first. */
export type ConsoleCoinLedgerRow = {
  __typename?: 'ConsoleCoinLedgerRow';
  /** Coins added (positive) or taken (negative). */
  amount: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  /** The history line the member reads. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** purchase, spend, credit, bonus, adjustment, … */
  kind: Scalars['String']['output'];
};

/** One month's draw of a giveaway (docs/draws.md). */
export type ConsoleDraw = {
  __typename?: 'ConsoleDraw';
  announcedAt?: Maybe<Scalars['String']['output']>;
  beacon: Scalars['String']['output'];
  closesAt: Scalars['String']['output'];
  /** SHA-256 of the secret seed, public before the month opens. */
  commitment: Scalars['String']['output'];
  drawnAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  opensAt: Scalars['String']['output'];
  /** YYYY-MM, Eastern Time. */
  period: Scalars['String']['output'];
  publishedAt?: Maybe<Scalars['String']['output']>;
  /** committed, held (closed, waiting for a beacon), drawn, published, rolled_over or unused. */
  state: Scalars['String']['output'];
  total?: Maybe<Scalars['Int']['output']>;
  uniqueEntrants?: Maybe<Scalars['Int']['output']>;
  /** The member area's page of the draw's record, where anyone checks it. */
  verificationUrl: Scalars['String']['output'];
  /** The winning entrant's pseudonym, as the public record shows it. */
  winner?: Maybe<Scalars['String']['output']>;
  /** member or postal. */
  winnerKind?: Maybe<Scalars['String']['output']>;
  winnerMemberId?: Maybe<Scalars['Int']['output']>;
  winnerPostalId?: Maybe<Scalars['Int']['output']>;
};

/** How many reports share one value: a status, a media type or an issue id (as text). */
export type ConsoleFeedbackCount = {
  __typename?: 'ConsoleFeedbackCount';
  count: Scalars['Int']['output'];
  key: Scalars['String']['output'];
};

export type ConsoleFeedbackCounts = {
  __typename?: 'ConsoleFeedbackCounts';
  /** Most reported first. */
  byIssue: Array<ConsoleFeedbackCount>;
  byMediaType: Array<ConsoleFeedbackCount>;
  byStatus: Array<ConsoleFeedbackCount>;
  total: Scalars['Int']['output'];
};

export type ConsoleFeedbackPage = {
  __typename?: 'ConsoleFeedbackPage';
  entries: Array<ConsoleFeedbackReport>;
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/**
 * A member's problem report as support reads it (members.read on its brand; issue 33 scope 4). The
 * issue type (1–5) and issue id (1–45) name packages/domain's feedback catalogue.
 */
export type ConsoleFeedbackReport = {
  __typename?: 'ConsoleFeedbackReport';
  brandId: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  issueId: Scalars['Int']['output'];
  issueType: Scalars['Int']['output'];
  mediaId?: Maybe<Scalars['ID']['output']>;
  mediaTitle?: Maybe<Scalars['String']['output']>;
  mediaType: Scalars['String']['output'];
  /** The member's e-mail; null when the member was deleted since. */
  memberEmail?: Maybe<Scalars['String']['output']>;
  memberId: Scalars['ID']['output'];
  /** new | seen | resolved */
  status: Scalars['String']['output'];
  /** When the status last changed; null while it was never changed. */
  statusChangedAt?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
};

/**
 * A giveaway as the console lists it (permission giveaways.edit, or entries.record for support, on
 * its brand). Its entry period is whole months in Eastern Time.
 */
export type ConsoleGiveaway = {
  __typename?: 'ConsoleGiveaway';
  brandId: Scalars['ID']['output'];
  /** promotional or monthly_exclusive. */
  category: Scalars['String']['output'];
  closesAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Every month's draw, oldest first (on `one`; empty in `list`). */
  draws: Array<ConsoleDraw>;
  /** The pool: paid, free and postal entries. */
  entries: Scalars['Int']['output'];
  /** The first and the last month of entries, YYYY-MM (a roll-over moves the last). */
  firstMonth: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastMonth: Scalars['String']['output'];
  memberOnly: Scalars['Boolean']['output'];
  monthsOpen: Scalars['Int']['output'];
  multiplierFactor: Scalars['Int']['output'];
  multiplierMinor: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  opensAt: Scalars['String']['output'];
  physical: Scalars['Boolean']['output'];
  priceEntries: Scalars['Int']['output'];
  /** In minor units of currency, for priceEntries entries; 0 for a monthly exclusive giveaway. */
  priceMinor: Scalars['Int']['output'];
  prize: Scalars['String']['output'];
  refNumber: Scalars['String']['output'];
  /** upcoming, open, closed (waiting for its draw) or drawn. */
  state: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
};

/**
 * A help article: one question of the brand's faq/support screen, as the console edits it (brand.edit
 * on its brand; issue 33 scope 4).
 */
export type ConsoleHelpArticle = {
  __typename?: 'ConsoleHelpArticle';
  brandId: Scalars['ID']['output'];
  /** Not shown to members. */
  hidden: Scalars['Boolean']['output'];
  /** Its place on the members' screen, from 0. */
  position: Scalars['Int']['output'];
  /** Stable across languages; never changes. */
  slug: Scalars['ID']['output'];
  /**
   * Every language it is written in. en-us is the stored text members read where their language has
   * none: when no English text was given it holds the brand's default language's.
   */
  texts: Array<HelpArticleText>;
};

/** A category a brand's impact items sit in. */
export type ConsoleImpactCategory = {
  __typename?: 'ConsoleImpactCategory';
  id: Scalars['ID']['output'];
  /** English. */
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/**
 * An impact item as the console edits it (brand.edit on its brand; issue 33 scope 4): a cause the
 * brand's members fund with coins, unit by unit, up to a target.
 */
export type ConsoleImpactItem = {
  __typename?: 'ConsoleImpactItem';
  /** Off: members neither see nor fund it. */
  active: Scalars['Boolean']['output'];
  brandId: Scalars['ID']['output'];
  categoryId: Scalars['ID']['output'];
  categoryName: Scalars['String']['output'];
  categorySlug: Scalars['String']['output'];
  /** Units funded so far. */
  fundedQuantity: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Units a member is invited to fund. */
  memberTarget: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  /** Coins per unit. */
  pricePerUnit: Scalars['Int']['output'];
  /** Never changes. */
  slug: Scalars['String']['output'];
  /** Units the brand's members fund together; never below fundedQuantity. */
  targetQuantity: Scalars['Int']['output'];
  /** Every language it is written in; en-us is the stored text (the brand's default language's when no English was given). */
  texts: Array<ImpactItemText>;
};

export type ConsoleLibrary = {
  __typename?: 'ConsoleLibrary';
  brandId: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  /** The folder on the server, read and never written. */
  dir: Scalars['String']['output'];
  /** Files the scans refused, by path (at most 200). */
  failures: Array<ConsoleLibraryFailure>;
  id: Scalars['ID']['output'];
  /** The last scan asked for; null before the first. */
  lastScan?: Maybe<ConsoleLibraryScan>;
  /** movie, series, music, audiobook, ebook, game or software. */
  mediaType: Scalars['String']['output'];
  name: Scalars['String']['output'];
  packaging: ConsoleLibraryPackaging;
  packagingFailures: Array<ConsolePackagingFailure>;
  /** The latest scans, newest first. */
  scans: Array<ConsoleLibraryScan>;
};


export type ConsoleLibraryScansArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A file the scan refused, and why (a LibraryFileProblem code: corrupt_media, unsafe_name, …). */
export type ConsoleLibraryFailure = {
  __typename?: 'ConsoleLibraryFailure';
  detail?: Maybe<Scalars['String']['output']>;
  problem: Scalars['String']['output'];
  relPath: Scalars['String']['output'];
};

/** Packaging of the library's present files for streaming: one job per file. */
export type ConsoleLibraryPackaging = {
  __typename?: 'ConsoleLibraryPackaging';
  /** Waiting for or being packaged. */
  due: Scalars['Int']['output'];
  /** Given up after the retries; each has a reason in packagingFailures. */
  failed: Scalars['Int']['output'];
  packaged: Scalars['Int']['output'];
};

/**
 * A brand's libraries (issue 32, docs/libraries.md): folders the server reads a brand's own media
 * from. Needs catalogue.edit on the brand.
 */
export type ConsoleLibraryScan = {
  __typename?: 'ConsoleLibraryScan';
  added: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  /** Why the scan could not run at all (the folder went away, …). */
  error?: Maybe<Scalars['String']['output']>;
  /** Seconds left at the pace so far, while running; null before there is a pace. */
  etaSeconds?: Maybe<Scalars['Int']['output']>;
  failed: Scalars['Int']['output'];
  filesDone: Scalars['Int']['output'];
  filesTotal: Scalars['Int']['output'];
  finishedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  missing: Scalars['Int']['output'];
  /** The staff e-mail that asked, or cli. */
  requestedBy: Scalars['String']['output'];
  startedAt?: Maybe<Scalars['String']['output']>;
  /** queued, running, done or failed. */
  state: Scalars['String']['output'];
  unchanged: Scalars['Int']['output'];
  updated: Scalars['Int']['output'];
};

/** A member's record (members.read on their brand). */
export type ConsoleMember = {
  __typename?: 'ConsoleMember';
  active: Scalars['Boolean']['output'];
  brandId: Scalars['ID']['output'];
  coinBalance: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  joinedAt: Scalars['String']['output'];
  /** The member's interface language (a locale code such as fr-ca). */
  lang: Scalars['String']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  plan?: Maybe<ConsoleMemberPlan>;
  /** The last rows of the coin ledger, newest first (at most 20). */
  recentLedger: Array<ConsoleCoinLedgerRow>;
  referenceNumber?: Maybe<Scalars['String']['output']>;
  timezone: Scalars['String']['output'];
};

/** A member as the console's list shows them (members.read on their brand). */
export type ConsoleMemberListEntry = {
  __typename?: 'ConsoleMemberListEntry';
  coinBalance: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** When the member joined (ISO 8601). */
  joinedAt: Scalars['String']['output'];
  /** The display name, or first and last name; empty when the member has none. */
  name: Scalars['String']['output'];
  /** The name of the member's current plan (their active subscription), or null. */
  planName?: Maybe<Scalars['String']['output']>;
  /** The number the member quotes to support; null when the member has none. */
  referenceNumber?: Maybe<Scalars['String']['output']>;
};

export type ConsoleMemberPage = {
  __typename?: 'ConsoleMemberPage';
  entries: Array<ConsoleMemberListEntry>;
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** The member's current plan: their active subscription. */
export type ConsoleMemberPlan = {
  __typename?: 'ConsoleMemberPlan';
  /** Given by staff without payment (create-member, createMember), rather than bought. */
  givenByStaff: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Null when nothing renews (a plan given by staff). */
  nextBillingDate?: Maybe<Scalars['String']['output']>;
  since?: Maybe<Scalars['String']['output']>;
  trial: Scalars['Boolean']['output'];
};

export type ConsoleMemberPlanChoice = {
  __typename?: 'ConsoleMemberPlanChoice';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/**
 * A marketplace order as fulfilment reads it (orders.read on its brand). Money as stored: minor units
 * of the order's own currency.
 */
export type ConsoleOrder = {
  __typename?: 'ConsoleOrder';
  brandId: Scalars['ID']['output'];
  coinsSpent: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  /** ISO 4217. */
  currency: Scalars['String']['output'];
  deliveryFeeMinor: Scalars['Int']['output'];
  discountMinor: Scalars['Int']['output'];
  /** Its history, oldest first. */
  events: Array<ConsoleOrderEvent>;
  /** The member's welcome gift. */
  freeGift: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lines: Array<ConsoleOrderLine>;
  /** null when the member's account is gone. */
  memberEmail?: Maybe<Scalars['String']['output']>;
  memberId: Scalars['ID']['output'];
  /** Where the order may go next (the domain's ORDER_TRANSITIONS), of shipped, delivered, cancelled. */
  nextStatuses: Array<Scalars['String']['output']>;
  /** ORD-000123: the number the member reads. */
  number: Scalars['String']['output'];
  /** card, coins or free. */
  paymentMethod: Scalars['String']['output'];
  shippingAddress?: Maybe<ConsoleOrderAddress>;
  /** standard or express. */
  shippingOption?: Maybe<Scalars['String']['output']>;
  /** pending_payment, paid, shipped, delivered or cancelled (the domain's ORDER_STATUSES). */
  status: Scalars['String']['output'];
  subtotalMinor: Scalars['Int']['output'];
  symbol: Scalars['String']['output'];
  totalMinor: Scalars['Int']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
};

/** The address the order ships to, as the member gave it at checkout. */
export type ConsoleOrderAddress = {
  __typename?: 'ConsoleOrderAddress';
  address?: Maybe<Scalars['String']['output']>;
  apartmentSuite?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2. */
  country?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
};

/** One step of an order's life: what it was placed as, each move and the note given with it. */
export type ConsoleOrderEvent = {
  __typename?: 'ConsoleOrderEvent';
  at: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

/**
 * Where an order's lines come from: a snapshot of the product, its option and its price when it was
 * sold (the catalogue may have changed since).
 */
export type ConsoleOrderLine = {
  __typename?: 'ConsoleOrderLine';
  name: Scalars['String']['output'];
  /** Each, as charged, in minor units of the order's currency. */
  priceMinor: Scalars['Int']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** The variant as sold, e.g. Size: M. */
  variant?: Maybe<Scalars['String']['output']>;
  /** null for a product without variants. */
  variantId?: Maybe<Scalars['ID']['output']>;
};

export type ConsoleOrderPage = {
  __typename?: 'ConsoleOrderPage';
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  orders: Array<ConsoleOrder>;
};

/** What a cancellation gave back: kind card (amountMinor, reference), coins (coins) or none. */
export type ConsoleOrderRefund = {
  __typename?: 'ConsoleOrderRefund';
  amountMinor?: Maybe<Scalars['Int']['output']>;
  coins?: Maybe<Scalars['Int']['output']>;
  kind: Scalars['String']['output'];
  reference?: Maybe<Scalars['String']['output']>;
};

export type ConsolePackagingFailure = {
  __typename?: 'ConsolePackagingFailure';
  /** Why packaging gave up: ffmpeg_missing, ffmpeg_failed, aborted, no_picture, unsafe_entry, too_large, no_index, corrupt_zip or packaging_failed (translated by the console). */
  code: Scalars['String']['output'];
  /** What the tool said, untranslated (the last lines of ffmpeg's output, a zip entry's name). */
  detail?: Maybe<Scalars['String']['output']>;
  relPath: Scalars['String']['output'];
};

/** One product (and variant) to take off the shelves for the paid orders. */
export type ConsolePickLine = {
  __typename?: 'ConsolePickLine';
  name: Scalars['String']['output'];
  /** The orders that want it, oldest first. */
  orderNumbers: Array<Scalars['String']['output']>;
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  variant?: Maybe<Scalars['String']['output']>;
  variantId?: Maybe<Scalars['ID']['output']>;
};

export type ConsolePickList = {
  __typename?: 'ConsolePickList';
  /** Most wanted first. */
  lines: Array<ConsolePickLine>;
  /** Paid orders added up. */
  orders: Scalars['Int']['output'];
  /** More paid orders wait than were added up (ship some, then look again). */
  partial: Scalars['Boolean']['output'];
};

/**
 * A plan as the console edits it (permission plans.edit on its brand). The membership id its
 * subscriptions carry (SPEC.md 3) is its Champion membership (147–151) when it gives one, else its id.
 */
export type ConsolePlan = {
  __typename?: 'ConsolePlan';
  /** Active subscriptions on the plan now. */
  activeSubscribers: Scalars['Int']['output'];
  brandId: Scalars['ID']['output'];
  /** ISO 4217 code, the brand's billing currency when the plan was created; never changes. */
  currency: Scalars['String']['output'];
  /** A short slug the member area groups plans by: premium, trial, champion, … */
  group: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The billing period: interval × intervalCount. interval is day, week, month or year. */
  interval: Scalars['String']['output'];
  intervalCount: Scalars['Int']['output'];
  /** The media types its offers grant (MEDIA_TYPES), and vpn for the VPN offer. */
  mediaTypes: Array<Scalars['String']['output']>;
  /** The Champion membership id (147–151), or null for any other plan. */
  membershipId?: Maybe<Scalars['Int']['output']>;
  /** Offered to members (their plan list and purchase); off sale it stays with its subscribers. */
  onSale: Scalars['Boolean']['output'];
  /** Charged at purchase, in minor units of `currency` (cents for USD). */
  priceInitialMinor: Scalars['Int']['output'];
  /** Charged each period after the first, in minor units; a change applies to new subscribers only. */
  priceRecurringMinor: Scalars['Int']['output'];
  symbol: Scalars['String']['output'];
  /**
   * Every language the plan is written in. en-us is the stored name and description that rules and
   * English readers use: when no English text was given it holds the brand's default language's.
   */
  texts: Array<PlanText>;
  /** Days of trial before the first recurring charge (0–365). */
  trialDays: Scalars['Int']['output'];
};

export type ConsoleRow = {
  __typename?: 'ConsoleRow';
  /** A genre row's genre key; null for a curated row (its pins only). */
  genre?: Maybe<Scalars['String']['output']>;
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  mediaType: Scalars['String']['output'];
  /** The brand's own row (else a shared one, which can be hidden, ordered and pinned but not edited). */
  own: Scalars['Boolean']['output'];
  pins: Array<ConsoleRowPin>;
  position: Scalars['Int']['output'];
  /** SPEC.md 3's free rows: never hidden nor deleted. */
  preset: Scalars['Boolean']['output'];
  /** Shared rows: movie_popular, …; the brand's own: <brandId>-<key>. */
  slug: Scalars['String']['output'];
  /** The tags content.slotsWithTags matches (<type>_overview shows it on the type's page, home on home). */
  tags: Array<Scalars['String']['output']>;
  /** The title per language: en-us always, the others where translated. */
  titles: Array<ConsoleRowText>;
};

export type ConsoleRowGenre = {
  __typename?: 'ConsoleRowGenre';
  key: Scalars['String']['output'];
  /** In the staff member's language. */
  title: Scalars['String']['output'];
};

/**
 * A brand's curated rows (issue 32 point 6, docs/catalogue.md "Rows"): its own rows, the order and
 * hidden flag of every row, titles pinned first. Needs slots.edit on the brand.
 */
export type ConsoleRowPin = {
  __typename?: 'ConsoleRowPin';
  /** False once the title is hidden: members no longer see it in the row. */
  listed: Scalars['Boolean']['output'];
  mediaId: Scalars['ID']['output'];
  /** The title's English name. */
  title: Scalars['String']['output'];
};

export type ConsoleRowText = {
  __typename?: 'ConsoleRowText';
  /** A language code: en-us, fr-ca, de-de, it-it, pt-pt, es-es, ja-jp, my-ms. */
  lang: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type ConsoleRowTextInput = {
  lang: Scalars['String']['input'];
  text: Scalars['String']['input'];
};

export type ConsoleRowTitleChoice = {
  __typename?: 'ConsoleRowTitleChoice';
  mediaId: Scalars['ID']['output'];
  releaseYear?: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
};

/**
 * A brand's titles for a content editor (issue 32 point 6, docs/titles.md): edit, merge, hide.
 * Needs catalogue.edit on the brand; shared titles (no brand) only for roles that hold every brand.
 */
export type ConsoleTitle = {
  __typename?: 'ConsoleTitle';
  /** Null for a shared title, which every brand lists. */
  brandId?: Maybe<Scalars['ID']['output']>;
  coverUrl: Scalars['String']['output'];
  /** Null while members see it; else packaging, missing_files, editor or merged. */
  hiddenReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isFree: Scalars['Boolean']['output'];
  /** movie, music, audiobook, ebook, game, stream or software. */
  mediaType: Scalars['String']['output'];
  /** The title this one was merged into. */
  mergedInto?: Maybe<Scalars['ID']['output']>;
  releaseDate?: Maybe<Scalars['String']['output']>;
  shared: Scalars['Boolean']['output'];
  /** The title in en-us. */
  title: Scalars['String']['output'];
};

export type ConsoleTitleCredit = {
  __typename?: 'ConsoleTitleCredit';
  name: Scalars['String']['output'];
  role: Scalars['String']['output'];
};

/** Everything the title's form shows. */
export type ConsoleTitleDetail = {
  __typename?: 'ConsoleTitleDetail';
  /** The credit roles of the title's media type. */
  creditRoles: Array<Scalars['String']['output']>;
  credits: Array<ConsoleTitleCredit>;
  /** When an editor last saved it (a rescan keeps an editor's fields). */
  editedAt?: Maybe<Scalars['String']['output']>;
  genreIds: Array<Scalars['ID']['output']>;
  /** The genres of the title's media type. */
  genreOptions: Array<ConsoleTitleGenre>;
  /** ISO alpha-2 codes where the title is not offered. */
  restrictedCountries: Array<Scalars['String']['output']>;
  /** All eight languages, en-us first. */
  texts: Array<ConsoleTitleTexts>;
  title: ConsoleTitle;
};

export type ConsoleTitleGenre = {
  __typename?: 'ConsoleTitleGenre';
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ConsoleTitlePage = {
  __typename?: 'ConsoleTitlePage';
  /** Pass as `after` for the next page; null on the last. */
  endCursor?: Maybe<Scalars['String']['output']>;
  items: Array<ConsoleTitle>;
};

export type ConsoleTitleTexts = {
  __typename?: 'ConsoleTitleTexts';
  description: Scalars['String']['output'];
  /** A language code (en-us, de-de, …); en-us is the title row itself. */
  lang: Scalars['String']['output'];
  /** Empty where the language has no text of its own (members then read en-us). */
  title: Scalars['String']['output'];
};

/** A member's live VPN certificate (the one their current configuration holds). */
export type ConsoleVpnCertificate = {
  __typename?: 'ConsoleVpnCertificate';
  expiresAt: Scalars['String']['output'];
  issuedAt: Scalars['String']['output'];
  memberEmail: Scalars['String']['output'];
  memberId: Scalars['ID']['output'];
  serial: Scalars['String']['output'];
  serverId: Scalars['String']['output'];
};

/**
 * A VPN server as the console shows it on one brand (issue 33 scope 4): the shared fleet, which every
 * brand's members see, and the brand's own servers.
 */
export type ConsoleVpnServer = {
  __typename?: 'ConsoleVpnServer';
  /** Null for the shared fleet. */
  brandId?: Maybe<Scalars['ID']['output']>;
  /** The English city name (members read it translated when data_translations has it). */
  city: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: Scalars['String']['output'];
  /** Off: members no longer see or pick it (configurations already downloaded still name it). */
  enabled: Scalars['Boolean']['output'];
  hostname: Scalars['String']['output'];
  /** Names configuration files (de-fra-1); never changes. */
  id: Scalars['ID']['output'];
  /** The brand's members holding a live configuration of it; null in a mutation's answer (read the list). */
  liveCertificates?: Maybe<Scalars['Int']['output']>;
  /** 0–100, the share of its capacity in use; the least loaded is members' default. */
  load: Scalars['Int']['output'];
  port: Scalars['Int']['output'];
  /** udp | tcp */
  protocol: Scalars['String']['output'];
  /** Shared by every brand: only an owner may change it. */
  shared: Scalars['Boolean']['output'];
};

export type DrawPayload = {
  __typename?: 'DrawPayload';
  /** The draw as it is after the call (also when another run settled it first). */
  draw?: Maybe<ConsoleDraw>;
  /** drawn, rolled_over or held (run); published or already_published (publish). */
  outcome?: Maybe<Scalars['String']['output']>;
  responseResult: ResponseResult;
};

/** Narrows the reports and their counts; every field is optional. */
export type FeedbackReportFilter = {
  issueId?: InputMaybe<Scalars['Int']['input']>;
  mediaType?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type FeedbackReportPayload = {
  __typename?: 'FeedbackReportPayload';
  report?: Maybe<ConsoleFeedbackReport>;
  responseResult: ResponseResult;
};

/** The fields of create-giveaway (amounts as typed in the brand's currency, e.g. 4.99). */
export type GiveawayInput = {
  /** promotional or monthly_exclusive. */
  category: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  entries?: InputMaybe<Scalars['Int']['input']>;
  factor?: InputMaybe<Scalars['Int']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  memberOnly: Scalars['Boolean']['input'];
  /** The first month of entries, YYYY-MM; a month that has not opened yet. */
  month: Scalars['String']['input'];
  months: Scalars['Int']['input'];
  multiplierPrice?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  physical: Scalars['Boolean']['input'];
  /** Required for a promotional giveaway (with entries, multiplierPrice and factor). */
  price?: InputMaybe<Scalars['String']['input']>;
  prize: Scalars['String']['input'];
};

/**
 * A refused giveaway write answers responseResult.extra = { field, problem, params } (invalid_input)
 * or { fields } (postal_incomplete) or { envelopeRef } (postal_duplicate).
 */
export type GiveawayPayload = {
  __typename?: 'GiveawayPayload';
  giveaway?: Maybe<ConsoleGiveaway>;
  responseResult: ResponseResult;
};

export type HelpArticlePayload = {
  __typename?: 'HelpArticlePayload';
  article?: Maybe<ConsoleHelpArticle>;
  responseResult: ResponseResult;
};

/** An article's question and answer in one interface language. */
export type HelpArticleText = {
  __typename?: 'HelpArticleText';
  answer: Scalars['String']['output'];
  /** A locale code of the 8 interface languages, e.g. fr-ca. */
  lang: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

export type HelpArticleTextInput = {
  answer: Scalars['String']['input'];
  lang: Scalars['String']['input'];
  question: Scalars['String']['input'];
};

export type HelpArticlesPayload = {
  __typename?: 'HelpArticlesPayload';
  articles?: Maybe<Array<ConsoleHelpArticle>>;
  responseResult: ResponseResult;
};

export type ImpactItemInput = {
  categoryId: Scalars['ID']['input'];
  memberTarget: Scalars['Int']['input'];
  pricePerUnit: Scalars['Int']['input'];
  targetQuantity: Scalars['Int']['input'];
  texts: Array<ImpactItemTextInput>;
};

export type ImpactItemPayload = {
  __typename?: 'ImpactItemPayload';
  item?: Maybe<ConsoleImpactItem>;
  responseResult: ResponseResult;
};

/** An impact item's name, description and unit in one interface language. */
export type ImpactItemText = {
  __typename?: 'ImpactItemText';
  description: Scalars['String']['output'];
  lang: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** What one unit is: tree, meal, … */
  unit: Scalars['String']['output'];
};

export type ImpactItemTextInput = {
  description: Scalars['String']['input'];
  lang: Scalars['String']['input'];
  name: Scalars['String']['input'];
  unit: Scalars['String']['input'];
};

export type InviteStaffInput = {
  /** Ignored for an owner (every brand). */
  brandIds: Array<Scalars['ID']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  role: StaffRole;
};

export type LibraryPayload = {
  __typename?: 'LibraryPayload';
  library?: Maybe<ConsoleLibrary>;
  /**
   * On a refusal, errorCode forbidden (the role or the brand), invalid_input with extra.reason:
   * invalid_library_type, invalid_library_name, library_folder_missing, library_folder_not_readable,
   * library_folder_not_allowed, library_not_found.
   */
  responseResult: ResponseResult;
  /** The scan queued (scanLibrary), or the one already queued or running. */
  scan?: Maybe<ConsoleLibraryScan>;
};

export type MemberPayload = {
  __typename?: 'MemberPayload';
  /** Whether the set-password mail was sent (a created member whose mail failed can use Forgot password). */
  linkSent: Scalars['Boolean']['output'];
  member?: Maybe<ConsoleMember>;
  responseResult: ResponseResult;
};

/** What the monthly free entries gave, per monthly exclusive giveaway of the brand. */
export type MonthlyEntriesLine = {
  __typename?: 'MonthlyEntriesLine';
  eligible: Scalars['Int']['output'];
  entered: Scalars['Int']['output'];
  giveawayId: Scalars['ID']['output'];
  skipped: Scalars['Int']['output'];
};

export type MonthlyEntriesPayload = {
  __typename?: 'MonthlyEntriesPayload';
  lines: Array<MonthlyEntriesLine>;
  period?: Maybe<Scalars['String']['output']>;
  responseResult: ResponseResult;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a library (or answers the brand's library of that folder and type), then scans it. */
  addLibrary: LibraryPayload;
  /**
   * Adds (positive) or takes (negative) coins, as `npm run ops -- adjust-coins`: never below 0, at
   * most 1,000,000 either way, the reason as the member's history line; once per idempotency key
   * (audit row coins.adjust).
   */
  adjustCoins: CoinAdjustmentPayload;
  /** Changes a staff member's role and brands (staff.manage; fresh second factor). */
  changeStaffRole: StaffPayload;
  /** brand.create (owners). */
  createBrand: BrandPayload;
  /** Creates a giveaway on the brand and commits every month's draw (giveaways.edit). */
  createGiveaway: GiveawayPayload;
  /**
   * A new article, last on the screen. Texts need the brand's default language at least; a language
   * with neither question nor answer is left out. Refused as data: forbidden | brand_not_found |
   * invalid_input (extra.problems: [{ field, code }], field `slug`, `texts` or `texts.<lang>.question`
   * / `.answer`) | faq_slug_taken.
   */
  createHelpArticle: HelpArticlePayload;
  /**
   * A new item, last of its category, on (members see it at once). Refused as data: forbidden |
   * brand_not_found | invalid_input (extra.problems: [{ field, code }]) | impact_slug_taken.
   */
  createImpactItem: ImpactItemPayload;
  /**
   * Adds a member to the brand (members have no sign-up: they come from the brand's sales) and mails
   * them a set-password link on the brand's host, in their language. Refused for an e-mail the brand
   * already has (member_email_taken), a bad address, a language the brand does not offer, a plan of
   * another brand or off sale. One transaction, one audit row (member.create).
   */
  createMember: MemberPayload;
  /** Creates a plan on the brand, priced in the brand's billing currency and on sale at once. */
  createPlan: PlanPayload;
  /** A new own row: slug <brandId>-<key>, after the brand's other rows of its type. */
  createRow: RowPayload;
  /**
   * Adds a server for the brand's members (brand.edit on the brand), or with `shared` for every
   * brand's (an owner). Refused as data: forbidden | brand_not_found | invalid_input (extra.problems:
   * [{ field, code }]) | vpn_server_taken (the id exists).
   */
  createVpnServer: VpnServerPayload;
  /** Deactivates a staff member and ends their sessions (staff.manage; fresh second factor). */
  deactivateStaff: StaffPayload;
  /** Deletes an own row with its pins (never a shared row or a preset). */
  deleteRow: RowPayload;
  /** Gives this month's free entries of the brand's monthly exclusive giveaways; month must be the current one (giveaways.edit). */
  grantMonthlyEntries: MonthlyEntriesPayload;
  /** Sends a one-time invitation link by e-mail (staff.manage; needs a fresh second factor). */
  inviteStaff: StaffPayload;
  /** Merges the duplicate `fromId` into `intoId`: members' rows move, the duplicate is hidden. */
  mergeTitles: TitlePayload;
  /**
   * Moves every member of one brand, and their data, to another in one transaction (the operator's
   * migrate-brand). brand.migrate (owners) with a fresh second factor; audited.
   */
  migrateBrand: BrandMigrationPayload;
  /** The brand's articles in this order, every one once. Refused as data: forbidden | brand_not_found | invalid_input. */
  orderHelpArticles: HelpArticlesPayload;
  /** The row's pins in a new order: every pinned title, each once. */
  orderPins: RowPayload;
  /** The brand's rows of a type in a new order: every one of them, each once. */
  orderRows: RowsPayload;
  /** Pins a title in a row (or moves it): at position (0 = first), else after the other pins. */
  pinTitle: RowPayload;
  /** Reveals a drawn draw's seed (giveaways.edit and a fresh second factor). */
  publishDraw: DrawPayload;
  /** Records one envelope on a giveaway of the brand (entries.record). */
  recordPostalEntry: PostalEntryPayload;
  /**
   * Revokes the member's live VPN certificate (members.act on the member's brand): the brand's CRL
   * lists it, so their configuration no longer connects; they may download a new one. Refused as
   * data: forbidden | member_not_found | vpn_certificate_not_found (no live certificate).
   */
  revokeVpnCertificate: VpnRevocationPayload;
  /**
   * Closes a month of a giveaway and draws it, rolls it over, or with hold fixes its snapshot and
   * waits for a beacon; a drawn month is recomputed, never redrawn (giveaways.edit).
   */
  runDraw: DrawPayload;
  /** Runs one retention pass now, as the hourly job does (maintenance.run: owners); audited. */
  runRetention: RetentionPayload;
  /** Scans a library again: a rescan reads only what changed. */
  scanLibrary: LibraryPayload;
  /**
   * Moves a report to new, seen or resolved (members.act on its brand), with its audit row
   * (feedback.status). Refused as data: forbidden | feedback_not_found | invalid_input (another
   * status) | feedback_status_unchanged (it has that status already).
   */
  setFeedbackStatus: FeedbackReportPayload;
  /** Hides the article from members, or shows it again. Refused as data: forbidden | faq_not_found. */
  setHelpArticleHidden: HelpArticlePayload;
  /** Switches an item off for members, or on again (as updateImpactItem). */
  setImpactItemActive: ImpactItemPayload;
  /**
   * Moves one of the brand's orders (orders.fulfil), as `npm run ops -- order-status` does: to shipped
   * (the member is mailed, with the note, e.g. a tracking number), delivered, or cancelled (the stock
   * put back, a paid order refunded to its card or coins, the member mailed). Audited (order.status).
   * `status` is shipped, delivered or cancelled; `note` at most 500 characters.
   */
  setOrderStatus: OrderStatusPayload;
  /** Puts a plan on sale or takes it off (hidden from members' plan lists and purchase, never from its subscribers). */
  setPlanOnSale: PlanPayload;
  /** Hides a row from the brand's members or shows it again (never hides a preset). */
  setRowHidden: RowPayload;
  /** Sets the console language of the signed-in staff member. */
  setStaffLanguage: StaffPayload;
  /** Hides a title from members, or shows it again (not a merged one). */
  setTitleHidden: TitlePayload;
  /** Switches a server off for members, or on again (as updateVpnServer). */
  setVpnServerEnabled: VpnServerPayload;
  /** Ends the current staff session (the REST /adminapi/auth/logout does the same). */
  signOut: ResponseResult;
  unpinTitle: RowPayload;
  /** brand.edit; menu changes need menu.edit. */
  updateBrand: BrandPayload;
  /** Replaces the article's texts in every language. Refused as createHelpArticle, or faq_not_found. */
  updateHelpArticle: HelpArticlePayload;
  /** Changes an item (brand.edit on its brand). Refused as createImpactItem, or impact_not_found. */
  updateImpactItem: ImpactItemPayload;
  /** Changes a plan; what existing subscribers pay does not change. */
  updatePlan: PlanPayload;
  /** An own row's titles, tags and genre. */
  updateRow: RowPayload;
  /** Saves a title's texts, genres, credits, date, free flag and countries; members see it at once. */
  updateTitle: TitlePayload;
  /**
   * Changes a server (brand.edit on its brand; a shared one, an owner). Refused as data: forbidden |
   * vpn_server_not_found | invalid_input (extra.problems).
   */
  updateVpnServer: VpnServerPayload;
};


export type MutationAddLibraryArgs = {
  input: AddLibraryInput;
};


export type MutationAdjustCoinsArgs = {
  amount: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
  memberId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationChangeStaffRoleArgs = {
  brandIds: Array<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  role: StaffRole;
};


export type MutationCreateBrandArgs = {
  id: Scalars['ID']['input'];
  input: BrandInput;
};


export type MutationCreateGiveawayArgs = {
  brandId: Scalars['ID']['input'];
  input: GiveawayInput;
};


export type MutationCreateHelpArticleArgs = {
  brandId: Scalars['ID']['input'];
  slug: Scalars['ID']['input'];
  texts: Array<HelpArticleTextInput>;
};


export type MutationCreateImpactItemArgs = {
  brandId: Scalars['ID']['input'];
  input: ImpactItemInput;
  slug: Scalars['String']['input'];
};


export type MutationCreateMemberArgs = {
  brandId: Scalars['ID']['input'];
  input: NewMemberInput;
};


export type MutationCreatePlanArgs = {
  brandId: Scalars['ID']['input'];
  input: PlanInput;
};


export type MutationCreateRowArgs = {
  brandId: Scalars['ID']['input'];
  key: Scalars['String']['input'];
  mediaType: Scalars['String']['input'];
  settings: RowSettingsInput;
};


export type MutationCreateVpnServerArgs = {
  brandId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: VpnServerInput;
  shared?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeactivateStaffArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteRowArgs = {
  brandId: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
};


export type MutationGrantMonthlyEntriesArgs = {
  brandId: Scalars['ID']['input'];
  month: Scalars['String']['input'];
};


export type MutationInviteStaffArgs = {
  input: InviteStaffInput;
};


export type MutationMergeTitlesArgs = {
  brandId: Scalars['ID']['input'];
  fromId: Scalars['ID']['input'];
  intoId: Scalars['ID']['input'];
};


export type MutationMigrateBrandArgs = {
  fromBrandId: Scalars['ID']['input'];
  toBrandId: Scalars['ID']['input'];
};


export type MutationOrderHelpArticlesArgs = {
  brandId: Scalars['ID']['input'];
  slugs: Array<Scalars['ID']['input']>;
};


export type MutationOrderPinsArgs = {
  brandId: Scalars['ID']['input'];
  mediaIds: Array<Scalars['ID']['input']>;
  slug: Scalars['String']['input'];
};


export type MutationOrderRowsArgs = {
  brandId: Scalars['ID']['input'];
  mediaType: Scalars['String']['input'];
  slugs: Array<Scalars['String']['input']>;
};


export type MutationPinTitleArgs = {
  brandId: Scalars['ID']['input'];
  mediaId: Scalars['ID']['input'];
  position?: InputMaybe<Scalars['Int']['input']>;
  slug: Scalars['String']['input'];
};


export type MutationPublishDrawArgs = {
  brandId: Scalars['ID']['input'];
  drawId: Scalars['ID']['input'];
};


export type MutationRecordPostalEntryArgs = {
  brandId: Scalars['ID']['input'];
  giveawayId: Scalars['ID']['input'];
  input: PostalEntryInput;
};


export type MutationRevokeVpnCertificateArgs = {
  memberId: Scalars['ID']['input'];
};


export type MutationRunDrawArgs = {
  beacon?: InputMaybe<Scalars['String']['input']>;
  brandId: Scalars['ID']['input'];
  giveawayId: Scalars['ID']['input'];
  hold?: InputMaybe<Scalars['Boolean']['input']>;
  month: Scalars['String']['input'];
};


export type MutationScanLibraryArgs = {
  brandId: Scalars['ID']['input'];
  libraryId: Scalars['ID']['input'];
};


export type MutationSetFeedbackStatusArgs = {
  id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


export type MutationSetHelpArticleHiddenArgs = {
  brandId: Scalars['ID']['input'];
  hidden: Scalars['Boolean']['input'];
  slug: Scalars['ID']['input'];
};


export type MutationSetImpactItemActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetOrderStatusArgs = {
  brandId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  status: Scalars['String']['input'];
};


export type MutationSetPlanOnSaleArgs = {
  id: Scalars['ID']['input'];
  onSale: Scalars['Boolean']['input'];
};


export type MutationSetRowHiddenArgs = {
  brandId: Scalars['ID']['input'];
  hidden: Scalars['Boolean']['input'];
  slug: Scalars['String']['input'];
};


export type MutationSetStaffLanguageArgs = {
  lang: Scalars['String']['input'];
};


export type MutationSetTitleHiddenArgs = {
  brandId: Scalars['ID']['input'];
  hidden: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetVpnServerEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationUnpinTitleArgs = {
  brandId: Scalars['ID']['input'];
  mediaId: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
};


export type MutationUpdateBrandArgs = {
  id: Scalars['ID']['input'];
  input: BrandInput;
};


export type MutationUpdateHelpArticleArgs = {
  brandId: Scalars['ID']['input'];
  slug: Scalars['ID']['input'];
  texts: Array<HelpArticleTextInput>;
};


export type MutationUpdateImpactItemArgs = {
  id: Scalars['ID']['input'];
  input: ImpactItemInput;
};


export type MutationUpdatePlanArgs = {
  id: Scalars['ID']['input'];
  input: PlanInput;
};


export type MutationUpdateRowArgs = {
  brandId: Scalars['ID']['input'];
  settings: RowSettingsInput;
  slug: Scalars['String']['input'];
};


export type MutationUpdateTitleArgs = {
  brandId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: TitleInput;
};


export type MutationUpdateVpnServerArgs = {
  id: Scalars['ID']['input'];
  input: VpnServerInput;
};

export type NewMemberInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  /** One of the brand's languages: the member's interface language and that of the set-password mail. */
  language: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** A plan of the brand on sale, given without payment (an active subscription); null for none. */
  planId?: InputMaybe<Scalars['ID']['input']>;
};

/** What the new-member form offers on a brand (members.act on it). */
export type NewMemberOptions = {
  __typename?: 'NewMemberOptions';
  defaultLanguage: Scalars['String']['output'];
  /** The brand's interface languages (domain offeredLanguages), its default among them. */
  languages: Array<Scalars['String']['output']>;
  /** The brand's plans on sale: one may be given to the new member without payment. */
  plans: Array<ConsoleMemberPlanChoice>;
};

export type OrderStatusPayload = {
  __typename?: 'OrderStatusPayload';
  order?: Maybe<ConsoleOrder>;
  refund?: Maybe<ConsoleOrderRefund>;
  /**
   * On a refusal, errorCode forbidden (the role or the brand), order_not_found (unknown, or another
   * brand's), invalid_input or payment_not_confirmed, with extra.reason: transition (not a move the
   * order may make), changed (moved meanwhile), paid_meanwhile, refund_failed, member_gone.
   */
  responseResult: ResponseResult;
};

/**
 * A plan as the console writes it. Names are required in the brand's default language at least; a
 * language with an empty name is left out.
 */
export type PlanInput = {
  group: Scalars['String']['input'];
  interval: Scalars['String']['input'];
  intervalCount: Scalars['Int']['input'];
  mediaTypes: Array<Scalars['String']['input']>;
  /**
   * The Champion membership (147–151) the plan gives, one plan each per brand, or null. It cannot
   * change once the plan exists (its subscribers carry it): on update pass the plan's own.
   */
  membershipId?: InputMaybe<Scalars['Int']['input']>;
  priceInitialMinor: Scalars['Int']['input'];
  priceRecurringMinor: Scalars['Int']['input'];
  texts: Array<PlanTextInput>;
  trialDays: Scalars['Int']['input'];
};

export type PlanPayload = {
  __typename?: 'PlanPayload';
  plan?: Maybe<ConsolePlan>;
  responseResult: ResponseResult;
};

/** A plan's name and description in one interface language. */
export type PlanText = {
  __typename?: 'PlanText';
  /** Empty when the language has only a name (members then read the stored description). */
  description: Scalars['String']['output'];
  /** A locale code of the 8 interface languages, e.g. fr-ca. */
  lang: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type PlanTextInput = {
  description: Scalars['String']['input'];
  lang: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

/** One envelope, as record-postal-entry takes it. */
export type PostalEntryInput = {
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  /** ISO alpha-2; when given, the post code must fit it. */
  country?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  envelopeRef: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  postcode: Scalars['String']['input'];
  /** YYYY-MM-DD the envelope arrived (default today); not in the future. */
  received?: InputMaybe<Scalars['String']['input']>;
};

export type PostalEntryPayload = {
  __typename?: 'PostalEntryPayload';
  /** The new postal entry's id. */
  postalEntryId?: Maybe<Scalars['ID']['output']>;
  responseResult: ResponseResult;
};

export type Query = {
  __typename?: 'Query';
  /** The audit log, newest first (audit.read). The CSV of the same filter: GET /adminapi/audit.csv?… */
  auditLog: AuditPage;
  /** One brand in scope, else null. */
  brand?: Maybe<ConsoleBrand>;
  /** The preview of a migration (brand.migrate: owners only); null when either brand is unknown or the same. */
  brandMigrationPreview?: Maybe<BrandMigrationPreview>;
  /** The brands in the staff member's scope. */
  brands: Array<ConsoleBrand>;
  /** The brand's reports the filter holds, counted by status, media type and issue; null when refused. */
  feedbackCounts?: Maybe<ConsoleFeedbackCounts>;
  /** The brand's reports, newest first (members.read on the brand); empty when refused. */
  feedbackReports: ConsoleFeedbackPage;
  /**
   * The brand's giveaways (entries.record on the brand: support, brand admins, owners); null when
   * refused or for an unknown brand.
   */
  giveaways?: Maybe<BrandGiveaways>;
  /** The brand's help articles in the members' order, hidden ones too (brand.edit on the brand); empty when refused. */
  helpArticles: Array<ConsoleHelpArticle>;
  /** The brand's impact categories (brand.edit on the brand); empty when refused. */
  impactCategories: Array<ConsoleImpactCategory>;
  /** The brand's impact items, switched off or not (brand.edit on the brand); empty when refused. */
  impactItems: Array<ConsoleImpactItem>;
  /** A brand's libraries, or null when unknown or not a brand the staff member may edit the catalogue of. */
  libraries?: Maybe<ConsoleBrandLibraries>;
  /** The signed-in staff member (the guard has already refused anyone else). */
  me: Staff;
  /** A member's record, or null when unknown or not on a brand the staff member may read members of. */
  member?: Maybe<ConsoleMember>;
  /**
   * A page of the brand's members, newest first (members.read on the brand). `search` matches an
   * e-mail or a name (case-insensitive, contains).
   */
  members: ConsoleMemberPage;
  /** The languages and plans the new-member form offers (members.act on the brand); null otherwise. */
  newMemberOptions?: Maybe<NewMemberOptions>;
  /** A brand's orders desk, or null when unknown or not a brand the staff member may read orders of. */
  orders?: Maybe<ConsoleBrandOrders>;
  /** One plan, or null when unknown or not on a brand the staff member may edit plans of. */
  plan?: Maybe<ConsolePlan>;
  /** The brand's plans, on sale or not (plans.edit on the brand). */
  plans: Array<ConsolePlan>;
  /** A brand's rows of a media type, or null when not a brand the staff member may curate. */
  rows?: Maybe<ConsoleBrandRows>;
  /** Every staff account (permission staff.manage: owners only). */
  staffList: Array<Staff>;
  /** One title of the brand, for its form; null when unknown, another brand's or not allowed. */
  title?: Maybe<ConsoleTitleDetail>;
  /** A page of the brand's titles (and shared ones for owners), newest first; null when not allowed. */
  titles?: Maybe<ConsoleTitlePage>;
  /** The upkeep settings (maintenance.run: owners); null otherwise. */
  upkeep?: Maybe<Upkeep>;
  /**
   * The brand's members with a live VPN certificate whose e-mail starts with `search` (members.read on
   * the brand), at most 50; empty when refused.
   */
  vpnCertificates: Array<ConsoleVpnCertificate>;
  /** The servers the brand's members may see, switched off or not (brand.edit on the brand); empty when refused. */
  vpnServers: Array<ConsoleVpnServer>;
};


export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBrandArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBrandMigrationPreviewArgs = {
  fromBrandId: Scalars['ID']['input'];
  toBrandId: Scalars['ID']['input'];
};


export type QueryFeedbackCountsArgs = {
  brandId: Scalars['ID']['input'];
  filter?: InputMaybe<FeedbackReportFilter>;
};


export type QueryFeedbackReportsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  brandId: Scalars['ID']['input'];
  filter?: InputMaybe<FeedbackReportFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGiveawaysArgs = {
  brandId: Scalars['ID']['input'];
};


export type QueryHelpArticlesArgs = {
  brandId: Scalars['ID']['input'];
};


export type QueryImpactCategoriesArgs = {
  brandId: Scalars['ID']['input'];
};


export type QueryImpactItemsArgs = {
  brandId: Scalars['ID']['input'];
};


export type QueryLibrariesArgs = {
  brandId: Scalars['ID']['input'];
};


export type QueryMemberArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMembersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  brandId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryNewMemberOptionsArgs = {
  brandId: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  brandId: Scalars['ID']['input'];
};


export type QueryPlanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPlansArgs = {
  brandId: Scalars['ID']['input'];
};


export type QueryRowsArgs = {
  brandId: Scalars['ID']['input'];
  mediaType: Scalars['String']['input'];
};


export type QueryTitleArgs = {
  brandId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type QueryTitlesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  brandId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  hidden?: InputMaybe<Scalars['String']['input']>;
  mediaType?: InputMaybe<Scalars['String']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


export type QueryVpnCertificatesArgs = {
  brandId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryVpnServersArgs = {
  brandId: Scalars['ID']['input'];
};

/**
 * Outcome of every mutation, as on the member API: expected failures are data (succeeded false, an
 * errorCode and a message in the staff member's language).
 */
export type ResponseResult = {
  __typename?: 'ResponseResult';
  errorCode?: Maybe<Scalars['String']['output']>;
  extra?: Maybe<Scalars['JSON']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  succeeded: Scalars['Boolean']['output'];
};

/** One pass of the retention job (the operator's `retention`): rows deleted per table. */
export type RetentionPass = {
  __typename?: 'RetentionPass';
  emailChanges: Scalars['Int']['output'];
  events: Scalars['Int']['output'];
  oneTimeTokens: Scalars['Int']['output'];
  sessions: Scalars['Int']['output'];
};

export type RetentionPayload = {
  __typename?: 'RetentionPayload';
  pass?: Maybe<RetentionPass>;
  responseResult: ResponseResult;
};

export type RowPayload = {
  __typename?: 'RowPayload';
  /**
   * On a refusal, errorCode forbidden (the role or the brand), or one of row_not_found, row_preset,
   * row_not_own, invalid_row_type, invalid_row_key, row_key_taken, invalid_row_title,
   * invalid_row_tags, invalid_row_genre, row_order_mismatch, row_pins_full, pin_wrong_type,
   * pin_not_listed, pin_not_found, pin_order_mismatch.
   */
  responseResult: ResponseResult;
  row?: Maybe<ConsoleRow>;
};

export type RowSettingsInput = {
  /** A genre key of the row's type (its most popular titles follow the pins), or null. */
  genre?: InputMaybe<Scalars['String']['input']>;
  tags: Array<Scalars['String']['input']>;
  /** en-us required; an empty text in another language means the English one. */
  titles: Array<ConsoleRowTextInput>;
};

export type RowsPayload = {
  __typename?: 'RowsPayload';
  responseResult: ResponseResult;
  rows?: Maybe<Array<ConsoleRow>>;
};

export type Staff = {
  __typename?: 'Staff';
  active: Scalars['Boolean']['output'];
  /** The brands this staff member works on; every brand for an owner. */
  brandIds: Array<Scalars['ID']['output']>;
  email: Scalars['String']['output'];
  /** Whether a second factor (TOTP) is enrolled. */
  enrolled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Interface language of the console for this staff member. */
  lang: Scalars['String']['output'];
  lastSignInAt?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  role: StaffRole;
};

export type StaffPayload = {
  __typename?: 'StaffPayload';
  responseResult: ResponseResult;
  staff?: Maybe<Staff>;
};

export type StaffRole =
  | 'brand_admin'
  | 'content_editor'
  | 'fulfilment'
  | 'owner'
  | 'support';

export type TitleCreditInput = {
  name: Scalars['String']['input'];
  role: Scalars['String']['input'];
};

export type TitleInput = {
  credits: Array<TitleCreditInput>;
  genreIds: Array<Scalars['ID']['input']>;
  isFree: Scalars['Boolean']['input'];
  releaseDate?: InputMaybe<Scalars['String']['input']>;
  restrictedCountries: Array<Scalars['String']['input']>;
  texts: Array<TitleTextsInput>;
};

export type TitlePayload = {
  __typename?: 'TitlePayload';
  /**
   * On a refusal, errorCode: forbidden, title_not_found, title_invalid (extra.problems: each
   * { field, code }), title_merged, title_hidden_by_files, merge_same_title, merge_type_mismatch,
   * merge_owner_mismatch, merge_already_merged.
   */
  responseResult: ResponseResult;
  title?: Maybe<ConsoleTitle>;
};

export type TitleTextsInput = {
  description: Scalars['String']['input'];
  lang: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** The platform's upkeep settings, as the server runs with them. */
export type Upkeep = {
  __typename?: 'Upkeep';
  /** Analytics events older than this many days are deleted (EVENT_RETENTION_DAYS). */
  eventRetentionDays: Scalars['Int']['output'];
};

export type VpnRevocationPayload = {
  __typename?: 'VpnRevocationPayload';
  responseResult: ResponseResult;
  /** The serial revoked, now on the brand's CRL. */
  serial?: Maybe<Scalars['String']['output']>;
};

export type VpnServerInput = {
  city: Scalars['String']['input'];
  countryCode: Scalars['String']['input'];
  hostname: Scalars['String']['input'];
  load: Scalars['Int']['input'];
  port: Scalars['Int']['input'];
  protocol: Scalars['String']['input'];
};

export type VpnServerPayload = {
  __typename?: 'VpnServerPayload';
  responseResult: ResponseResult;
  server?: Maybe<ConsoleVpnServer>;
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
  AddLibraryInput: ResolverTypeWrapper<Partial<AddLibraryInput>>;
  AuditEntry: ResolverTypeWrapper<Partial<AuditEntry>>;
  AuditFilter: ResolverTypeWrapper<Partial<AuditFilter>>;
  AuditPage: ResolverTypeWrapper<Partial<AuditPage>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  BrandAddress: ResolverTypeWrapper<Partial<BrandAddress>>;
  BrandAddressInput: ResolverTypeWrapper<Partial<BrandAddressInput>>;
  BrandGiveaways: ResolverTypeWrapper<Partial<BrandGiveaways>>;
  BrandInput: ResolverTypeWrapper<Partial<BrandInput>>;
  BrandMenuItem: ResolverTypeWrapper<Partial<BrandMenuItem>>;
  BrandMenuItemInput: ResolverTypeWrapper<Partial<BrandMenuItemInput>>;
  BrandMigrationPayload: ResolverTypeWrapper<Partial<BrandMigrationPayload>>;
  BrandMigrationPreview: ResolverTypeWrapper<Partial<BrandMigrationPreview>>;
  BrandPayload: ResolverTypeWrapper<Partial<BrandPayload>>;
  BrandSweepsSettings: ResolverTypeWrapper<Partial<BrandSweepsSettings>>;
  BrandSweepsSettingsInput: ResolverTypeWrapper<Partial<BrandSweepsSettingsInput>>;
  CoinAdjustmentPayload: ResolverTypeWrapper<Partial<CoinAdjustmentPayload>>;
  ConsoleBrand: ResolverTypeWrapper<Partial<ConsoleBrand>>;
  ConsoleBrandLibraries: ResolverTypeWrapper<Partial<ConsoleBrandLibraries>>;
  ConsoleBrandOrders: ResolverTypeWrapper<Partial<ConsoleBrandOrders>>;
  ConsoleBrandRows: ResolverTypeWrapper<Partial<ConsoleBrandRows>>;
  ConsoleCoinLedgerRow: ResolverTypeWrapper<Partial<ConsoleCoinLedgerRow>>;
  ConsoleDraw: ResolverTypeWrapper<Partial<ConsoleDraw>>;
  ConsoleFeedbackCount: ResolverTypeWrapper<Partial<ConsoleFeedbackCount>>;
  ConsoleFeedbackCounts: ResolverTypeWrapper<Partial<ConsoleFeedbackCounts>>;
  ConsoleFeedbackPage: ResolverTypeWrapper<Partial<ConsoleFeedbackPage>>;
  ConsoleFeedbackReport: ResolverTypeWrapper<Partial<ConsoleFeedbackReport>>;
  ConsoleGiveaway: ResolverTypeWrapper<Partial<ConsoleGiveaway>>;
  ConsoleHelpArticle: ResolverTypeWrapper<Partial<ConsoleHelpArticle>>;
  ConsoleImpactCategory: ResolverTypeWrapper<Partial<ConsoleImpactCategory>>;
  ConsoleImpactItem: ResolverTypeWrapper<Partial<ConsoleImpactItem>>;
  ConsoleLibrary: ResolverTypeWrapper<Partial<ConsoleLibrary>>;
  ConsoleLibraryFailure: ResolverTypeWrapper<Partial<ConsoleLibraryFailure>>;
  ConsoleLibraryPackaging: ResolverTypeWrapper<Partial<ConsoleLibraryPackaging>>;
  ConsoleLibraryScan: ResolverTypeWrapper<Partial<ConsoleLibraryScan>>;
  ConsoleMember: ResolverTypeWrapper<Partial<ConsoleMember>>;
  ConsoleMemberListEntry: ResolverTypeWrapper<Partial<ConsoleMemberListEntry>>;
  ConsoleMemberPage: ResolverTypeWrapper<Partial<ConsoleMemberPage>>;
  ConsoleMemberPlan: ResolverTypeWrapper<Partial<ConsoleMemberPlan>>;
  ConsoleMemberPlanChoice: ResolverTypeWrapper<Partial<ConsoleMemberPlanChoice>>;
  ConsoleOrder: ResolverTypeWrapper<Partial<ConsoleOrder>>;
  ConsoleOrderAddress: ResolverTypeWrapper<Partial<ConsoleOrderAddress>>;
  ConsoleOrderEvent: ResolverTypeWrapper<Partial<ConsoleOrderEvent>>;
  ConsoleOrderLine: ResolverTypeWrapper<Partial<ConsoleOrderLine>>;
  ConsoleOrderPage: ResolverTypeWrapper<Partial<ConsoleOrderPage>>;
  ConsoleOrderRefund: ResolverTypeWrapper<Partial<ConsoleOrderRefund>>;
  ConsolePackagingFailure: ResolverTypeWrapper<Partial<ConsolePackagingFailure>>;
  ConsolePickLine: ResolverTypeWrapper<Partial<ConsolePickLine>>;
  ConsolePickList: ResolverTypeWrapper<Partial<ConsolePickList>>;
  ConsolePlan: ResolverTypeWrapper<Partial<ConsolePlan>>;
  ConsoleRow: ResolverTypeWrapper<Partial<ConsoleRow>>;
  ConsoleRowGenre: ResolverTypeWrapper<Partial<ConsoleRowGenre>>;
  ConsoleRowPin: ResolverTypeWrapper<Partial<ConsoleRowPin>>;
  ConsoleRowText: ResolverTypeWrapper<Partial<ConsoleRowText>>;
  ConsoleRowTextInput: ResolverTypeWrapper<Partial<ConsoleRowTextInput>>;
  ConsoleRowTitleChoice: ResolverTypeWrapper<Partial<ConsoleRowTitleChoice>>;
  ConsoleTitle: ResolverTypeWrapper<Partial<ConsoleTitle>>;
  ConsoleTitleCredit: ResolverTypeWrapper<Partial<ConsoleTitleCredit>>;
  ConsoleTitleDetail: ResolverTypeWrapper<Partial<ConsoleTitleDetail>>;
  ConsoleTitleGenre: ResolverTypeWrapper<Partial<ConsoleTitleGenre>>;
  ConsoleTitlePage: ResolverTypeWrapper<Partial<ConsoleTitlePage>>;
  ConsoleTitleTexts: ResolverTypeWrapper<Partial<ConsoleTitleTexts>>;
  ConsoleVpnCertificate: ResolverTypeWrapper<Partial<ConsoleVpnCertificate>>;
  ConsoleVpnServer: ResolverTypeWrapper<Partial<ConsoleVpnServer>>;
  DrawPayload: ResolverTypeWrapper<Partial<DrawPayload>>;
  FeedbackReportFilter: ResolverTypeWrapper<Partial<FeedbackReportFilter>>;
  FeedbackReportPayload: ResolverTypeWrapper<Partial<FeedbackReportPayload>>;
  GiveawayInput: ResolverTypeWrapper<Partial<GiveawayInput>>;
  GiveawayPayload: ResolverTypeWrapper<Partial<GiveawayPayload>>;
  HelpArticlePayload: ResolverTypeWrapper<Partial<HelpArticlePayload>>;
  HelpArticleText: ResolverTypeWrapper<Partial<HelpArticleText>>;
  HelpArticleTextInput: ResolverTypeWrapper<Partial<HelpArticleTextInput>>;
  HelpArticlesPayload: ResolverTypeWrapper<Partial<HelpArticlesPayload>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  ImpactItemInput: ResolverTypeWrapper<Partial<ImpactItemInput>>;
  ImpactItemPayload: ResolverTypeWrapper<Partial<ImpactItemPayload>>;
  ImpactItemText: ResolverTypeWrapper<Partial<ImpactItemText>>;
  ImpactItemTextInput: ResolverTypeWrapper<Partial<ImpactItemTextInput>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  InviteStaffInput: ResolverTypeWrapper<Partial<InviteStaffInput>>;
  JSON: ResolverTypeWrapper<Partial<Scalars['JSON']['output']>>;
  LibraryPayload: ResolverTypeWrapper<Partial<LibraryPayload>>;
  MemberPayload: ResolverTypeWrapper<Partial<MemberPayload>>;
  MonthlyEntriesLine: ResolverTypeWrapper<Partial<MonthlyEntriesLine>>;
  MonthlyEntriesPayload: ResolverTypeWrapper<Partial<MonthlyEntriesPayload>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewMemberInput: ResolverTypeWrapper<Partial<NewMemberInput>>;
  NewMemberOptions: ResolverTypeWrapper<Partial<NewMemberOptions>>;
  OrderStatusPayload: ResolverTypeWrapper<Partial<OrderStatusPayload>>;
  PlanInput: ResolverTypeWrapper<Partial<PlanInput>>;
  PlanPayload: ResolverTypeWrapper<Partial<PlanPayload>>;
  PlanText: ResolverTypeWrapper<Partial<PlanText>>;
  PlanTextInput: ResolverTypeWrapper<Partial<PlanTextInput>>;
  PostalEntryInput: ResolverTypeWrapper<Partial<PostalEntryInput>>;
  PostalEntryPayload: ResolverTypeWrapper<Partial<PostalEntryPayload>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ResponseResult: ResolverTypeWrapper<Partial<ResponseResult>>;
  RetentionPass: ResolverTypeWrapper<Partial<RetentionPass>>;
  RetentionPayload: ResolverTypeWrapper<Partial<RetentionPayload>>;
  RowPayload: ResolverTypeWrapper<Partial<RowPayload>>;
  RowSettingsInput: ResolverTypeWrapper<Partial<RowSettingsInput>>;
  RowsPayload: ResolverTypeWrapper<Partial<RowsPayload>>;
  Staff: ResolverTypeWrapper<Partial<Staff>>;
  StaffPayload: ResolverTypeWrapper<Partial<StaffPayload>>;
  StaffRole: ResolverTypeWrapper<Partial<StaffRole>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  TitleCreditInput: ResolverTypeWrapper<Partial<TitleCreditInput>>;
  TitleInput: ResolverTypeWrapper<Partial<TitleInput>>;
  TitlePayload: ResolverTypeWrapper<Partial<TitlePayload>>;
  TitleTextsInput: ResolverTypeWrapper<Partial<TitleTextsInput>>;
  Upkeep: ResolverTypeWrapper<Partial<Upkeep>>;
  VpnRevocationPayload: ResolverTypeWrapper<Partial<VpnRevocationPayload>>;
  VpnServerInput: ResolverTypeWrapper<Partial<VpnServerInput>>;
  VpnServerPayload: ResolverTypeWrapper<Partial<VpnServerPayload>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddLibraryInput: Partial<AddLibraryInput>;
  AuditEntry: Partial<AuditEntry>;
  AuditFilter: Partial<AuditFilter>;
  AuditPage: Partial<AuditPage>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  BrandAddress: Partial<BrandAddress>;
  BrandAddressInput: Partial<BrandAddressInput>;
  BrandGiveaways: Partial<BrandGiveaways>;
  BrandInput: Partial<BrandInput>;
  BrandMenuItem: Partial<BrandMenuItem>;
  BrandMenuItemInput: Partial<BrandMenuItemInput>;
  BrandMigrationPayload: Partial<BrandMigrationPayload>;
  BrandMigrationPreview: Partial<BrandMigrationPreview>;
  BrandPayload: Partial<BrandPayload>;
  BrandSweepsSettings: Partial<BrandSweepsSettings>;
  BrandSweepsSettingsInput: Partial<BrandSweepsSettingsInput>;
  CoinAdjustmentPayload: Partial<CoinAdjustmentPayload>;
  ConsoleBrand: Partial<ConsoleBrand>;
  ConsoleBrandLibraries: Partial<ConsoleBrandLibraries>;
  ConsoleBrandOrders: Partial<ConsoleBrandOrders>;
  ConsoleBrandRows: Partial<ConsoleBrandRows>;
  ConsoleCoinLedgerRow: Partial<ConsoleCoinLedgerRow>;
  ConsoleDraw: Partial<ConsoleDraw>;
  ConsoleFeedbackCount: Partial<ConsoleFeedbackCount>;
  ConsoleFeedbackCounts: Partial<ConsoleFeedbackCounts>;
  ConsoleFeedbackPage: Partial<ConsoleFeedbackPage>;
  ConsoleFeedbackReport: Partial<ConsoleFeedbackReport>;
  ConsoleGiveaway: Partial<ConsoleGiveaway>;
  ConsoleHelpArticle: Partial<ConsoleHelpArticle>;
  ConsoleImpactCategory: Partial<ConsoleImpactCategory>;
  ConsoleImpactItem: Partial<ConsoleImpactItem>;
  ConsoleLibrary: Partial<ConsoleLibrary>;
  ConsoleLibraryFailure: Partial<ConsoleLibraryFailure>;
  ConsoleLibraryPackaging: Partial<ConsoleLibraryPackaging>;
  ConsoleLibraryScan: Partial<ConsoleLibraryScan>;
  ConsoleMember: Partial<ConsoleMember>;
  ConsoleMemberListEntry: Partial<ConsoleMemberListEntry>;
  ConsoleMemberPage: Partial<ConsoleMemberPage>;
  ConsoleMemberPlan: Partial<ConsoleMemberPlan>;
  ConsoleMemberPlanChoice: Partial<ConsoleMemberPlanChoice>;
  ConsoleOrder: Partial<ConsoleOrder>;
  ConsoleOrderAddress: Partial<ConsoleOrderAddress>;
  ConsoleOrderEvent: Partial<ConsoleOrderEvent>;
  ConsoleOrderLine: Partial<ConsoleOrderLine>;
  ConsoleOrderPage: Partial<ConsoleOrderPage>;
  ConsoleOrderRefund: Partial<ConsoleOrderRefund>;
  ConsolePackagingFailure: Partial<ConsolePackagingFailure>;
  ConsolePickLine: Partial<ConsolePickLine>;
  ConsolePickList: Partial<ConsolePickList>;
  ConsolePlan: Partial<ConsolePlan>;
  ConsoleRow: Partial<ConsoleRow>;
  ConsoleRowGenre: Partial<ConsoleRowGenre>;
  ConsoleRowPin: Partial<ConsoleRowPin>;
  ConsoleRowText: Partial<ConsoleRowText>;
  ConsoleRowTextInput: Partial<ConsoleRowTextInput>;
  ConsoleRowTitleChoice: Partial<ConsoleRowTitleChoice>;
  ConsoleTitle: Partial<ConsoleTitle>;
  ConsoleTitleCredit: Partial<ConsoleTitleCredit>;
  ConsoleTitleDetail: Partial<ConsoleTitleDetail>;
  ConsoleTitleGenre: Partial<ConsoleTitleGenre>;
  ConsoleTitlePage: Partial<ConsoleTitlePage>;
  ConsoleTitleTexts: Partial<ConsoleTitleTexts>;
  ConsoleVpnCertificate: Partial<ConsoleVpnCertificate>;
  ConsoleVpnServer: Partial<ConsoleVpnServer>;
  DrawPayload: Partial<DrawPayload>;
  FeedbackReportFilter: Partial<FeedbackReportFilter>;
  FeedbackReportPayload: Partial<FeedbackReportPayload>;
  GiveawayInput: Partial<GiveawayInput>;
  GiveawayPayload: Partial<GiveawayPayload>;
  HelpArticlePayload: Partial<HelpArticlePayload>;
  HelpArticleText: Partial<HelpArticleText>;
  HelpArticleTextInput: Partial<HelpArticleTextInput>;
  HelpArticlesPayload: Partial<HelpArticlesPayload>;
  ID: Partial<Scalars['ID']['output']>;
  ImpactItemInput: Partial<ImpactItemInput>;
  ImpactItemPayload: Partial<ImpactItemPayload>;
  ImpactItemText: Partial<ImpactItemText>;
  ImpactItemTextInput: Partial<ImpactItemTextInput>;
  Int: Partial<Scalars['Int']['output']>;
  InviteStaffInput: Partial<InviteStaffInput>;
  JSON: Partial<Scalars['JSON']['output']>;
  LibraryPayload: Partial<LibraryPayload>;
  MemberPayload: Partial<MemberPayload>;
  MonthlyEntriesLine: Partial<MonthlyEntriesLine>;
  MonthlyEntriesPayload: Partial<MonthlyEntriesPayload>;
  Mutation: Record<PropertyKey, never>;
  NewMemberInput: Partial<NewMemberInput>;
  NewMemberOptions: Partial<NewMemberOptions>;
  OrderStatusPayload: Partial<OrderStatusPayload>;
  PlanInput: Partial<PlanInput>;
  PlanPayload: Partial<PlanPayload>;
  PlanText: Partial<PlanText>;
  PlanTextInput: Partial<PlanTextInput>;
  PostalEntryInput: Partial<PostalEntryInput>;
  PostalEntryPayload: Partial<PostalEntryPayload>;
  Query: Record<PropertyKey, never>;
  ResponseResult: Partial<ResponseResult>;
  RetentionPass: Partial<RetentionPass>;
  RetentionPayload: Partial<RetentionPayload>;
  RowPayload: Partial<RowPayload>;
  RowSettingsInput: Partial<RowSettingsInput>;
  RowsPayload: Partial<RowsPayload>;
  Staff: Partial<Staff>;
  StaffPayload: Partial<StaffPayload>;
  String: Partial<Scalars['String']['output']>;
  TitleCreditInput: Partial<TitleCreditInput>;
  TitleInput: Partial<TitleInput>;
  TitlePayload: Partial<TitlePayload>;
  TitleTextsInput: Partial<TitleTextsInput>;
  Upkeep: Partial<Upkeep>;
  VpnRevocationPayload: Partial<VpnRevocationPayload>;
  VpnServerInput: Partial<VpnServerInput>;
  VpnServerPayload: Partial<VpnServerPayload>;
};

export type AuditEntryResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  brandId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditPageResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = {
  entries?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BrandAddressResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['BrandAddress'] = ResolversParentTypes['BrandAddress']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandGiveawaysResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['BrandGiveaways'] = ResolversParentTypes['BrandGiveaways']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyDecimals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentMonth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  list?: Resolver<Array<ResolversTypes['ConsoleGiveaway']>, ParentType, ContextType>;
  one?: Resolver<Maybe<ResolversTypes['ConsoleGiveaway']>, ParentType, ContextType, RequireFields<BrandGiveawaysOneArgs, 'id'>>;
};

export type BrandMenuItemResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['BrandMenuItem'] = ResolversParentTypes['BrandMenuItem']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submenuType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BrandMigrationPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['BrandMigrationPayload'] = ResolversParentTypes['BrandMigrationPayload']> = {
  emailCollisions?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  hostnames?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  members?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  plans?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type BrandMigrationPreviewResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['BrandMigrationPreview'] = ResolversParentTypes['BrandMigrationPreview']> = {
  emailCollisions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fromBrandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  hostnames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  members?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plans?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toBrandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BrandPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['BrandPayload'] = ResolversParentTypes['BrandPayload']> = {
  brand?: Resolver<Maybe<ResolversTypes['ConsoleBrand']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type BrandSweepsSettingsResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['BrandSweepsSettings'] = ResolversParentTypes['BrandSweepsSettings']> = {
  blockedCountries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  forAll?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CoinAdjustmentPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['CoinAdjustmentPayload'] = ResolversParentTypes['CoinAdjustmentPayload']> = {
  balance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  duplicate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type ConsoleBrandResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleBrand'] = ResolversParentTypes['ConsoleBrand']> = {
  accentColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accentColorExact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['BrandAddress'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cookiePolicyUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hosts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  iconUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mediaTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  menu?: Resolver<Array<ResolversTypes['BrandMenuItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  supportDomain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sweeps?: Resolver<ResolversTypes['BrandSweepsSettings'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsoleBrandLibrariesResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleBrandLibraries'] = ResolversParentTypes['ConsoleBrandLibraries']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  library?: Resolver<Maybe<ResolversTypes['ConsoleLibrary']>, ParentType, ContextType, RequireFields<ConsoleBrandLibrariesLibraryArgs, 'id'>>;
  list?: Resolver<Array<ResolversTypes['ConsoleLibrary']>, ParentType, ContextType>;
  roots?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsoleBrandOrdersResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleBrandOrders'] = ResolversParentTypes['ConsoleBrandOrders']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['ConsoleOrder']>, ParentType, ContextType, RequireFields<ConsoleBrandOrdersOrderArgs, 'id'>>;
  page?: Resolver<ResolversTypes['ConsoleOrderPage'], ParentType, ContextType, RequireFields<ConsoleBrandOrdersPageArgs, 'first'>>;
  pickList?: Resolver<ResolversTypes['ConsolePickList'], ParentType, ContextType>;
};

export type ConsoleBrandRowsResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleBrandRows'] = ResolversParentTypes['ConsoleBrandRows']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  genres?: Resolver<Array<ResolversTypes['ConsoleRowGenre']>, ParentType, ContextType>;
  list?: Resolver<Array<ResolversTypes['ConsoleRow']>, ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<Maybe<ResolversTypes['ConsoleRow']>, ParentType, ContextType, RequireFields<ConsoleBrandRowsRowArgs, 'slug'>>;
  titleChoices?: Resolver<Array<ResolversTypes['ConsoleRowTitleChoice']>, ParentType, ContextType, RequireFields<ConsoleBrandRowsTitleChoicesArgs, 'query'>>;
};

export type ConsoleCoinLedgerRowResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleCoinLedgerRow'] = ResolversParentTypes['ConsoleCoinLedgerRow']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleDrawResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleDraw'] = ResolversParentTypes['ConsoleDraw']> = {
  announcedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  beacon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closesAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commitment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  drawnAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  opensAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uniqueEntrants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  verificationUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  winner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  winnerKind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  winnerMemberId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  winnerPostalId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ConsoleFeedbackCountResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleFeedbackCount'] = ResolversParentTypes['ConsoleFeedbackCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleFeedbackCountsResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleFeedbackCounts'] = ResolversParentTypes['ConsoleFeedbackCounts']> = {
  byIssue?: Resolver<Array<ResolversTypes['ConsoleFeedbackCount']>, ParentType, ContextType>;
  byMediaType?: Resolver<Array<ResolversTypes['ConsoleFeedbackCount']>, ParentType, ContextType>;
  byStatus?: Resolver<Array<ResolversTypes['ConsoleFeedbackCount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConsoleFeedbackPageResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleFeedbackPage'] = ResolversParentTypes['ConsoleFeedbackPage']> = {
  entries?: Resolver<Array<ResolversTypes['ConsoleFeedbackReport']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsoleFeedbackReportResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleFeedbackReport'] = ResolversParentTypes['ConsoleFeedbackReport']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issueId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issueType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mediaId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  mediaTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  memberId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusChangedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsoleGiveawayResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleGiveaway'] = ResolversParentTypes['ConsoleGiveaway']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closesAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  draws?: Resolver<Array<ResolversTypes['ConsoleDraw']>, ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstMonth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastMonth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  monthsOpen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  multiplierFactor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  multiplierMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opensAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  physical?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  priceEntries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prize?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleHelpArticleResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleHelpArticle'] = ResolversParentTypes['ConsoleHelpArticle']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['HelpArticleText']>, ParentType, ContextType>;
};

export type ConsoleImpactCategoryResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleImpactCategory'] = ResolversParentTypes['ConsoleImpactCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleImpactItemResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleImpactItem'] = ResolversParentTypes['ConsoleImpactItem']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categorySlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fundedQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberTarget?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pricePerUnit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['ImpactItemText']>, ParentType, ContextType>;
};

export type ConsoleLibraryResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleLibrary'] = ResolversParentTypes['ConsoleLibrary']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dir?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failures?: Resolver<Array<ResolversTypes['ConsoleLibraryFailure']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastScan?: Resolver<Maybe<ResolversTypes['ConsoleLibraryScan']>, ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packaging?: Resolver<ResolversTypes['ConsoleLibraryPackaging'], ParentType, ContextType>;
  packagingFailures?: Resolver<Array<ResolversTypes['ConsolePackagingFailure']>, ParentType, ContextType>;
  scans?: Resolver<Array<ResolversTypes['ConsoleLibraryScan']>, ParentType, ContextType, RequireFields<ConsoleLibraryScansArgs, 'first'>>;
};

export type ConsoleLibraryFailureResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleLibraryFailure'] = ResolversParentTypes['ConsoleLibraryFailure']> = {
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  problem?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleLibraryPackagingResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleLibraryPackaging'] = ResolversParentTypes['ConsoleLibraryPackaging']> = {
  due?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packaged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConsoleLibraryScanResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleLibraryScan'] = ResolversParentTypes['ConsoleLibraryScan']> = {
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  etaSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filesDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filesTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  missing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConsoleMemberResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleMember'] = ResolversParentTypes['ConsoleMember']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  coinBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['ConsoleMemberPlan']>, ParentType, ContextType>;
  recentLedger?: Resolver<Array<ResolversTypes['ConsoleCoinLedgerRow']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleMemberListEntryResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleMemberListEntry'] = ResolversParentTypes['ConsoleMemberListEntry']> = {
  coinBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsoleMemberPageResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleMemberPage'] = ResolversParentTypes['ConsoleMemberPage']> = {
  entries?: Resolver<Array<ResolversTypes['ConsoleMemberListEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsoleMemberPlanResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleMemberPlan'] = ResolversParentTypes['ConsoleMemberPlan']> = {
  givenByStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextBillingDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  since?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConsoleMemberPlanChoiceResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleMemberPlanChoice'] = ResolversParentTypes['ConsoleMemberPlanChoice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleOrderResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleOrder'] = ResolversParentTypes['ConsoleOrder']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  coinsSpent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryFeeMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['ConsoleOrderEvent']>, ParentType, ContextType>;
  freeGift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ConsoleOrderLine']>, ParentType, ContextType>;
  memberEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  memberId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['ConsoleOrderAddress']>, ParentType, ContextType>;
  shippingOption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotalMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsoleOrderAddressResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleOrderAddress'] = ResolversParentTypes['ConsoleOrderAddress']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  apartmentSuite?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsoleOrderEventResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleOrderEvent'] = ResolversParentTypes['ConsoleOrderEvent']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleOrderLineResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleOrderLine'] = ResolversParentTypes['ConsoleOrderLine']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ConsoleOrderPageResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleOrderPage'] = ResolversParentTypes['ConsoleOrderPage']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['ConsoleOrder']>, ParentType, ContextType>;
};

export type ConsoleOrderRefundResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleOrderRefund'] = ResolversParentTypes['ConsoleOrderRefund']> = {
  amountMinor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  coins?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsolePackagingFailureResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsolePackagingFailure'] = ResolversParentTypes['ConsolePackagingFailure']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsolePickLineResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsolePickLine'] = ResolversParentTypes['ConsolePickLine']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ConsolePickListResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsolePickList'] = ResolversParentTypes['ConsolePickList']> = {
  lines?: Resolver<Array<ResolversTypes['ConsolePickLine']>, ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  partial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConsolePlanResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsolePlan'] = ResolversParentTypes['ConsolePlan']> = {
  activeSubscribers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  intervalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mediaTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  membershipId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  onSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  priceInitialMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceRecurringMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['PlanText']>, ParentType, ContextType>;
  trialDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConsoleRowResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleRow'] = ResolversParentTypes['ConsoleRow']> = {
  genre?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  own?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pins?: Resolver<Array<ResolversTypes['ConsoleRowPin']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  preset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  titles?: Resolver<Array<ResolversTypes['ConsoleRowText']>, ParentType, ContextType>;
};

export type ConsoleRowGenreResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleRowGenre'] = ResolversParentTypes['ConsoleRowGenre']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleRowPinResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleRowPin'] = ResolversParentTypes['ConsoleRowPin']> = {
  listed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mediaId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleRowTextResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleRowText'] = ResolversParentTypes['ConsoleRowText']> = {
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleRowTitleChoiceResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleRowTitleChoice'] = ResolversParentTypes['ConsoleRowTitleChoice']> = {
  mediaId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  releaseYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleTitleResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleTitle'] = ResolversParentTypes['ConsoleTitle']> = {
  brandId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  coverUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hiddenReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mergedInto?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  releaseDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleTitleCreditResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleTitleCredit'] = ResolversParentTypes['ConsoleTitleCredit']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleTitleDetailResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleTitleDetail'] = ResolversParentTypes['ConsoleTitleDetail']> = {
  creditRoles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  credits?: Resolver<Array<ResolversTypes['ConsoleTitleCredit']>, ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  genreIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  genreOptions?: Resolver<Array<ResolversTypes['ConsoleTitleGenre']>, ParentType, ContextType>;
  restrictedCountries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['ConsoleTitleTexts']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['ConsoleTitle'], ParentType, ContextType>;
};

export type ConsoleTitleGenreResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleTitleGenre'] = ResolversParentTypes['ConsoleTitleGenre']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleTitlePageResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleTitlePage'] = ResolversParentTypes['ConsoleTitlePage']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ConsoleTitle']>, ParentType, ContextType>;
};

export type ConsoleTitleTextsResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleTitleTexts'] = ResolversParentTypes['ConsoleTitleTexts']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleVpnCertificateResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleVpnCertificate'] = ResolversParentTypes['ConsoleVpnCertificate']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  serial?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serverId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleVpnServerResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleVpnServer'] = ResolversParentTypes['ConsoleVpnServer']> = {
  brandId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hostname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  liveCertificates?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  load?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  port?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  protocol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DrawPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['DrawPayload'] = ResolversParentTypes['DrawPayload']> = {
  draw?: Resolver<Maybe<ResolversTypes['ConsoleDraw']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type FeedbackReportPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['FeedbackReportPayload'] = ResolversParentTypes['FeedbackReportPayload']> = {
  report?: Resolver<Maybe<ResolversTypes['ConsoleFeedbackReport']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type GiveawayPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['GiveawayPayload'] = ResolversParentTypes['GiveawayPayload']> = {
  giveaway?: Resolver<Maybe<ResolversTypes['ConsoleGiveaway']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type HelpArticlePayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['HelpArticlePayload'] = ResolversParentTypes['HelpArticlePayload']> = {
  article?: Resolver<Maybe<ResolversTypes['ConsoleHelpArticle']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type HelpArticleTextResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['HelpArticleText'] = ResolversParentTypes['HelpArticleText']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HelpArticlesPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['HelpArticlesPayload'] = ResolversParentTypes['HelpArticlesPayload']> = {
  articles?: Resolver<Maybe<Array<ResolversTypes['ConsoleHelpArticle']>>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type ImpactItemPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ImpactItemPayload'] = ResolversParentTypes['ImpactItemPayload']> = {
  item?: Resolver<Maybe<ResolversTypes['ConsoleImpactItem']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type ImpactItemTextResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ImpactItemText'] = ResolversParentTypes['ImpactItemText']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LibraryPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['LibraryPayload'] = ResolversParentTypes['LibraryPayload']> = {
  library?: Resolver<Maybe<ResolversTypes['ConsoleLibrary']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  scan?: Resolver<Maybe<ResolversTypes['ConsoleLibraryScan']>, ParentType, ContextType>;
};

export type MemberPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['MemberPayload'] = ResolversParentTypes['MemberPayload']> = {
  linkSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['ConsoleMember']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type MonthlyEntriesLineResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['MonthlyEntriesLine'] = ResolversParentTypes['MonthlyEntriesLine']> = {
  eligible?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  giveawayId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MonthlyEntriesPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['MonthlyEntriesPayload'] = ResolversParentTypes['MonthlyEntriesPayload']> = {
  lines?: Resolver<Array<ResolversTypes['MonthlyEntriesLine']>, ParentType, ContextType>;
  period?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addLibrary?: Resolver<ResolversTypes['LibraryPayload'], ParentType, ContextType, RequireFields<MutationAddLibraryArgs, 'input'>>;
  adjustCoins?: Resolver<ResolversTypes['CoinAdjustmentPayload'], ParentType, ContextType, RequireFields<MutationAdjustCoinsArgs, 'amount' | 'idempotencyKey' | 'memberId' | 'reason'>>;
  changeStaffRole?: Resolver<ResolversTypes['StaffPayload'], ParentType, ContextType, RequireFields<MutationChangeStaffRoleArgs, 'brandIds' | 'id' | 'role'>>;
  createBrand?: Resolver<ResolversTypes['BrandPayload'], ParentType, ContextType, RequireFields<MutationCreateBrandArgs, 'id' | 'input'>>;
  createGiveaway?: Resolver<ResolversTypes['GiveawayPayload'], ParentType, ContextType, RequireFields<MutationCreateGiveawayArgs, 'brandId' | 'input'>>;
  createHelpArticle?: Resolver<ResolversTypes['HelpArticlePayload'], ParentType, ContextType, RequireFields<MutationCreateHelpArticleArgs, 'brandId' | 'slug' | 'texts'>>;
  createImpactItem?: Resolver<ResolversTypes['ImpactItemPayload'], ParentType, ContextType, RequireFields<MutationCreateImpactItemArgs, 'brandId' | 'input' | 'slug'>>;
  createMember?: Resolver<ResolversTypes['MemberPayload'], ParentType, ContextType, RequireFields<MutationCreateMemberArgs, 'brandId' | 'input'>>;
  createPlan?: Resolver<ResolversTypes['PlanPayload'], ParentType, ContextType, RequireFields<MutationCreatePlanArgs, 'brandId' | 'input'>>;
  createRow?: Resolver<ResolversTypes['RowPayload'], ParentType, ContextType, RequireFields<MutationCreateRowArgs, 'brandId' | 'key' | 'mediaType' | 'settings'>>;
  createVpnServer?: Resolver<ResolversTypes['VpnServerPayload'], ParentType, ContextType, RequireFields<MutationCreateVpnServerArgs, 'brandId' | 'id' | 'input' | 'shared'>>;
  deactivateStaff?: Resolver<ResolversTypes['StaffPayload'], ParentType, ContextType, RequireFields<MutationDeactivateStaffArgs, 'id'>>;
  deleteRow?: Resolver<ResolversTypes['RowPayload'], ParentType, ContextType, RequireFields<MutationDeleteRowArgs, 'brandId' | 'slug'>>;
  grantMonthlyEntries?: Resolver<ResolversTypes['MonthlyEntriesPayload'], ParentType, ContextType, RequireFields<MutationGrantMonthlyEntriesArgs, 'brandId' | 'month'>>;
  inviteStaff?: Resolver<ResolversTypes['StaffPayload'], ParentType, ContextType, RequireFields<MutationInviteStaffArgs, 'input'>>;
  mergeTitles?: Resolver<ResolversTypes['TitlePayload'], ParentType, ContextType, RequireFields<MutationMergeTitlesArgs, 'brandId' | 'fromId' | 'intoId'>>;
  migrateBrand?: Resolver<ResolversTypes['BrandMigrationPayload'], ParentType, ContextType, RequireFields<MutationMigrateBrandArgs, 'fromBrandId' | 'toBrandId'>>;
  orderHelpArticles?: Resolver<ResolversTypes['HelpArticlesPayload'], ParentType, ContextType, RequireFields<MutationOrderHelpArticlesArgs, 'brandId' | 'slugs'>>;
  orderPins?: Resolver<ResolversTypes['RowPayload'], ParentType, ContextType, RequireFields<MutationOrderPinsArgs, 'brandId' | 'mediaIds' | 'slug'>>;
  orderRows?: Resolver<ResolversTypes['RowsPayload'], ParentType, ContextType, RequireFields<MutationOrderRowsArgs, 'brandId' | 'mediaType' | 'slugs'>>;
  pinTitle?: Resolver<ResolversTypes['RowPayload'], ParentType, ContextType, RequireFields<MutationPinTitleArgs, 'brandId' | 'mediaId' | 'slug'>>;
  publishDraw?: Resolver<ResolversTypes['DrawPayload'], ParentType, ContextType, RequireFields<MutationPublishDrawArgs, 'brandId' | 'drawId'>>;
  recordPostalEntry?: Resolver<ResolversTypes['PostalEntryPayload'], ParentType, ContextType, RequireFields<MutationRecordPostalEntryArgs, 'brandId' | 'giveawayId' | 'input'>>;
  revokeVpnCertificate?: Resolver<ResolversTypes['VpnRevocationPayload'], ParentType, ContextType, RequireFields<MutationRevokeVpnCertificateArgs, 'memberId'>>;
  runDraw?: Resolver<ResolversTypes['DrawPayload'], ParentType, ContextType, RequireFields<MutationRunDrawArgs, 'brandId' | 'giveawayId' | 'month'>>;
  runRetention?: Resolver<ResolversTypes['RetentionPayload'], ParentType, ContextType>;
  scanLibrary?: Resolver<ResolversTypes['LibraryPayload'], ParentType, ContextType, RequireFields<MutationScanLibraryArgs, 'brandId' | 'libraryId'>>;
  setFeedbackStatus?: Resolver<ResolversTypes['FeedbackReportPayload'], ParentType, ContextType, RequireFields<MutationSetFeedbackStatusArgs, 'id' | 'status'>>;
  setHelpArticleHidden?: Resolver<ResolversTypes['HelpArticlePayload'], ParentType, ContextType, RequireFields<MutationSetHelpArticleHiddenArgs, 'brandId' | 'hidden' | 'slug'>>;
  setImpactItemActive?: Resolver<ResolversTypes['ImpactItemPayload'], ParentType, ContextType, RequireFields<MutationSetImpactItemActiveArgs, 'active' | 'id'>>;
  setOrderStatus?: Resolver<ResolversTypes['OrderStatusPayload'], ParentType, ContextType, RequireFields<MutationSetOrderStatusArgs, 'brandId' | 'id' | 'status'>>;
  setPlanOnSale?: Resolver<ResolversTypes['PlanPayload'], ParentType, ContextType, RequireFields<MutationSetPlanOnSaleArgs, 'id' | 'onSale'>>;
  setRowHidden?: Resolver<ResolversTypes['RowPayload'], ParentType, ContextType, RequireFields<MutationSetRowHiddenArgs, 'brandId' | 'hidden' | 'slug'>>;
  setStaffLanguage?: Resolver<ResolversTypes['StaffPayload'], ParentType, ContextType, RequireFields<MutationSetStaffLanguageArgs, 'lang'>>;
  setTitleHidden?: Resolver<ResolversTypes['TitlePayload'], ParentType, ContextType, RequireFields<MutationSetTitleHiddenArgs, 'brandId' | 'hidden' | 'id'>>;
  setVpnServerEnabled?: Resolver<ResolversTypes['VpnServerPayload'], ParentType, ContextType, RequireFields<MutationSetVpnServerEnabledArgs, 'enabled' | 'id'>>;
  signOut?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  unpinTitle?: Resolver<ResolversTypes['RowPayload'], ParentType, ContextType, RequireFields<MutationUnpinTitleArgs, 'brandId' | 'mediaId' | 'slug'>>;
  updateBrand?: Resolver<ResolversTypes['BrandPayload'], ParentType, ContextType, RequireFields<MutationUpdateBrandArgs, 'id' | 'input'>>;
  updateHelpArticle?: Resolver<ResolversTypes['HelpArticlePayload'], ParentType, ContextType, RequireFields<MutationUpdateHelpArticleArgs, 'brandId' | 'slug' | 'texts'>>;
  updateImpactItem?: Resolver<ResolversTypes['ImpactItemPayload'], ParentType, ContextType, RequireFields<MutationUpdateImpactItemArgs, 'id' | 'input'>>;
  updatePlan?: Resolver<ResolversTypes['PlanPayload'], ParentType, ContextType, RequireFields<MutationUpdatePlanArgs, 'id' | 'input'>>;
  updateRow?: Resolver<ResolversTypes['RowPayload'], ParentType, ContextType, RequireFields<MutationUpdateRowArgs, 'brandId' | 'settings' | 'slug'>>;
  updateTitle?: Resolver<ResolversTypes['TitlePayload'], ParentType, ContextType, RequireFields<MutationUpdateTitleArgs, 'brandId' | 'id' | 'input'>>;
  updateVpnServer?: Resolver<ResolversTypes['VpnServerPayload'], ParentType, ContextType, RequireFields<MutationUpdateVpnServerArgs, 'id' | 'input'>>;
};

export type NewMemberOptionsResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['NewMemberOptions'] = ResolversParentTypes['NewMemberOptions']> = {
  defaultLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['ConsoleMemberPlanChoice']>, ParentType, ContextType>;
};

export type OrderStatusPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['OrderStatusPayload'] = ResolversParentTypes['OrderStatusPayload']> = {
  order?: Resolver<Maybe<ResolversTypes['ConsoleOrder']>, ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['ConsoleOrderRefund']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type PlanPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['PlanPayload'] = ResolversParentTypes['PlanPayload']> = {
  plan?: Resolver<Maybe<ResolversTypes['ConsolePlan']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type PlanTextResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['PlanText'] = ResolversParentTypes['PlanText']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PostalEntryPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['PostalEntryPayload'] = ResolversParentTypes['PostalEntryPayload']> = {
  postalEntryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first'>>;
  brand?: Resolver<Maybe<ResolversTypes['ConsoleBrand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'id'>>;
  brandMigrationPreview?: Resolver<Maybe<ResolversTypes['BrandMigrationPreview']>, ParentType, ContextType, RequireFields<QueryBrandMigrationPreviewArgs, 'fromBrandId' | 'toBrandId'>>;
  brands?: Resolver<Array<ResolversTypes['ConsoleBrand']>, ParentType, ContextType>;
  feedbackCounts?: Resolver<Maybe<ResolversTypes['ConsoleFeedbackCounts']>, ParentType, ContextType, RequireFields<QueryFeedbackCountsArgs, 'brandId'>>;
  feedbackReports?: Resolver<ResolversTypes['ConsoleFeedbackPage'], ParentType, ContextType, RequireFields<QueryFeedbackReportsArgs, 'brandId' | 'first'>>;
  giveaways?: Resolver<Maybe<ResolversTypes['BrandGiveaways']>, ParentType, ContextType, RequireFields<QueryGiveawaysArgs, 'brandId'>>;
  helpArticles?: Resolver<Array<ResolversTypes['ConsoleHelpArticle']>, ParentType, ContextType, RequireFields<QueryHelpArticlesArgs, 'brandId'>>;
  impactCategories?: Resolver<Array<ResolversTypes['ConsoleImpactCategory']>, ParentType, ContextType, RequireFields<QueryImpactCategoriesArgs, 'brandId'>>;
  impactItems?: Resolver<Array<ResolversTypes['ConsoleImpactItem']>, ParentType, ContextType, RequireFields<QueryImpactItemsArgs, 'brandId'>>;
  libraries?: Resolver<Maybe<ResolversTypes['ConsoleBrandLibraries']>, ParentType, ContextType, RequireFields<QueryLibrariesArgs, 'brandId'>>;
  me?: Resolver<ResolversTypes['Staff'], ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['ConsoleMember']>, ParentType, ContextType, RequireFields<QueryMemberArgs, 'id'>>;
  members?: Resolver<ResolversTypes['ConsoleMemberPage'], ParentType, ContextType, RequireFields<QueryMembersArgs, 'brandId' | 'first'>>;
  newMemberOptions?: Resolver<Maybe<ResolversTypes['NewMemberOptions']>, ParentType, ContextType, RequireFields<QueryNewMemberOptionsArgs, 'brandId'>>;
  orders?: Resolver<Maybe<ResolversTypes['ConsoleBrandOrders']>, ParentType, ContextType, RequireFields<QueryOrdersArgs, 'brandId'>>;
  plan?: Resolver<Maybe<ResolversTypes['ConsolePlan']>, ParentType, ContextType, RequireFields<QueryPlanArgs, 'id'>>;
  plans?: Resolver<Array<ResolversTypes['ConsolePlan']>, ParentType, ContextType, RequireFields<QueryPlansArgs, 'brandId'>>;
  rows?: Resolver<Maybe<ResolversTypes['ConsoleBrandRows']>, ParentType, ContextType, RequireFields<QueryRowsArgs, 'brandId' | 'mediaType'>>;
  staffList?: Resolver<Array<ResolversTypes['Staff']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['ConsoleTitleDetail']>, ParentType, ContextType, RequireFields<QueryTitleArgs, 'brandId' | 'id'>>;
  titles?: Resolver<Maybe<ResolversTypes['ConsoleTitlePage']>, ParentType, ContextType, RequireFields<QueryTitlesArgs, 'brandId' | 'first'>>;
  upkeep?: Resolver<Maybe<ResolversTypes['Upkeep']>, ParentType, ContextType>;
  vpnCertificates?: Resolver<Array<ResolversTypes['ConsoleVpnCertificate']>, ParentType, ContextType, RequireFields<QueryVpnCertificatesArgs, 'brandId'>>;
  vpnServers?: Resolver<Array<ResolversTypes['ConsoleVpnServer']>, ParentType, ContextType, RequireFields<QueryVpnServersArgs, 'brandId'>>;
};

export type ResponseResultResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ResponseResult'] = ResolversParentTypes['ResponseResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  extra?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  succeeded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RetentionPassResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['RetentionPass'] = ResolversParentTypes['RetentionPass']> = {
  emailChanges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  events?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oneTimeTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RetentionPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['RetentionPayload'] = ResolversParentTypes['RetentionPayload']> = {
  pass?: Resolver<Maybe<ResolversTypes['RetentionPass']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type RowPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['RowPayload'] = ResolversParentTypes['RowPayload']> = {
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  row?: Resolver<Maybe<ResolversTypes['ConsoleRow']>, ParentType, ContextType>;
};

export type RowsPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['RowsPayload'] = ResolversParentTypes['RowsPayload']> = {
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  rows?: Resolver<Maybe<Array<ResolversTypes['ConsoleRow']>>, ParentType, ContextType>;
};

export type StaffResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['Staff'] = ResolversParentTypes['Staff']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brandIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSignInAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StaffRole'], ParentType, ContextType>;
};

export type StaffPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['StaffPayload'] = ResolversParentTypes['StaffPayload']> = {
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  staff?: Resolver<Maybe<ResolversTypes['Staff']>, ParentType, ContextType>;
};

export type TitlePayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['TitlePayload'] = ResolversParentTypes['TitlePayload']> = {
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['ConsoleTitle']>, ParentType, ContextType>;
};

export type UpkeepResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['Upkeep'] = ResolversParentTypes['Upkeep']> = {
  eventRetentionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VpnRevocationPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['VpnRevocationPayload'] = ResolversParentTypes['VpnRevocationPayload']> = {
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  serial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VpnServerPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['VpnServerPayload'] = ResolversParentTypes['VpnServerPayload']> = {
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  server?: Resolver<Maybe<ResolversTypes['ConsoleVpnServer']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = ConsoleContext> = {
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  BrandAddress?: BrandAddressResolvers<ContextType>;
  BrandGiveaways?: BrandGiveawaysResolvers<ContextType>;
  BrandMenuItem?: BrandMenuItemResolvers<ContextType>;
  BrandMigrationPayload?: BrandMigrationPayloadResolvers<ContextType>;
  BrandMigrationPreview?: BrandMigrationPreviewResolvers<ContextType>;
  BrandPayload?: BrandPayloadResolvers<ContextType>;
  BrandSweepsSettings?: BrandSweepsSettingsResolvers<ContextType>;
  CoinAdjustmentPayload?: CoinAdjustmentPayloadResolvers<ContextType>;
  ConsoleBrand?: ConsoleBrandResolvers<ContextType>;
  ConsoleBrandLibraries?: ConsoleBrandLibrariesResolvers<ContextType>;
  ConsoleBrandOrders?: ConsoleBrandOrdersResolvers<ContextType>;
  ConsoleBrandRows?: ConsoleBrandRowsResolvers<ContextType>;
  ConsoleCoinLedgerRow?: ConsoleCoinLedgerRowResolvers<ContextType>;
  ConsoleDraw?: ConsoleDrawResolvers<ContextType>;
  ConsoleFeedbackCount?: ConsoleFeedbackCountResolvers<ContextType>;
  ConsoleFeedbackCounts?: ConsoleFeedbackCountsResolvers<ContextType>;
  ConsoleFeedbackPage?: ConsoleFeedbackPageResolvers<ContextType>;
  ConsoleFeedbackReport?: ConsoleFeedbackReportResolvers<ContextType>;
  ConsoleGiveaway?: ConsoleGiveawayResolvers<ContextType>;
  ConsoleHelpArticle?: ConsoleHelpArticleResolvers<ContextType>;
  ConsoleImpactCategory?: ConsoleImpactCategoryResolvers<ContextType>;
  ConsoleImpactItem?: ConsoleImpactItemResolvers<ContextType>;
  ConsoleLibrary?: ConsoleLibraryResolvers<ContextType>;
  ConsoleLibraryFailure?: ConsoleLibraryFailureResolvers<ContextType>;
  ConsoleLibraryPackaging?: ConsoleLibraryPackagingResolvers<ContextType>;
  ConsoleLibraryScan?: ConsoleLibraryScanResolvers<ContextType>;
  ConsoleMember?: ConsoleMemberResolvers<ContextType>;
  ConsoleMemberListEntry?: ConsoleMemberListEntryResolvers<ContextType>;
  ConsoleMemberPage?: ConsoleMemberPageResolvers<ContextType>;
  ConsoleMemberPlan?: ConsoleMemberPlanResolvers<ContextType>;
  ConsoleMemberPlanChoice?: ConsoleMemberPlanChoiceResolvers<ContextType>;
  ConsoleOrder?: ConsoleOrderResolvers<ContextType>;
  ConsoleOrderAddress?: ConsoleOrderAddressResolvers<ContextType>;
  ConsoleOrderEvent?: ConsoleOrderEventResolvers<ContextType>;
  ConsoleOrderLine?: ConsoleOrderLineResolvers<ContextType>;
  ConsoleOrderPage?: ConsoleOrderPageResolvers<ContextType>;
  ConsoleOrderRefund?: ConsoleOrderRefundResolvers<ContextType>;
  ConsolePackagingFailure?: ConsolePackagingFailureResolvers<ContextType>;
  ConsolePickLine?: ConsolePickLineResolvers<ContextType>;
  ConsolePickList?: ConsolePickListResolvers<ContextType>;
  ConsolePlan?: ConsolePlanResolvers<ContextType>;
  ConsoleRow?: ConsoleRowResolvers<ContextType>;
  ConsoleRowGenre?: ConsoleRowGenreResolvers<ContextType>;
  ConsoleRowPin?: ConsoleRowPinResolvers<ContextType>;
  ConsoleRowText?: ConsoleRowTextResolvers<ContextType>;
  ConsoleRowTitleChoice?: ConsoleRowTitleChoiceResolvers<ContextType>;
  ConsoleTitle?: ConsoleTitleResolvers<ContextType>;
  ConsoleTitleCredit?: ConsoleTitleCreditResolvers<ContextType>;
  ConsoleTitleDetail?: ConsoleTitleDetailResolvers<ContextType>;
  ConsoleTitleGenre?: ConsoleTitleGenreResolvers<ContextType>;
  ConsoleTitlePage?: ConsoleTitlePageResolvers<ContextType>;
  ConsoleTitleTexts?: ConsoleTitleTextsResolvers<ContextType>;
  ConsoleVpnCertificate?: ConsoleVpnCertificateResolvers<ContextType>;
  ConsoleVpnServer?: ConsoleVpnServerResolvers<ContextType>;
  DrawPayload?: DrawPayloadResolvers<ContextType>;
  FeedbackReportPayload?: FeedbackReportPayloadResolvers<ContextType>;
  GiveawayPayload?: GiveawayPayloadResolvers<ContextType>;
  HelpArticlePayload?: HelpArticlePayloadResolvers<ContextType>;
  HelpArticleText?: HelpArticleTextResolvers<ContextType>;
  HelpArticlesPayload?: HelpArticlesPayloadResolvers<ContextType>;
  ImpactItemPayload?: ImpactItemPayloadResolvers<ContextType>;
  ImpactItemText?: ImpactItemTextResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LibraryPayload?: LibraryPayloadResolvers<ContextType>;
  MemberPayload?: MemberPayloadResolvers<ContextType>;
  MonthlyEntriesLine?: MonthlyEntriesLineResolvers<ContextType>;
  MonthlyEntriesPayload?: MonthlyEntriesPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewMemberOptions?: NewMemberOptionsResolvers<ContextType>;
  OrderStatusPayload?: OrderStatusPayloadResolvers<ContextType>;
  PlanPayload?: PlanPayloadResolvers<ContextType>;
  PlanText?: PlanTextResolvers<ContextType>;
  PostalEntryPayload?: PostalEntryPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ResponseResult?: ResponseResultResolvers<ContextType>;
  RetentionPass?: RetentionPassResolvers<ContextType>;
  RetentionPayload?: RetentionPayloadResolvers<ContextType>;
  RowPayload?: RowPayloadResolvers<ContextType>;
  RowsPayload?: RowsPayloadResolvers<ContextType>;
  Staff?: StaffResolvers<ContextType>;
  StaffPayload?: StaffPayloadResolvers<ContextType>;
  TitlePayload?: TitlePayloadResolvers<ContextType>;
  Upkeep?: UpkeepResolvers<ContextType>;
  VpnRevocationPayload?: VpnRevocationPayloadResolvers<ContextType>;
  VpnServerPayload?: VpnServerPayloadResolvers<ContextType>;
};

