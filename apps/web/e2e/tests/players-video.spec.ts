import { expect, test } from '@playwright/test';
import { HOSTS } from '../env';
import { HomePage } from '../pages/home-page';
import { horizontalOverflow } from '../pages/layout-checks';
import { LoginPage } from '../pages/login-page';
import { playableVideoTitle, VideoPlayerPage } from '../pages/player-page';
import { nextPositionSave } from '../pages/playback-saves';

const host = HOSTS.playmax;
const SHOTS = 'test-results/players-video-shots';

test.describe('movie and stream players', () => {
  test.beforeEach(async ({ page }) => {
    await new LoginPage(page, host).signInAs('paid@playmax.test');
  });

  test('a film plays with subtitles, seeks 30 s forward and 10 s back, changes speed, mutes and resumes after a reload', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const film = await playableVideoTitle(page, 'movie');
    const player = new VideoPlayerPage(page, host);
    await player.open('movie', film);
    await expect(player.playerHost()).toHaveAttribute('role', 'dialog');
    // Another journey (players-a11y) may have left the film part-way: start it from the beginning,
    // so the seeks below stay clear of the last 10 s (where a title starts over instead of resuming).
    await player.startOverIfResumed();

    // Playing: the clock advances on the real file.
    await player.waitForPlaybackPast('movie', 1);

    // Subtitles: the chosen track shows, and a cue of it is on screen.
    await player.chooseSubtitles('en');
    await expect.poll(async () => (await player.subtitleState()).showing).toBe('en');
    await expect
      .poll(async () => (await player.subtitleState()).activeCues, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/movie-desktop.png` });

    // → is 30 s forward, ← is 10 s back (SPEC.md 9).
    await player.pause('movie');
    const start = (await player.videoState('movie')).time;
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await player.videoState('movie')).time).toBeCloseTo(start + 30, 0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await player.videoState('movie')).time).toBeCloseTo(start + 20, 0);

    // Speed from the menu, mute from the keyboard.
    await player.chooseSpeed(1.5);
    await expect.poll(async () => (await player.videoState('movie')).rate).toBe(1.5);
    await page.keyboard.press('m');
    await expect.poll(async () => (await player.videoState('movie')).muted).toBe(true);

    // The '?' help lists the scheme; Esc closes the help first, then the player.
    await page.keyboard.press('Shift+?');
    await expect(player.helpPanel()).toBeVisible();
    await expect(player.helpPanel()).toContainText('PageDown');
    await page.screenshot({ path: `${SHOTS}/movie-help-desktop.png` });
    await page.keyboard.press('Escape');
    await expect(player.helpPanel()).toBeHidden();

    // Paused at a known time: the position is written at once (pause flushes), then a reload resumes there.
    const saved = (await player.videoState('movie')).time;
    await page.keyboard.press('k');
    await expect.poll(async () => (await player.videoState('movie')).paused).toBe(false);
    const written = nextPositionSave(page);
    await page.keyboard.press('k');
    await expect.poll(async () => (await player.videoState('movie')).paused).toBe(true);
    const pausedAt = (await player.videoState('movie')).time;
    expect(pausedAt).toBeGreaterThanOrEqual(saved);
    await written;
    await page.keyboard.press('Escape');
    await expect(player.playerHost()).toBeHidden();
    await expect(player.playButton()).toContainText(/Resume at/);

    await page.reload();
    await expect(player.detailsTitle()).toBeVisible();
    await expect(player.playButton()).toContainText(/Resume at/);
    await player.playButton().click();
    await expect(player.player('movie')).toBeVisible();
    await expect(player.resumedAt()).toBeVisible();
    await expect.poll(() => player.currentTime('movie'), { timeout: 15_000 }).toBeGreaterThan(pausedAt - 2);
    expect(await player.currentTime('movie')).toBeLessThan(pausedAt + 4);

    // Left part-way again, the film leads home's Continue row (most recent first), the curated
    // rows follow it, and the film's card resumes it where it was left (issue 29 item 6).
    const left = nextPositionSave(page);
    await player.pause('movie');
    await left;
    const leftAt = await player.currentTime('movie');
    await page.keyboard.press('Escape');
    await expect(player.playerHost()).toBeHidden();
    const home = new HomePage(page, host);
    await home.open();
    await expect(home.continueCards().first()).toHaveAttribute('data-media-id', film.id);
    await expect(home.curatedRows()).toBeVisible();
    await expect(home.curatedRowCards('movie_popular').first()).toBeVisible();
    await home.resumeButton(film.id).click();
    await expect(player.player('movie')).toBeVisible();
    await expect(player.resumedAt()).toBeVisible();
    await expect.poll(() => player.currentTime('movie'), { timeout: 15_000 }).toBeGreaterThan(leftAt - 2);
    expect(await player.currentTime('movie')).toBeLessThan(leftAt + 4);
    await page.keyboard.press('Escape');
    await expect(player.playerHost()).toBeHidden();
  });

  test('the live stream plays at the live edge with its LIVE badge, and comes back to live after going back', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stream = await playableVideoTitle(page, 'stream');
    const player = new VideoPlayerPage(page, host);
    await player.open('stream', stream);
    await player.waitForPlaybackPast('stream', 0);
    const begin = await player.currentTime('stream');
    await expect.poll(() => player.currentTime('stream'), { timeout: 20_000 }).toBeGreaterThan(begin + 1);
    await player.wake();
    await expect(player.liveBadge()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/stream-desktop.png` });

    // Going back behind the edge offers "back to live", which returns to the edge.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await player.wake();
    await expect(player.backToLive()).toBeVisible({ timeout: 10_000 });
    // The controls fade after a few idle seconds: wake them again if they faded before the click.
    await expect(async () => {
      await player.wake();
      await player.backToLive().click({ timeout: 2_000 });
    }).toPass({ timeout: 10_000 });
    await player.wake();
    await expect(player.liveBadge()).toBeVisible({ timeout: 10_000 });

    await player.streamInfoButton().click();
    await expect(player.streamInfo()).toBeVisible();
    await expect(player.liveStatsLink()).toHaveAttribute('href', /\/browse\/stream\/live/);
    await page.screenshot({ path: `${SHOTS}/stream-info-desktop.png` });
    // Escape closes the info panel first (focus back on its button), then the player.
    await page.keyboard.press('Escape');
    await expect(player.streamInfo()).toBeHidden();
    await expect(player.streamInfoButton()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(player.playerHost()).toBeHidden();
  });
});

test.describe('players at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the movie and stream players fit a phone and keep their controls', async ({ page }) => {
    test.setTimeout(120_000);
    await new LoginPage(page, host).signInAs('paid@playmax.test');
    const player = new VideoPlayerPage(page, host);

    const film = await playableVideoTitle(page, 'movie');
    await player.openDetails('movie', film);
    expect(await horizontalOverflow(page), 'details').toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/details-mobile.png` });
    await player.playButton().click();
    await expect(player.player('movie')).toBeVisible();
    await player.waitForPlaybackPast('movie', 0.5);
    await player.pause('movie');
    await expect(player.closeButton()).toBeVisible();
    await expect(player.playToggle('movie')).toBeVisible();
    expect(await horizontalOverflow(page), 'movie').toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/movie-mobile.png` });
    await player.closeButton().click();
    await expect(player.playerHost()).toBeHidden();

    const stream = await playableVideoTitle(page, 'stream');
    await player.open('stream', stream);
    await player.waitForPlaybackPast('stream', 0);
    await player.wake();
    await expect(player.liveBadge()).toBeVisible();
    expect(await horizontalOverflow(page), 'stream').toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/stream-mobile.png` });
  });
});
