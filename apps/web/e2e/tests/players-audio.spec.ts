import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { HOSTS } from '../env';
import { AudioPlayerPage, playableAudioTitle } from '../pages/audio-player-page';
import { MediaDetailsPage, PlaylistsPage } from '../pages/catalogue-pages';
import { horizontalOverflow } from '../pages/layout-checks';
import { LoginPage } from '../pages/login-page';
import { settleAnimations } from '../pages/playback-saves';
import { ShellPage } from '../pages/shell-page';

const host = HOSTS.playmax;
const SHOTS = 'test-results/players-audio-shots';
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  // Let the mini-player's rise and the overlay's fade finish first.
  await settleAnimations(page);
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png` });
}

/**
 * Nothing wider than the screen: the page, and with `full` the full-screen player too (its close
 * button shows). The caller says which presentation it expects, so the player's checks cannot be
 * skipped silently when the full player is not there.
 */
async function noHorizontalOverflow(page: Page, player: AudioPlayerPage, presentation: 'full' | 'mini') {
  const width = page.viewportSize()?.width ?? 375;
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expect(player.playerHost()).toHaveAttribute('data-presentation', presentation);
  if (presentation === 'mini') return;
  expect(await player.fullPlayerOverflow(width)).toBeLessThanOrEqual(0);
  const close = await player.closeButton().boundingBox();
  expect(close).not.toBeNull();
  expect(close!.x + close!.width).toBeLessThanOrEqual(width);
}

/** Starts the first playable title of a type and waits until its sound really moves. */
async function startPlaying(page: Page, mediaType: 'music' | 'audiobook') {
  const title = await playableAudioTitle(page, mediaType);
  const player = new AudioPlayerPage(page, host);
  await player.start(mediaType, title);
  await player.ensurePlaying(mediaType);
  await player.waitForProgress(mediaType, 1);
  return player;
}

test.describe('music and audiobook players', () => {
  test.beforeEach(async ({ page }) => {
    await new LoginPage(page, host).signInAs('paid@playmax.test');
  });

  test('plays an album: tracks, shuffle and repeat, the mini-player while browsing, and resume after a reload', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const player = await startPlaying(page, 'music');

    // Next and previous move between the album's tracks.
    const first = (await player.trackTitle().innerText()).trim();
    await player.nextTrack();
    await expect(player.trackTitle()).not.toHaveText(first);
    const second = (await player.trackTitle().innerText()).trim();
    await player.previousTrack();
    await expect(player.trackTitle()).toHaveText(first);
    await player.nextTrack();
    await expect(player.trackTitle()).toHaveText(second);
    await player.waitForProgress('music', 1);

    // Shuffle and repeat are toggles (repeat cycles off → all → one → off).
    await expect(player.shuffle()).toHaveAttribute('aria-pressed', 'false');
    await player.shuffle().click();
    await expect(player.shuffle()).toHaveAttribute('aria-pressed', 'true');
    await player.shuffle().click();
    await expect(player.shuffle()).toHaveAttribute('aria-pressed', 'false');
    await expect(player.repeat()).toHaveAttribute('aria-pressed', 'false');
    await player.repeat().click();
    await expect(player.repeat()).toHaveAttribute('data-mode', 'all');
    await expect(player.repeat()).toHaveAttribute('aria-pressed', 'true');
    await player.repeat().click();
    await expect(player.repeat()).toHaveAttribute('data-mode', 'one');
    await player.repeat().click();
    await expect(player.repeat()).toHaveAttribute('aria-pressed', 'false');
    await shot(page, 'music-full');

    // Closing the full player leaves the mini-player, which keeps playing while the member browses.
    await player.closeFull();
    await expect(player.miniTitle()).toHaveText(second);
    await new ShellPage(page).browseTo('movie');
    await expect(player.miniPlayer()).toBeVisible();
    await player.waitForProgress('music', 1);
    expect(await player.pageMiniPlayerState()).toBe('open');
    await shot(page, 'mini-player');

    // Pausing saves the position at once; a reload resumes the same track at that time.
    await player.pauseAndWaitForSave('mini-player-toggle');
    await expect.poll(() => player.isPlaying('music')).toBe(false);
    const saved = await player.currentTime('music');
    await page.reload();
    await expect(player.miniPlayer()).toBeVisible({ timeout: 20_000 });
    await expect(player.miniTitle()).toHaveText(second);
    await expect
      .poll(async () => Math.abs((await player.currentTime('music')) - saved), { timeout: 15_000 })
      .toBeLessThanOrEqual(2);

    // Expand again, then stop from the mini-player.
    await player.expandMini();
    await expect(player.player('music')).toBeVisible();
    await expect(player.trackTitle()).toHaveText(second);
    await player.close();
    await player.stopFromMini();
    expect(await player.pageMiniPlayerState()).toBeNull();
  });

  test('listens to an audiobook: next chapter, 30 s forward, speed, sleep timer, and resume after a reload', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const player = await startPlaying(page, 'audiobook');

    // From the first chapter (an earlier run may have left the book further on), PageDown: the next.
    await player.pickChapter(0);
    // Anchored: "Chapter 11 of 12" must not pass for the first chapter.
    await expect(player.chapterNumber()).toHaveText(/^Chapter 1 of \d+$/);
    const firstChapter = (await player.chapterNumber().innerText()).trim();
    await player.focusAudiobookPlayer();
    await page.keyboard.press('PageDown');
    await expect(player.chapterNumber()).not.toHaveText(firstChapter);
    await player.ensurePlaying('audiobook');
    await player.waitForProgress('audiobook', 0.5);

    // 30 s forward (across a chapter boundary if the chapter is short): the book moves on ~30 s.
    const before = await player.bookSecondsListened();
    await player.forward30();
    await expect.poll(async () => (await player.bookSecondsListened()) - before).toBeGreaterThanOrEqual(29);

    // Speed 1.5× and a 15-minute sleep timer that shows the time left.
    await player.chooseSpeed(1.5);
    await expect.poll(() => player.playbackRate()).toBe(1.5);
    await player.setSleepTimer('15');
    await expect(player.sleepLeft()).toBeVisible();
    await expect(player.sleepLeft()).toContainText(/1[45]:\d\d/);
    await shot(page, 'audiobook-full');

    // Pause (saved at once), reload: the same chapter at the same time, at the remembered speed.
    await player.pauseAndWaitForSave('audiobook-toggle');
    await expect.poll(() => player.isPlaying('audiobook')).toBe(false);
    const chapter = (await player.chapterNumber().innerText()).trim();
    const saved = await player.currentTime('audiobook');
    await page.reload();
    await expect(player.player('audiobook')).toBeVisible({ timeout: 20_000 });
    await expect(player.chapterNumber()).toHaveText(chapter);
    await expect
      .poll(async () => Math.abs((await player.currentTime('audiobook')) - saved), { timeout: 15_000 })
      .toBeLessThanOrEqual(2);
    expect(await player.playbackRate()).toBe(1.5);

    await player.closeFull();
    await shot(page, 'audiobook-mini');
    await player.stopFromMini();
  });

  test('Add to queue on an empty queue only queues; Play on the queued bar plays', async ({ page }) => {
    test.setTimeout(90_000);
    const album = await playableAudioTitle(page, 'music');
    const player = new AudioPlayerPage(page, host);
    await player.addToQueue('music', album);

    // The queue shows the album; nothing plays and no full-screen player opens.
    await expect(player.queuedBar()).toBeVisible();
    await expect(player.miniTitle()).toHaveText(album.title);
    await expect(player.fullPlayer()).toHaveCount(0);
    await expect(player.audio('music')).toHaveCount(0);
    await expect(new MediaDetailsPage(page).title()).toBeVisible();

    // Play plays.
    await player.playFromQueuedBar('music');
    await expect(player.fullPlayer()).toBeVisible();
    await player.ensurePlaying('music');
    await player.closeFull();
    await player.stopFromMini();
  });

  test('adds the playing track to a playlist, then plays the playlist from the playlists page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const album = await playableAudioTitle(page, 'music');
    const player = new AudioPlayerPage(page, host);
    await player.start('music', album);
    const track = (await player.trackTitle().innerText()).trim();
    const name = `Night drive ${Date.now() % 100_000}`;
    // Escape closes only the innermost thing: the open menu (focus back on its button), then the player.
    await player.openAddToPlaylistWithKeyboard();
    await page.keyboard.press('Escape');
    await expect(player.playlistMenu()).toBeHidden();
    await expect(player.playerHost()).toHaveAttribute('data-presentation', 'full');
    await expect(player.addToPlaylistButton()).toBeFocused();
    await player.openAddToPlaylistWithKeyboard();
    await player.newPlaylistName().focus();
    await page.keyboard.press('Escape');
    await expect(player.playlistMenu()).toBeHidden();
    await expect(player.playerHost()).toHaveAttribute('data-presentation', 'full');
    await expect(player.addToPlaylistButton()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(player.miniPlayer()).toBeVisible();
    await player.expandMini();
    await expect(player.player('music')).toBeVisible();

    await player.addTrackToNewPlaylist(name);
    await player.closeFull();
    await player.stopFromMini();

    const playlists = new PlaylistsPage(page, host);
    await playlists.open();
    await playlists.select(name);
    await playlists.play();
    await expect(player.player('music')).toBeVisible({ timeout: 20_000 });
    await expect(player.trackTitle()).toHaveText(track);
    await player.ensurePlaying('music');
    await player.close();
    await player.stopFromMini();
  });

  test('at 375 px: the full players fit and the mini-player keeps the page usable', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const album = await playableAudioTitle(page, 'music');
    const player = new AudioPlayerPage(page, host);
    await player.start('music', album);
    await player.ensurePlaying('music');
    await noHorizontalOverflow(page, player, 'full');
    await shot(page, 'music-full');

    await player.closeFull();
    // Once the bar has risen into place it sits inside the screen, at its bottom edge.
    await expect
      .poll(async () => {
        const box = await player.miniPlayer().boundingBox();
        return box ? Math.round(box.y + box.height) : null;
      })
      .toBe(812);
    const bar = await player.miniPlayer().boundingBox();
    expect(bar).not.toBeNull();
    expect(bar!.width).toBeLessThanOrEqual(375);
    await expect(player.miniControl('toggle')).toBeVisible();
    await expect(player.miniControl('next')).toBeVisible();
    await expect(player.miniControl('close')).toBeVisible();
    // The page keeps its last line clear of the bar.
    expect(await player.pageBottomPadding()).toBeGreaterThanOrEqual(bar!.height - 1);
    await noHorizontalOverflow(page, player, 'mini');
    await shot(page, 'mini-player');
    await player.stopFromMini();

    const book = await playableAudioTitle(page, 'audiobook');
    await player.start('audiobook', book);
    await noHorizontalOverflow(page, player, 'full');
    await shot(page, 'audiobook-full');
    await player.closeFull();
    await player.stopFromMini();
  });
});
