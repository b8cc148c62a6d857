import { expect, test, type Browser, type Page } from '@playwright/test';
import { HOSTS } from '../env';
import { AudioPlayerPage, playableAudioTitle } from '../pages/audio-player-page';
import { accessibilityViolations } from '../pages/accessibility';
import { LoginPage } from '../pages/login-page';
import { OfflinePage } from '../pages/offline-page';
import { ReaderPage, playableTitle } from '../pages/reader-page';

// The member's browser keeps the service worker (the journeys block it by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const host = HOSTS.playmax;
const member = 'paid@playmax.test';

/** The same member on another device: a fresh browser, nothing kept offline. */
async function onAnotherDevice(browser: Browser, journey: (page: Page) => Promise<void>) {
  const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await other.newPage();
    const login = new LoginPage(page, host);
    await login.open();
    await login.signIn(member);
    // A first visit, nothing cached: the member area's files come from the network.
    await expect(page.getByTestId('greeting')).toBeVisible({ timeout: 20_000 });
    await journey(page);
  } finally {
    await other.close();
  }
}

test('a member downloads an audiobook, listens with the network cut, and the position reaches the server when back online', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  const offline = new OfflinePage(page, context, host);
  await offline.signInWithWorker(member);
  const book = await playableAudioTitle(page, 'audiobook', 2);
  await offline.downloadTitle('audiobook', book.id);
  expect((await offline.cachedMediaFiles()).length).toBeGreaterThanOrEqual(2);

  // Network cut: the player opens from the downloaded copy and the sound moves.
  await offline.goOfflineAndPlay();
  const player = new AudioPlayerPage(page, host);
  await expect(player.player('audiobook')).toBeVisible({ timeout: 20_000 });
  await player.pickChapter(0);
  await player.ensurePlaying('audiobook');
  await player.waitForProgress('audiobook', 0.5);
  const before = await player.bookSecondsListened();
  await player.forward30();
  await expect.poll(async () => (await player.bookSecondsListened()) - before).toBeGreaterThanOrEqual(29);
  // Pause: the position is kept on the device (no network to send it to).
  await page.getByTestId('audiobook-toggle').click();
  await expect.poll(() => player.isPlaying('audiobook')).toBe(false);
  const listened = await player.bookSecondsListened();

  // Back online: the queued position is sent.
  await offline.goOnlineAndSync();

  // Another device resumes where the member was.
  await onAnotherDevice(browser, async (page2) => {
    const player2 = new AudioPlayerPage(page2, host);
    await player2.start('audiobook', book);
    await expect
      .poll(async () => Math.abs((await player2.bookSecondsListened()) - listened), { timeout: 15_000 })
      .toBeLessThanOrEqual(2);
  });

  // Removing the download deletes its files from the device.
  await player.closeFull();
  await player.stopFromMini();
  await offline.remove();
  expect(await offline.cachedMediaFiles()).toEqual([]);
});

test('a member downloads an ebook, reads on with the network cut, and the page reaches the server when back online', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  const offline = new OfflinePage(page, context, host);
  await offline.signInWithWorker(member);
  const book = await playableTitle(page, 'ebook');
  await offline.downloadTitle('ebook', book.id);

  await offline.goOfflineAndPlay();
  const reader = new ReaderPage(page, host);
  await reader.waitForBook();
  for (let turn = 0; turn < 3; turn++) await reader.nextPage();
  const read = await reader.position();
  // Closing the reader saves the page: kept on the device while offline.
  await reader.close();

  await offline.goOnlineAndSync();

  await onAnotherDevice(browser, async (page2) => {
    const reader2 = new ReaderPage(page2, host);
    await reader2.open('ebook', book);
    await reader2.waitForBook();
    expect(await reader2.chapter()).toBe(read.spine);
    await expect.poll(async () => Math.abs((await reader2.pageNumber()) - read.page)).toBeLessThanOrEqual(1);
  });
});

test('with the network cut, a reload shows the offline page: the member plays a downloaded album from it, keeps the track, and back online the position is sent', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const offline = new OfflinePage(page, context, host);
  await offline.signInWithWorker(member);
  const album = await playableAudioTitle(page, 'music', 2);
  const book = await playableTitle(page, 'ebook');
  await offline.downloadTitle('music', album.id);
  await offline.downloadTitle('ebook', book.id);

  // Reloading offline: the worker's offline page, not the browser's error, with both downloads.
  await offline.goOffline();
  await offline.reloadOffline();
  // The brand the device last saw (its logo kept on the device), the latest download first.
  await expect(offline.brandLogo()).toHaveAttribute('src', /^data:image\//);
  await expect(offline.listed()).toHaveText([book.title, album.title]);
  expect(await accessibilityViolations(page, 'body')).toEqual([]);
  // On a phone: no sideways scrolling, still no violation.
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await offline.overflowX()).toBeLessThanOrEqual(0);
  expect(await accessibilityViolations(page, 'body')).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The album plays from its copy on the device; the member moves to its second track and pauses.
  await offline.playFromList(album.title);
  const player = new AudioPlayerPage(page, host);
  await expect(player.player('music')).toBeVisible({ timeout: 20_000 });
  await player.ensurePlaying('music');
  await player.nextTrack();
  await player.waitForProgress('music', 0.5);
  const track = await player.trackTitle().innerText();
  await page.getByTestId('music-toggle').click();
  await expect.poll(() => player.isPlaying('music')).toBe(false);
  await player.closeFull();
  await player.stopFromMini();

  // Opened again from the list, it resumes on that track (the position waits in the outbox).
  await expect(offline.row(album.title)).toHaveAttribute('data-started', 'true');
  await offline.playFromList(album.title);
  await expect(player.trackTitle()).toHaveText(track, { timeout: 20_000 });
  await player.closeFull();
  await player.stopFromMini();

  // Back online: the position is sent and the offline page gives way to the member area (the
  // server's page of the address it was reloaded at: the ebook's details).
  await offline.goOnlineAndSync();
  await expect(page.getByTestId('media-title')).toBeVisible({ timeout: 20_000 });
  await expect(offline.screen()).toHaveCount(0);
});
