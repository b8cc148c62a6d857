/**
 * The journeys run on E2E_WORKERS Playwright workers, each against a server of its own with its own
 * database (playwright.config.ts starts one per worker): worker i talks to the one on E2E_PORT + i.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT || 3199);
/** Two on CI's two cores: one worker left a core idle while its browser waited on the server. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS || 2));
/**
 * Where this worker's server listens. Playwright numbers its workers 0…workers-1 in
 * TEST_PARALLEL_INDEX and keeps the number when it replaces a worker after a failure; outside a
 * worker (the config, the runner) this is the first server's port.
 */
export const E2E_PORT = E2E_BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX || 0);

/** Where this worker's server listens; every brand answers on its own *.localhost host. */
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
  /** The operator console (CONSOLE_HOSTS' default). */
  console: 'admin.localhost',
} as const;

export const DEMO_PASSWORD = 'demo-pass-2026';
