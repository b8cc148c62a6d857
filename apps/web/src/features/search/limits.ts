import { SEARCH_MAX_LENGTH } from '@member-area/domain';

/** The longest query the search accepts (the domain's limit; longer input is cut, never sent). */
export { SEARCH_MAX_LENGTH };
/** Typing pauses this long before the results page asks again. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What is sent: trimmed, inner runs of spaces collapsed, at most SEARCH_MAX_LENGTH characters. */
export function normalizeQuery(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);
}
