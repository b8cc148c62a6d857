/**
 * Tag parsing (SPEC.md 4 and 5). Tags are plain strings on members and brands; the structured
 * ones must have exactly the expected number of colon-separated parts (SPEC.md 5), so a tag with
 * an extra or missing part is ignored rather than half-understood.
 */

export function hasTag(tags: readonly string[], tag: string): boolean {
  return tags.includes(tag);
}

export function tagsWithPrefix(tags: readonly string[], prefix: string): string[] {
  return tags.filter((t) => t.startsWith(prefix));
}

/** Splits on ':' and returns the parts only when there are exactly `count` of them, none empty. */
export function partsOf(tag: string, count: number): string[] | null {
  const parts = tag.split(':');
  if (parts.length !== count || parts.some((p) => p === '')) return null;
  return parts;
}

/** `sweep_entries:sf:{id}` (3 parts). */
export function parseSweepEntriesTag(tag: string): { sweepId: string } | null {
  const parts = partsOf(tag, 3);
  if (!parts || parts[0] !== 'sweep_entries' || parts[1] !== 'sf') return null;
  return { sweepId: parts[2] ?? '' };
}

/** `sa_upsell:{true|false}:{rest}` (3 parts); `true` means the alternative modal, `false` the triple one. */
export function parseSaUpsellTag(tag: string): { alternative: boolean; rest: string } | null {
  const parts = partsOf(tag, 3);
  if (!parts || parts[0] !== 'sa_upsell') return null;
  if (parts[1] !== 'true' && parts[1] !== 'false') return null;
  return { alternative: parts[1] === 'true', rest: parts[2] ?? '' };
}

export type CmUpsellTagType = 'media' | 'vpn' | 'displayed';

/** `cm_upsell:{media|vpn}` (2 parts), or the `cm_upsell:displayed` marker that suppresses the modal. */
export function parseCmUpsellTag(tag: string): { type: CmUpsellTagType } | null {
  const parts = partsOf(tag, 2);
  if (!parts || parts[0] !== 'cm_upsell') return null;
  const type = parts[1];
  if (type === 'media' || type === 'vpn' || type === 'displayed') return { type };
  return null;
}

export const MAX_MEMBER_TAG_LENGTH = 100;

// The charset covers every tag SPEC.md names (including the literal `{token}` and comma lists such
// as custom_media_types:movie,music). Anything else, notably whitespace, control characters and
// markup, is refused so a member cannot store text that later reaches HTML, logs or event payloads.
const MEMBER_TAG_PATTERN = /^[A-Za-z0-9_:.,{}-]+$/;

/** The format member.setTags accepts; which tags a member may set is member-tags.ts. */
export function isValidMemberTag(tag: string): boolean {
  return tag.length > 0 && tag.length <= MAX_MEMBER_TAG_LENGTH && MEMBER_TAG_PATTERN.test(tag);
}
