import type { Generated } from 'kysely';
import type { AccountTables } from './tables/account';
import type { CatalogueTables } from './tables/catalogue';
import type { FeedbackTables } from './tables/feedback';
import type { ReportTables } from './tables/reports';
import type { GiveawayTables } from './tables/giveaways';
import type { ImpactTables } from './tables/impacts';
import type { JobTables } from './tables/jobs';
import type { MarketplaceTables } from './tables/marketplace';
import type { MediaAssetTables } from './tables/media-assets';
import type { OnboardingTables } from './tables/onboarding';
import type { PlayTimeTables } from './tables/play-time';
import type { LibraryTables } from './tables/libraries';
import type { StaffTables } from './tables/staff';
import type { SupportTables } from './tables/support';
import type { VpnTables } from './tables/vpn';
import type { WalletTables } from './tables/wallet';
import type { CrossSellTables } from './tables/crosssell';
import type { PaymentRefundTables } from './tables/payment-refunds';

/**
 * Table types for Kysely. One schema serves SQLite and PostgreSQL, so it keeps to types both
 * engines store the same way:
 * - timestamps are ISO-8601 UTC strings (`2026-11-20T22:37:00.000Z`), which sort correctly as text;
 * - booleans are integers 0/1;
 * - money is an integer number of minor units (cents);
 * - lists and objects are JSON text, parsed in the repository that reads them.
 * Later issues add their tables here and in a new migration; never edit a landed migration.
 */

export interface BrandsTable {
  id: string; // slug, also the JWT audience: 'playmax'
  name: string;
  hostname: string; // canonical hostname; every answering hostname is in brand_hosts
  logo_url: string;
  icon_url: string;
  template: string; // layout name when no layout tag overrides it
  accent_color: string; // '#808080' default accent
  accent_color_exact: string; // '#298CB5' default exact accent
  support_domain: string;
  support_email: string;
  signup_url: string;
  member_area_url: string;
  phones: string; // JSON string[]
  company_name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country_code: string; // the brand's country (fallback for the visitor's country)
  media_types: string; // JSON MediaType[] in menu order
  billing: string; // JSON { descriptor, currency, symbol }
  cdn_server: string;
  cookie_policy_url: string;
  default_language: string; // locale code, 'en-us'
  created_at: string;
  languages: Generated<string>; // 0030: JSON LanguageCode[] offered to members (default: all eight)
  sweep_blocked_countries: Generated<string>; // 0030: JSON string[] blocked on top of SPEC.md 6's
}

export interface BrandHostsTable {
  hostname: string; // lower-case, no port
  brand_id: string;
}

export interface BrandTagsTable {
  brand_id: string;
  tag: string;
}

export interface MembersTable {
  id: Generated<number>;
  brand_id: string;
  email: string; // normalised: trimmed, lower-case, NFC
  password_hash: string; // 'scrypt$N$r$p$salt$hash' (base64url parts)
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  timezone: string;
  lang: string; // locale code
  provider: string; // sign-in provider: 'email'
  recipe: string | null;
  reference_number: string;
  subscription_provider: string | null; // 'stripe' | 'paypal' | 'milkbox_test' ...
  country_code: string | null; // from the member's address
  phone_number: string | null;
  green_points: number;
  coins_balance: number;
  is_demo: number; // 1 = demo (free) account, can be deactivated (deleted)
  is_active: number; // 0 = 'This account is not yet active.'
  date_of_birth: Generated<string | null>; // 'YYYY-MM-DD', asked before a first giveaway entry (18+)
  created_at: string;
  updated_at: string;
}

/**
 * Who wrote a member tag: 'member' through member.setTags (only the allow-listed markers of
 * packages/domain member-tags.ts), 'server' for everything else (seed, operators, jobs). Migration
 * 0008 explains how rows written before the column existed were classified.
 */
export type MemberTagSetter = 'server' | 'member';

export interface MemberTagsTable {
  member_id: number;
  tag: string;
  created_at: string;
  /** The database defaults to 'server'; the seed and member.setTags set it explicitly. */
  set_by: Generated<MemberTagSetter>;
}

export interface OffersTable {
  id: number;
  name: string; // 'Movies', 'VPN', ...
  media_types: string; // JSON MediaType[]
}

export interface PlansTable {
  id: number; // the membership id of a plan that is not a Champion plan
  brand_id: string;
  /** The Champion membership (147–151) the plan gives, on any brand; null for other plans (0032). */
  membership_id: number | null;
  name: string;
  group_name: string;
  description: string;
  trial_period_days: number;
  price_recurring: number; // minor units
  price_initial: number; // minor units
  currency: string; // 'USD'
  symbol: string; // '$'
  interval: string; // 'day' | 'week' | 'month' | 'year'
  interval_count: number;
  is_public: number; // offered in plan.getPlans
}

export interface PlanOffersTable {
  plan_id: number;
  offer_id: number;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  member_id: number;
  plan_id: number;
  ref_id: string; // provider's subscription id, unique
  reference_number: string;
  subscription_provider: string;
  is_active: number;
  is_trial: number;
  billing_period_days: number;
  start_date: string;
  next_billing_date: string | null;
  cancelled_at: string | null;
  cancel_ref_id: string | null;
  cancel_date: string | null;
  end_date: string | null;
  created_at: string;
  payment_failed_at: string | null; // 0003: the last renewal was declined
  cancel_reason: string | null; // 0003
  price_recurring: number | null; // 0003: minor units locked at purchase (null = the plan's)
  brand_id: string; // 0047: the member's brand (the dashboards count a brand's subscriptions by it)
}

export interface PaymentMethodsTable {
  id: Generated<number>;
  member_id: number;
  provider: string; // 'sandbox' | 'paypal'
  provider_token: string; // the provider's token; never a card number
  card_brand: string | null;
  card_first6: string | null; // BIN, kept for account recovery (SPEC: first 6 and last 4)
  card_last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  holder_name: string | null;
  is_default: number;
  is_backup: Generated<number>; // 0003 (default 0): charged when the preferred method fails
  created_at: string;
}

export interface MenuItemsTable {
  id: Generated<number>;
  brand_id: string;
  position: number;
  type: string; // media type or section: home, giveaways, marketplace, vpn, green, ...
  title: string; // the brand's own label; the web shows the translated label of `type` when it has one
  display_area_slug: string; // '{type}_overview' for media types
  icon: string;
  color: string | null;
  background_color: string | null;
  submenu_type: string | null;
  hide_for_iphone: number;
}

export interface SessionsTable {
  jti: string;
  member_id: number | null; // null for generic (anonymous) tokens
  brand_id: string;
  kind: string; // 'member' | 'generic'
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  signed_in_at: string | null; // migration 0025; null: created_at
  last_seen_at: string | null; // migration 0025; null: created_at
  user_agent: string | null; // migration 0048; null: not known (older rows)
  ip: string | null; // migration 0048; null: not known (older rows)
}

export interface OneTimeTokensTable {
  token_hash: string; // sha256 of the secret part; the secret itself is never stored
  purpose: string; // 'reset_password' | 'sign_in'
  member_id: number;
  brand_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OutboxMailsTable {
  id: Generated<number>;
  brand_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
  sent_at: string | null;
  member_id: number | null; // migration 0048; null: no member's (a staff invitation) or an older row
  template: string | null; // migration 0048 (MailTemplate); null: an older row
}

export interface EventsTable {
  id: Generated<number>;
  brand_id: string;
  member_id: number | null;
  namespace: string; // 'auth' | 'consumptions' | 'members'
  type: string;
  payload: string; // JSON, the validated body of POST /api/event or a server-side event
  transaction_id: string | null;
  created_at: string;
}

/**
 * Texts of catalogue and plan data in the other interface languages (migration 0009,
 * docs/catalogue.md "Translations"). The base row keeps the en-us text, which is also the fallback;
 * titles of media and names of people are never translated.
 */
export interface DataTranslationsTable {
  entity: string; // 'plan' | 'genre' | 'slot'
  entity_key: string; // plan id and genre id as text; a slot's slug (slot ids change when rows are rebuilt)
  field: string; // 'name' | 'description' | 'title'
  lang: string; // locale code other than en-us: 'ja-jp'
  text: string;
}

/** A named lease (migration 0028): who holds it and until when (ISO time), renewed while held. */
export interface AppLocksTable {
  name: string;
  holder: string;
  expires_at: string;
}

export interface Database
  extends
    AccountTables,
    CatalogueTables,
    FeedbackTables,
    GiveawayTables,
    CrossSellTables,
    ImpactTables,
    JobTables,
    MarketplaceTables,
    MediaAssetTables,
    OnboardingTables,
    PlayTimeTables,
    StaffTables,
    LibraryTables,
    SupportTables,
    VpnTables,
    WalletTables,
    PaymentRefundTables,
    ReportTables {
  brands: BrandsTable;
  brand_hosts: BrandHostsTable;
  brand_tags: BrandTagsTable;
  members: MembersTable;
  member_tags: MemberTagsTable;
  offers: OffersTable;
  plans: PlansTable;
  plan_offers: PlanOffersTable;
  subscriptions: SubscriptionsTable;
  payment_methods: PaymentMethodsTable;
  menu_items: MenuItemsTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  outbox_mails: OutboxMailsTable;
  events: EventsTable;
  data_translations: DataTranslationsTable;
  app_locks: AppLocksTable;
}
