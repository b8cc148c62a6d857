import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { HOSTS } from '../env';
import { LoginPage } from '../pages/login-page';
import { AudioPlayerPage, playableAudioTitle } from '../pages/audio-player-page';
import { playableVideoTitle, VideoPlayerPage } from '../pages/player-page';
import { settleAnimations } from '../pages/playback-saves';
import { axeViolations, WCAG_21_AA } from '../pages/accessibility';
import { playableTitle, ReaderPage } from '../pages/reader-page';

const host = HOSTS.playmax;
const SHOTS = 'test-results/players-a11y-shots';
mkdirSync(SHOTS, { recursive: true });

/** Every WCAG 2.1 A/AA violation axe finds on the whole page as it is now, of any impact (issue 17). */
async function violations(page: Page, screen: string): Promise<string[]> {
  // Let the overlay's fade and the mini-player's rise finish: axe reads colours mid-transition.
  await settleAnimations(page);
  await page.screenshot({ path: `${SHOTS}/${screen}-${page.viewportSize()?.width ?? 0}.png` });
  return (await axeViolations(page, 'html', { tags: WCAG_21_AA })).map(
    (v) =>
      `${screen}: ${v.id}: ${v.help} (${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')})`,
  );
}

for (const width of [1440, 375]) {
  test.describe(`player screens at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      if (width !== 1440) await page.setViewportSize({ width, height: 812 });
      await new LoginPage(page, host).signInAs('paid@playmax.test');
    });

    test('the movie player has no accessibility violations', async ({ page }) => {
      test.setTimeout(90_000);
      const film = await playableVideoTitle(page, 'movie');
      const player = new VideoPlayerPage(page, host);
      await player.open('movie', film);
      await player.waitForPlaybackPast('movie', 0.5);
      // Playing with the mouse still: the controls fade out but must stay reachable.
      await player.waitForControlsToHide('movie');
      const found = await violations(page, 'movie-idle');
      await player.pause('movie');
      await player.wake();
      found.push(...(await violations(page, 'movie')));
      await player.openSubtitlesMenu();
      found.push(...(await violations(page, 'movie-subtitles-menu')));
      // Escape closes the menu, then the player.
      await page.keyboard.press('Escape');
      await expect(player.subtitlesButton()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(player.playerHost()).toBeHidden();
      expect(found).toEqual([]);
    });

    const audioPlayers = [
      ['music', 'the music player, full and mini, has no accessibility violations'],
      ['audiobook', 'the audiobook player has no accessibility violations'],
    ] as const;
    for (const [media, name] of audioPlayers) {
      test(name, async ({ page }) => {
        test.setTimeout(90_000);
        const title = await playableAudioTitle(page, media);
        const player = new AudioPlayerPage(page, host);
        await player.start(media, title);
        const found = await violations(page, `${media}-full`);
        await player.closeFull();
        found.push(...(await violations(page, `${media}-mini`)));
        await player.stopFromMini();
        expect(found).toEqual([]);
      });
    }

    test('the ebook reader has no accessibility violations', async ({ page }) => {
      test.setTimeout(90_000);
      const book = await playableTitle(page, 'ebook');
      const reader = new ReaderPage(page, host);
      await reader.open('ebook', book);
      await reader.waitForBook();
      // A chapter wider than its columns would make the page's body a sideways scroll region with no
      // keyboard access; axe sees that only on such a chapter, so the cause is checked on every book.
      const bodyOverflow = await page
        .frameLocator('iframe[id^="epubjs-view"]')
        .locator('body')
        .evaluate((body) => getComputedStyle(body).overflowX);
      expect(bodyOverflow).toBe('hidden');
      expect(await violations(page, 'ebook')).toEqual([]);
    });
  });
}
