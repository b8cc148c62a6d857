import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { KNOWN_DEVICE_MAX_AGE_MS } from '@member-area/domain';
import type { Clock } from '../../lib/clock';

/**
 * The "known device" cookie (issue 15, weakness 2): after a successful sign-in the browser gets an
 * HttpOnly cookie naming a random device id, signed with a key derived from JWT_SECRET for this
 * brand and member. A later sign-in of that member from that browser is then throttled on the
 * device's own counter (see LoginThrottle), so strangers failing elsewhere cannot lock them out.
 * No table: the signature is the proof, and the cookie is refreshed at each successful sign-in.
 *
 * Value: v1.<device id>.<issued at, epoch seconds>.<HMAC-SHA256 base64url>
 */
export const KNOWN_DEVICE_COOKIE = 'ma_device';
const VERSION = 'v1';

export interface KnownDevice {
  deviceId: string;
  /** The cookie value to send back: the same device id, signed again now. */
  cookie: string;
}

export class KnownDeviceSigner {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', secret).update('member-area:known-device').digest();
  }

  private mac(brandId: string, memberId: number, deviceId: string, issuedAt: number): Buffer {
    return createHmac('sha256', this.key).update(`${brandId}|${memberId}|${deviceId}|${issuedAt}`).digest();
  }

  /** A cookie for this member on this device (a new device id when there is none yet). */
  sign(brandId: string, memberId: number, deviceId: string = randomBytes(16).toString('base64url')): string {
    const issuedAt = Math.floor(this.clock().getTime() / 1000);
    const mac = this.mac(brandId, memberId, deviceId, issuedAt).toString('base64url');
    return [VERSION, deviceId, issuedAt, mac].join('.');
  }

  /** The device id when the cookie was signed for this brand and member, and not too long ago. */
  verify(cookie: string | undefined, brandId: string, memberId: number): string | null {
    if (!cookie || cookie.length > 200) return null;
    const [version, deviceId, issuedText, macText, ...rest] = cookie.split('.');
    if (version !== VERSION || !deviceId || !issuedText || !macText || rest.length > 0) return null;
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(deviceId) || !/^\d{1,12}$/.test(issuedText)) return null;
    const issuedAt = Number(issuedText);
    const ageMs = this.clock().getTime() - issuedAt * 1000;
    if (ageMs < 0 || ageMs > KNOWN_DEVICE_MAX_AGE_MS) return null;
    // Compared as text, not as decoded bytes: base64url's last character carries unused bits, so
    // four spellings decode to the same MAC, and only the one this server wrote is accepted.
    const given = Buffer.from(macText);
    const expected = Buffer.from(this.mac(brandId, memberId, deviceId, issuedAt).toString('base64url'));
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
  }
}
