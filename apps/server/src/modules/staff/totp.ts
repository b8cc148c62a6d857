/**
 * The second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app
 * reads) through the maintained `otpauth` library, and the enrolment QR code through `qrcode`.
 */
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Member area console';
/** A code of the step before or after is accepted too: a phone's clock a little off, a slow typist. */
const WINDOW = 1;

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secretBase32) });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The time step the code belongs to when it is right at `now` (within the window), else null. The
 * caller stores the step so that the same code (or an older one) is never accepted twice.
 */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secretBase32);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** The code of `now` (demo seeds and tests). */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpOf(secretBase32).generate({ timestamp: now.getTime() });
}

/** The otpauth:// URI an authenticator app reads, and the same as an SVG QR code. */
export async function enrolmentOf(
  email: string,
  secretBase32: string,
): Promise<{ otpauthUrl: string; qrSvg: string }> {
  const otpauthUrl = totpOf(secretBase32, email).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, qrSvg };
}
