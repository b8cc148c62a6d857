import { expect, test } from '@playwright/test';
import { HOSTS } from '../env';
import { BrowsePage } from '../pages/catalogue-pages';
import { LoginPage } from '../pages/login-page';
import { motion } from '../pages/motion';
import { ShellPage } from '../pages/shell-page';

// Issue 17 scope 3: a member whose system asks for less motion (WCAG 2.3.3) gets none.
test.use({ reducedMotion: 'reduce', viewport: { width: 375, height: 812 } });

test('a member who asked for less motion gets rows that page at once and a menu that opens without sliding', async ({
  page,
}) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  const browse = new BrowsePage(page, HOSTS.playmax);
  await browse.open('movie');
  const row = browse.rows().first();
  await expect(browse.cardsOf(row).first()).toBeVisible();
  const { before, right } = await motion.scrollOfRowAfterNext(row);
  expect(right, 'the row has paged by the time the click returns').toBeGreaterThan(before);

  const shell = new ShellPage(page);
  await shell.openMobileMenu();
  // The drawer slides in over 240 ms for everyone else.
  expect(await motion.longestMs(shell.drawer())).toBeLessThanOrEqual(1);
});
