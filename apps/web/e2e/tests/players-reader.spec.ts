import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { HOSTS } from '../env';
import { horizontalOverflow } from '../pages/layout-checks';
import { LoginPage } from '../pages/login-page';
import { nextPositionSave } from '../pages/playback-saves';
import { playableTitle, ReaderPage } from '../pages/reader-page';

const host = HOSTS.playmax;
const SHOTS = 'test-results/players-reader-shots';
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png` });
}

test.describe('ebook reader, game and software', () => {
  test.beforeEach(async ({ page }) => {
    await new LoginPage(page, host).signInAs('paid@playmax.test');
  });

  test('reads a book: pages, contents, text size, and resumes at the same place after a reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const book = await playableTitle(page, 'ebook');
    const reader = new ReaderPage(page, host);
    // The page's clock, in place for the reader's page (opened next), so the journey can let the
    // save throttle's 10 s pass without waiting them; it keeps real time otherwise.
    await page.clock.install();
    await reader.open('ebook', book);
    await reader.waitForBook();

    // Each Next moves the counter exactly one page of what the member sees, the first one too
    // (the cover holds no text: a counter by characters did not move, then jumped dozens of pages).
    for (let turn = 0; turn < 4; turn++) await reader.nextPage();
    const shown = await reader.position();
    await expect(reader.counter()).toContainText(`Page ${shown.page} of ${shown.pages} in this chapter`);

    // Escape closes only the contents (focus back on its button); the reader stays open.
    await reader.openContents();
    await page.keyboard.press('Escape');
    await expect(reader.contents()).toBeHidden();
    await expect(reader.playerHost()).toHaveAttribute('data-presentation', 'full');
    await expect(reader.contentsButton()).toBeFocused();

    // The contents move to the chapter picked, wherever the member was.
    await reader.openContents();
    await reader.jumpToChapter(1);
    const firstChapter = await reader.chapter();
    await reader.openContents();
    await reader.jumpToChapter(3);
    await expect.poll(() => reader.chapter()).toBeGreaterThan(firstChapter);
    const atChapter = await reader.position();

    // A larger text lays the chapter out again: the same chapter, the page inside its new count,
    // and the whole-book percentage (by characters) where it was.
    const step = await reader.fontStep();
    await reader.largerText();
    await expect.poll(() => reader.fontStep()).toBe(step + 1);
    await expect.poll(async () => (await reader.position()).spine).toBe(atChapter.spine);
    const larger = await reader.position();
    expect(larger.page).toBeLessThanOrEqual(larger.pages);
    expect(Math.abs(larger.percent - atChapter.percent)).toBeLessThanOrEqual(1);
    // Within a chapter the position is written at most once per 10 s, and only when the member
    // moves (a chapter change at once). Let the page's clock pass those 10 s: the next page turn is
    // then written at once, and the reload waits for that write instead of for a guessed time.
    await reader.focusBook();
    await page.clock.fastForward(11_000);
    const written = nextPositionSave(page);
    // The keyboard works while focus is inside the book's own frame too (→ turns one page).
    await page.keyboard.press('ArrowRight');
    await reader.expectOnePageOn(larger);
    const before = await reader.position();
    await written;
    await shot(page, 'reader');

    await page.reload();
    await reader.waitForBook();
    // The very page, not one near it: a reload used to reopen the chapter on its first page (the
    // stored page was not laid out yet when epub.js moved to it; ebook/until-shown.ts).
    await expect.poll(() => reader.chapter()).toBe(before.spine);
    await expect.poll(() => reader.pageNumber()).toBe(before.page);
    expect(await reader.fontStep()).toBe(step + 1);
    await reader.close();
  });

  test('plays a game with the keyboard and restarts it', async ({ page }) => {
    test.setTimeout(90_000);
    const game = await playableTitle(page, 'game');
    const player = new ReaderPage(page, host);
    await player.open('game', game);
    await player.waitForGame();

    const frame = player.gameFrameElement();
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    // Focus moved into the game, so the keys play it.
    await expect(frame).toBeFocused();
    await expect(player.gameStage()).toBeVisible();
    const start = await player.gameState();
    // Arrows start snake, launch breakout's ball (↑) and slide 2048's tiles; Space would pause 2048.
    // A game may take a key only on its next tick: the arrows are pressed again until one has played.
    await expect(async () => {
      for (const key of ['ArrowUp', 'ArrowLeft', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
      expect(await player.gameState()).not.toBe(start);
    }).toPass({ timeout: 5_000 });

    await player.openGameControls();
    await expect(player.gameControls()).toBeVisible();
    await shot(page, 'game');
    await player.closeGameControls();

    await player.restartGame();
    await expect(frame).toBeFocused();

    // The game takes every key, Escape too (WCAG 2.1.2): Shift+Tab and Tab leave it for "Close the
    // game", as its bar says, and Escape then closes the player.
    await expect(player.gameExitHint()).toContainText('Shift+Tab');
    await player.tabOutOfGame('Shift+Tab');
    await frame.focus();
    await player.tabOutOfGame('Tab');
    await page.keyboard.press('Escape');
    await expect(player.playerHost()).toHaveCount(0);
  });

  test('software lists its downloads; a download answers 200 with its stated size', async ({ page }) => {
    const software = await playableTitle(page, 'software');
    const view = new ReaderPage(page, host);
    // Software is downloaded, not played: its main button says so.
    await expect(await view.mainButtonOf('software', software)).toHaveText('Download');
    await view.open('software', software);
    await expect(view.software()).toBeVisible();
    await expect(view.playerFrames()).toHaveCount(0);

    const card = view.downloads().first();
    await expect(card).toBeVisible();
    const link = view.downloadLink(card);
    await expect(link).toHaveAttribute('download', /.+/);
    await expect(view.checksum(card)).toHaveText(/^[0-9a-f]{64}$/);
    const answer = await view.fetchDownload(link);
    expect(answer.status).toBe(200);
    expect(answer.bytes).toBe(await view.statedSize(link));
    await expect(await view.showVerification(card)).toContainText(/sha256|SHA256|shasum/);
    await shot(page, 'software');
    await view.close();
  });

  test('at 375 px: the book turns pages, the game fills the width, software fits', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const reader = new ReaderPage(page, host);

    const book = await playableTitle(page, 'ebook');
    await reader.open('ebook', book);
    await reader.waitForBook();
    await reader.nextPage();
    await reader.nextPage();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'reader');
    await reader.close();

    const game = await playableTitle(page, 'game');
    await reader.open('game', game);
    await reader.waitForGame();
    const frame = await reader.gameFrameElement().boundingBox();
    expect(frame?.width).toBeGreaterThanOrEqual(370);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'game');
    await reader.close();

    const software = await playableTitle(page, 'software');
    await reader.open('software', software);
    await expect(reader.downloads().first()).toBeVisible();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'software');
    await reader.close();
  });
});
