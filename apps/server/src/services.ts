import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db, Dialect } from './db/kysely';
import type { BackgroundTasks } from './lib/background';
import type { Clock } from './lib/clock';
import type { AuditService } from './modules/audit/service';
import type { AuthService } from './modules/auth/service';
import type { LoginThrottle, ThrottleStore } from './modules/auth/throttle';
import type { TokenSigner } from './modules/auth/tokens';
import type { BrandResolver } from './modules/brand/service';
import type { BrandAdminService } from './modules/brand/admin-service';
import type { EventService } from './modules/events/service';
import type { Mailer } from './modules/mail/mailer';
import type { MailService, MailboxService } from './modules/mail/service';
import type { PaymentProvider } from './modules/payment/provider';
import type { SvgRasterizer } from './lib/svg-raster';
import type { MemberService } from './modules/member/service';
import type { MemberAdminService } from './modules/member/admin-service';
import type { MemberPageService } from './modules/member/page-service';
import type { AccountService } from './modules/account/service';
import type { BillingService } from './modules/billing/service';
import type { RefundAdminService } from './modules/billing/admin-service';
import type { MemberSubscriptionAdminService } from './modules/subscription/member-subscription-service';
import type { MemberAccessAdminService } from './modules/account/access-admin-service';
import type { DrawService } from './modules/giveaways/draw-service';
import type { GiveawayAdminService } from './modules/giveaways/admin-service';
import type { PaymentService } from './modules/payment/service';
import type { AnyPurchasableKind } from './modules/checkout/kinds';
import type { CheckoutService } from './modules/checkout/service';
import type { CatalogueService } from './modules/catalogue/service';
import type { CatalogueWriter } from './modules/catalogue/writer';
import type { LibraryService } from './modules/library/service';
import type { SearchService } from './modules/search/service';
import type { PlaybackKit } from './modules/playback/kit';
import type { FeedbackService } from './modules/feedback/service';
import type { ClaimService } from './modules/giveaways/claim-service';
import type { EntryService } from './modules/giveaways/entry-service';
import type { GiveawayService } from './modules/giveaways/service';
import type { CreditService } from './modules/wallet/credit-service';
import type { CrossSellService } from './modules/crosssell/service';
import type { CrossSellAdminService } from './modules/crosssell/offer-admin-service';
import type { OnboardingService } from './modules/onboarding/service';
import type { MigrationService } from './modules/migration/service';
import type { MigrationAdminService } from './modules/migration/admin-service';
import type { ReportService } from './modules/reports/service';
import type { CoinPurchaseService } from './modules/wallet/purchase-service';
import type { CartService } from './modules/marketplace/cart-service';
import type { MarketplaceCheckout } from './modules/marketplace/checkout-service';
import type { OrderService } from './modules/marketplace/order-service';
import type { OrderAdminService } from './modules/marketplace/order-admin-service';
import type { ProductAdminService } from './modules/marketplace/product-admin-service';
import type { VpnService } from './modules/vpn/service';
import type { VpnAdminService } from './modules/vpn/server-admin-service';
import type { FeedbackAdminService } from './modules/feedback/report-admin-service';
import type { SupportService } from './modules/support/service';
import type { ImpactAdminService } from './modules/impacts/item-admin-service';
import type { ArticleAdminService } from './modules/support/article-admin-service';
import type { PlanService } from './modules/subscription/service';
import type { PlanAdminService } from './modules/subscription/plan-admin-service';
import type { MenuService } from './modules/menu/service';
import type { GreenService } from './modules/green/service';
import type { ImpactService } from './modules/impacts/service';
import type { WalletActivityService } from './modules/wallet/activity-service';
import type { CoinAdjustmentService } from './modules/wallet/adjust-service';
import type { ShopCatalogueService } from './modules/marketplace/catalogue-service';
import type { StaffAdminService } from './modules/staff/admin-service';
import type { StaffSignInService } from './modules/staff/sign-in-service';

/** The choices app.ts passes on from its caller (tests set them); absent = the defaults. */
import type { JobQueue } from './jobs/queue/types';
import type { LibrariesService } from './modules/libraries/service';
import type { RowCurationService } from './modules/rows/service';
import type { TitleEditingService } from './modules/titles/service';

export interface AppOptions {
  /** How long a host → brand lookup (and a giveaway's texts) is cached; tests may set 0. */
  brandCacheTtlMs?: number;
  /** Where sign-in and password-change attempts are counted (Redis when configured). */
  throttleStore: ThrottleStore;
  /** How generated covers become WebP (default sharp's). */
  rasterizeSvg?: SvgRasterizer;
}

/** What app.ts builds before any module: the process's resources, shared by every module. */
export interface Infrastructure {
  config: Config;
  db: Db;
  dialect: Dialect;
  clock: Clock;
  log: FastifyBaseLogger;
  background: BackgroundTasks;
  mailer: Mailer;
  /** The one payment provider (the sandbox today), chosen once. */
  provider: PaymentProvider;
  options: AppOptions;
  /** The purchasable kinds the modules sell (their module.ts), for the checkout. */
  purchasables: readonly AnyPurchasableKind[];
  /**
   * The job queue (jobs/queue, docs/adr/0012-job-queue.md): modules send to it; the modules' queues
   * are registered by app.ts; main.ts and `npm run worker` start it (tests start it when they run jobs).
   */
  queue: JobQueue;
}

/**
 * Everything a route, resolver or job needs: the infrastructure, then each module's services,
 * built by the module itself (its module.ts, docs/modules.md) from the dependencies it names.
 * Services take plain inputs (member, brand, input), never the GraphQL context, so REST routes and
 * jobs call them too.
 */
export interface Services extends Infrastructure {
  /** The audit log every staff write appends to in its own transaction (modules/audit). */
  audit: AuditService;
  brands: BrandResolver;
  /** Creating and editing brands: the console and the operator commands (modules/brand). */
  brandAdmin: BrandAdminService;
  /** Staff sign-in with a second factor, and their sessions (modules/staff, docs/console.md). */
  staffSignIn: StaffSignInService;
  /** The staff list: invitations, roles, deactivation (modules/staff). */
  staffAdmin: StaffAdminService;
  tokens: TokenSigner;
  throttle: LoginThrottle;
  mail: MailService;
  /** The outbox as the dev mailbox shows it (modules/mail). */
  mailbox: MailboxService;
  auth: AuthService;
  members: MemberService;
  /** Members as staff list, read and add them: the console and create-member (modules/member). */
  memberAdmin: MemberAdminService;
  /** A member's page in the console: its sections and their writes (modules/member). */
  memberPage: MemberPageService;
  /** The brand's side menu (modules/menu). */
  menu: MenuService;
  events: EventService;
  payments: PaymentService;
  billing: BillingService;
  /** Staff refunds of a member's payments (modules/billing admin-service.ts). */
  refunds: RefundAdminService;
  /** Staff acts on a member's subscription (modules/subscription, built by modules/billing). */
  memberSubscriptions: MemberSubscriptionAdminService;
  /** Staff acts on a member's account: reset link, deactivate (modules/account). */
  memberAccess: MemberAccessAdminService;
  /** The brand's plans as members see them (modules/subscription). */
  plans: PlanService;
  /** The console's plans editor and the plan commands: changes with their audit rows (modules/subscription). */
  planAdmin: PlanAdminService;
  checkout: CheckoutService;
  account: AccountService;
  catalogue: CatalogueService;
  /** Writes titles with their parts and search entries; hides and lists them (issue 32). */
  catalogueWriter: CatalogueWriter;
  /** A brand's own media: libraries, their scans and the packaging of their files (modules/libraries). */
  libraries: LibrariesService;
  /** A brand's curated rows: own rows, order, hidden rows, pins (modules/rows). */
  rows: RowCurationService;
  /** A content editor's titles: edit, merge, hide (modules/titles, issue 32 point 6). */
  titles: TitleEditingService;
  library: LibraryService;
  search: SearchService;
  /** Media URL signing and the media folder's assets (docs/players.md). */
  playback: PlaybackKit;
  feedback: FeedbackService;
  /** A brand's feedback reports on the console: list, counts, status (modules/feedback). */
  feedbackAdmin: FeedbackAdminService;
  support: SupportService;
  /** The console's impact items: texts in 8 languages, targets, on/off (modules/impacts). */
  impactAdmin: ImpactAdminService;
  /** The console's help articles: texts in 8 languages, order, hidden (modules/support). */
  articleAdmin: ArticleAdminService;
  vpn: VpnService;
  /** The console's VPN servers and certificate revocation (modules/vpn). */
  vpnAdmin: VpnAdminService;
  /** Giveaways: the catalogue per viewer, entry purchases, prize claims (modules/giveaways). */
  giveaways: GiveawayService;
  giveawayEntries: EntryService;
  giveawayClaims: ClaimService;
  /** The monthly draws: commitments, close, announce, publish, the public records (docs/draws.md). */
  draws: DrawService;
  /** The giveaway operator's acts, for the console and the commands (modules/giveaways/admin-service.ts). */
  giveawayAdmin: GiveawayAdminService;
  /** The coin wallet: buying packs, clickplay credits (modules/wallet). */
  coinPurchases: CoinPurchaseService;
  credits: CreditService;
  /** The balance and the member's wallet activity. */
  wallet: WalletActivityService;
  /** Staff corrections of a balance, once per idempotency key, audited (modules/wallet). */
  coinAdjustments: CoinAdjustmentService;
  /** The marketplace: the member's cart, checking out (quote, placeOrder), orders after (modules/marketplace). */
  cart: CartService;
  /** The shop's catalogue reads (categories, products, the welcome gift, art subjects). */
  shopCatalogue: ShopCatalogueService;
  shopCheckout: MarketplaceCheckout;
  orders: OrderService;
  /** Fulfilment's orders desk on the console: a brand's orders, the pick list, the CSV, the moves. */
  orderAdmin: OrderAdminService;
  /** The shop editor on the console: products, variants, stock, pictures, categories. */
  productAdmin: ProductAdminService;
  /** The cross-industry upsell: the offer a member is due, buying it (modules/crosssell). */
  crossSell: CrossSellService;
  crossSellAdmin: CrossSellAdminService;
  /** Impacts: funding items with coins, the brand's categories, the member's share (modules/impacts). */
  impacts: ImpactService;
  /** The member's green progress (modules/green). */
  green: GreenService;
  /** The onboarding mission: progress, steps checked against real data, the reward (modules/onboarding). */
  onboarding: OnboardingService;
  /** A moved brand's old hostnames: redirects and the one-time token exchange (modules/migration). */
  migration: MigrationService;
  /** Moving every member of one brand to another: the console and `migrate-brand` (modules/migration). */
  migrationAdmin: MigrationAdminService;
  /** The console's dashboards: a brand's figures, or across the brands in scope (modules/reports). */
  reports: ReportService;
}
