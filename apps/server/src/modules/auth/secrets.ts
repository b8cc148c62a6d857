import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** 32 random bytes, base64url: the secret part of a reset link. */
export function newLinkKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak does not leak usable links. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function newJti(): string {
  return randomUUID();
}
