/**
 * Which characters a member (or an operator, for a member) may type into a text the member area
 * stores: SPEC.md 5 leaves "bounds and messages for other form fields" open (issue 29 item 3).
 *
 * Refused everywhere, because they are never text a person meant to type and each one hurts
 * somewhere downstream:
 * - control characters (C0, DEL, C1): PostgreSQL refuses U+0000 in text (an internal error
 *   instead of an answer, while SQLite stored it), and the others move the cursor, clear the
 *   screen or retitle the terminal of the operator whose command prints them;
 * - the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they
 *   reverse how the text after them reads (a name that shows as "Ann" and an e-mail address that
 *   shows another address), the "Trojan Source" characters (CVE-2021-42574);
 * - lone surrogates (U+D800–U+DFFF unpaired): not characters at all; UTF-8 has no form for them,
 *   so a driver silently stores U+FFFD instead of what was sent.
 *
 * Allowed on purpose: the marks U+200E (LRM), U+200F (RLM) and U+061C (ALM). They change no run
 * of text, only which side a neutral character (a digit, a parenthesis) of an address or name in
 * Arabic or Hebrew sits on, and typists of those scripts need them; the operator's commands
 * still print them escaped (apps/server/src/ops/print-safe.ts), because there they are invisible.
 * Tab, line feed and carriage return are allowed only in texts of several lines (feedback).
 */

/** An inclusive range of code points. */
export interface CodePointRange {
  readonly first: number;
  readonly last: number;
}

export const C0_CONTROLS: CodePointRange = { first: 0x0000, last: 0x001f };
export const DELETE_CONTROL: CodePointRange = { first: 0x007f, last: 0x007f };
export const C1_CONTROLS: CodePointRange = { first: 0x0080, last: 0x009f };
/** LRE, RLE, PDF, LRO, RLO. */
export const BIDI_EMBEDDINGS_AND_OVERRIDES: CodePointRange = { first: 0x202a, last: 0x202e };
/** LRI, RLI, FSI, PDI. */
export const BIDI_ISOLATES: CodePointRange = { first: 0x2066, last: 0x2069 };
export const SURROGATES: CodePointRange = { first: 0xd800, last: 0xdfff };

export const REFUSED_RANGES: readonly CodePointRange[] = [
  C0_CONTROLS,
  DELETE_CONTROL,
  C1_CONTROLS,
  BIDI_EMBEDDINGS_AND_OVERRIDES,
  BIDI_ISOLATES,
  SURROGATES,
];

/** Tab, line feed and carriage return (a pasted Windows line end): allowed in multi-line texts. */
export const MULTILINE_CONTROLS: readonly number[] = [0x09, 0x0a, 0x0d];

/** A text of one line (names, addresses, e-mails, titles) or of several (feedback). */
export type TextShape = 'line' | 'multiline';

/** The errorCode every boundary answers for such a text, with the field(s) in extra.fields. */
export const INVALID_CHARACTERS = 'invalid_characters';

function refused(codePoint: number, shape: TextShape): boolean {
  if (shape === 'multiline' && MULTILINE_CONTROLS.includes(codePoint)) return false;
  return REFUSED_RANGES.some((r) => codePoint >= r.first && codePoint <= r.last);
}

/**
 * The first code point of `text` a member may not store, or null when every one is fine. A lone
 * surrogate is its own code point here (codePointAt answers it unpaired), so it is found too.
 */
export function refusedCodePoint(text: string, shape: TextShape = 'line'): number | null {
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (refused(cp, shape)) return cp;
  }
  return null;
}

/** True when a member may store `text` as typed (see the file's comment for what is refused). */
export function isSafeText(text: string, shape: TextShape = 'line'): boolean {
  return refusedCodePoint(text, shape) === null;
}

/**
 * The fields of `input` among `fields` holding a string that is not safe, in the order given; an
 * absent, null or non-string value is the schema's business, not this rule's.
 */
export function unsafeTextFields<K extends string>(
  input: unknown,
  fields: readonly K[],
  shape: TextShape = 'line',
): K[] {
  if (typeof input !== 'object' || input === null) return [];
  const record = input as Record<string, unknown>;
  return fields.filter((f) => {
    const value = record[f];
    return typeof value === 'string' && !isSafeText(value, shape);
  });
}
