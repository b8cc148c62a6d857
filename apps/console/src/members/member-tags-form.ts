import { memberTagEntry } from '@member-area/domain';

/** A known tag of the catalogue as the Add a tag form offers it (memberTagChoices). */
export interface TagChoice {
  tag: string;
  value: string | null;
}

export type TagToAdd = { ok: true; tag: string } | { ok: false; errorCode: 'member_tag_invalid' };

/**
 * The tag the Add a tag form means: the chosen tag, or for a tag with a value (custom media types)
 * its prefix and the typed list, spaces dropped (`movie, music` → `movie,music`); refused, as the
 * server would refuse it, when the result is not a known tag.
 */
export function tagToAdd(choice: TagChoice, typed: string): TagToAdd {
  const tag = choice.value ? `${choice.tag}${typed.replace(/\s+/g, '')}` : choice.tag;
  return memberTagEntry(tag) ? { ok: true, tag } : { ok: false, errorCode: 'member_tag_invalid' };
}
