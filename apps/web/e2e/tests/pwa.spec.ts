import { expect, test } from '@playwright/test';
import { HOSTS } from '../env';
import { LoginPage } from '../pages/login-page';
import { PwaPage } from '../pages/pwa-page';
import { ShellPage } from '../pages/shell-page';

// The member's browser keeps the service worker (the journeys block it by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const host = HOSTS.playmax;

test('a member who came back opens the member area with its files cut off, from the cache', async ({
  page,
  context,
}, testInfo) => {
  const pwa = new PwaPage(page, context, host);
  const shell = new ShellPage(page);

  const login = new LoginPage(page, host);
  await login.open();
  // The member's browser installs the worker while the sign-in screen is open.
  await pwa.waitForServiceWorker();
  await login.signIn('paid@playmax.test');
  await expect(shell.greeting()).toBeVisible({ timeout: 20_000 });
  expect(await pwa.manifest()).toMatchObject({
    name: 'PlayMax',
    theme_color: '#7C3AED',
    display: 'standalone',
  });

  // Whatever the member has seen is kept: the shell, and this screen's chunks and texts.
  await expect.poll(() => pwa.uncachedBuildFiles()).toEqual([]);
  const cached = await pwa.cachedUrls();
  testInfo.annotations.push({
    type: 'cached files after the first visit',
    description: String(cached.length),
  });
  expect(cached.some((url) => new URL(url).pathname.startsWith('/assets/'))).toBe(true);
  // Nothing of the member's own: no page, no GraphQL or REST answer.
  expect(cached.filter((url) => !new URL(url).pathname.startsWith('/assets/'))).toEqual([]);

  const refused = await pwa.cutStaticAssets();
  await page.reload();
  await expect(shell.greeting()).toBeVisible({ timeout: 20_000 });
  await expect(shell.menu()).toBeVisible();
  expect(await pwa.isControlled()).toBe(true);
  // Every script and style came from the worker's cache: none even asked the network.
  expect(refused).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('pwa-repeat-visit.png') });
});
