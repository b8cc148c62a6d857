/** Constants of SPEC.md section 9 (and the lists of sections 1 and 6). One place, imported everywhere. */

export const APP_ENVS = ['local', 'dev', 'staging', 'prod'] as const;
export type AppEnv = (typeof APP_ENVS)[number];
export const DEFAULT_APP_ENV: AppEnv = 'dev';

/** Interface languages: short code → full locale code. Default and fallback is en-us. */
export const LANGUAGES = {
  en: 'en-us',
  fr: 'fr-ca',
  de: 'de-de',
  it: 'it-it',
  pt: 'pt-pt',
  es: 'es-es',
  ja: 'ja-jp',
  my: 'my-ms',
} as const;
export type LanguageShortCode = keyof typeof LANGUAGES;
export type LanguageCode = (typeof LANGUAGES)[LanguageShortCode];
export const LANGUAGE_CODES = Object.values(LANGUAGES) as LanguageCode[];
export const DEFAULT_LANGUAGE: LanguageCode = 'en-us';

export const MEDIA_TYPES = ['audiobook', 'ebook', 'music', 'movie', 'game', 'stream', 'software'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const LAYOUTS = ['default', 'vpn', 'clickcoins', 'clickplay'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const DEFAULT_LAYOUT: Layout = 'default';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PAYMENT_SERVICE_TIMEOUT_MS = 10_000;
export const SUBSCRIPTION_REPOLL_MS = 3_000;
export const WINNER_MODAL_REOPEN_DELAY_MS = 300;
export const SCROLL_TO_TOP_DELAY_MS = 100;
export const SERVER_SIDE_FETCH_DELAY_MS = 100;
export const ERROR_TRACE_SAMPLING_RATE = 0.05;
export const LOGIN_EMAIL_COOKIE_DAYS = 365;
export const PLAYER_REWIND_SECONDS = 10;
export const PLAYER_FORWARD_SECONDS = 30;

/** Coins granted per membership id (SPEC.md 9). */
export const COIN_BONUS_BY_MEMBERSHIP_ID: Readonly<Record<number, number>> = {
  147: 2,
  148: 3,
  149: 5,
  150: 5,
  151: 5,
};
export const CHAMPION_MEMBERSHIP_IDS = [147, 148, 149, 150, 151] as const;

export const SWEEP_BLOCKED_COUNTRIES = ['CA', 'NL', 'AE', 'GB', 'UK'] as const;
/** SPEC.md 6: the list is empty. */
export const VPN_BLOCKED_COUNTRIES: readonly string[] = [];

export const SWEEPS_ENTERED_CARD_KEYS = ['entered', 'monthly_exclusive'] as const;
export const DEFAULT_ACCENT_COLOR = '#808080';
export const DEFAULT_ACCENT_COLOR_EXACT = '#298CB5';
export const UPSELL_TYPES = ['media', 'vpn'] as const;
export type UpsellType = (typeof UPSELL_TYPES)[number];

export const ISSUE_CATALOGUE_MIN_ID = 1;
export const ISSUE_CATALOGUE_MAX_ID = 45;
export const FREE_ENTRIES_PER_MONTH = 1;
export const ONE_TIME_OFFER = { entries: 100, price: 5, discountPercent: 80 } as const;
export const TRIAL_UPSELL_ACCESS_DAYS = 20;
export const DRAW_MIN_UNIQUE_ENTRIES = 3_000;
export const DRAW_WINNERS_PER_DRAW = 1;
export const DRAW_TIME_ZONE = 'America/New_York';
export const PAST_GIVEAWAYS_VISIBLE_HOURS = 72;
export const WINNER_ANNOUNCED_WITHIN_DAYS = 7;
export const MINIMUM_AGE = 18;
export const DATA_RETENTION_MONTHS = 10;
export const MARKETPLACE_CHAMPION_MAX_DISCOUNT_PERCENT = 30;
export const ONBOARDING_STEPS = 3;
export const ONBOARDING_REWARD_COINS = 600;
export const TREES_PER_TONNE = 4;
export const TONNES_PER_TREE = 0.25;
export const PERSON_KG_CO2_PER_YEAR = 4000;

/** SPEC.md 6: anyone created after this date gets the first-visit event. */
export const FIRST_VISIT_EVENT_MEMBERS_CREATED_AFTER = '2023-01-17';

/** Subscription providers that mark a test member (SPEC.md 6). */
export const TEST_SUBSCRIPTION_PROVIDERS = ['milkbox_test'] as const;
/** Plan name that keeps "all media types" from applying (SPEC.md 4). */
export const VPN_PLATINUM_PLAN_NAME = 'VPN Platinum';
