import { defineConfig } from 'vitest/config';

// One Vitest run covers the pure rules, the server against real databases, and web unit tests.
// Browser journeys are Playwright's (apps/web/e2e), run by scripts/test.mjs after this.
export default defineConfig({
  test: {
    // Two files at a time on CI's two cores: a server file spends about half its time importing and
    // transforming the app, and waits on PostgreSQL and spawned servers, so one worker left a core
    // idle (the run took 21 min with one).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          // scrypt with OWASP parameters and two database engines: give each file room.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          // eslint.config.js's boundary rules, checked against fixtures.
          name: 'lint',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
});
