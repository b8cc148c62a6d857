import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, journeyBrowser } from './browser.mjs';
import { E2E_BASE_PORT, E2E_WORKERS } from './env';
import { FRONT_CLIENT_ADDRESS } from './https-front';

// One browser (Debian's Chromium; its headless shell where installed: browser.mjs) and E2E_WORKERS
// workers (two on CI's two cores), each with a built server and a database of its own (env.ts picks
// a worker's server by its number). A file's journeys run in order on one worker; a file must not
// count on what another file left behind, as any of the files before it may have run on the other
// worker.
const chromiumPath = journeyBrowser();
const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 900 },
  launchOptions: { executablePath: chromiumPath, args: [...CHROMIUM_ARGS] },
};
const RUN_ALONE = /catalogue-grid\.spec\.ts$/;
// The HTTPS front of docs/deploy.md: nginx and two instances of its own (https-front.ts), reached
// over TLS with a self-signed certificate.
const HTTPS_FRONT = /https-front\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  // A limit for a journey that hangs, not a speed target (that is `npm run bench`'s): CI runners
  // differ, and one at twice this machine's load took 48 s over journeys that take 25 s here.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  outputDir: '../../../test-results/e2e',
  reporter: 'list',
  use: {
    // The journeys ask for less motion, as a member may: in a browser without a GPU every frame of
    // an endless decoration (home's floating tiles, a spinner) is drawn on the CPU, a quarter of a
    // core per browser on home alone, which two workers on two cores cannot spare. The app then ends
    // every animation at once; reduced-motion.spec.ts holds both the motion and the lack of it.
    reducedMotion: 'reduce',
    // Recorded on a failed journey's retry only: recording every journey (a screenshot of every
    // frame that changes, a DOM snapshot of every action) cost a fifth of the journeys' time.
    trace: 'on-first-retry',
    // No service worker, but in the journeys about it (offline.spec.ts, pwa.spec.ts) and the route
    // walk (a details page offers downloads only when a worker controls it): every journey starts
    // in a new browser context, whose worker would install and precache the whole build again, a
    // third of a sign-in's CPU (27 → 20 core-s for six sign-ins, 3.0 → 2.0 s each).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    { name: 'chromium', testIgnore: [RUN_ALONE, HTTPS_FRONT], use: browser },
    // The 100,000-title grid's flick, with nothing beside it, once every other journey has run: beside
    // another worker's journey its page.evaluate never returned in 3 of 7 full runs (in the headless
    // shell and in the full Chromium alike), alone it never did; and its longest task is its own.
    { name: 'alone', testMatch: RUN_ALONE, dependencies: ['chromium'], use: browser },
    // No dependencies: it takes one worker for its ~40 s beside the other journeys (its servers
    // start in its own beforeAll), and runs alone with `--project=https-front`.
    {
      name: 'https-front',
      testMatch: HTTPS_FRONT,
      use: {
        ...browser,
        ignoreHTTPSErrors: true,
        launchOptions: {
          ...browser.launchOptions,
          args: [
            ...CHROMIUM_ARGS,
            '--ignore-certificate-errors',
            // The browser reaches nginx from an address of its own (https-front.ts).
            `--host-resolver-rules=MAP *.localhost [${FRONT_CLIENT_ADDRESS}]`,
          ],
        },
      },
    },
  ],
  // Started one after the other, so only the first builds the web app when its build is stale and
  // only the first generates missing demo media.
  webServer: Array.from({ length: E2E_WORKERS }, (_, worker) => ({
    name: `server ${worker}`,
    command: 'node apps/web/e2e/server.mjs',
    cwd: '../../..',
    env: { E2E_PORT: String(E2E_BASE_PORT + worker) },
    url: `http://localhost:${E2E_BASE_PORT + worker}/healthz`,
    reuseExistingServer: !process.env.CI,
    // A first run also builds the web app and generates the demo media (about a minute each).
    timeout: 480_000,
    // SIGTERM rather than Playwright's default SIGKILL, so server.mjs removes its database.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
