/**
 * The device a session was signed in from, as the console's member page names it ("Firefox on
 * Windows"): the browser and the operating system read from the session's User-Agent by bowser
 * (MIT, maintained). Either is null when the header does not say; both for a session older than
 * migration 0048 or a client that sent no header (the console then reads "Unknown device").
 */
import Bowser from 'bowser';

export interface SessionDevice {
  browser: string | null;
  os: string | null;
}

const UNKNOWN: SessionDevice = { browser: null, os: null };

export function sessionDevice(userAgent: string | null): SessionDevice {
  if (!userAgent?.trim()) return UNKNOWN;
  try {
    const parsed = Bowser.parse(userAgent);
    return { browser: parsed.browser.name?.trim() || null, os: parsed.os.name?.trim() || null };
  } catch {
    // bowser throws on what it cannot read at all; such a header names no device.
    return UNKNOWN;
  }
}
