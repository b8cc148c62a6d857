import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './env';

// One browser (Debian's Chromium), one worker, one shared built server per run: the machine has
// two cores and the journeys share a database, so they run in order.
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  outputDir: '../../../test-results/e2e',
  reporter: 'list',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node apps/web/e2e/server.mjs',
    cwd: '../../..',
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: !process.env.CI,
    // A first run also builds the web app and generates the demo media (about a minute each).
    timeout: 480_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
