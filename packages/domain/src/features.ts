/**
 * Feature tags (SPEC.md 4 "Feature tags"): a feature is switched with `{name}:enabled` or
 * `{name}:disabled`, and member tags take precedence over brand tags.
 */
import { MEDIA_TYPES, type MediaType } from './constants';

/** The switchable features SPEC.md names (`name:enabled` / `name:disabled`). */
export const FEATURE_NAMES = [
  'new_profile_menu',
  'onboarding',
  'ecommerce',
  'green_page',
  'green_page_v2',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Set on the member on first visit (SPEC.md 4). A plain tag, not an enabled/disabled switch. */
export const MA_VISITED_TAG = 'ma_visited:true';
export const CUSTOM_MEDIA_TYPES_PREFIX = 'custom_media_types:';

export type FeatureState = 'enabled' | 'disabled';

function stateIn(name: string, tags: readonly string[]): FeatureState | undefined {
  // A tag set holding both switches is contradictory; fail closed so a stray `:enabled`
  // cannot re-open something an operator explicitly disabled.
  if (tags.includes(`${name}:disabled`)) return 'disabled';
  if (tags.includes(`${name}:enabled`)) return 'enabled';
  return undefined;
}

export function featureState(
  name: string,
  memberTags: readonly string[],
  brandTags: readonly string[],
): FeatureState | undefined {
  return stateIn(name, memberTags) ?? stateIn(name, brandTags);
}

export function isFeatureEnabled(
  name: string,
  memberTags: readonly string[],
  brandTags: readonly string[],
): boolean {
  return featureState(name, memberTags, brandTags) === 'enabled';
}

function isMediaType(value: string): value is MediaType {
  return (MEDIA_TYPES as readonly string[]).includes(value);
}

/** Known media types listed by the `custom_media_types:` tags in one tag set, in listed order; null when none. */
function customIn(tags: readonly string[]): MediaType[] | null {
  const found: MediaType[] = [];
  for (const tag of tags) {
    if (!tag.startsWith(CUSTOM_MEDIA_TYPES_PREFIX)) continue;
    for (const raw of tag.slice(CUSTOM_MEDIA_TYPES_PREFIX.length).split(',')) {
      const type = raw.trim().toLowerCase();
      if (isMediaType(type) && !found.includes(type)) found.push(type);
    }
  }
  return found.length > 0 ? found : null;
}

/**
 * The `custom_media_types:{comma list}` override, member over brand; unknown names are dropped.
 * A tag that names no known type counts as absent (falls through to the brand, then null): a typo
 * in a tag must not hide every media type.
 */
export function customMediaTypes(
  memberTags: readonly string[],
  brandTags: readonly string[],
): MediaType[] | null {
  return customIn(memberTags) ?? customIn(brandTags);
}
