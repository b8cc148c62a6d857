/**
 * Free postal entries (SPEC.md 5 "Postal entry": one entry per card or envelope, no post office box
 * addresses, legible writing; the entrant gives full legal name, address, city, post code, optional
 * phone, e-mail and the draw; otherwise it is invalid). The operator types the envelope in; these
 * rules say what is refused and why. Something unreadable or malformed counts as incomplete.
 */
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { isPlausibleEmail, normalizeEmail } from '../member';
import { isPlausiblePhoneNumber } from '../phone';

export interface PostalEntryInput {
  fullName: string;
  address: string;
  city: string;
  postcode: string;
  phone?: string | null;
  email: string;
  sweepId: string;
  /** ISO 3166 alpha-2; when given (and known to postcode-validator) the post code must fit it. */
  country?: string | null;
}

export type PostalField = 'fullName' | 'address' | 'city' | 'postcode' | 'phone' | 'email' | 'sweepId';
export type PostalProblem = 'postal_incomplete' | 'postal_po_box' | 'postal_invalid_email';

const REQUIRED: readonly PostalField[] = ['fullName', 'address', 'city', 'postcode', 'email', 'sweepId'];

// Word start: not preceded by a letter or digit, in any script ("Xbox 5" is not "box 5").
const START = String.raw`(?<![\p{L}\p{N}])`;
// A box number: digits, perhaps after ":", "#", "no.", "nº" or "nr.".
const NUMBER = String.raw`\s*[:#]?\s*(?:no\.?|n[°º]|nr\.?)?\s*[:#]?\s*\d`;

/**
 * Terms that only mean a post office box, in the product's languages: "post office box",
 * Japanese 私書箱, French boîte postale, Italian casella postale, Portuguese caixa postal, Spanish
 * apartado de correos / apartado postal / casilla postal, Malay peti surat.
 */
const PO_BOX_PHRASES = new RegExp(
  [
    String.raw`${START}post\s*office\s*box`,
    '私書箱',
    String.raw`${START}bo[iî]te\s*postale`,
    String.raw`${START}casella\s*postale`,
    String.raw`${START}caixa\s*postal`,
    String.raw`${START}apartado\s*(?:de\s*correos|postal)`,
    String.raw`${START}casilla\s*(?:de\s*correos?|postal)`,
    String.raw`${START}peti\s*surat`,
  ].join('|'),
  'iu',
);

/**
 * Short forms that are a box only when a number follows ("PO Box 12", "P.O.B. 7", "POBox12",
 * "Postfach 10 20 30", "BP 45", "Apartado 123"), so "Pobox Street", "Post Box Lane" or "Apartado
 * Avenue" stay street names.
 */
const PO_BOX_SHORT = new RegExp(
  `${START}` +
    String.raw`(?:p\.?\s*o\.?\s*(?:box|b\.?)|postal\s*box|post\s*box|postfach|b\.?\s*p\.?|apartado|casilla)` +
    NUMBER,
  'iu',
);

/** "Box 123" as a whole line or comma-separated part of the address ("Box 12, Springfield"). */
const BARE_BOX = /^box\s*#?\s*\d+$/iu;

/** Whether an address is a post office box (SPEC.md 5: refused). */
export function isPoBoxAddress(address: string): boolean {
  const text = address.normalize('NFKC');
  if (PO_BOX_PHRASES.test(text) || PO_BOX_SHORT.test(text)) return true;
  return text.split(/[,;\n]/).some((part) => BARE_BOX.test(part.trim()));
}

function blank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

/** Every reason to refuse a postal entry, one per field (empty when it is sound). */
export function postalEntryProblems(
  input: PostalEntryInput,
): { field: PostalField; problem: PostalProblem }[] {
  const problems: { field: PostalField; problem: PostalProblem }[] = [];
  for (const field of REQUIRED) {
    if (blank(input[field])) problems.push({ field, problem: 'postal_incomplete' });
  }
  const missing = new Set(problems.map((p) => p.field));
  if (!missing.has('address') && isPoBoxAddress(input.address)) {
    problems.push({ field: 'address', problem: 'postal_po_box' });
  }
  if (!missing.has('email') && !isPlausibleEmail(normalizeEmail(input.email))) {
    problems.push({ field: 'email', problem: 'postal_invalid_email' });
  }
  if (!blank(input.phone) && !isPlausiblePhoneNumber(input.phone ?? '')) {
    problems.push({ field: 'phone', problem: 'postal_incomplete' });
  }
  const country = (input.country ?? '').trim().toUpperCase();
  if (
    !missing.has('postcode') &&
    country !== '' &&
    postcodeValidatorExistsForCountry(country) &&
    !postcodeValidator(input.postcode.trim(), country)
  ) {
    problems.push({ field: 'postcode', problem: 'postal_incomplete' });
  }
  return problems;
}

function normalised(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The same person's envelopes give the same text: name, address, city, post code (spaces dropped:
 * "SW1A 1AA" = "sw1a1aa") and e-mail, NFC, lower-case, spaces collapsed. The server keys this with
 * its secret into the entrant's pseudonym, so the public snapshot never shows who entered. The
 * phone is optional, so it is left out; the draw is the caller's to add.
 */
export function postalEntrantKey(input: PostalEntryInput): string {
  return [
    normalised(input.fullName),
    normalised(input.address),
    normalised(input.city),
    normalised(input.postcode).replace(/ /g, ''),
    normalizeEmail(input.email),
  ].join('\n');
}
