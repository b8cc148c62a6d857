import { z } from 'zod';
import {
  DEFAULT_ACCENT_COLOR,
  DEFAULT_ACCENT_COLOR_EXACT,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  offeredLanguages,
  type LanguageCode,
  type PublicBrand,
} from '@member-area/domain';
import type { BrandRow } from './repo';

/** A brand as the server works with it: what any visitor may see, plus its country and billing. */
export interface Brand extends PublicBrand {
  countryCode: string;
  billing: { descriptor?: string; currency?: string; symbol?: string };
}

/**
 * An operator command's flag naming a brand by id (lowercase letters, digits, _ and -, at most 40);
 * its problem shows `example` as one.
 */
export function brandIdFlag(example: string) {
  return z.string().regex(/^[a-z0-9_-]{1,40}$/, `a brand id like ${example}`);
}

const stringList = z.array(z.string());
const billingShape = z.object({ descriptor: z.string(), currency: z.string(), symbol: z.string() }).partial();
// Colours go into a <style> element and a meta tag: only plain hex colours pass.
const HEX_COLOR = /^#[0-9A-Fa-f]{3,8}$/;

function parseJson<T>(text: string, schema: z.ZodType<T>, fallback: T): T {
  try {
    const r = schema.safeParse(JSON.parse(text));
    return r.success ? r.data : fallback;
  } catch {
    return fallback;
  }
}

export function toBrand(row: BrandRow, tags: string[]): Brand {
  const lang = (LANGUAGE_CODES as string[]).includes(row.default_language)
    ? (row.default_language as LanguageCode)
    : DEFAULT_LANGUAGE;
  return {
    id: row.id,
    name: row.name,
    hostname: row.hostname,
    logoUrl: row.logo_url,
    iconUrl: row.icon_url,
    template: row.template,
    accentColor: HEX_COLOR.test(row.accent_color) ? row.accent_color : DEFAULT_ACCENT_COLOR,
    accentColorExact: HEX_COLOR.test(row.accent_color_exact)
      ? row.accent_color_exact
      : DEFAULT_ACCENT_COLOR_EXACT,
    supportDomain: row.support_domain,
    supportEmail: row.support_email,
    signupUrl: row.signup_url,
    memberAreaUrl: row.member_area_url,
    phones: parseJson(row.phones, stringList, []),
    companyName: row.company_name,
    address: {
      address: row.address,
      city: row.city,
      state: row.state,
      zip: row.zip,
      countryCode: row.country_code,
    },
    countryCode: row.country_code,
    mediaTypes: parseJson(row.media_types, stringList, []),
    billing: parseJson(row.billing, billingShape, {}),
    cdnServer: row.cdn_server,
    cookiePolicyUrl: row.cookie_policy_url,
    defaultLanguage: lang,
    languages: offeredLanguages({
      languages: parseJson(row.languages, stringList, []),
      defaultLanguage: lang,
    }),
    sweepBlockedCountries: parseJson(row.sweep_blocked_countries, stringList, []),
    tags,
  };
}

/** What any visitor may see (boot state): no billing internals. */
export function toPublicBrand(b: Brand): PublicBrand {
  return {
    id: b.id,
    hostname: b.hostname,
    name: b.name,
    logoUrl: b.logoUrl,
    iconUrl: b.iconUrl,
    template: b.template,
    accentColor: b.accentColor,
    accentColorExact: b.accentColorExact,
    supportDomain: b.supportDomain,
    supportEmail: b.supportEmail,
    signupUrl: b.signupUrl,
    memberAreaUrl: b.memberAreaUrl,
    phones: b.phones,
    companyName: b.companyName,
    address: b.address,
    tags: b.tags,
    mediaTypes: b.mediaTypes,
    cdnServer: b.cdnServer,
    cookiePolicyUrl: b.cookiePolicyUrl,
    defaultLanguage: b.defaultLanguage,
    languages: b.languages,
    sweepBlockedCountries: b.sweepBlockedCountries,
  };
}
