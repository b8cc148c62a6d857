/**
 * Whether a tag's text was decoded in the wrong encoding (issue 32 point 5: "tags in a broken
 * encoding"). Two signs: U+FFFD, which the decoder puts where bytes were not valid in the declared
 * encoding; and mojibake, UTF-8 bytes read as Latin-1 or Windows-1252 ("CafÃ©", "donâ€™t").
 */

/** Windows-1252's characters for bytes 0x80–0x9F, where it differs from Latin-1. */
// prettier-ignore
const CP1252: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89,
  'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95,
  '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The single-byte encoding's bytes of `text`, or null when a character has none. */
function singleByteBytes(text: string): Uint8Array | null {
  const bytes = new Uint8Array(text.length);
  let i = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const b = cp <= 0xff ? cp : CP1252[ch];
    if (b === undefined) return null;
    bytes[i++] = b;
  }
  return bytes.subarray(0, i);
}

/**
 * True when `text` holds U+FFFD, or when its characters are all single-byte, some are not ASCII,
 * and their bytes are valid UTF-8 with a multi-byte sequence: real Latin-1 text almost never is
 * (an accented capital followed by a symbol from 0x80–0xBF), mojibake always is.
 */
export function isBrokenTagText(text: string): boolean {
  if (text.includes('\uFFFD')) return true;
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u007f]*$/.test(text)) return false;
  const bytes = singleByteBytes(text);
  if (!bytes) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}
