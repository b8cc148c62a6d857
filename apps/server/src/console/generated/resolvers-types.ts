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

export type CategoryInput = {
  texts: Array<ShopTextInput>;
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

/** What Champion members pay for one unit at one discount level (the member area's rule). */
export type ConsoleChampionPrice = {
  __typename?: 'ConsoleChampionPrice';
  discountPercent: Scalars['Int']['output'];
  /** Minor units of the product's currency. */
  priceMinor: Scalars['Int']['output'];
};

export type ConsoleCoinLedgerPage = {
  __typename?: 'ConsoleCoinLedgerPage';
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Newest first. */
  rows: Array<ConsoleCoinLedgerRow>;
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

/**
 * A brand's cross-sell offer as the console edits it (brand.edit on its brand; issue 33 scope 4): the
 * add-on a media member is offered (vpn) or a VPN member (media), charged once.
 */
export type ConsoleCrossSellOffer = {
  __typename?: 'ConsoleCrossSellOffer';
  /** Off: no member is offered it or may buy it; add-ons bought stay. */
  active: Scalars['Boolean']['output'];
  /** Minor units of the brand's currency, charged once. */
  amountMinor: Scalars['Int']['output'];
  brandId: Scalars['ID']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  symbol: Scalars['String']['output'];
  /** The languages written on the console; any other shows the member area's own wording. */
  texts: Array<CrossSellOfferText>;
  /** media | vpn; never changes (it decides what the add-on grants). */
  type: Scalars['String']['output'];
};

/** A member's latest subscription as the console's member actions read it. */
export type ConsoleCurrentSubscription = {
  __typename?: 'ConsoleCurrentSubscription';
  canCancel: Scalars['Boolean']['output'];
  /** An active subscription with a date to push (next billing, or a cancelled one's end). */
  canExtend: Scalars['Boolean']['output'];
  canRestart: Scalars['Boolean']['output'];
  /** When a cancelled subscription's access ends. */
  endDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Null when nothing renews (cancelled, or a plan given by staff). */
  nextBillingDate?: Maybe<Scalars['String']['output']>;
  planName: Scalars['String']['output'];
  /** active | cancelled (in its paid period) | ended */
  status: Scalars['String']['output'];
};

/** One month's draw of a giveaway (docs/draws.md). */
export type ConsoleDraw = {
  __typename?: 'ConsoleDraw';
  announcedAt?: Maybe<Scalars['String']['output']>;
  beacon: Scalars['String']['output'];
  /** Drawn only: claimed, waiting, not_announced, by_post (a postal winner) or member_gone. */
  claimState?: Maybe<Scalars['String']['output']>;
  /** When the member winner claimed the prize. */
  claimedAt?: Maybe<Scalars['String']['output']>;
  closesAt: Scalars['String']['output'];
  /** SHA-256 of the secret seed, public before the month opens. */
  commitment: Scalars['String']['output'];
  drawnAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  opensAt: Scalars['String']['output'];
  /** YYYY-MM, Eastern Time. */
  period: Scalars['String']['output'];
  publishedAt?: Maybe<Scalars['String']['output']>;
  /** Rolled over only: too_few_entrants or not_last_month. */
  rollOverReason?: Maybe<Scalars['String']['output']>;
  /** Rolled over only: the month (YYYY-MM) its entries carried over to. */
  rolledOverTo?: Maybe<Scalars['String']['output']>;
  /** The secret seed, once the draw is published (null before). */
  seed?: Maybe<Scalars['String']['output']>;
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
  /** URL path of the prize picture ('' for none). */
  image: Scalars['String']['output'];
  lastMonth: Scalars['String']['output'];
  /** The fields an edit may not change now, and why (on `one`; empty in `list`). */
  locks: Array<GiveawayLock>;
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
  /** The newest 100 problem reports. */
  feedback: Array<ConsoleMemberFeedback>;
  firstName?: Maybe<Scalars['String']['output']>;
  giveawayEntries: Array<ConsoleMemberGiveawayEntry>;
  id: Scalars['ID']['output'];
  joinedAt: Scalars['String']['output'];
  /** The member's interface language (a locale code such as fr-ca). */
  lang: Scalars['String']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  /** The coin ledger, a page at a time, newest first, its lines in the staff member's language. */
  ledger: ConsoleCoinLedgerPage;
  /** The newest 100 mails. */
  mails: Array<ConsoleMemberMail>;
  name: Scalars['String']['output'];
  orders: Array<ConsoleMemberOrder>;
  /** Every charge, newest first. */
  payments: Array<ConsoleMemberPayment>;
  plan?: Maybe<ConsoleMemberPlan>;
  /** The last rows of the coin ledger, newest first (at most 20). */
  recentLedger: Array<ConsoleCoinLedgerRow>;
  referenceNumber?: Maybe<Scalars['String']['output']>;
  sessions: Array<ConsoleMemberSession>;
  /** Every subscription the member ever had, newest first. */
  subscriptions: Array<ConsoleMemberSubscription>;
  /** The member's tags as stored. */
  tags: Array<ConsoleMemberTag>;
  /** Whether the staff member may change the member's tags (brand.edit on the member's brand). */
  tagsEditable: Scalars['Boolean']['output'];
  timezone: Scalars['String']['output'];
};


/** A member's record (members.read on their brand). */
export type ConsoleMemberLedgerArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A problem report the member sent. */
export type ConsoleMemberFeedback = {
  __typename?: 'ConsoleMemberFeedback';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  issueId: Scalars['Int']['output'];
  /** 1 buffering and loading, 2 audio and video, 3 e-reader, 4 player, 5 another. */
  issueType: Scalars['Int']['output'];
  mediaType: Scalars['String']['output'];
  text?: Maybe<Scalars['String']['output']>;
  /** The title's name as reported; null for a report about a player. */
  title?: Maybe<Scalars['String']['output']>;
};

export type ConsoleMemberGiveawayEntry = {
  __typename?: 'ConsoleMemberGiveawayEntry';
  createdAt: Scalars['String']['output'];
  entries: Scalars['Int']['output'];
  giveawayId: Scalars['ID']['output'];
  giveawayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** paid (bought), free (the monthly free entry, or granted), postal (a postal entry with the member's e-mail) */
  kind: Scalars['String']['output'];
  /** YYYY-MM: the draw period (a month in Eastern Time) the entries came in. */
  month: Scalars['String']['output'];
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

/** A mail sent to the member: the brand's outbox rows to their address (now, or one they changed to). */
export type ConsoleMemberMail = {
  __typename?: 'ConsoleMemberMail';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  sentAt?: Maybe<Scalars['String']['output']>;
  /** sent (handed to the mail server) or recorded (kept in the outbox: no mail server, or not sent). */
  status: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  /** What the mail is (reset_password, cancellation, refund, order_shipped, …); null for a mail older than its record. */
  template?: Maybe<Scalars['String']['output']>;
  to: Scalars['String']['output'];
};

export type ConsoleMemberOrder = {
  __typename?: 'ConsoleMemberOrder';
  coinsSpent: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  freeGift: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The number the member reads (ORD-…). */
  number: Scalars['String']['output'];
  /** card, coins or free */
  paymentMethod: Scalars['String']['output'];
  status: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
  /** Minor units. */
  total: Scalars['Int']['output'];
};

export type ConsoleMemberPage = {
  __typename?: 'ConsoleMemberPage';
  entries: Array<ConsoleMemberListEntry>;
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** A charge on the member's account, newest first, with its invoice when it has one. */
export type ConsoleMemberPayment = {
  __typename?: 'ConsoleMemberPayment';
  /** Minor units. */
  amount: Scalars['Int']['output'];
  /** The card of a charge made on the hosted page; null when the charge names none (a renewal). */
  cardBrand?: Maybe<Scalars['String']['output']>;
  cardLast4?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  failureCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The invoice's id: GET /adminapi/members/{memberId}/invoices/{invoiceId}.pdf is its PDF. */
  invoiceId?: Maybe<Scalars['ID']['output']>;
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** subscription, renewal, upgrade, restart, coins, entries, order */
  kind: Scalars['String']['output'];
  /** succeeded or failed */
  status: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
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

/** One of the member's signed-in sessions still usable now. */
export type ConsoleMemberSession = {
  __typename?: 'ConsoleMemberSession';
  /** The client address it was signed in from (the proxy's word only under TRUST_PROXY); null when not known. */
  address?: Maybe<Scalars['String']['output']>;
  /** The browser it was signed in from (Firefox, Chrome, …); null when not known (older sessions). */
  browser?: Maybe<Scalars['String']['output']>;
  expiresAt: Scalars['String']['output'];
  /** The console's id of the session (not the session's own id). */
  id: Scalars['ID']['output'];
  lastSeenAt: Scalars['String']['output'];
  /** The operating system it was signed in from (Windows, iOS, …); null when not known. */
  os?: Maybe<Scalars['String']['output']>;
  signedInAt: Scalars['String']['output'];
};

/** One of the member's subscriptions, newest first (every one they ever had). */
export type ConsoleMemberSubscription = {
  __typename?: 'ConsoleMemberSubscription';
  cancelledAt?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  /** When access ends or ended; null while it renews. */
  endsAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** day, week, month or year, every intervalCount of them. */
  interval: Scalars['String']['output'];
  intervalCount: Scalars['Int']['output'];
  planId: Scalars['ID']['output'];
  planName: Scalars['String']['output'];
  /** Minor units each period: the price locked at purchase, else the plan's. */
  price: Scalars['Int']['output'];
  /** Who bills it: sandbox, paypal, staff (given without payment), … */
  provider: Scalars['String']['output'];
  referenceNumber: Scalars['String']['output'];
  /** The next renewal while it renews; null otherwise. */
  renewsAt?: Maybe<Scalars['String']['output']>;
  startedAt: Scalars['String']['output'];
  /** active, trial, cancelled (access to endsAt), payment_failed (the last renewal was declined), ended. */
  state: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
};

export type ConsoleMemberTag = {
  __typename?: 'ConsoleMemberTag';
  createdAt: Scalars['String']['output'];
  /** Whether staff with brand.edit may remove it (add: the known tags, memberTagChoices). */
  editable: Scalars['Boolean']['output'];
  /** The key of its one-line description (members.tags.about.<key>); null for a tag the console does not know. */
  key?: Maybe<Scalars['String']['output']>;
  /** server (the member area or staff) or member (a marker the member's app set). */
  setBy: Scalars['String']['output'];
  tag: Scalars['String']['output'];
};

export type ConsoleMemberTagChoice = {
  __typename?: 'ConsoleMemberTagChoice';
  /** Whether staff may add and remove it; the others are the server's record of what happened. */
  editable: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  /** The tag, or its prefix for a tag with a value (custom_media_types:). */
  tag: Scalars['String']['output'];
  /** media_types (a comma list of media types follows) or giveaway (a giveaway id follows); null for a plain tag. */
  value?: Maybe<Scalars['String']['output']>;
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

/** A refund staff gave (audit row payment.refund). */
export type ConsolePaymentRefund = {
  __typename?: 'ConsolePaymentRefund';
  amountMinor: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  paymentId: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  /** The provider's refund reference. */
  reference: Scalars['String']['output'];
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

/** A product as the shop editor shows it (shop.edit on its brand). */
export type ConsoleProduct = {
  __typename?: 'ConsoleProduct';
  brandId: Scalars['ID']['output'];
  categoryId: Scalars['ID']['output'];
  /** What Champion members pay per unit at each discount level. */
  championPrices: Array<ConsoleChampionPrice>;
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Its pictures in gallery order (uploaded ones are 1200 × 1200 WebP). */
  images: Array<ConsoleProductImage>;
  /** Listed to members (off sale it stays for the orders that name it). */
  onSale: Scalars['Boolean']['output'];
  /** The list price, in minor units of `currency` (a variant without a price of its own sells at it). */
  priceMinor: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  /** Units that can be sold: the variants' when it has any, else its own. */
  stock: Scalars['Int']['output'];
  symbol: Scalars['String']['output'];
  /**
   * Every language the product is written in. en-us is the stored name and description English readers
   * use: when no English text was given it holds the brand's default language's.
   */
  texts: Array<ShopText>;
  variants: Array<ConsoleVariant>;
  /** The brand's welcome gift: free, claimed once per member, never listed. */
  welcomeGift: Scalars['Boolean']['output'];
};

export type ConsoleProductImage = {
  __typename?: 'ConsoleProductImage';
  url: Scalars['String']['output'];
};

export type ConsoleProductPage = {
  __typename?: 'ConsoleProductPage';
  items: Array<ConsoleProduct>;
  total: Scalars['Int']['output'];
};

/** A member's payment as a refund reads it: what it charged and what is left to give back (minor units). */
export type ConsoleRefundablePayment = {
  __typename?: 'ConsoleRefundablePayment';
  amountMinor: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** subscription | renewal | upgrade | restart | coins | entries */
  kind: Scalars['String']['output'];
  memberId: Scalars['ID']['output'];
  /** What is left to refund; 0 once refunded in full. */
  refundableMinor: Scalars['Int']['output'];
  /** The sum of its refunds so far. */
  refundedMinor: Scalars['Int']['output'];
  symbol: Scalars['String']['output'];
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

/** A brand's shop as its editor needs it: its money, its languages and its categories in order. */
export type ConsoleShop = {
  __typename?: 'ConsoleShop';
  brandId: Scalars['ID']['output'];
  categories: Array<ConsoleShopCategory>;
  /** ISO 4217: every price of the brand's shop is in minor units of it. */
  currency: Scalars['String']['output'];
  defaultLanguage: Scalars['String']['output'];
  languages: Array<Scalars['String']['output']>;
  symbol: Scalars['String']['output'];
};

export type ConsoleShopCategory = {
  __typename?: 'ConsoleShopCategory';
  id: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  /** Products in it, on sale or not. */
  productCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  texts: Array<ShopText>;
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

/**
 * One variant of a product: an option (Size) and its value (M), with its own units on the shelf and,
 * when it costs more (or less) than the product, its own price.
 */
export type ConsoleVariant = {
  __typename?: 'ConsoleVariant';
  /** What Champion members pay per unit of it (its own price, else the product's). */
  championPrices: Array<ConsoleChampionPrice>;
  id: Scalars['ID']['output'];
  /** The stored (English) name, which readers of a language without a name of its own see. */
  name: Scalars['String']['output'];
  /** Its names in the other languages written. */
  names: Array<VariantName>;
  /** The option, e.g. Size (English; members read the catalogue's translation of the word when there is one). */
  option: Scalars['String']['output'];
  /** Its own list price in minor units of the product's currency; null sells it at the product's price. */
  priceMinor?: Maybe<Scalars['Int']['output']>;
  stock: Scalars['Int']['output'];
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

export type CrossSellOfferInput = {
  amountMinor: Scalars['Int']['input'];
  texts: Array<CrossSellOfferTextInput>;
};

export type CrossSellOfferPayload = {
  __typename?: 'CrossSellOfferPayload';
  offer?: Maybe<ConsoleCrossSellOffer>;
  responseResult: ResponseResult;
};

/** A cross-sell offer's texts in one interface language, as the member's offer dialog shows them. */
export type CrossSellOfferText = {
  __typename?: 'CrossSellOfferText';
  /** The accept button's label. */
  callToAction: Scalars['String']['output'];
  description: Scalars['String']['output'];
  lang: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type CrossSellOfferTextInput = {
  callToAction: Scalars['String']['input'];
  description: Scalars['String']['input'];
  lang: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type Dashboard = {
  __typename?: 'Dashboard';
  /** The brands counted, by id. */
  brandIds: Array<Scalars['ID']['output']>;
  bucket: Scalars['String']['output'];
  /** Every day of the range. */
  entries: Array<ReportEntries>;
  from: Scalars['String']['output'];
  members: ReportMembers;
  /** Monthly recurring revenue: each running subscription's recurring price as a month, per currency. */
  mrr: Array<ReportMoney>;
  /** Paid orders waiting to ship, now. */
  ordersWaiting: Scalars['Int']['output'];
  /** Why nothing was counted: range_invalid_date, range_reversed, range_too_long, invalid_bucket; null when answered. */
  problem?: Maybe<Scalars['String']['output']>;
  /** Succeeded payments per period and kind, per currency; every period of the range (zeros included). */
  revenue: Array<ReportRevenue>;
  to: Scalars['String']['output'];
  /** The ten titles the most members played in the range. */
  topTitles: Array<ReportTitle>;
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

/**
 * The fields of update-giveaway: a giveaway's months and category never change (each month keeps
 * its published draw commitment); the prices and memberOnly only while no entry was bought, physical
 * until a winner is drawn (docs/console.md "Giveaways").
 */
export type GiveawayEditInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  entries?: InputMaybe<Scalars['Int']['input']>;
  factor?: InputMaybe<Scalars['Int']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  memberOnly: Scalars['Boolean']['input'];
  multiplierPrice?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  physical: Scalars['Boolean']['input'];
  /** Required for a promotional giveaway, as typed in the brand's currency (e.g. 4.99). */
  price?: InputMaybe<Scalars['String']['input']>;
  prize: Scalars['String']['input'];
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

/** A field of a giveaway an edit may not change (updateGiveaway). */
export type GiveawayLock = {
  __typename?: 'GiveawayLock';
  /** price, entries, multiplierPrice, factor, memberOnly, physical, month, months or category. */
  field: Scalars['String']['output'];
  /** commitment_published (never), entries_bought (a member bought an entry), winner_drawn. */
  lock: Scalars['String']['output'];
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

export type MemberAccessPayload = {
  __typename?: 'MemberAccessPayload';
  /** The member's account is active (after the act). */
  active?: Maybe<Scalars['Boolean']['output']>;
  responseResult: ResponseResult;
};

export type MemberMailPayload = {
  __typename?: 'MemberMailPayload';
  responseResult: ResponseResult;
  /** The address the mail went to again. */
  to?: Maybe<Scalars['String']['output']>;
};

export type MemberPayload = {
  __typename?: 'MemberPayload';
  /** Whether the set-password mail was sent (a created member whose mail failed can use Forgot password). */
  linkSent: Scalars['Boolean']['output'];
  member?: Maybe<ConsoleMember>;
  responseResult: ResponseResult;
};

export type MemberSessionsPayload = {
  __typename?: 'MemberSessionsPayload';
  responseResult: ResponseResult;
  /** How many sessions were revoked. */
  revoked?: Maybe<Scalars['Int']['output']>;
};

export type MemberSubscriptionPayload = {
  __typename?: 'MemberSubscriptionPayload';
  responseResult: ResponseResult;
  /** The member's subscription after the act. */
  subscription?: Maybe<ConsoleCurrentSubscription>;
};

export type MemberTagsPayload = {
  __typename?: 'MemberTagsPayload';
  responseResult: ResponseResult;
  tags?: Maybe<Array<ConsoleMemberTag>>;
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
  /**
   * Cancels the member's active subscription as their own Cancel does (access to the end of the paid
   * period), as `npm run ops -- cancel-subscription`; audit row subscription.cancel (members.act).
   */
  cancelMemberSubscription: MemberSubscriptionPayload;
  /** Changes a staff member's role and brands (staff.manage; fresh second factor). */
  changeStaffRole: StaffPayload;
  /** brand.create (owners). */
  createBrand: BrandPayload;
  /** A new category of the brand, after its others (category.create). */
  createCategory: ShopCategoryPayload;
  /**
   * A new offer of a type the brand has none of, on sale at once, in the brand's billing currency.
   * Refused as data: forbidden | brand_not_found | invalid_input (extra.problems: [{ field, code }]) |
   * crosssell_type_taken.
   */
  createCrossSellOffer: CrossSellOfferPayload;
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
  /** A new product of the brand, priced in the brand's currency (product.create). */
  createProduct: ProductPayload;
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
  /**
   * Pushes the current subscription's next billing date (a cancelled one's end) by `days` (1–365), as
   * `npm run ops -- extend-access`; audit row subscription.extend (members.act).
   */
  extendMemberAccess: MemberSubscriptionPayload;
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
  /** The brand's categories in this order: every one, each once (category.order). */
  orderCategories: ShopCategoriesPayload;
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
   * Gives back `amountMinor` (minor units of the payment's currency; null = all that is left) of a
   * payment through the payment provider, as `npm run ops -- refund-payment`: never more than is left
   * of it, once per idempotency key (the same key again answers `duplicate` and moves nothing), the
   * member reads it on their transactions. One transaction, one audit row (payment.refund); members.act
   * on the member's brand. Refusals: payment_not_found, payment_not_refundable, payment_fully_refunded,
   * refund_exceeds_payment, refund_amount_invalid, refund_reason_invalid, invalid_request_id,
   * refund_failed.
   */
  refundPayment: RefundPaymentPayload;
  /**
   * Sends one of the member's mails again, as written, to their address now (members.act). Audited
   * member.mail_resend, as `npm run ops -- resend-member-mail`.
   */
  resendMemberMail: MemberMailPayload;
  /**
   * Restarts the member's cancelled subscription as their own Restart does (inside the paid period it
   * resumes; after it, the card is charged for a new period), as `npm run ops --
   * restart-subscription`; audit row subscription.restart (members.act).
   */
  restartMemberSubscription: MemberSubscriptionPayload;
  /**
   * Signs the member out of one session (`sessionId` as `sessions` names it) or all of them (members.act).
   * Audited member.sessions_revoke, as `npm run ops -- revoke-member-sessions`.
   */
  revokeMemberSessions: MemberSessionsPayload;
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
   * Mails the member the member area's own password-reset link (an hour long, on the brand's host, in
   * the member's language), as `npm run ops -- send-reset-link`; audit row member.reset_link
   * (members.act on the member's brand).
   */
  sendMemberResetLink: MemberAccessPayload;
  /** Takes an offer off sale, or puts it back (as updateCrossSellOffer). */
  setCrossSellOfferActive: CrossSellOfferPayload;
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
   * Deactivates the account (the member reads "This account is not yet active."; every session of
   * theirs ends), or reactivates it, as `npm run ops -- deactivate-member` / `reactivate-member`;
   * audit row member.deactivate / member.reactivate (members.act). Refused when it already is so
   * (member_already_inactive, member_already_active).
   */
  setMemberActive: MemberAccessPayload;
  /**
   * Sets the member's editable tags to `tags` (brand.edit on the member's brand: brand admin, owner):
   * tags not in the list are removed, known editable ones added; the server's own tags (a win, granted
   * entries) stay. Refused for an unknown tag (member_tag_invalid). Audited member.tags, as
   * `npm run ops -- member-tags`.
   */
  setMemberTags: MemberTagsPayload;
  /**
   * Moves one of the brand's orders (orders.fulfil), as `npm run ops -- order-status` does: to shipped
   * (the member is mailed, with the note, e.g. a tracking number), delivered, or cancelled (the stock
   * put back, a paid order refunded to its card or coins, the member mailed). Audited (order.status).
   * `status` is shipped, delivered or cancelled; `note` at most 500 characters.
   */
  setOrderStatus: OrderStatusPayload;
  /** Puts a plan on sale or takes it off (hidden from members' plan lists and purchase, never from its subscribers). */
  setPlanOnSale: PlanPayload;
  /** A stock take: the product's own units (without variants) or each variant's named (product.stock). */
  setProductStock: ProductPayload;
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
  /** Renames a category in the 8 languages (category.update). */
  updateCategory: ShopCategoryPayload;
  /** Changes an offer's price and texts (brand.edit on its brand). Refused as create, or crosssell_offer_not_found. */
  updateCrossSellOffer: CrossSellOfferPayload;
  /**
   * Changes a giveaway of the brand (giveaways.edit): refused per field with invalid_input and
   * extra.problem commitment_published, entries_bought or winner_drawn; sweep_not_found.
   */
  updateGiveaway: GiveawayPayload;
  /** Replaces the article's texts in every language. Refused as createHelpArticle, or faq_not_found. */
  updateHelpArticle: HelpArticlePayload;
  /** Changes an item (brand.edit on its brand). Refused as createImpactItem, or impact_not_found. */
  updateImpactItem: ImpactItemPayload;
  /** Changes a plan; what existing subscribers pay does not change. */
  updatePlan: PlanPayload;
  /** Changes a product (product.update); what orders already placed charged does not change. */
  updateProduct: ProductPayload;
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


export type MutationCancelMemberSubscriptionArgs = {
  memberId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
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


export type MutationCreateCategoryArgs = {
  brandId: Scalars['ID']['input'];
  input: CategoryInput;
};


export type MutationCreateCrossSellOfferArgs = {
  brandId: Scalars['ID']['input'];
  input: CrossSellOfferInput;
  type: Scalars['String']['input'];
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


export type MutationCreateProductArgs = {
  brandId: Scalars['ID']['input'];
  input: ProductInput;
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


export type MutationExtendMemberAccessArgs = {
  days: Scalars['Int']['input'];
  memberId: Scalars['ID']['input'];
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


export type MutationOrderCategoriesArgs = {
  brandId: Scalars['ID']['input'];
  ids: Array<Scalars['ID']['input']>;
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


export type MutationRefundPaymentArgs = {
  amountMinor?: InputMaybe<Scalars['Int']['input']>;
  idempotencyKey: Scalars['String']['input'];
  paymentId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationResendMemberMailArgs = {
  mailId: Scalars['ID']['input'];
  memberId: Scalars['ID']['input'];
};


export type MutationRestartMemberSubscriptionArgs = {
  memberId: Scalars['ID']['input'];
};


export type MutationRevokeMemberSessionsArgs = {
  memberId: Scalars['ID']['input'];
  sessionId?: InputMaybe<Scalars['ID']['input']>;
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


export type MutationSendMemberResetLinkArgs = {
  memberId: Scalars['ID']['input'];
};


export type MutationSetCrossSellOfferActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
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


export type MutationSetMemberActiveArgs = {
  active: Scalars['Boolean']['input'];
  memberId: Scalars['ID']['input'];
};


export type MutationSetMemberTagsArgs = {
  memberId: Scalars['ID']['input'];
  tags: Array<Scalars['String']['input']>;
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


export type MutationSetProductStockArgs = {
  brandId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  stock?: InputMaybe<Scalars['Int']['input']>;
  variants?: InputMaybe<Array<VariantStockInput>>;
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


export type MutationUpdateCategoryArgs = {
  brandId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: CategoryInput;
};


export type MutationUpdateCrossSellOfferArgs = {
  id: Scalars['ID']['input'];
  input: CrossSellOfferInput;
};


export type MutationUpdateGiveawayArgs = {
  brandId: Scalars['ID']['input'];
  giveawayId: Scalars['ID']['input'];
  input: GiveawayEditInput;
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


export type MutationUpdateProductArgs = {
  brandId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: ProductInput;
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

/**
 * A product as the console writes it. Names are required in the brand's default language at least; a
 * language with an empty name is left out. A welcome gift is free (priceMinor 0).
 */
export type ProductInput = {
  categoryId: Scalars['ID']['input'];
  /** On update, the picture URLs to keep in the order wanted (null keeps them all); ignored on create. */
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  onSale: Scalars['Boolean']['input'];
  priceMinor: Scalars['Int']['input'];
  /** Units of a product without variants (ignored when it has variants). */
  stock: Scalars['Int']['input'];
  texts: Array<ShopTextInput>;
  /** The variants in order; a variant missing from the list is removed. */
  variants: Array<VariantInput>;
  welcomeGift: Scalars['Boolean']['input'];
};

export type ProductPayload = {
  __typename?: 'ProductPayload';
  product?: Maybe<ConsoleProduct>;
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
  /** The dashboard summed over every brand the staff member may read reports of; null when none. */
  crossBrandDashboard?: Maybe<Dashboard>;
  /** The brand's cross-sell offers, on sale or not (brand.edit on the brand); empty when refused. */
  crossSellOffers: Array<ConsoleCrossSellOffer>;
  /** One brand's dashboard (reports.read on it); null when refused. */
  dashboard?: Maybe<Dashboard>;
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
  /** The member's latest subscription, null when none (members.read on the member's brand). */
  memberSubscription?: Maybe<ConsoleCurrentSubscription>;
  /** Every member tag the console knows, with its description's key (any staff member). */
  memberTagChoices: Array<ConsoleMemberTagChoice>;
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
  /**
   * Whether the giveaway already has a postal entry under this envelope reference, asked as the
   * operator types it (entries.record); null when refused; false on a giveaway the brand does not
   * offer (recording it there answers sweep_not_found).
   */
  postalEnvelopeTaken?: Maybe<Scalars['Boolean']['output']>;
  /**
   * The member's payments that can be refunded (succeeded charges; an order is refunded by cancelling
   * it), newest first, at most 50 (members.read on the member's brand; empty otherwise).
   */
  refundablePayments: Array<ConsoleRefundablePayment>;
  /** A brand's rows of a media type, or null when not a brand the staff member may curate. */
  rows?: Maybe<ConsoleBrandRows>;
  /** The brand's shop settings and categories (shop.edit on the brand), or null. */
  shop?: Maybe<ConsoleShop>;
  /** One product of the brand, or null (unknown, another brand's, or not allowed). */
  shopProduct?: Maybe<ConsoleProduct>;
  /** A page of the brand's products, on sale or not, by name (a part of it, in any of the brand's languages) and category (shop.edit). */
  shopProducts?: Maybe<ConsoleProductPage>;
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


export type QueryCrossBrandDashboardArgs = {
  range: ReportRange;
};


export type QueryCrossSellOffersArgs = {
  brandId: Scalars['ID']['input'];
};


export type QueryDashboardArgs = {
  brandId: Scalars['ID']['input'];
  range: ReportRange;
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


export type QueryMemberSubscriptionArgs = {
  memberId: Scalars['ID']['input'];
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


export type QueryPostalEnvelopeTakenArgs = {
  brandId: Scalars['ID']['input'];
  envelopeRef: Scalars['String']['input'];
  giveawayId: Scalars['ID']['input'];
};


export type QueryRefundablePaymentsArgs = {
  memberId: Scalars['ID']['input'];
};


export type QueryRowsArgs = {
  brandId: Scalars['ID']['input'];
  mediaType: Scalars['String']['input'];
};


export type QueryShopArgs = {
  brandId: Scalars['ID']['input'];
};


export type QueryShopProductArgs = {
  brandId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type QueryShopProductsArgs = {
  brandId: Scalars['ID']['input'];
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
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

export type RefundPaymentPayload = {
  __typename?: 'RefundPaymentPayload';
  /** True when this key had already refunded: no money moved this time. */
  duplicate: Scalars['Boolean']['output'];
  /** The payment after the refund (what is left of it). */
  payment?: Maybe<ConsoleRefundablePayment>;
  refund?: Maybe<ConsolePaymentRefund>;
  responseResult: ResponseResult;
};

/** The giveaway entries received on one UTC day. */
export type ReportEntries = {
  __typename?: 'ReportEntries';
  day: Scalars['String']['output'];
  entries: Scalars['Int']['output'];
};

/** The members' figures of a range. */
export type ReportMembers = {
  __typename?: 'ReportMembers';
  /** Members with a running subscription past its trial at the end of the range (now, for a range up to today). */
  active: Scalars['Int']['output'];
  /** Subscriptions running at the start of the range. */
  activeAtStart: Scalars['Int']['output'];
  /** Subscriptions cancelled in the range. */
  cancellations: Scalars['Int']['output'];
  /** cancellations / activeAtStart; null when nobody was active at the start. */
  churn?: Maybe<Scalars['Float']['output']>;
  /** Members on a trial at the end of the range. */
  trials: Scalars['Int']['output'];
};

/** An amount in one currency: never summed with another currency. */
export type ReportMoney = {
  __typename?: 'ReportMoney';
  /** Whole minor units (a Float: sums may pass 32 bits). */
  amountMinor: Scalars['Float']['output'];
  /** ISO 4217. */
  currency: Scalars['String']['output'];
};

/**
 * The dashboards (docs/console.md "Dashboards"; permission reports.read). A range is whole UTC days,
 * `from` and `to` (YYYY-MM-DD) both included, at most 366 days.
 */
export type ReportRange = {
  /** How revenue is grouped: day (the default) or week (weeks start on Monday). */
  bucket?: InputMaybe<Scalars['String']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

/** Revenue of one period (a day, or the Monday of a week) and kind in one currency. */
export type ReportRevenue = {
  __typename?: 'ReportRevenue';
  amountMinor: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  /** plans, coins, entries or orders. */
  kind: Scalars['String']['output'];
  /** YYYY-MM-DD: the day, or the Monday that starts the week. */
  period: Scalars['String']['output'];
};

/** A title and how many members played it in the range. */
export type ReportTitle = {
  __typename?: 'ReportTitle';
  mediaId: Scalars['ID']['output'];
  mediaType: Scalars['String']['output'];
  players: Scalars['Int']['output'];
  title: Scalars['String']['output'];
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

export type ShopCategoriesPayload = {
  __typename?: 'ShopCategoriesPayload';
  categories?: Maybe<Array<ConsoleShopCategory>>;
  responseResult: ResponseResult;
};

export type ShopCategoryPayload = {
  __typename?: 'ShopCategoryPayload';
  category?: Maybe<ConsoleShopCategory>;
  responseResult: ResponseResult;
};

/** A product's or category's name and description in one interface language. */
export type ShopText = {
  __typename?: 'ShopText';
  /** Empty when the language has only a name. */
  description: Scalars['String']['output'];
  /** A locale code of the 8 interface languages, e.g. fr-ca. */
  lang: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ShopTextInput = {
  description: Scalars['String']['input'];
  lang: Scalars['String']['input'];
  name: Scalars['String']['input'];
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

export type VariantInput = {
  /** The variant's id to keep it (its cart lines), or null for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  /** Its names in languages other than English (null: none); they replace the ones it had. */
  names?: InputMaybe<Array<VariantNameInput>>;
  option: Scalars['String']['input'];
  /** Its own price in minor units of the brand's currency; null or absent: the product's price. */
  priceMinor?: InputMaybe<Scalars['Int']['input']>;
  stock: Scalars['Int']['input'];
};

/** A variant's name in one language other than English. */
export type VariantName = {
  __typename?: 'VariantName';
  lang: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type VariantNameInput = {
  lang: Scalars['String']['input'];
  /** Empty leaves the language out (its readers see the English name). */
  name: Scalars['String']['input'];
};

export type VariantStockInput = {
  id: Scalars['ID']['input'];
  stock: Scalars['Int']['input'];
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
  CategoryInput: ResolverTypeWrapper<Partial<CategoryInput>>;
  CoinAdjustmentPayload: ResolverTypeWrapper<Partial<CoinAdjustmentPayload>>;
  ConsoleBrand: ResolverTypeWrapper<Partial<ConsoleBrand>>;
  ConsoleBrandLibraries: ResolverTypeWrapper<Partial<ConsoleBrandLibraries>>;
  ConsoleBrandOrders: ResolverTypeWrapper<Partial<ConsoleBrandOrders>>;
  ConsoleBrandRows: ResolverTypeWrapper<Partial<ConsoleBrandRows>>;
  ConsoleChampionPrice: ResolverTypeWrapper<Partial<ConsoleChampionPrice>>;
  ConsoleCoinLedgerPage: ResolverTypeWrapper<Partial<ConsoleCoinLedgerPage>>;
  ConsoleCoinLedgerRow: ResolverTypeWrapper<Partial<ConsoleCoinLedgerRow>>;
  ConsoleCrossSellOffer: ResolverTypeWrapper<Partial<ConsoleCrossSellOffer>>;
  ConsoleCurrentSubscription: ResolverTypeWrapper<Partial<ConsoleCurrentSubscription>>;
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
  ConsoleMemberFeedback: ResolverTypeWrapper<Partial<ConsoleMemberFeedback>>;
  ConsoleMemberGiveawayEntry: ResolverTypeWrapper<Partial<ConsoleMemberGiveawayEntry>>;
  ConsoleMemberListEntry: ResolverTypeWrapper<Partial<ConsoleMemberListEntry>>;
  ConsoleMemberMail: ResolverTypeWrapper<Partial<ConsoleMemberMail>>;
  ConsoleMemberOrder: ResolverTypeWrapper<Partial<ConsoleMemberOrder>>;
  ConsoleMemberPage: ResolverTypeWrapper<Partial<ConsoleMemberPage>>;
  ConsoleMemberPayment: ResolverTypeWrapper<Partial<ConsoleMemberPayment>>;
  ConsoleMemberPlan: ResolverTypeWrapper<Partial<ConsoleMemberPlan>>;
  ConsoleMemberPlanChoice: ResolverTypeWrapper<Partial<ConsoleMemberPlanChoice>>;
  ConsoleMemberSession: ResolverTypeWrapper<Partial<ConsoleMemberSession>>;
  ConsoleMemberSubscription: ResolverTypeWrapper<Partial<ConsoleMemberSubscription>>;
  ConsoleMemberTag: ResolverTypeWrapper<Partial<ConsoleMemberTag>>;
  ConsoleMemberTagChoice: ResolverTypeWrapper<Partial<ConsoleMemberTagChoice>>;
  ConsoleOrder: ResolverTypeWrapper<Partial<ConsoleOrder>>;
  ConsoleOrderAddress: ResolverTypeWrapper<Partial<ConsoleOrderAddress>>;
  ConsoleOrderEvent: ResolverTypeWrapper<Partial<ConsoleOrderEvent>>;
  ConsoleOrderLine: ResolverTypeWrapper<Partial<ConsoleOrderLine>>;
  ConsoleOrderPage: ResolverTypeWrapper<Partial<ConsoleOrderPage>>;
  ConsoleOrderRefund: ResolverTypeWrapper<Partial<ConsoleOrderRefund>>;
  ConsolePackagingFailure: ResolverTypeWrapper<Partial<ConsolePackagingFailure>>;
  ConsolePaymentRefund: ResolverTypeWrapper<Partial<ConsolePaymentRefund>>;
  ConsolePickLine: ResolverTypeWrapper<Partial<ConsolePickLine>>;
  ConsolePickList: ResolverTypeWrapper<Partial<ConsolePickList>>;
  ConsolePlan: ResolverTypeWrapper<Partial<ConsolePlan>>;
  ConsoleProduct: ResolverTypeWrapper<Partial<ConsoleProduct>>;
  ConsoleProductImage: ResolverTypeWrapper<Partial<ConsoleProductImage>>;
  ConsoleProductPage: ResolverTypeWrapper<Partial<ConsoleProductPage>>;
  ConsoleRefundablePayment: ResolverTypeWrapper<Partial<ConsoleRefundablePayment>>;
  ConsoleRow: ResolverTypeWrapper<Partial<ConsoleRow>>;
  ConsoleRowGenre: ResolverTypeWrapper<Partial<ConsoleRowGenre>>;
  ConsoleRowPin: ResolverTypeWrapper<Partial<ConsoleRowPin>>;
  ConsoleRowText: ResolverTypeWrapper<Partial<ConsoleRowText>>;
  ConsoleRowTextInput: ResolverTypeWrapper<Partial<ConsoleRowTextInput>>;
  ConsoleRowTitleChoice: ResolverTypeWrapper<Partial<ConsoleRowTitleChoice>>;
  ConsoleShop: ResolverTypeWrapper<Partial<ConsoleShop>>;
  ConsoleShopCategory: ResolverTypeWrapper<Partial<ConsoleShopCategory>>;
  ConsoleTitle: ResolverTypeWrapper<Partial<ConsoleTitle>>;
  ConsoleTitleCredit: ResolverTypeWrapper<Partial<ConsoleTitleCredit>>;
  ConsoleTitleDetail: ResolverTypeWrapper<Partial<ConsoleTitleDetail>>;
  ConsoleTitleGenre: ResolverTypeWrapper<Partial<ConsoleTitleGenre>>;
  ConsoleTitlePage: ResolverTypeWrapper<Partial<ConsoleTitlePage>>;
  ConsoleTitleTexts: ResolverTypeWrapper<Partial<ConsoleTitleTexts>>;
  ConsoleVariant: ResolverTypeWrapper<Partial<ConsoleVariant>>;
  ConsoleVpnCertificate: ResolverTypeWrapper<Partial<ConsoleVpnCertificate>>;
  ConsoleVpnServer: ResolverTypeWrapper<Partial<ConsoleVpnServer>>;
  CrossSellOfferInput: ResolverTypeWrapper<Partial<CrossSellOfferInput>>;
  CrossSellOfferPayload: ResolverTypeWrapper<Partial<CrossSellOfferPayload>>;
  CrossSellOfferText: ResolverTypeWrapper<Partial<CrossSellOfferText>>;
  CrossSellOfferTextInput: ResolverTypeWrapper<Partial<CrossSellOfferTextInput>>;
  Dashboard: ResolverTypeWrapper<Partial<Dashboard>>;
  DrawPayload: ResolverTypeWrapper<Partial<DrawPayload>>;
  FeedbackReportFilter: ResolverTypeWrapper<Partial<FeedbackReportFilter>>;
  FeedbackReportPayload: ResolverTypeWrapper<Partial<FeedbackReportPayload>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  GiveawayEditInput: ResolverTypeWrapper<Partial<GiveawayEditInput>>;
  GiveawayInput: ResolverTypeWrapper<Partial<GiveawayInput>>;
  GiveawayLock: ResolverTypeWrapper<Partial<GiveawayLock>>;
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
  MemberAccessPayload: ResolverTypeWrapper<Partial<MemberAccessPayload>>;
  MemberMailPayload: ResolverTypeWrapper<Partial<MemberMailPayload>>;
  MemberPayload: ResolverTypeWrapper<Partial<MemberPayload>>;
  MemberSessionsPayload: ResolverTypeWrapper<Partial<MemberSessionsPayload>>;
  MemberSubscriptionPayload: ResolverTypeWrapper<Partial<MemberSubscriptionPayload>>;
  MemberTagsPayload: ResolverTypeWrapper<Partial<MemberTagsPayload>>;
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
  ProductInput: ResolverTypeWrapper<Partial<ProductInput>>;
  ProductPayload: ResolverTypeWrapper<Partial<ProductPayload>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefundPaymentPayload: ResolverTypeWrapper<Partial<RefundPaymentPayload>>;
  ReportEntries: ResolverTypeWrapper<Partial<ReportEntries>>;
  ReportMembers: ResolverTypeWrapper<Partial<ReportMembers>>;
  ReportMoney: ResolverTypeWrapper<Partial<ReportMoney>>;
  ReportRange: ResolverTypeWrapper<Partial<ReportRange>>;
  ReportRevenue: ResolverTypeWrapper<Partial<ReportRevenue>>;
  ReportTitle: ResolverTypeWrapper<Partial<ReportTitle>>;
  ResponseResult: ResolverTypeWrapper<Partial<ResponseResult>>;
  RetentionPass: ResolverTypeWrapper<Partial<RetentionPass>>;
  RetentionPayload: ResolverTypeWrapper<Partial<RetentionPayload>>;
  RowPayload: ResolverTypeWrapper<Partial<RowPayload>>;
  RowSettingsInput: ResolverTypeWrapper<Partial<RowSettingsInput>>;
  RowsPayload: ResolverTypeWrapper<Partial<RowsPayload>>;
  ShopCategoriesPayload: ResolverTypeWrapper<Partial<ShopCategoriesPayload>>;
  ShopCategoryPayload: ResolverTypeWrapper<Partial<ShopCategoryPayload>>;
  ShopText: ResolverTypeWrapper<Partial<ShopText>>;
  ShopTextInput: ResolverTypeWrapper<Partial<ShopTextInput>>;
  Staff: ResolverTypeWrapper<Partial<Staff>>;
  StaffPayload: ResolverTypeWrapper<Partial<StaffPayload>>;
  StaffRole: ResolverTypeWrapper<Partial<StaffRole>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  TitleCreditInput: ResolverTypeWrapper<Partial<TitleCreditInput>>;
  TitleInput: ResolverTypeWrapper<Partial<TitleInput>>;
  TitlePayload: ResolverTypeWrapper<Partial<TitlePayload>>;
  TitleTextsInput: ResolverTypeWrapper<Partial<TitleTextsInput>>;
  Upkeep: ResolverTypeWrapper<Partial<Upkeep>>;
  VariantInput: ResolverTypeWrapper<Partial<VariantInput>>;
  VariantName: ResolverTypeWrapper<Partial<VariantName>>;
  VariantNameInput: ResolverTypeWrapper<Partial<VariantNameInput>>;
  VariantStockInput: ResolverTypeWrapper<Partial<VariantStockInput>>;
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
  CategoryInput: Partial<CategoryInput>;
  CoinAdjustmentPayload: Partial<CoinAdjustmentPayload>;
  ConsoleBrand: Partial<ConsoleBrand>;
  ConsoleBrandLibraries: Partial<ConsoleBrandLibraries>;
  ConsoleBrandOrders: Partial<ConsoleBrandOrders>;
  ConsoleBrandRows: Partial<ConsoleBrandRows>;
  ConsoleChampionPrice: Partial<ConsoleChampionPrice>;
  ConsoleCoinLedgerPage: Partial<ConsoleCoinLedgerPage>;
  ConsoleCoinLedgerRow: Partial<ConsoleCoinLedgerRow>;
  ConsoleCrossSellOffer: Partial<ConsoleCrossSellOffer>;
  ConsoleCurrentSubscription: Partial<ConsoleCurrentSubscription>;
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
  ConsoleMemberFeedback: Partial<ConsoleMemberFeedback>;
  ConsoleMemberGiveawayEntry: Partial<ConsoleMemberGiveawayEntry>;
  ConsoleMemberListEntry: Partial<ConsoleMemberListEntry>;
  ConsoleMemberMail: Partial<ConsoleMemberMail>;
  ConsoleMemberOrder: Partial<ConsoleMemberOrder>;
  ConsoleMemberPage: Partial<ConsoleMemberPage>;
  ConsoleMemberPayment: Partial<ConsoleMemberPayment>;
  ConsoleMemberPlan: Partial<ConsoleMemberPlan>;
  ConsoleMemberPlanChoice: Partial<ConsoleMemberPlanChoice>;
  ConsoleMemberSession: Partial<ConsoleMemberSession>;
  ConsoleMemberSubscription: Partial<ConsoleMemberSubscription>;
  ConsoleMemberTag: Partial<ConsoleMemberTag>;
  ConsoleMemberTagChoice: Partial<ConsoleMemberTagChoice>;
  ConsoleOrder: Partial<ConsoleOrder>;
  ConsoleOrderAddress: Partial<ConsoleOrderAddress>;
  ConsoleOrderEvent: Partial<ConsoleOrderEvent>;
  ConsoleOrderLine: Partial<ConsoleOrderLine>;
  ConsoleOrderPage: Partial<ConsoleOrderPage>;
  ConsoleOrderRefund: Partial<ConsoleOrderRefund>;
  ConsolePackagingFailure: Partial<ConsolePackagingFailure>;
  ConsolePaymentRefund: Partial<ConsolePaymentRefund>;
  ConsolePickLine: Partial<ConsolePickLine>;
  ConsolePickList: Partial<ConsolePickList>;
  ConsolePlan: Partial<ConsolePlan>;
  ConsoleProduct: Partial<ConsoleProduct>;
  ConsoleProductImage: Partial<ConsoleProductImage>;
  ConsoleProductPage: Partial<ConsoleProductPage>;
  ConsoleRefundablePayment: Partial<ConsoleRefundablePayment>;
  ConsoleRow: Partial<ConsoleRow>;
  ConsoleRowGenre: Partial<ConsoleRowGenre>;
  ConsoleRowPin: Partial<ConsoleRowPin>;
  ConsoleRowText: Partial<ConsoleRowText>;
  ConsoleRowTextInput: Partial<ConsoleRowTextInput>;
  ConsoleRowTitleChoice: Partial<ConsoleRowTitleChoice>;
  ConsoleShop: Partial<ConsoleShop>;
  ConsoleShopCategory: Partial<ConsoleShopCategory>;
  ConsoleTitle: Partial<ConsoleTitle>;
  ConsoleTitleCredit: Partial<ConsoleTitleCredit>;
  ConsoleTitleDetail: Partial<ConsoleTitleDetail>;
  ConsoleTitleGenre: Partial<ConsoleTitleGenre>;
  ConsoleTitlePage: Partial<ConsoleTitlePage>;
  ConsoleTitleTexts: Partial<ConsoleTitleTexts>;
  ConsoleVariant: Partial<ConsoleVariant>;
  ConsoleVpnCertificate: Partial<ConsoleVpnCertificate>;
  ConsoleVpnServer: Partial<ConsoleVpnServer>;
  CrossSellOfferInput: Partial<CrossSellOfferInput>;
  CrossSellOfferPayload: Partial<CrossSellOfferPayload>;
  CrossSellOfferText: Partial<CrossSellOfferText>;
  CrossSellOfferTextInput: Partial<CrossSellOfferTextInput>;
  Dashboard: Partial<Dashboard>;
  DrawPayload: Partial<DrawPayload>;
  FeedbackReportFilter: Partial<FeedbackReportFilter>;
  FeedbackReportPayload: Partial<FeedbackReportPayload>;
  Float: Partial<Scalars['Float']['output']>;
  GiveawayEditInput: Partial<GiveawayEditInput>;
  GiveawayInput: Partial<GiveawayInput>;
  GiveawayLock: Partial<GiveawayLock>;
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
  MemberAccessPayload: Partial<MemberAccessPayload>;
  MemberMailPayload: Partial<MemberMailPayload>;
  MemberPayload: Partial<MemberPayload>;
  MemberSessionsPayload: Partial<MemberSessionsPayload>;
  MemberSubscriptionPayload: Partial<MemberSubscriptionPayload>;
  MemberTagsPayload: Partial<MemberTagsPayload>;
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
  ProductInput: Partial<ProductInput>;
  ProductPayload: Partial<ProductPayload>;
  Query: Record<PropertyKey, never>;
  RefundPaymentPayload: Partial<RefundPaymentPayload>;
  ReportEntries: Partial<ReportEntries>;
  ReportMembers: Partial<ReportMembers>;
  ReportMoney: Partial<ReportMoney>;
  ReportRange: Partial<ReportRange>;
  ReportRevenue: Partial<ReportRevenue>;
  ReportTitle: Partial<ReportTitle>;
  ResponseResult: Partial<ResponseResult>;
  RetentionPass: Partial<RetentionPass>;
  RetentionPayload: Partial<RetentionPayload>;
  RowPayload: Partial<RowPayload>;
  RowSettingsInput: Partial<RowSettingsInput>;
  RowsPayload: Partial<RowsPayload>;
  ShopCategoriesPayload: Partial<ShopCategoriesPayload>;
  ShopCategoryPayload: Partial<ShopCategoryPayload>;
  ShopText: Partial<ShopText>;
  ShopTextInput: Partial<ShopTextInput>;
  Staff: Partial<Staff>;
  StaffPayload: Partial<StaffPayload>;
  String: Partial<Scalars['String']['output']>;
  TitleCreditInput: Partial<TitleCreditInput>;
  TitleInput: Partial<TitleInput>;
  TitlePayload: Partial<TitlePayload>;
  TitleTextsInput: Partial<TitleTextsInput>;
  Upkeep: Partial<Upkeep>;
  VariantInput: Partial<VariantInput>;
  VariantName: Partial<VariantName>;
  VariantNameInput: Partial<VariantNameInput>;
  VariantStockInput: Partial<VariantStockInput>;
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

export type ConsoleChampionPriceResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleChampionPrice'] = ResolversParentTypes['ConsoleChampionPrice']> = {
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConsoleCoinLedgerPageResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleCoinLedgerPage'] = ResolversParentTypes['ConsoleCoinLedgerPage']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ConsoleCoinLedgerRow']>, ParentType, ContextType>;
};

export type ConsoleCoinLedgerRowResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleCoinLedgerRow'] = ResolversParentTypes['ConsoleCoinLedgerRow']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleCrossSellOfferResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleCrossSellOffer'] = ResolversParentTypes['ConsoleCrossSellOffer']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['CrossSellOfferText']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleCurrentSubscriptionResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleCurrentSubscription'] = ResolversParentTypes['ConsoleCurrentSubscription']> = {
  canCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canExtend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canRestart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextBillingDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleDrawResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleDraw'] = ResolversParentTypes['ConsoleDraw']> = {
  announcedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  beacon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  claimState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closesAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commitment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  drawnAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  opensAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rollOverReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rolledOverTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastMonth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locks?: Resolver<Array<ResolversTypes['GiveawayLock']>, ParentType, ContextType>;
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
  feedback?: Resolver<Array<ResolversTypes['ConsoleMemberFeedback']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  giveawayEntries?: Resolver<Array<ResolversTypes['ConsoleMemberGiveawayEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ledger?: Resolver<ResolversTypes['ConsoleCoinLedgerPage'], ParentType, ContextType, RequireFields<ConsoleMemberLedgerArgs, 'first'>>;
  mails?: Resolver<Array<ResolversTypes['ConsoleMemberMail']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['ConsoleMemberOrder']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['ConsoleMemberPayment']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['ConsoleMemberPlan']>, ParentType, ContextType>;
  recentLedger?: Resolver<Array<ResolversTypes['ConsoleCoinLedgerRow']>, ParentType, ContextType>;
  referenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['ConsoleMemberSession']>, ParentType, ContextType>;
  subscriptions?: Resolver<Array<ResolversTypes['ConsoleMemberSubscription']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ConsoleMemberTag']>, ParentType, ContextType>;
  tagsEditable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleMemberFeedbackResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleMemberFeedback'] = ResolversParentTypes['ConsoleMemberFeedback']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issueId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issueType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsoleMemberGiveawayEntryResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleMemberGiveawayEntry'] = ResolversParentTypes['ConsoleMemberGiveawayEntry']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  giveawayId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  giveawayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type ConsoleMemberMailResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleMemberMail'] = ResolversParentTypes['ConsoleMemberMail']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  template?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleMemberOrderResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleMemberOrder'] = ResolversParentTypes['ConsoleMemberOrder']> = {
  coinsSpent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeGift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConsoleMemberPageResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleMemberPage'] = ResolversParentTypes['ConsoleMemberPage']> = {
  entries?: Resolver<Array<ResolversTypes['ConsoleMemberListEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsoleMemberPaymentResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleMemberPayment'] = ResolversParentTypes['ConsoleMemberPayment']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cardBrand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type ConsoleMemberSessionResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleMemberSession'] = ResolversParentTypes['ConsoleMemberSession']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  browser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  os?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signedInAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleMemberSubscriptionResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleMemberSubscription'] = ResolversParentTypes['ConsoleMemberSubscription']> = {
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  intervalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referenceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  renewsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleMemberTagResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleMemberTag'] = ResolversParentTypes['ConsoleMemberTag']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  setBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleMemberTagChoiceResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleMemberTagChoice'] = ResolversParentTypes['ConsoleMemberTagChoice']> = {
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type ConsolePaymentRefundResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsolePaymentRefund'] = ResolversParentTypes['ConsolePaymentRefund']> = {
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type ConsoleProductResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleProduct'] = ResolversParentTypes['ConsoleProduct']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  championPrices?: Resolver<Array<ResolversTypes['ConsoleChampionPrice']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ConsoleProductImage']>, ParentType, ContextType>;
  onSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  priceMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['ShopText']>, ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['ConsoleVariant']>, ParentType, ContextType>;
  welcomeGift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConsoleProductImageResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleProductImage'] = ResolversParentTypes['ConsoleProductImage']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleProductPageResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleProductPage'] = ResolversParentTypes['ConsoleProductPage']> = {
  items?: Resolver<Array<ResolversTypes['ConsoleProduct']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConsoleRefundablePaymentResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleRefundablePayment'] = ResolversParentTypes['ConsoleRefundablePayment']> = {
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refundableMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundedMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type ConsoleShopResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleShop'] = ResolversParentTypes['ConsoleShop']> = {
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['ConsoleShopCategory']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsoleShopCategoryResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleShopCategory'] = ResolversParentTypes['ConsoleShopCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['ShopText']>, ParentType, ContextType>;
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

export type ConsoleVariantResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ConsoleVariant'] = ResolversParentTypes['ConsoleVariant']> = {
  championPrices?: Resolver<Array<ResolversTypes['ConsoleChampionPrice']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['VariantName']>, ParentType, ContextType>;
  option?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceMinor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type CrossSellOfferPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['CrossSellOfferPayload'] = ResolversParentTypes['CrossSellOfferPayload']> = {
  offer?: Resolver<Maybe<ResolversTypes['ConsoleCrossSellOffer']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type CrossSellOfferTextResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['CrossSellOfferText'] = ResolversParentTypes['CrossSellOfferText']> = {
  callToAction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = {
  brandIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  bucket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['ReportEntries']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  members?: Resolver<ResolversTypes['ReportMembers'], ParentType, ContextType>;
  mrr?: Resolver<Array<ResolversTypes['ReportMoney']>, ParentType, ContextType>;
  ordersWaiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revenue?: Resolver<Array<ResolversTypes['ReportRevenue']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topTitles?: Resolver<Array<ResolversTypes['ReportTitle']>, ParentType, ContextType>;
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

export type GiveawayLockResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['GiveawayLock'] = ResolversParentTypes['GiveawayLock']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lock?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type MemberAccessPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['MemberAccessPayload'] = ResolversParentTypes['MemberAccessPayload']> = {
  active?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type MemberMailPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['MemberMailPayload'] = ResolversParentTypes['MemberMailPayload']> = {
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MemberPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['MemberPayload'] = ResolversParentTypes['MemberPayload']> = {
  linkSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['ConsoleMember']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type MemberSessionsPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['MemberSessionsPayload'] = ResolversParentTypes['MemberSessionsPayload']> = {
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  revoked?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MemberSubscriptionPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['MemberSubscriptionPayload'] = ResolversParentTypes['MemberSubscriptionPayload']> = {
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['ConsoleCurrentSubscription']>, ParentType, ContextType>;
};

export type MemberTagsPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['MemberTagsPayload'] = ResolversParentTypes['MemberTagsPayload']> = {
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<ResolversTypes['ConsoleMemberTag']>>, ParentType, ContextType>;
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
  cancelMemberSubscription?: Resolver<ResolversTypes['MemberSubscriptionPayload'], ParentType, ContextType, RequireFields<MutationCancelMemberSubscriptionArgs, 'memberId'>>;
  changeStaffRole?: Resolver<ResolversTypes['StaffPayload'], ParentType, ContextType, RequireFields<MutationChangeStaffRoleArgs, 'brandIds' | 'id' | 'role'>>;
  createBrand?: Resolver<ResolversTypes['BrandPayload'], ParentType, ContextType, RequireFields<MutationCreateBrandArgs, 'id' | 'input'>>;
  createCategory?: Resolver<ResolversTypes['ShopCategoryPayload'], ParentType, ContextType, RequireFields<MutationCreateCategoryArgs, 'brandId' | 'input'>>;
  createCrossSellOffer?: Resolver<ResolversTypes['CrossSellOfferPayload'], ParentType, ContextType, RequireFields<MutationCreateCrossSellOfferArgs, 'brandId' | 'input' | 'type'>>;
  createGiveaway?: Resolver<ResolversTypes['GiveawayPayload'], ParentType, ContextType, RequireFields<MutationCreateGiveawayArgs, 'brandId' | 'input'>>;
  createHelpArticle?: Resolver<ResolversTypes['HelpArticlePayload'], ParentType, ContextType, RequireFields<MutationCreateHelpArticleArgs, 'brandId' | 'slug' | 'texts'>>;
  createImpactItem?: Resolver<ResolversTypes['ImpactItemPayload'], ParentType, ContextType, RequireFields<MutationCreateImpactItemArgs, 'brandId' | 'input' | 'slug'>>;
  createMember?: Resolver<ResolversTypes['MemberPayload'], ParentType, ContextType, RequireFields<MutationCreateMemberArgs, 'brandId' | 'input'>>;
  createPlan?: Resolver<ResolversTypes['PlanPayload'], ParentType, ContextType, RequireFields<MutationCreatePlanArgs, 'brandId' | 'input'>>;
  createProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'brandId' | 'input'>>;
  createRow?: Resolver<ResolversTypes['RowPayload'], ParentType, ContextType, RequireFields<MutationCreateRowArgs, 'brandId' | 'key' | 'mediaType' | 'settings'>>;
  createVpnServer?: Resolver<ResolversTypes['VpnServerPayload'], ParentType, ContextType, RequireFields<MutationCreateVpnServerArgs, 'brandId' | 'id' | 'input' | 'shared'>>;
  deactivateStaff?: Resolver<ResolversTypes['StaffPayload'], ParentType, ContextType, RequireFields<MutationDeactivateStaffArgs, 'id'>>;
  deleteRow?: Resolver<ResolversTypes['RowPayload'], ParentType, ContextType, RequireFields<MutationDeleteRowArgs, 'brandId' | 'slug'>>;
  extendMemberAccess?: Resolver<ResolversTypes['MemberSubscriptionPayload'], ParentType, ContextType, RequireFields<MutationExtendMemberAccessArgs, 'days' | 'memberId'>>;
  grantMonthlyEntries?: Resolver<ResolversTypes['MonthlyEntriesPayload'], ParentType, ContextType, RequireFields<MutationGrantMonthlyEntriesArgs, 'brandId' | 'month'>>;
  inviteStaff?: Resolver<ResolversTypes['StaffPayload'], ParentType, ContextType, RequireFields<MutationInviteStaffArgs, 'input'>>;
  mergeTitles?: Resolver<ResolversTypes['TitlePayload'], ParentType, ContextType, RequireFields<MutationMergeTitlesArgs, 'brandId' | 'fromId' | 'intoId'>>;
  migrateBrand?: Resolver<ResolversTypes['BrandMigrationPayload'], ParentType, ContextType, RequireFields<MutationMigrateBrandArgs, 'fromBrandId' | 'toBrandId'>>;
  orderCategories?: Resolver<ResolversTypes['ShopCategoriesPayload'], ParentType, ContextType, RequireFields<MutationOrderCategoriesArgs, 'brandId' | 'ids'>>;
  orderHelpArticles?: Resolver<ResolversTypes['HelpArticlesPayload'], ParentType, ContextType, RequireFields<MutationOrderHelpArticlesArgs, 'brandId' | 'slugs'>>;
  orderPins?: Resolver<ResolversTypes['RowPayload'], ParentType, ContextType, RequireFields<MutationOrderPinsArgs, 'brandId' | 'mediaIds' | 'slug'>>;
  orderRows?: Resolver<ResolversTypes['RowsPayload'], ParentType, ContextType, RequireFields<MutationOrderRowsArgs, 'brandId' | 'mediaType' | 'slugs'>>;
  pinTitle?: Resolver<ResolversTypes['RowPayload'], ParentType, ContextType, RequireFields<MutationPinTitleArgs, 'brandId' | 'mediaId' | 'slug'>>;
  publishDraw?: Resolver<ResolversTypes['DrawPayload'], ParentType, ContextType, RequireFields<MutationPublishDrawArgs, 'brandId' | 'drawId'>>;
  recordPostalEntry?: Resolver<ResolversTypes['PostalEntryPayload'], ParentType, ContextType, RequireFields<MutationRecordPostalEntryArgs, 'brandId' | 'giveawayId' | 'input'>>;
  refundPayment?: Resolver<ResolversTypes['RefundPaymentPayload'], ParentType, ContextType, RequireFields<MutationRefundPaymentArgs, 'idempotencyKey' | 'paymentId' | 'reason'>>;
  resendMemberMail?: Resolver<ResolversTypes['MemberMailPayload'], ParentType, ContextType, RequireFields<MutationResendMemberMailArgs, 'mailId' | 'memberId'>>;
  restartMemberSubscription?: Resolver<ResolversTypes['MemberSubscriptionPayload'], ParentType, ContextType, RequireFields<MutationRestartMemberSubscriptionArgs, 'memberId'>>;
  revokeMemberSessions?: Resolver<ResolversTypes['MemberSessionsPayload'], ParentType, ContextType, RequireFields<MutationRevokeMemberSessionsArgs, 'memberId'>>;
  revokeVpnCertificate?: Resolver<ResolversTypes['VpnRevocationPayload'], ParentType, ContextType, RequireFields<MutationRevokeVpnCertificateArgs, 'memberId'>>;
  runDraw?: Resolver<ResolversTypes['DrawPayload'], ParentType, ContextType, RequireFields<MutationRunDrawArgs, 'brandId' | 'giveawayId' | 'month'>>;
  runRetention?: Resolver<ResolversTypes['RetentionPayload'], ParentType, ContextType>;
  scanLibrary?: Resolver<ResolversTypes['LibraryPayload'], ParentType, ContextType, RequireFields<MutationScanLibraryArgs, 'brandId' | 'libraryId'>>;
  sendMemberResetLink?: Resolver<ResolversTypes['MemberAccessPayload'], ParentType, ContextType, RequireFields<MutationSendMemberResetLinkArgs, 'memberId'>>;
  setCrossSellOfferActive?: Resolver<ResolversTypes['CrossSellOfferPayload'], ParentType, ContextType, RequireFields<MutationSetCrossSellOfferActiveArgs, 'active' | 'id'>>;
  setFeedbackStatus?: Resolver<ResolversTypes['FeedbackReportPayload'], ParentType, ContextType, RequireFields<MutationSetFeedbackStatusArgs, 'id' | 'status'>>;
  setHelpArticleHidden?: Resolver<ResolversTypes['HelpArticlePayload'], ParentType, ContextType, RequireFields<MutationSetHelpArticleHiddenArgs, 'brandId' | 'hidden' | 'slug'>>;
  setImpactItemActive?: Resolver<ResolversTypes['ImpactItemPayload'], ParentType, ContextType, RequireFields<MutationSetImpactItemActiveArgs, 'active' | 'id'>>;
  setMemberActive?: Resolver<ResolversTypes['MemberAccessPayload'], ParentType, ContextType, RequireFields<MutationSetMemberActiveArgs, 'active' | 'memberId'>>;
  setMemberTags?: Resolver<ResolversTypes['MemberTagsPayload'], ParentType, ContextType, RequireFields<MutationSetMemberTagsArgs, 'memberId' | 'tags'>>;
  setOrderStatus?: Resolver<ResolversTypes['OrderStatusPayload'], ParentType, ContextType, RequireFields<MutationSetOrderStatusArgs, 'brandId' | 'id' | 'status'>>;
  setPlanOnSale?: Resolver<ResolversTypes['PlanPayload'], ParentType, ContextType, RequireFields<MutationSetPlanOnSaleArgs, 'id' | 'onSale'>>;
  setProductStock?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationSetProductStockArgs, 'brandId' | 'id'>>;
  setRowHidden?: Resolver<ResolversTypes['RowPayload'], ParentType, ContextType, RequireFields<MutationSetRowHiddenArgs, 'brandId' | 'hidden' | 'slug'>>;
  setStaffLanguage?: Resolver<ResolversTypes['StaffPayload'], ParentType, ContextType, RequireFields<MutationSetStaffLanguageArgs, 'lang'>>;
  setTitleHidden?: Resolver<ResolversTypes['TitlePayload'], ParentType, ContextType, RequireFields<MutationSetTitleHiddenArgs, 'brandId' | 'hidden' | 'id'>>;
  setVpnServerEnabled?: Resolver<ResolversTypes['VpnServerPayload'], ParentType, ContextType, RequireFields<MutationSetVpnServerEnabledArgs, 'enabled' | 'id'>>;
  signOut?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
  unpinTitle?: Resolver<ResolversTypes['RowPayload'], ParentType, ContextType, RequireFields<MutationUnpinTitleArgs, 'brandId' | 'mediaId' | 'slug'>>;
  updateBrand?: Resolver<ResolversTypes['BrandPayload'], ParentType, ContextType, RequireFields<MutationUpdateBrandArgs, 'id' | 'input'>>;
  updateCategory?: Resolver<ResolversTypes['ShopCategoryPayload'], ParentType, ContextType, RequireFields<MutationUpdateCategoryArgs, 'brandId' | 'id' | 'input'>>;
  updateCrossSellOffer?: Resolver<ResolversTypes['CrossSellOfferPayload'], ParentType, ContextType, RequireFields<MutationUpdateCrossSellOfferArgs, 'id' | 'input'>>;
  updateGiveaway?: Resolver<ResolversTypes['GiveawayPayload'], ParentType, ContextType, RequireFields<MutationUpdateGiveawayArgs, 'brandId' | 'giveawayId' | 'input'>>;
  updateHelpArticle?: Resolver<ResolversTypes['HelpArticlePayload'], ParentType, ContextType, RequireFields<MutationUpdateHelpArticleArgs, 'brandId' | 'slug' | 'texts'>>;
  updateImpactItem?: Resolver<ResolversTypes['ImpactItemPayload'], ParentType, ContextType, RequireFields<MutationUpdateImpactItemArgs, 'id' | 'input'>>;
  updatePlan?: Resolver<ResolversTypes['PlanPayload'], ParentType, ContextType, RequireFields<MutationUpdatePlanArgs, 'id' | 'input'>>;
  updateProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'brandId' | 'id' | 'input'>>;
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

export type ProductPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ProductPayload'] = ResolversParentTypes['ProductPayload']> = {
  product?: Resolver<Maybe<ResolversTypes['ConsoleProduct']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first'>>;
  brand?: Resolver<Maybe<ResolversTypes['ConsoleBrand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'id'>>;
  brandMigrationPreview?: Resolver<Maybe<ResolversTypes['BrandMigrationPreview']>, ParentType, ContextType, RequireFields<QueryBrandMigrationPreviewArgs, 'fromBrandId' | 'toBrandId'>>;
  brands?: Resolver<Array<ResolversTypes['ConsoleBrand']>, ParentType, ContextType>;
  crossBrandDashboard?: Resolver<Maybe<ResolversTypes['Dashboard']>, ParentType, ContextType, RequireFields<QueryCrossBrandDashboardArgs, 'range'>>;
  crossSellOffers?: Resolver<Array<ResolversTypes['ConsoleCrossSellOffer']>, ParentType, ContextType, RequireFields<QueryCrossSellOffersArgs, 'brandId'>>;
  dashboard?: Resolver<Maybe<ResolversTypes['Dashboard']>, ParentType, ContextType, RequireFields<QueryDashboardArgs, 'brandId' | 'range'>>;
  feedbackCounts?: Resolver<Maybe<ResolversTypes['ConsoleFeedbackCounts']>, ParentType, ContextType, RequireFields<QueryFeedbackCountsArgs, 'brandId'>>;
  feedbackReports?: Resolver<ResolversTypes['ConsoleFeedbackPage'], ParentType, ContextType, RequireFields<QueryFeedbackReportsArgs, 'brandId' | 'first'>>;
  giveaways?: Resolver<Maybe<ResolversTypes['BrandGiveaways']>, ParentType, ContextType, RequireFields<QueryGiveawaysArgs, 'brandId'>>;
  helpArticles?: Resolver<Array<ResolversTypes['ConsoleHelpArticle']>, ParentType, ContextType, RequireFields<QueryHelpArticlesArgs, 'brandId'>>;
  impactCategories?: Resolver<Array<ResolversTypes['ConsoleImpactCategory']>, ParentType, ContextType, RequireFields<QueryImpactCategoriesArgs, 'brandId'>>;
  impactItems?: Resolver<Array<ResolversTypes['ConsoleImpactItem']>, ParentType, ContextType, RequireFields<QueryImpactItemsArgs, 'brandId'>>;
  libraries?: Resolver<Maybe<ResolversTypes['ConsoleBrandLibraries']>, ParentType, ContextType, RequireFields<QueryLibrariesArgs, 'brandId'>>;
  me?: Resolver<ResolversTypes['Staff'], ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['ConsoleMember']>, ParentType, ContextType, RequireFields<QueryMemberArgs, 'id'>>;
  memberSubscription?: Resolver<Maybe<ResolversTypes['ConsoleCurrentSubscription']>, ParentType, ContextType, RequireFields<QueryMemberSubscriptionArgs, 'memberId'>>;
  memberTagChoices?: Resolver<Array<ResolversTypes['ConsoleMemberTagChoice']>, ParentType, ContextType>;
  members?: Resolver<ResolversTypes['ConsoleMemberPage'], ParentType, ContextType, RequireFields<QueryMembersArgs, 'brandId' | 'first'>>;
  newMemberOptions?: Resolver<Maybe<ResolversTypes['NewMemberOptions']>, ParentType, ContextType, RequireFields<QueryNewMemberOptionsArgs, 'brandId'>>;
  orders?: Resolver<Maybe<ResolversTypes['ConsoleBrandOrders']>, ParentType, ContextType, RequireFields<QueryOrdersArgs, 'brandId'>>;
  plan?: Resolver<Maybe<ResolversTypes['ConsolePlan']>, ParentType, ContextType, RequireFields<QueryPlanArgs, 'id'>>;
  plans?: Resolver<Array<ResolversTypes['ConsolePlan']>, ParentType, ContextType, RequireFields<QueryPlansArgs, 'brandId'>>;
  postalEnvelopeTaken?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<QueryPostalEnvelopeTakenArgs, 'brandId' | 'envelopeRef' | 'giveawayId'>>;
  refundablePayments?: Resolver<Array<ResolversTypes['ConsoleRefundablePayment']>, ParentType, ContextType, RequireFields<QueryRefundablePaymentsArgs, 'memberId'>>;
  rows?: Resolver<Maybe<ResolversTypes['ConsoleBrandRows']>, ParentType, ContextType, RequireFields<QueryRowsArgs, 'brandId' | 'mediaType'>>;
  shop?: Resolver<Maybe<ResolversTypes['ConsoleShop']>, ParentType, ContextType, RequireFields<QueryShopArgs, 'brandId'>>;
  shopProduct?: Resolver<Maybe<ResolversTypes['ConsoleProduct']>, ParentType, ContextType, RequireFields<QueryShopProductArgs, 'brandId' | 'id'>>;
  shopProducts?: Resolver<Maybe<ResolversTypes['ConsoleProductPage']>, ParentType, ContextType, RequireFields<QueryShopProductsArgs, 'brandId'>>;
  staffList?: Resolver<Array<ResolversTypes['Staff']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['ConsoleTitleDetail']>, ParentType, ContextType, RequireFields<QueryTitleArgs, 'brandId' | 'id'>>;
  titles?: Resolver<Maybe<ResolversTypes['ConsoleTitlePage']>, ParentType, ContextType, RequireFields<QueryTitlesArgs, 'brandId' | 'first'>>;
  upkeep?: Resolver<Maybe<ResolversTypes['Upkeep']>, ParentType, ContextType>;
  vpnCertificates?: Resolver<Array<ResolversTypes['ConsoleVpnCertificate']>, ParentType, ContextType, RequireFields<QueryVpnCertificatesArgs, 'brandId'>>;
  vpnServers?: Resolver<Array<ResolversTypes['ConsoleVpnServer']>, ParentType, ContextType, RequireFields<QueryVpnServersArgs, 'brandId'>>;
};

export type RefundPaymentPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['RefundPaymentPayload'] = ResolversParentTypes['RefundPaymentPayload']> = {
  duplicate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['ConsoleRefundablePayment']>, ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['ConsolePaymentRefund']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type ReportEntriesResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ReportEntries'] = ResolversParentTypes['ReportEntries']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportMembersResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ReportMembers'] = ResolversParentTypes['ReportMembers']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  activeAtStart?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancellations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  churn?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  trials?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportMoneyResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ReportMoney'] = ResolversParentTypes['ReportMoney']> = {
  amountMinor?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportRevenueResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ReportRevenue'] = ResolversParentTypes['ReportRevenue']> = {
  amountMinor?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportTitleResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ReportTitle'] = ResolversParentTypes['ReportTitle']> = {
  mediaId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  players?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type ShopCategoriesPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ShopCategoriesPayload'] = ResolversParentTypes['ShopCategoriesPayload']> = {
  categories?: Resolver<Maybe<Array<ResolversTypes['ConsoleShopCategory']>>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type ShopCategoryPayloadResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ShopCategoryPayload'] = ResolversParentTypes['ShopCategoryPayload']> = {
  category?: Resolver<Maybe<ResolversTypes['ConsoleShopCategory']>, ParentType, ContextType>;
  responseResult?: Resolver<ResolversTypes['ResponseResult'], ParentType, ContextType>;
};

export type ShopTextResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['ShopText'] = ResolversParentTypes['ShopText']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type VariantNameResolvers<ContextType = ConsoleContext, ParentType extends ResolversParentTypes['VariantName'] = ResolversParentTypes['VariantName']> = {
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  ConsoleChampionPrice?: ConsoleChampionPriceResolvers<ContextType>;
  ConsoleCoinLedgerPage?: ConsoleCoinLedgerPageResolvers<ContextType>;
  ConsoleCoinLedgerRow?: ConsoleCoinLedgerRowResolvers<ContextType>;
  ConsoleCrossSellOffer?: ConsoleCrossSellOfferResolvers<ContextType>;
  ConsoleCurrentSubscription?: ConsoleCurrentSubscriptionResolvers<ContextType>;
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
  ConsoleMemberFeedback?: ConsoleMemberFeedbackResolvers<ContextType>;
  ConsoleMemberGiveawayEntry?: ConsoleMemberGiveawayEntryResolvers<ContextType>;
  ConsoleMemberListEntry?: ConsoleMemberListEntryResolvers<ContextType>;
  ConsoleMemberMail?: ConsoleMemberMailResolvers<ContextType>;
  ConsoleMemberOrder?: ConsoleMemberOrderResolvers<ContextType>;
  ConsoleMemberPage?: ConsoleMemberPageResolvers<ContextType>;
  ConsoleMemberPayment?: ConsoleMemberPaymentResolvers<ContextType>;
  ConsoleMemberPlan?: ConsoleMemberPlanResolvers<ContextType>;
  ConsoleMemberPlanChoice?: ConsoleMemberPlanChoiceResolvers<ContextType>;
  ConsoleMemberSession?: ConsoleMemberSessionResolvers<ContextType>;
  ConsoleMemberSubscription?: ConsoleMemberSubscriptionResolvers<ContextType>;
  ConsoleMemberTag?: ConsoleMemberTagResolvers<ContextType>;
  ConsoleMemberTagChoice?: ConsoleMemberTagChoiceResolvers<ContextType>;
  ConsoleOrder?: ConsoleOrderResolvers<ContextType>;
  ConsoleOrderAddress?: ConsoleOrderAddressResolvers<ContextType>;
  ConsoleOrderEvent?: ConsoleOrderEventResolvers<ContextType>;
  ConsoleOrderLine?: ConsoleOrderLineResolvers<ContextType>;
  ConsoleOrderPage?: ConsoleOrderPageResolvers<ContextType>;
  ConsoleOrderRefund?: ConsoleOrderRefundResolvers<ContextType>;
  ConsolePackagingFailure?: ConsolePackagingFailureResolvers<ContextType>;
  ConsolePaymentRefund?: ConsolePaymentRefundResolvers<ContextType>;
  ConsolePickLine?: ConsolePickLineResolvers<ContextType>;
  ConsolePickList?: ConsolePickListResolvers<ContextType>;
  ConsolePlan?: ConsolePlanResolvers<ContextType>;
  ConsoleProduct?: ConsoleProductResolvers<ContextType>;
  ConsoleProductImage?: ConsoleProductImageResolvers<ContextType>;
  ConsoleProductPage?: ConsoleProductPageResolvers<ContextType>;
  ConsoleRefundablePayment?: ConsoleRefundablePaymentResolvers<ContextType>;
  ConsoleRow?: ConsoleRowResolvers<ContextType>;
  ConsoleRowGenre?: ConsoleRowGenreResolvers<ContextType>;
  ConsoleRowPin?: ConsoleRowPinResolvers<ContextType>;
  ConsoleRowText?: ConsoleRowTextResolvers<ContextType>;
  ConsoleRowTitleChoice?: ConsoleRowTitleChoiceResolvers<ContextType>;
  ConsoleShop?: ConsoleShopResolvers<ContextType>;
  ConsoleShopCategory?: ConsoleShopCategoryResolvers<ContextType>;
  ConsoleTitle?: ConsoleTitleResolvers<ContextType>;
  ConsoleTitleCredit?: ConsoleTitleCreditResolvers<ContextType>;
  ConsoleTitleDetail?: ConsoleTitleDetailResolvers<ContextType>;
  ConsoleTitleGenre?: ConsoleTitleGenreResolvers<ContextType>;
  ConsoleTitlePage?: ConsoleTitlePageResolvers<ContextType>;
  ConsoleTitleTexts?: ConsoleTitleTextsResolvers<ContextType>;
  ConsoleVariant?: ConsoleVariantResolvers<ContextType>;
  ConsoleVpnCertificate?: ConsoleVpnCertificateResolvers<ContextType>;
  ConsoleVpnServer?: ConsoleVpnServerResolvers<ContextType>;
  CrossSellOfferPayload?: CrossSellOfferPayloadResolvers<ContextType>;
  CrossSellOfferText?: CrossSellOfferTextResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  DrawPayload?: DrawPayloadResolvers<ContextType>;
  FeedbackReportPayload?: FeedbackReportPayloadResolvers<ContextType>;
  GiveawayLock?: GiveawayLockResolvers<ContextType>;
  GiveawayPayload?: GiveawayPayloadResolvers<ContextType>;
  HelpArticlePayload?: HelpArticlePayloadResolvers<ContextType>;
  HelpArticleText?: HelpArticleTextResolvers<ContextType>;
  HelpArticlesPayload?: HelpArticlesPayloadResolvers<ContextType>;
  ImpactItemPayload?: ImpactItemPayloadResolvers<ContextType>;
  ImpactItemText?: ImpactItemTextResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LibraryPayload?: LibraryPayloadResolvers<ContextType>;
  MemberAccessPayload?: MemberAccessPayloadResolvers<ContextType>;
  MemberMailPayload?: MemberMailPayloadResolvers<ContextType>;
  MemberPayload?: MemberPayloadResolvers<ContextType>;
  MemberSessionsPayload?: MemberSessionsPayloadResolvers<ContextType>;
  MemberSubscriptionPayload?: MemberSubscriptionPayloadResolvers<ContextType>;
  MemberTagsPayload?: MemberTagsPayloadResolvers<ContextType>;
  MonthlyEntriesLine?: MonthlyEntriesLineResolvers<ContextType>;
  MonthlyEntriesPayload?: MonthlyEntriesPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewMemberOptions?: NewMemberOptionsResolvers<ContextType>;
  OrderStatusPayload?: OrderStatusPayloadResolvers<ContextType>;
  PlanPayload?: PlanPayloadResolvers<ContextType>;
  PlanText?: PlanTextResolvers<ContextType>;
  PostalEntryPayload?: PostalEntryPayloadResolvers<ContextType>;
  ProductPayload?: ProductPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RefundPaymentPayload?: RefundPaymentPayloadResolvers<ContextType>;
  ReportEntries?: ReportEntriesResolvers<ContextType>;
  ReportMembers?: ReportMembersResolvers<ContextType>;
  ReportMoney?: ReportMoneyResolvers<ContextType>;
  ReportRevenue?: ReportRevenueResolvers<ContextType>;
  ReportTitle?: ReportTitleResolvers<ContextType>;
  ResponseResult?: ResponseResultResolvers<ContextType>;
  RetentionPass?: RetentionPassResolvers<ContextType>;
  RetentionPayload?: RetentionPayloadResolvers<ContextType>;
  RowPayload?: RowPayloadResolvers<ContextType>;
  RowsPayload?: RowsPayloadResolvers<ContextType>;
  ShopCategoriesPayload?: ShopCategoriesPayloadResolvers<ContextType>;
  ShopCategoryPayload?: ShopCategoryPayloadResolvers<ContextType>;
  ShopText?: ShopTextResolvers<ContextType>;
  Staff?: StaffResolvers<ContextType>;
  StaffPayload?: StaffPayloadResolvers<ContextType>;
  TitlePayload?: TitlePayloadResolvers<ContextType>;
  Upkeep?: UpkeepResolvers<ContextType>;
  VariantName?: VariantNameResolvers<ContextType>;
  VpnRevocationPayload?: VpnRevocationPayloadResolvers<ContextType>;
  VpnServerPayload?: VpnServerPayloadResolvers<ContextType>;
};

