import fs from 'node:fs';

/** Debian's old headless shell of Chromium (package chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's full Chromium (package chromium). */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * Headless Chromium as root on a CI machine without a GPU or the internet: the journeys', and the
 * bench's and screenshots' (scripts/bench, scripts/screenshots), so they all measure one browser.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);

/**
 * The browser the journeys drive: CHROMIUM_PATH when it is set, else Debian's headless shell, else
 * its full Chromium. The shell is the build Playwright itself drives for headless Chromium: the same
 * engine without a browser window's machinery, it spends half the browser process's CPU, which the
 * two workers on two cores need (docs/testing.md). Used by playwright.config.ts and scripts/test.mjs.
 */
export function journeyBrowser(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
