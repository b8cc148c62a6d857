/**
 * A brand as the console edits it (ConsoleBrand of brand.console.graphql) and the rows it is stored
 * in: brands, brand_hosts, brand_tags, menu_items. Pure mapping, both ways.
 */
import { z } from 'zod';
import {
  IPHONE_HIDDEN_MEDIA_TYPES,
  LAYOUT_TAG_PREFIX,
  LAYOUTS,
  MEDIA_TYPES,
  SWEEPS_FOR_ALL_TAG,
  isTagOfOwnField,
  menuHref,
  menuTypeForPath,
  type BrandDraft,
} from '@member-area/domain';
import type { AdminBrandRow, MenuItemRow, NewMenuItem } from './admin-repo';

/** What the console shows of a brand: the draft it edits, and where its art is. */
export interface ConsoleBrandView extends BrandDraft {
  logoUrl: string;
  iconUrl: string;
}

/** The draft without its id: the console's BrandInput. */
export type BrandInputDraft = Omit<BrandDraft, 'id'>;

export const brandLogoUrl = (id: string): string => `/brand-assets/${id}/logo.svg`;
export const brandIconUrl = (id: string): string => `/brand-assets/${id}/icon-32.png`;

const stringList = z.array(z.string());
const billingShape = z.object({ descriptor: z.string(), currency: z.string(), symbol: z.string() }).partial();

function parseJson<T>(text: string, schema: z.ZodType<T>, fallback: T): T {
  try {
    const r = schema.safeParse(JSON.parse(text));
    return r.success ? r.data : fallback;
  } catch {
    return fallback;
  }
}

export function billingOf(row: Pick<AdminBrandRow, 'billing'>): z.infer<typeof billingShape> {
  return parseJson(row.billing, billingShape, {});
}

/** A brand's layout tag wins over its template (layout.ts chooseLayout); the console shows that one. */
function layoutOf(row: AdminBrandRow, tags: readonly string[]): string {
  const known = (name: string) => (LAYOUTS as readonly string[]).includes(name);
  const fromTag = tags.find(
    (t) => t.startsWith(LAYOUT_TAG_PREFIX) && known(t.slice(LAYOUT_TAG_PREFIX.length)),
  );
  return fromTag ? fromTag.slice(LAYOUT_TAG_PREFIX.length) : row.template;
}

function menuItemOf(row: MenuItemRow): BrandDraft['menu'][number] {
  return {
    label: row.title,
    path: menuHref(row.type) ?? `/${row.type}`,
    icon: row.icon,
    color: row.color,
    submenuType: row.submenu_type,
  };
}

export function toConsoleBrand(
  row: AdminBrandRow,
  hosts: readonly string[],
  tags: readonly string[],
  menu: readonly MenuItemRow[],
): ConsoleBrandView {
  // The canonical hostname first (the primary host), then the others as stored.
  const ordered = [...new Set([row.hostname, ...hosts].filter((h) => hosts.includes(h)))];
  return {
    id: row.id,
    name: row.name,
    hosts: ordered,
    layout: layoutOf(row, tags),
    logoUrl: row.logo_url,
    iconUrl: row.icon_url,
    accentColor: row.accent_color,
    accentColorExact: row.accent_color_exact,
    mediaTypes: parseJson(row.media_types, stringList, []),
    tags: tags.filter((t) => !isTagOfOwnField(t)),
    menu: menu.map(menuItemOf),
    supportDomain: row.support_domain,
    supportEmail: row.support_email,
    phones: parseJson(row.phones, stringList, []),
    companyName: row.company_name,
    address: {
      address: row.address,
      city: row.city,
      state: row.state,
      zip: row.zip,
      countryCode: row.country_code,
    },
    cookiePolicyUrl: row.cookie_policy_url,
    currency: billingOf(row).currency ?? 'USD',
    defaultLanguage: row.default_language,
    languages: parseJson(row.languages, stringList, []),
    sweeps: {
      forAll: tags.includes(SWEEPS_FOR_ALL_TAG),
      blockedCountries: parseJson(row.sweep_blocked_countries, stringList, []),
    },
  };
}

/** The currency's symbol as a member's price shows it ('$', '€', 'CA$' → narrow '$'). */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

/**
 * The brand's member_area_url once its primary host is `host`: the stored URL with only its host
 * swapped, so the scheme and port an operator or the seed chose (`http://….localhost:3000`) stay;
 * `https://host` when there is none to keep. brands.hostname follows the same first host
 * (brandColumns), which is what mail links (publicOrigin) and the boot state read.
 */
export function memberAreaUrlFor(host: string, previous?: string): string {
  try {
    if (previous) {
      const url = new URL(previous);
      if (url.protocol === 'http:' || url.protocol === 'https:') {
        url.hostname = host;
        // Only the origin: a path under the old host need not exist under the new one.
        return url.origin;
      }
    }
  } catch {
    // Not a URL (hand-written row): start afresh below.
  }
  return `https://${host}`;
}

/** Card statements show at most 22 characters (the card networks' limit for a descriptor). */
export function defaultDescriptor(name: string): string {
  const letters =
    name
      .toUpperCase()
      .replace(/[^A-Z0-9 ]/g, '')
      .trim() || 'MEMBER AREA';
  return `${letters.slice(0, 14)}*MEMBER`;
}

/** The brands columns a draft sets (not id, art, URLs the server derives, or created_at). */
export function brandColumns(draft: BrandInputDraft, billing: { descriptor: string }) {
  return {
    name: draft.name.trim(),
    hostname: draft.hosts[0] ?? '',
    template: draft.layout,
    accent_color: draft.accentColor,
    accent_color_exact: draft.accentColorExact,
    support_domain: draft.supportDomain,
    support_email: draft.supportEmail,
    phones: JSON.stringify(draft.phones),
    company_name: draft.companyName.trim(),
    address: draft.address.address,
    city: draft.address.city,
    state: draft.address.state,
    zip: draft.address.zip,
    country_code: draft.address.countryCode,
    media_types: JSON.stringify(draft.mediaTypes),
    billing: JSON.stringify({
      descriptor: billing.descriptor,
      currency: draft.currency,
      symbol: currencySymbol(draft.currency),
    }),
    cookie_policy_url: draft.cookiePolicyUrl,
    default_language: draft.defaultLanguage,
    languages: JSON.stringify(draft.languages),
    sweep_blocked_countries: JSON.stringify(draft.sweeps.blockedCountries),
  };
}

/**
 * The brand_tags rows of a draft: its feature tags, plus `sweeps_for_all` from the sweeps settings.
 * A layout tag is never written: the layout field is the template, and a stale `layout:` tag would
 * override it.
 */
export function brandTagsOf(draft: Pick<BrandInputDraft, 'tags' | 'sweeps'>): string[] {
  const tags = draft.tags.filter((t) => !isTagOfOwnField(t));
  return draft.sweeps.forAll ? [...tags, SWEEPS_FOR_ALL_TAG] : tags;
}

/** `amount` of colour `a` over `b`: the dark tile behind a coloured menu item (as the seed draws it). */
function mix(a: string, b: string, amount: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) =>
    Math.round(channel(a, i) * amount + channel(b, i) * (1 - amount))
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${out.join('').toUpperCase()}`;
}

const TILE_BASE = '#121217';
const TILE_TINT = 0.18;

function isMediaType(type: string): boolean {
  return (MEDIA_TYPES as readonly string[]).includes(type);
}

/** menu_items rows of a draft's menu, in its order (validated: every path has a type). */
export function menuRowsOf(menu: BrandInputDraft['menu']): NewMenuItem[] {
  return menu.map((item, position) => {
    const type = menuTypeForPath(item.path) ?? 'home';
    const color = item.color ? item.color : null;
    return {
      position,
      type,
      title: item.label.trim(),
      display_area_slug: isMediaType(type) ? `${type}_overview` : type,
      icon: item.icon,
      color,
      background_color: color ? mix(color, TILE_BASE, TILE_TINT) : null,
      submenu_type: item.submenuType ? item.submenuType : null,
      hide_for_iphone: (IPHONE_HIDDEN_MEDIA_TYPES as readonly string[]).includes(type) ? 1 : 0,
    };
  });
}
