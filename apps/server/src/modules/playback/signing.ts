/**
 * Signed media URLs (docs/players.md "Signed media URLs"): token = base64url(JSON {p, m, b, e}) + '.'
 * + base64url(HMAC-SHA256(payload)). The MAC key is derived from JWT_SECRET with HKDF for this
 * purpose only, so a media token can never pass as a session token (or the other way round), and
 * leaking one tells nothing about the other key.
 */
import crypto from 'node:crypto';

export interface MediaGrant {
  /** The path prefix (relative to mediaDir) the token opens: a directory ending in '/', or one file. */
  p: string;
  /** Member id the token was issued to; 0 for a visitor playing a free title. */
  m: number;
  /** Brand id. */
  b: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

export type VerifiedToken = { ok: true; grant: MediaGrant } | { ok: false };

const HKDF_INFO = 'member-area/media-url/v1';
/** Payloads are small JSON objects; anything longer is not ours (and is not worth a MAC). */
const TOKEN_MAX = 2_048;

function isGrant(v: unknown): v is MediaGrant {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const g = v as Record<string, unknown>;
  return (
    typeof g.p === 'string' &&
    g.p.length > 0 &&
    typeof g.m === 'number' &&
    Number.isSafeInteger(g.m) &&
    g.m >= 0 &&
    typeof g.b === 'string' &&
    g.b.length > 0 &&
    typeof g.e === 'number' &&
    Number.isSafeInteger(g.e)
  );
}

export class MediaUrlSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), HKDF_INFO, 32));
  }

  private mac(payload: string): Buffer {
    return crypto.createHmac('sha256', this.key).update(payload).digest();
  }

  sign(grant: MediaGrant): string {
    const payload = Buffer.from(
      JSON.stringify({ p: grant.p, m: grant.m, b: grant.b, e: grant.e }),
      'utf8',
    ).toString('base64url');
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  /** Checks the MAC (constant time) and the shape; expiry, brand, member and path are the caller's. */
  verify(token: string): VerifiedToken {
    if (token.length > TOKEN_MAX) return { ok: false };
    const dot = token.indexOf('.');
    if (dot <= 0 || dot !== token.lastIndexOf('.')) return { ok: false };
    const payload = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = this.mac(payload);
    // timingSafeEqual needs equal lengths; a length mismatch is a forgery either way.
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false };
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return { ok: false };
    }
    return isGrant(parsed) ? { ok: true, grant: parsed } : { ok: false };
  }
}

/** True when `file` (relative, already normalised) is opened by `prefix`. */
export function prefixOpens(prefix: string, file: string): boolean {
  return prefix.endsWith('/') ? file.startsWith(prefix) && file.length > prefix.length : file === prefix;
}
