import { describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_MAX_AGE_MS } from '@member-area/domain';
import { KnownDeviceSigner } from './known-device';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';
const NOW = new Date('2026-03-01T12:00:00.000Z');
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function signer(now: Date = NOW) {
  return new KnownDeviceSigner(SECRET, () => now);
}

/** The cookie with the MAC's last character replaced. */
function withLastMacCharacter(cookie: string, character: string): string {
  return cookie.slice(0, -1) + character;
}

describe('known-device cookie', () => {
  it('proves the device it was signed for, for that brand and member only', () => {
    const cookie = signer().sign('playmax', 7, 'device-id-0123456789');
    expect(signer().verify(cookie, 'playmax', 7)).toBe('device-id-0123456789');
    expect(signer().verify(cookie, 'playmax', 8)).toBeNull();
    expect(signer().verify(cookie, 'clickcoins', 7)).toBeNull();
  });

  it('refuses every other spelling of the MAC, even those that decode to the same bytes', () => {
    const cookie = signer().sign('playmax', 7, 'device-id-0123456789');
    const last = cookie.at(-1) ?? '';
    // A 32-byte MAC is 43 base64url characters: the last one's two low bits are unused, so four
    // characters decode alike. Each of the other 63 must be refused.
    const others = [...BASE64URL].filter((c) => c !== last);
    const accepted = others.filter((c) => signer().verify(withLastMacCharacter(cookie, c), 'playmax', 7));
    expect(accepted).toEqual([]);
  });

  it('expires after KNOWN_DEVICE_MAX_AGE_MS, and refuses a cookie from the future', () => {
    const cookie = signer().sign('playmax', 7, 'device-id-0123456789');
    const later = new Date(NOW.getTime() + KNOWN_DEVICE_MAX_AGE_MS + 1000);
    expect(signer(later).verify(cookie, 'playmax', 7)).toBeNull();
    const earlier = new Date(NOW.getTime() - 1000);
    expect(signer(earlier).verify(cookie, 'playmax', 7)).toBeNull();
  });
});
