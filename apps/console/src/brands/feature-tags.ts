import {
  BRAND_TAG_CATALOGUE,
  BRAND_TAG_GROUPS,
  brandTagEntry,
  isTagOfOwnField,
  type BrandTagEntry,
  type BrandTagGroup,
} from '@member-area/domain';

/**
 * The editor's feature tags come from the domain's BRAND_TAG_CATALOGUE, the list the server accepts
 * (brand-draft.ts refuses any other tag as `tag_invalid`): one checkbox per tag, grouped as the
 * catalogue groups them, its one line under `brands.brandTag.<key>`. The one tag with a value,
 * `custom_media_types:<list>`, is a set of media type boxes instead.
 */
export const CUSTOM_MEDIA_TYPES_ENTRY: BrandTagEntry = BRAND_TAG_CATALOGUE.find((entry) => entry.withValue)!;

/** The catalogue's groups with their tags, in the catalogue's order. */
export const TAG_GROUPS: readonly { group: BrandTagGroup; entries: readonly BrandTagEntry[] }[] =
  BRAND_TAG_GROUPS.map((group) => ({
    group,
    entries: BRAND_TAG_CATALOGUE.filter((entry) => entry.group === group),
  })).filter(({ entries }) => entries.length > 0);

/** A tag the form shows as a plain checkbox (a catalogue tag without a value). */
export function isCheckboxTag(tag: string): boolean {
  const entry = brandTagEntry(tag);
  return entry !== null && !entry.withValue;
}

/** The media types of a brand's `custom_media_types:` tag, or none. */
export function customMediaTypesOf(tags: readonly string[]): string[] {
  const tag = tags.find((candidate) => brandTagEntry(candidate)?.withValue);
  return tag ? tag.slice(CUSTOM_MEDIA_TYPES_ENTRY.tag.length).split(',') : [];
}

/** The `custom_media_types:` tag of the chosen media types, or null when none is chosen. */
export function customMediaTypesTag(types: readonly string[]): string | null {
  return types.length > 0 ? `${CUSTOM_MEDIA_TYPES_ENTRY.tag}${[...new Set(types)].join(',')}` : null;
}

/** A brand's tags the console cannot keep: neither in the catalogue nor set by their own field. */
export function unknownTagsOf(tags: readonly string[]): string[] {
  return tags.filter((tag) => !isTagOfOwnField(tag) && brandTagEntry(tag) === null);
}

/** The catalogue group a tag belongs to (for marking a refused tag), or null. */
export function groupOfTag(tag: string): BrandTagGroup | null {
  return brandTagEntry(tag)?.group ?? null;
}
