import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const TEST_FILE = /\.test\.tsx?$/;

/**
 * The test files below `folders` that replace a module with `vi.mock`. They run isolated (the
 * `*-mocks` projects: fresh modules for each file), as a mock cannot replace a module another file
 * already loaded in the same worker. Every other file shares its worker's modules (`isolate:
 * false`): importing the app, React and i18next once per worker instead of once per file took the
 * web project from 110 s to 14 s, the domain's from 69 s to 14 s and three server folders from
 * 423 s to 194 s (2 shared cores, issue 30). So a test file leaves nothing behind in a module: a
 * stub, a fake timer or a spy it sets up, it takes back in `afterEach`.
 */
function filesThatMock(...folders: string[]): string[] {
  return folders.flatMap((folder) =>
    fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => TEST_FILE.test(file))
      .map((file) => path.join(folder, file))
      .filter((file) => /\bvi\.mock\(/.test(fs.readFileSync(file, 'utf8'))),
  );
}

const SERVER_TESTS = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
const serverFilesThatMock = filesThatMock('apps/server/src', 'apps/server/test');
const SERVER_TEST_SETTINGS = {
  environment: 'node',
  // scrypt with OWASP parameters and two database engines: give each file room.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // Migrates one SQLite file and one PostgreSQL database per project and run; each test database is
  // a copy of them (apps/server/test/template-db.ts) instead of 42 migrations again.
  globalSetup: ['apps/server/test/global-setup.ts'],
} as const;
const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}'];
const webFilesThatMock = filesThatMock('apps/web/src');

// One Vitest run covers the pure rules, the server against real databases, and web unit tests.
// Browser journeys are Playwright's (apps/web/e2e), run by scripts/test.mjs after this.
export default defineConfig({
  test: {
    // Three files at a time on CI's two cores: a server file waits on PostgreSQL and spawned servers,
    // so fewer workers leave a core idle (21 min with one; on 2026-12-07, 234 s with two, 203 s with three).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: SERVER_TESTS,
          exclude: serverFilesThatMock,
          isolate: false,
          ...SERVER_TEST_SETTINGS,
        },
      },
      { test: { name: 'server-mocks', include: serverFilesThatMock, ...SERVER_TEST_SETTINGS } },
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
          include: WEB_TESTS,
          exclude: webFilesThatMock,
          environment: 'node',
          isolate: false,
        },
      },
      { test: { name: 'web-mocks', include: webFilesThatMock, environment: 'node' } },
      {
        // The operator console's pure parts (contrast, the brand form, the audit CSV link).
        test: { name: 'console', include: ['apps/console/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
    ],
  },
});
