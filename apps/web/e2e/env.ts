/** Where the journeys' server listens; every brand answers on its own *.localhost host. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3199);

export const brandUrl = (host: string, path = '/') => `http://${host}:${E2E_PORT}${path}`;

/**
 * For requests made from Node (Playwright's `request`), which does not resolve *.localhost the way
 * Chromium does: the URL goes to localhost and the brand travels in the Host header.
 */
export const apiUrl = (path: string) => `http://localhost:${E2E_PORT}${path}`;
export const hostHeader = (host: string) => ({ host: `${host}:${E2E_PORT}` });

export const HOSTS = {
  playmax: 'playmax.localhost',
  clickcoins: 'clickcoins.localhost',
  clickplay: 'clickplay.localhost',
  vpn: 'vpn.localhost',
  unknown: 'nobody.localhost',
} as const;

export const DEMO_PASSWORD = 'demo-pass-2026';
