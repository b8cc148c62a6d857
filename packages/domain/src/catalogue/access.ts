/** Who may open a title (SPEC.md section 6; issue #3 "Access"). */
import { IPHONE_HIDDEN_MEDIA_TYPES } from '../media-types';
import type { MediaType } from '../constants';

export type AccessReason = 'geo_restricted' | 'not_in_plan' | 'hidden_on_device';

export interface GeoRestriction {
  /** When set, only these countries may open the title. */
  allowed: readonly string[] | null;
  /** These countries may not open the title. */
  blocked: readonly string[] | null;
}

export interface AccessInput {
  mediaType: MediaType;
  isFree: boolean;
  geo: GeoRestriction;
  /** ISO country of the request (upper case); '' when unknown. */
  country: string;
  /** The viewer's active media types (subscriptionState + availableMediaTypes); empty for visitors. */
  entitledTypes: readonly string[];
  isIphone: boolean;
}

export interface Access {
  available: boolean;
  reason: AccessReason | null;
}

export const GEO_RESTRICTED_MESSAGE = 'This content is not available in your current location.';

/** Geo first (it applies to free titles too), then the device, then the plan; free titles skip the plan. */
export function isGeoBlocked(geo: GeoRestriction, country: string): boolean {
  const c = country.toUpperCase();
  if (geo.blocked?.some((b) => b.toUpperCase() === c)) return true;
  if (geo.allowed && geo.allowed.length > 0) return !geo.allowed.some((a) => a.toUpperCase() === c);
  return false;
}

export function mediaAccess(input: AccessInput): Access {
  if (isGeoBlocked(input.geo, input.country)) return { available: false, reason: 'geo_restricted' };
  if (input.isIphone && IPHONE_HIDDEN_MEDIA_TYPES.includes(input.mediaType)) {
    return { available: false, reason: 'hidden_on_device' };
  }
  if (input.isFree) return { available: true, reason: null };
  if (!input.entitledTypes.includes(input.mediaType)) return { available: false, reason: 'not_in_plan' };
  return { available: true, reason: null };
}

/** Largest id the catalogue uses (PostgreSQL integer). */
export const MAX_MEDIA_ID = 2_147_483_647;

/**
 * A media id from the outside: digits only, 1 … MAX_MEDIA_ID. Anything else (ids below 1, huge,
 * fractional or non-numeric) is null and answered as "no such title" without a query.
 */
export function parseMediaId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_MEDIA_ID ? n : null;
}

/** iPhone user agents (SPEC.md 6 "hidden for iPhone devices"); iPads are not iPhones. */
export function isIphoneUserAgent(userAgent: string | undefined | null): boolean {
  return !!userAgent && /\biPhone\b/.test(userAgent);
}
