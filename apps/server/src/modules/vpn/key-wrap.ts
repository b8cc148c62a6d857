/**
 * The brand CAs' private keys at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the
 * server's JWT_SECRET with a label of its own, so the database alone never yields a CA key, and the
 * derived key can sign nothing else. Rotating JWT_SECRET makes stored CA keys unreadable: the
 * service then refuses to issue (vpn_unavailable) until an operator deletes the brand's
 * vpn_authorities row, which creates a new CA (every member then downloads a new configuration).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const LABEL = 'member-area vpn-ca key wrap v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function wrappingKey(secret: string, brandId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, brandId, LABEL, 32));
}

/** base64url of iv | tag | ciphertext; the brand id is bound as associated data. */
export function wrapKey(secret: string, brandId: string, pkcs8: ArrayBuffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', wrappingKey(secret, brandId), iv);
  cipher.setAAD(Buffer.from(brandId));
  const body = Buffer.concat([cipher.update(Buffer.from(pkcs8)), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Throws when the secret or brand differ from the ones it was wrapped with. */
export function unwrapKey(secret: string, brandId: string, wrapped: string): Buffer {
  const raw = Buffer.from(wrapped, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', wrappingKey(secret, brandId), raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(brandId));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}
