/**
 * What makes a brand draft (the console's BrandInput and its id, apps/server/src/modules/brand/
 * brand.console.graphql) one the member area can serve (issue 31 scope 5). One rule for the console
 * form, the API and the operator commands: every problem comes back at once, as a field and a code
 * of the error catalogue, so the form marks each field and the server refuses the same things.
 */
import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js';
import isEmail from 'validator/lib/isEmail';
import isFQDN from 'validator/lib/isFQDN';
import isURL from 'validator/lib/isURL';
import { SWEEPS_FOR_ALL_TAG } from '../gating';
import { LAYOUT_TAG_PREFIX } from '../layout';
import { isSafeText } from '../text-safety';
import { LANGUAGE_CODES, LAYOUTS, MEDIA_TYPES, SWEEP_BLOCKED_COUNTRIES } from '../constants';
import { accentContrastProblem, accentFillProblem } from './contrast';
import { brandTagEntry, isTagOfOwnField } from './feature-tags';
import { menuTypeForPath } from './menu-paths';

/** As brandIdFlag of the server's brand module: it keys URLs, folders and the JWT audience. */
export const BRAND_ID_PATTERN = /^[a-z0-9_-]{1,40}$/;
/** Icon names the web maps to drawings (apps/web/src/ui/Icon.tsx, some sixty): their shape only. */
export const MENU_ICON_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
export const BRAND_NAME_MAX_LENGTH = 80;
export const MENU_LABEL_MAX_LENGTH = 40;
export const BRAND_MENU_MAX_ITEMS = 30;
export const BRAND_PHONES_MAX = 5;
export const BRAND_HOSTS_MAX = 20;
export const ADDRESS_FIELD_MAX_LENGTH = 120;

export const BRAND_PROBLEM_CODES = [
  'brand_id_invalid',
  'brand_name_invalid',
  'host_invalid',
  'layout_invalid',
  'color_invalid',
  'contrast_too_low',
  'media_type_invalid',
  'tag_invalid',
  'currency_invalid',
  'language_invalid',
  'email_invalid',
  'url_invalid',
  'country_invalid',
  'menu_item_invalid',
  'phone_invalid',
  'address_invalid',
  // text-safety.ts: control characters and bidi overrides in a text a member reads.
  'invalid_characters',
] as const;
export type BrandProblemCode = (typeof BRAND_PROBLEM_CODES)[number];

/** A problem of one field; `field` is a path into the draft (`hosts.1`, `menu.0.path`, `address.zip`). */
export interface BrandProblem {
  field: string;
  code: BrandProblemCode;
}

export interface BrandMenuItemDraft {
  label: string;
  path: string;
  icon: string;
  color?: string | null;
  submenuType?: string | null;
}

export interface BrandDraft {
  id: string;
  name: string;
  hosts: readonly string[];
  layout: string;
  accentColor: string;
  accentColorExact: string;
  mediaTypes: readonly string[];
  tags: readonly string[];
  menu: readonly BrandMenuItemDraft[];
  supportDomain: string;
  supportEmail: string;
  phones: readonly string[];
  companyName: string;
  address: { address: string; city: string; state: string; zip: string; countryCode: string };
  cookiePolicyUrl: string;
  currency: string;
  defaultLanguage: string;
  languages: readonly string[];
  sweeps: { forAll: boolean; blockedCountries: readonly string[] };
}

/** Lower-case DNS names; `localhost` and its subdomains (the demo brands) pass, as do real ones. */
export function isBrandHostname(host: string): boolean {
  if (host !== host.toLowerCase() || host.length > 253) return false;
  // require_tld off: `localhost` and `x.localhost` are single-label or local names; IP addresses,
  // ports, underscores and trailing dots fail (brand_hosts keys hold none of them).
  return isFQDN(host, {
    require_tld: false,
    allow_underscores: false,
    allow_trailing_dot: false,
    allow_numeric_tld: false,
  });
}

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost');
}

/** https, or http for a localhost address (a local demo); nothing else reaches a member's browser. */
export function isBrandUrl(url: string): boolean {
  if (!isURL(url, { protocols: ['http', 'https'], require_protocol: true, require_tld: false })) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:') return isBrandHostname(parsed.hostname) || isLocalHost(parsed.hostname);
  return parsed.protocol === 'http:' && isLocalHost(parsed.hostname);
}

/** ISO 4217, as the runtime's Intl knows the currencies it can format (Node 20 and browsers). */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code);
}

/** ISO 3166-1 alpha-2, as the checkout's address checks a country (libphonenumber-js's list). */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && isSupportedCountry(code);
}

/** A support phone in international form (+country code), valid for its country's numbering plan. */
export function isBrandPhone(phone: string): boolean {
  return phone.trim().startsWith('+') && isValidPhoneNumber(phone);
}

function blank(text: string): boolean {
  return text.trim() === '';
}

function duplicates(values: readonly string[]): Set<number> {
  const seen = new Set<string>();
  const at = new Set<number>();
  values.forEach((value, i) => {
    if (seen.has(value)) at.add(i);
    seen.add(value);
  });
  return at;
}

function hostProblems(hosts: readonly string[]): BrandProblem[] {
  if (hosts.length === 0 || hosts.length > BRAND_HOSTS_MAX) return [{ field: 'hosts', code: 'host_invalid' }];
  const repeated = duplicates(hosts);
  return hosts.flatMap((host, i) =>
    !isBrandHostname(host) || repeated.has(i) ? [{ field: `hosts.${i}`, code: 'host_invalid' as const }] : [],
  );
}

/** Both switches of one feature (`ecommerce:enabled` and `:disabled`) contradict each other. */
function contradicts(tag: string, tags: readonly string[]): boolean {
  const [name, state] = tag.split(':');
  if (state !== 'enabled' && state !== 'disabled') return false;
  return tags.includes(`${name}:${state === 'enabled' ? 'disabled' : 'enabled'}`);
}

/**
 * A tag its own field sets (`sweeps_for_all`, `layout:{name}`) may come along in the list when it
 * says what the field says (a form that keeps the tag and the setting in step); against it, the two
 * controls disagree and the save is refused.
 */
function agreesWithItsField(tag: string, draft: Pick<BrandDraft, 'layout' | 'sweeps'>): boolean {
  if (tag === SWEEPS_FOR_ALL_TAG) return draft.sweeps.forAll;
  return tag === `${LAYOUT_TAG_PREFIX}${draft.layout}`;
}

function tagProblems(draft: Pick<BrandDraft, 'tags' | 'layout' | 'sweeps'>): BrandProblem[] {
  const { tags } = draft;
  const repeated = duplicates(tags);
  return tags.flatMap((tag, i) => {
    const known = isTagOfOwnField(tag) ? agreesWithItsField(tag, draft) : brandTagEntry(tag) !== null;
    return !known || repeated.has(i) || contradicts(tag, tags)
      ? [{ field: `tags.${i}`, code: 'tag_invalid' as const }]
      : [];
  });
}

function menuProblems(menu: readonly BrandMenuItemDraft[]): BrandProblem[] {
  if (menu.length > BRAND_MENU_MAX_ITEMS) return [{ field: 'menu', code: 'menu_item_invalid' }];
  return menu.flatMap((item, i) => {
    const bad =
      blank(item.label) ||
      item.label.length > MENU_LABEL_MAX_LENGTH ||
      menuTypeForPath(item.path) === null ||
      !MENU_ICON_PATTERN.test(item.icon) ||
      (item.submenuType != null && !/^[a-z_]{1,40}$/.test(item.submenuType));
    const problems: BrandProblem[] = bad ? [{ field: `menu.${i}`, code: 'menu_item_invalid' }] : [];
    if (item.color != null && item.color !== '' && accentContrastProblem(item.color) !== null) {
      problems.push({ field: `menu.${i}.color`, code: accentContrastProblem(item.color)! });
    }
    return problems;
  });
}

function addressProblems(address: BrandDraft['address']): BrandProblem[] {
  const problems: BrandProblem[] = [];
  for (const part of ['address', 'city', 'state', 'zip'] as const) {
    if (address[part].length > ADDRESS_FIELD_MAX_LENGTH)
      problems.push({ field: `address.${part}`, code: 'address_invalid' });
  }
  if (!isCountryCode(address.countryCode))
    problems.push({ field: 'address.countryCode', code: 'country_invalid' });
  return problems;
}

/** A country the sweeps settings may block: ISO 3166-1, or one the spec's own list names (its `UK`). */
function isBlockableCountry(code: string): boolean {
  return isCountryCode(code) || (SWEEP_BLOCKED_COUNTRIES as readonly string[]).includes(code);
}

/** Every problem of the draft, in field order; an empty list means the brand can be saved. */
export function brandDraftProblems(draft: BrandDraft): BrandProblem[] {
  const problems: BrandProblem[] = [];
  const add = (field: string, code: BrandProblemCode | null) => {
    if (code) problems.push({ field, code });
  };
  add('id', BRAND_ID_PATTERN.test(draft.id) ? null : 'brand_id_invalid');
  add('name', blank(draft.name) || draft.name.length > BRAND_NAME_MAX_LENGTH ? 'brand_name_invalid' : null);
  problems.push(...hostProblems(draft.hosts));
  add('layout', (LAYOUTS as readonly string[]).includes(draft.layout) ? null : 'layout_invalid');
  add('accentColor', accentContrastProblem(draft.accentColor));
  add('accentColorExact', accentFillProblem(draft.accentColorExact));
  const repeatedTypes = duplicates(draft.mediaTypes);
  draft.mediaTypes.forEach((type, i) => {
    if (!(MEDIA_TYPES as readonly string[]).includes(type) || repeatedTypes.has(i)) {
      add(`mediaTypes.${i}`, 'media_type_invalid');
    }
  });
  problems.push(...tagProblems(draft));
  problems.push(...menuProblems(draft.menu));
  add('supportDomain', isBrandHostname(draft.supportDomain) ? null : 'host_invalid');
  add('supportEmail', isEmail(draft.supportEmail, { require_tld: false }) ? null : 'email_invalid');
  if (draft.phones.length > BRAND_PHONES_MAX) add('phones', 'phone_invalid');
  draft.phones.forEach((phone, i) => add(`phones.${i}`, isBrandPhone(phone) ? null : 'phone_invalid'));
  add(
    'companyName',
    blank(draft.companyName) || draft.companyName.length > BRAND_NAME_MAX_LENGTH
      ? 'brand_name_invalid'
      : null,
  );
  problems.push(...addressProblems(draft.address));
  add('cookiePolicyUrl', isBrandUrl(draft.cookiePolicyUrl) ? null : 'url_invalid');
  add('currency', isCurrencyCode(draft.currency) ? null : 'currency_invalid');
  const languages = draft.languages as readonly string[];
  const known = (code: string) => (LANGUAGE_CODES as readonly string[]).includes(code);
  const repeatedLanguages = duplicates(languages);
  if (languages.length === 0) add('languages', 'language_invalid');
  languages.forEach((code, i) =>
    add(`languages.${i}`, known(code) && !repeatedLanguages.has(i) ? null : 'language_invalid'),
  );
  add(
    'defaultLanguage',
    known(draft.defaultLanguage) && languages.includes(draft.defaultLanguage) ? null : 'language_invalid',
  );
  const repeatedCountries = duplicates(draft.sweeps.blockedCountries);
  draft.sweeps.blockedCountries.forEach((code, i) =>
    add(
      `sweeps.blockedCountries.${i}`,
      isBlockableCountry(code) && !repeatedCountries.has(i) ? null : 'country_invalid',
    ),
  );
  problems.push(...unsafeTexts(draft));
  return problems;
}

/** Texts the member area shows: refused with control characters or bidi overrides (text-safety.ts). */
function unsafeTexts(draft: BrandDraft): BrandProblem[] {
  const texts: [string, string][] = [
    ['name', draft.name],
    ['companyName', draft.companyName],
    ...(['address', 'city', 'state', 'zip'] as const).map((part): [string, string] => [
      `address.${part}`,
      draft.address[part],
    ]),
    ...draft.menu.map((item, i): [string, string] => [`menu.${i}.label`, item.label]),
  ];
  return texts
    .filter(([, text]) => !isSafeText(text))
    .map(([field]) => ({ field, code: 'invalid_characters' as const }));
}
