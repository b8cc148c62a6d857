import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { HOSTS } from '../env';
import {
  JOURNEY_ALBUM,
  JOURNEY_BOOK,
  JOURNEY_FILM,
  journeyLibrary,
  type JourneyLibrary,
} from '../library-media';
import { AudioPlayerPage } from '../pages/audio-player-page';
import { BrowsePage, SearchPage } from '../pages/catalogue-pages';
import {
  ConsoleLibrariesPage,
  ConsoleRowsPage,
  ConsoleSignIn,
  ConsoleTitlesPage,
  consoleUrl,
} from '../pages/console-pages';
import { LoginPage } from '../pages/login-page';
import { VideoPlayerPage } from '../pages/player-page';
import { ReaderPage } from '../pages/reader-page';

/**
 * Issue 32 "Done when": a brand brings its own films, music and books. The content editor adds the
 * folders in the console and watches them scanned and packaged; a PlayMax member then finds them by
 * search, plays the film (and sees a lower rendition once the network is slow), reads the book and
 * listens to the album. The files are made by library-media.ts with the shipped ffmpeg.
 */
test.describe.configure({ mode: 'serial' });

const BRAND = 'playmax';
/** What the editor writes for the film, which the member then reads on its page. */
const FILM_DESCRIPTION = 'A harbour at night, its lights on the water: a film of our own.';
/** The popular films row, where the editor pins the film first. */
const POPULAR_FILMS = 'movie_popular';
let folders: JourneyLibrary;

test.describe("a brand's own media", () => {
  test.beforeAll(() => {
    folders = journeyLibrary();
  });
  test.afterAll(() => {
    fs.rmSync(folders.run, { recursive: true, force: true });
  });

  test("the content editor adds PlayMax's films, music and books, watches each scan and its packaging, and a second scan adds nothing", async ({
    page,
  }) => {
    // Packaging a minute of 720p film into its ladder on a runner shared with another journey.
    test.setTimeout(240_000);
    await new ConsoleSignIn(page).signInAs('editor@console.test');
    const libraries = new ConsoleLibrariesPage(page);
    const wanted = [
      { name: 'Our films', mediaType: 'movie', dir: folders.films, files: 1 },
      { name: 'Our music', mediaType: 'music', dir: folders.music, files: JOURNEY_ALBUM.tracks.length },
      { name: 'Our books', mediaType: 'ebook', dir: folders.ebooks, files: 1 },
    ];
    for (const library of wanted) {
      await page.goto(consoleUrl(`/brands/${BRAND}/libraries`));
      await libraries.add(library);
      const counts = await libraries.waitForScan();
      expect(counts, library.name).toMatchObject({ added: library.files, failed: 0 });
      await libraries.waitForPackaging();
    }
    expect(await libraries.scanAgain()).toMatchObject({ added: 0, updated: 0, unchanged: 1, failed: 0 });
  });

  test('the editor describes the film and pins it first in the popular films row', async ({ page }) => {
    await new ConsoleSignIn(page).signInAs('editor@console.test');
    await page.goto(consoleUrl(`/brands/${BRAND}`));
    const titles = new ConsoleTitlesPage(page);
    await titles.openFromBrand();
    await titles.open(JOURNEY_FILM.title);
    await titles.editTexts('en-us', { title: JOURNEY_FILM.title, description: FILM_DESCRIPTION });
    await titles.save();
    await titles.expectSavedTexts('en-us', { title: JOURNEY_FILM.title, description: FILM_DESCRIPTION });

    await page.goto(consoleUrl(`/brands/${BRAND}`));
    const rows = new ConsoleRowsPage(page);
    await rows.openFromBrand('movie');
    await rows.openRow(POPULAR_FILMS);
    const filmId = await rows.pinTitle(JOURNEY_FILM.title);
    await rows.movePinFirst(filmId);
  });

  test("a member finds the film by search with the editor's words, first among the popular films, plays it, and sees a lower rendition once the network is slow", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
    const search = new SearchPage(page, HOSTS.playmax);
    await search.searchFromTopBar(JOURNEY_FILM.title);
    const filmId = await search.openResult(JOURNEY_FILM.title);
    await expect(page.getByText(FILM_DESCRIPTION)).toBeVisible();
    const browse = new BrowsePage(page, HOSTS.playmax);
    await browse.open('movie');
    const popular = page.getByTestId(`row-${POPULAR_FILMS}`);
    await popular.scrollIntoViewIfNeeded();
    await expect.poll(() => browse.titleIdsOf(popular, 1)).toEqual([filmId]);

    await search.open(JOURNEY_FILM.title);
    await search.openResult(JOURNEY_FILM.title);
    const player = new VideoPlayerPage(page, HOSTS.playmax);
    await player.playButton().click();
    await expect(player.player('movie')).toBeVisible();
    await player.startOverIfResumed();
    await player.waitForRenditionOf(720);
    await player.throttleNetwork(700);
    await player.waitForRenditionBelow(720);
    expect(await player.rendition()).toBe(360);
  });

  test('the member reads the book and listens to the album', async ({ page }) => {
    await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
    const search = new SearchPage(page, HOSTS.playmax);

    await search.open(JOURNEY_BOOK.title, 'ebook');
    await search.openResult(JOURNEY_BOOK.title);
    const reader = new ReaderPage(page, HOSTS.playmax);
    await page.getByTestId('play-button').click();
    await reader.waitForBook();
    await reader.openContents();
    await expect(reader.contents().locator('li')).toHaveText(
      JOURNEY_BOOK.chapters.map((chapter) => new RegExp(`${chapter}$`)),
    );
    await reader.jumpToChapter(2);
    await reader.close();

    await search.open(JOURNEY_ALBUM.album, 'music');
    const albumId = await search.openResult(JOURNEY_ALBUM.album);
    await expect(page.getByTestId('track')).toHaveCount(JOURNEY_ALBUM.tracks.length);
    const audio = new AudioPlayerPage(page, HOSTS.playmax);
    await audio.start('music', { id: albumId, title: JOURNEY_ALBUM.album });
    await audio.ensurePlaying('music');
    await audio.waitForProgress('music', 1);
    await expect(audio.trackTitle()).toHaveText(JOURNEY_ALBUM.tracks[0]);
  });
});
