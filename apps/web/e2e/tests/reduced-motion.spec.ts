import { expect, test, type Page } from '@playwright/test';
import { HOSTS } from '../env';
import { BrowsePage } from '../pages/catalogue-pages';
import { LoginPage } from '../pages/login-page';
import { motion } from '../pages/motion';
import { ShellPage } from '../pages/shell-page';

// Issue 17 scope 3: a member whose system asks for less motion (WCAG 2.3.3) gets none. The other
// journeys run asking for less motion too (playwright.config.ts says why); the second test here is
// the one that holds the motion everyone else gets.
test.use({ viewport: { width: 375, height: 812 } });

/** How long the side menu's drawer takes to slide in (Shell.module.css `.drawer`). */
const DRAWER_SLIDE_MS = 240;

/** A playmax member on the movies screen: its first row, drawn. */
async function firstMovieRowOfPlaymax(page: Page) {
  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  const browse = new BrowsePage(page, HOSTS.playmax);
  await browse.open('movie');
  const row = browse.rows().first();
  await expect(browse.cardsOf(row).first()).toBeVisible();
  return row;
}

test.describe('less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a member who asked for less motion gets rows that page at once and a menu that opens without sliding', async ({
    page,
  }) => {
    const row = await firstMovieRowOfPlaymax(page);
    const { before, right } = await motion.scrollOfRowAfterNext(row);
    expect(right, 'the row has paged by the time the click returns').toBeGreaterThan(before);

    const shell = new ShellPage(page);
    await shell.openMobileMenu();
    expect(await motion.longestMs(shell.drawer())).toBeLessThanOrEqual(1);
  });
});

test.describe('motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a member who did not ask for less motion gets rows that scroll smoothly and a menu that slides in', async ({
    page,
  }) => {
    const row = await firstMovieRowOfPlaymax(page);
    const { before, right } = await motion.scrollOfRowAfterNext(row);
    expect(right, 'a smooth scroll has not moved yet when the click returns').toBe(before);
    await expect
      .poll(() => motion.scrollLeftOf(row), { message: 'the row pages, smoothly' })
      .toBeGreaterThan(before);

    const shell = new ShellPage(page);
    await shell.openMobileMenu();
    expect(await motion.longestMs(shell.drawer())).toBeGreaterThanOrEqual(DRAWER_SLIDE_MS);
  });
});
