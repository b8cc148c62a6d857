/**
 * The state the server embeds in every HTML page it serves, as
 * `<script id="boot-state" type="application/json">…</script>` (JSON, HTML-escaped).
 * The web app reads it before its first render (SPEC.md 4: "At start-up the initial state may be
 * replaced from a server-provided state"), so the brand's theme, title and favicon are right on the
 * first paint and no request is needed to know who the brand is.
 */
import type { AppEnv, LanguageCode } from './constants';

export interface PublicBrandAddress {
  address: string;
  city: string;
  state: string;
  zip: string;
  countryCode: string;
}

/** A brand as any visitor may see it (no billing internals). */
export interface PublicBrand {
  id: string;
  hostname: string;
  name: string;
  logoUrl: string;
  iconUrl: string;
  template: string;
  accentColor: string;
  accentColorExact: string;
  supportDomain: string;
  supportEmail: string;
  signupUrl: string;
  memberAreaUrl: string;
  phones: string[];
  companyName: string;
  address: PublicBrandAddress;
  tags: string[];
  mediaTypes: string[];
  cdnServer: string;
  cookiePolicyUrl: string;
  defaultLanguage: LanguageCode;
  /**
   * The interface languages the brand offers (offeredLanguages: never empty, the default among
   * them; all eight for a brand without a list). Every language picker lists only these.
   */
  languages: LanguageCode[];
  /**
   * Where this brand refuses giveaways besides SWEEP_BLOCKED_COUNTRIES (its console setting), for
   * the official rules' eligibility text; the server decides every refusal itself.
   */
  sweepBlockedCountries: string[];
}

/** The signed-in member as the session cookie says, resolved on the server. */
export interface BootViewer {
  id: string;
  email: string;
  name: string;
  lang: LanguageCode;
  tags: string[];
}

export interface BootError {
  /** A translation key under `errors.` in the locale files. */
  messageKey: string;
  /** When present the app sends the browser there (SPEC.md 4: "A boot error carrying a redirect URL"). */
  redirectUrl?: string;
}

export interface BootState {
  env: AppEnv;
  /** null when the host is unknown: the app shows /nobrand. */
  brand: PublicBrand | null;
  /** The visitor's country: edge header, else the member's address, else the brand's country. */
  country: string;
  viewer: BootViewer | null;
  error: BootError | null;
  /** Build identifier shown to staff. */
  version: string;
}

/** Names shared by server and web. */
export const TOKEN_COOKIE = 'ma_token';
export const LOGIN_EMAIL_COOKIE = 'ma_login_email';
export const TRANSACTION_ID_HEADER = 'x-transaction-id';
export const BOOT_STATE_ELEMENT_ID = 'boot-state';
export const GRAPHQL_PATH = '/membergraphapi/';
