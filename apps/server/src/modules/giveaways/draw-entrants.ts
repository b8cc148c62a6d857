/**
 * The entrant pseudonyms a draw snapshot publishes (issue 12 item 8: "an opaque, stable pseudonym per
 * member or postal entrant, never an e-mail"):
 *
 *   member  m_ + first 16 hex of HMAC-SHA256(key, 'member:' + memberId)
 *   postal  p_ + first 16 hex of HMAC-SHA256(key, 'postal:' + postalEntrantKey(entry))
 *
 * The key is derived from JWT_SECRET for this purpose only (as auth/tokens.ts derives the sign-in
 * link key), so nobody without the secret can tell which member hides behind a pseudonym, and the
 * same member keeps the same pseudonym in every draw. Rotating JWT_SECRET changes the pseudonyms of
 * draws closed afterwards only: a closed draw's snapshot is stored as it was published, and a postal
 * entry keeps the pseudonym it was recorded with (postal_entries.entrant).
 *
 * 16 hex digits are 64 bits: among 200,000 entrants the chance of two sharing one is about 1 in
 * 10^9; the snapshot sums entries per pseudonym, so even then every entry still counts once.
 */
import { createHmac } from 'node:crypto';

export const MEMBER_ENTRANT_PREFIX = 'm_';
export const POSTAL_ENTRANT_PREFIX = 'p_';
const PSEUDONYM_HEX_DIGITS = 16;
const KEY_PURPOSE = 'member-area:draw-entrant';

export class EntrantPseudonyms {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update(KEY_PURPOSE).digest();
  }

  private mac(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('hex').slice(0, PSEUDONYM_HEX_DIGITS);
  }

  member(memberId: number): string {
    return MEMBER_ENTRANT_PREFIX + this.mac(`member:${memberId}`);
  }

  /** `entrantKey` is the domain's postalEntrantKey of the entry (normalised name, address, e-mail). */
  postal(entrantKey: string): string {
    return POSTAL_ENTRANT_PREFIX + this.mac(`postal:${entrantKey}`);
  }
}
