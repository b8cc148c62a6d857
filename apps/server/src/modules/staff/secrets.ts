import { createHash, randomBytes } from 'node:crypto';

/**
 * Staff tokens (sessions, challenges, invitations) are 32 random bytes; the database keeps only
 * their SHA-256, so a read of the table signs nobody in. Recovery codes are hashed the same way:
 * they carry 50 bits of randomness each and are used once, so a slow hash would add nothing.
 */
export function newStaffToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

// Crockford's base32 without I, L, O, U: nothing to misread when typed from paper.
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A recovery code, `XXXXX-XXXXX` (10 symbols of 32, 50 bits). */
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const symbols = [...bytes].map((b) => RECOVERY_ALPHABET[b % 32]).join('');
  return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
}

/** As typed: case, spaces and the dash do not matter. */
export function normalizeRecoveryCode(typed: string): string {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : plain;
}
