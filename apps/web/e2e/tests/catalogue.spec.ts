import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiUrl, hostHeader, HOSTS } from '../env';
import { LoginPage } from '../pages/login-page';
import {
  BrowsePage,
  contentMutation,
  LibraryPage,
  LiveEventsPage,
  loadedCovers,
  MediaDetailsPage,
  PlaylistsPage,
  refuseCollectionChanges,
  SearchPage,
} from '../pages/catalogue-pages';
import { operationOf } from '../pages/graphql-operations';
import { horizontalOverflow } from '../pages/layout-checks';
import { ShellPage } from '../pages/shell-page';

const host = HOSTS.playmax;
const MEDIA_TYPES = ['movie', 'ebook', 'audiobook', 'music', 'game', 'software', 'stream'] as const;
const SHOTS = 'test-results/catalogue-shots';

test.describe('catalogue on desktop', () => {
  test.beforeEach(async ({ page }) => {
    await new LoginPage(page, host).signInAs('paid@playmax.test');
  });

  test('every media type has an overview with rows of real covers', async ({ page }) => {
    test.setTimeout(120_000);
    const browse = new BrowsePage(page, host);
    for (const media of MEDIA_TYPES) {
      await browse.open(media);
      await browse.waitForRows(2);
      await expect(browse.hero()).toBeVisible();
      // The first row's covers load (eager), and they are real images, not fallbacks.
      const firstRow = browse.rows().first();
      await expect.poll(() => loadedCovers(firstRow), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
      await page.screenshot({ path: `${SHOTS}/browse-${media}-desktop.png` });
    }
  });

  test('a title of every media type opens its details with the fields of its type', async ({ page }) => {
    test.setTimeout(120_000);
    const browse = new BrowsePage(page, host);
    const details = new MediaDetailsPage(page);
    const expectedField: Record<(typeof MEDIA_TYPES)[number], RegExp> = {
      movie: /Country of origin|Release date/,
      ebook: /Pages|ISBN/,
      audiobook: /Narrators|Publisher/,
      music: /Release year|UPC/,
      game: /Release year|Type/,
      software: /Release year|Type/,
      stream: /Quality|Language/,
    };
    for (const media of MEDIA_TYPES) {
      await browse.open(media);
      await browse.waitForRows();
      const title = await browse.openFirstTitle();
      await expect(details.title()).toHaveText(title);
      await expect(page).toHaveURL(new RegExp(`/browse/${media}/id/\\d+/`));
      await expect(details.panel()).toContainText(expectedField[media]);
      if (media === 'music') await expect(details.tracks().first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/details-${media}-desktop.png` });
    }
  });

  test('tabs and genres lead to grids that fetch more titles while scrolling', async ({ page }) => {
    const browse = new BrowsePage(page, host);
    await browse.open('ebook');
    await browse.openTab('genres');
    await expect(browse.genreTiles()).toBeVisible();
    await browse.openFirstGenre();
    await expect(page).toHaveURL(/\/browse\/ebook\/genre\//);
    await browse.open('movie');
    await browse.openTab('new-releases');
    await expect(browse.cardsOf(browse.titleGrid()).first()).toBeVisible();
    await expect(browse.count()).toHaveText(/\d/);
    // Scrolling to the bottom asks for the next page: more cards become reachable than the first 60.
    const before = await browse.gridHeight();
    await browse.wheelUntilGridGrowsPast(before);
  });

  test('search forgives punctuation, accents and one typo, and says when nothing matches', async ({
    page,
  }) => {
    const search = new SearchPage(page, host);
    await new BrowsePage(page, host).open('movie');
    await search.searchFromTopBar('spider man');
    await expect(search.results().filter({ hasText: 'Spider-Man of the Seventh Street' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/search-desktop.png` });

    // The top bar's search button submits too, not only Enter.
    await new BrowsePage(page, host).open('movie');
    await search.searchFromTopBarButton('spider man');
    await expect(search.results().filter({ hasText: 'Spider-Man of the Seventh Street' })).toBeVisible();

    await search.open('eleve');
    await expect(search.results().filter({ hasText: "L'Élève du Silence" })).toBeVisible();

    await search.open('cartographr', 'audiobook');
    await expect(search.results().filter({ hasText: 'The Cartographer of Kyoto' })).toBeVisible();
    await expect(search.scope('audiobook')).toHaveAttribute('aria-current', 'true');

    await search.open('zzqxv wprtk');
    await expect(search.noResults()).toBeVisible();
  });

  test('a title goes into the collection and comes out again', async ({ page }) => {
    const browse = new BrowsePage(page, host);
    const details = new MediaDetailsPage(page);
    await browse.open('audiobook');
    await browse.waitForRows();
    const title = await browse.openFirstTitle();
    await details.addToCollection();

    const collection = new LibraryPage(page, host, 'collection');
    await collection.open();
    await expect(collection.titles().filter({ hasText: title })).toBeVisible();
    await collection.remove(title);
    await expect(collection.titles().filter({ hasText: title })).toHaveCount(0);
    await page.reload();
    await expect(collection.titles().filter({ hasText: title })).toHaveCount(0);
  });

  test('history lists what was played and clears after confirming', async ({ page }) => {
    const browse = new BrowsePage(page, host);
    await browse.open('movie');
    await browse.waitForRows();
    await browse.openFirstTitle();
    const id = /\/id\/(\d+)/.exec(page.url())?.[1];
    expect(id).toBeTruthy();
    const answer = (await contentMutation(
      page,
      'mutation ($id: ID!) { content { addToHistory(type: "movie", id: $id) { responseResult { succeeded } } } }',
      { id },
    )) as { data: { content: { addToHistory: { responseResult: { succeeded: boolean } } } } };
    expect(answer.data.content.addToHistory.responseResult.succeeded).toBe(true);

    const history = new LibraryPage(page, host, 'history');
    await history.open();
    await expect(history.entries().first()).toBeVisible();
    await history.clearAll();
    await expect(history.empty()).toBeVisible();
    await page.reload();
    await expect(history.empty()).toBeVisible();
  });

  test('a playlist is built from an album, reordered, renamed and deleted', async ({ page }) => {
    const browse = new BrowsePage(page, host);
    const details = new MediaDetailsPage(page);
    await browse.open('music');
    await browse.waitForRows();
    await browse.openFirstTitle();
    await expect(details.tracks().nth(2)).toBeVisible();
    const name = `Road trip ${Date.now() % 100000}`;
    await details.addAlbumToNewPlaylist(name);

    const playlists = new PlaylistsPage(page, host);
    await playlists.open();
    await playlists.select(name);
    const before = await playlists.trackTitles().allInnerTexts();
    expect(before.length).toBeGreaterThanOrEqual(3);

    // Keyboard/buttons: first song one down.
    await playlists.moveDown(0);
    await expect(playlists.trackTitles()).toHaveText([before[1]!, before[0]!, ...before.slice(2)]);
    await page.reload();
    await playlists.select(name);
    await expect(playlists.trackTitles()).toHaveText([before[1]!, before[0]!, ...before.slice(2)]);

    // Drag: the third song to the top.
    await playlists.dragTrack(2, 0);
    await expect(playlists.trackTitles().first()).toHaveText(before[2]!);
    await page.screenshot({ path: `${SHOTS}/playlist-desktop.png` });

    await playlists.rename(`${name} (live)`);
    await playlists.delete();
    await expect(playlists.listed(name)).toHaveCount(0);
  });

  test('bad addresses get a clear answer and never fetch a title below id 1', async ({ page }) => {
    const operations: (string | undefined)[] = [];
    page.on('request', (request) => operations.push(operationOf(request)));
    const browse = new BrowsePage(page, host);
    const details = new MediaDetailsPage(page);
    await details.open(host, 'movie', '0');
    await expect(details.notFound()).toBeVisible();
    expect(operations).not.toContain('MediaDetails');

    await details.open(host, 'movie', '999999999');
    await expect(details.notFound()).toBeVisible();

    await browse.openAddress('/browse/radio');
    await expect(browse.nothingHere()).toBeVisible();
    await browse.openAddress('/browse/movie/genre/not_a_genre');
    await expect(browse.nothingHere()).toBeVisible();
    await browse.openAddress('/browse/movie/trending');
    await expect(browse.nothingHere()).toBeVisible();
  });

  test('sports list their live events and a live event shows its score', async ({ page }) => {
    const live = new LiveEventsPage(page, host);
    await live.open();
    await expect(live.list()).toBeVisible();
    await live.openFirstEvent();
    await expect(live.board()).toBeVisible();
    await expect(live.score()).toContainText(/\d+\s*–\s*\d+/);
  });
});

test('a member who never saved or played anything sees the empty states', async ({ page }) => {
  // gb@ is used by no other catalogue journey: nothing saved, played or listed.
  await new LoginPage(page, host).signInAs('gb@playmax.test');
  const collection = new LibraryPage(page, host, 'collection');
  await collection.open();
  await expect(collection.empty()).toBeVisible();
  const history = new LibraryPage(page, host, 'history');
  await history.open();
  await expect(history.empty()).toBeVisible();
  const playlists = new PlaylistsPage(page, host);
  await playlists.open();
  await expect(playlists.empty()).toBeVisible();
});

test.describe('catalogue on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test.beforeEach(async ({ page }) => {
    await new LoginPage(page, host).signInAs('paid@playmax.test');
  });

  test('browse, details, search and playlists fit the screen', async ({ page }) => {
    test.setTimeout(90_000);
    const browse = new BrowsePage(page, host);
    for (const media of ['music', 'movie', 'stream'] as const) {
      await browse.open(media);
      await browse.waitForRows();
      await expect
        .poll(() => loadedCovers(browse.rows().first()), { timeout: 15_000 })
        .toBeGreaterThanOrEqual(2);
      await expect.poll(() => horizontalOverflow(page), { message: media }).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/browse-${media}-375.png` });
    }
    await browse.openFirstTitle();
    expect(await horizontalOverflow(page), 'details').toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/details-stream-375.png`, fullPage: true });

    const search = new SearchPage(page, host);
    await search.searchFromPhone('spider man');
    await expect(search.results().filter({ hasText: 'Spider-Man' })).toBeVisible();
    expect(await horizontalOverflow(page), 'search').toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/search-375.png` });

    await new PlaylistsPage(page, host).open();
    expect(await horizontalOverflow(page), 'playlists').toBeLessThanOrEqual(0);
  });
});

/** Asks the catalogue from Node, as an anonymous visitor of the brand, from a given country. */
async function gql(request: APIRequestContext, query: string, country = 'US') {
  const response = await request.post(apiUrl('/membergraphapi/'), {
    headers: { ...hostHeader(host), 'content-type': 'application/json', 'x-country': country },
    data: { query },
  });
  return (await response.json()) as { data: { content: Record<string, unknown> } };
}

/** The first movie that a visitor from `country` may not open because of where they are. */
async function geoRestrictedMovie(request: APIRequestContext, country: string): Promise<string> {
  for (let from = 1; from < 1500; from += 15) {
    const fields = Array.from(
      { length: 15 },
      (_, i) => `m${from + i}: media(mediaType: "movie", id: "${from + i}") { id access { reason } }`,
    ).join(' ');
    const answer = await gql(request, `{ content { ${fields} } }`, country);
    const hit = Object.values(answer.data.content).find(
      (media) =>
        (media as { access?: { reason: string | null } } | null)?.access?.reason === 'geo_restricted',
    ) as { id: string } | undefined;
    if (hit) return hit.id;
  }
  throw new Error(`no geo-restricted movie for ${country} in the demo catalogue`);
}

test.describe('access to titles', () => {
  test('a geo-restricted title says so in the words of the spec', async ({ page, request }) => {
    const id = await geoRestrictedMovie(request, 'CA');
    await page.setExtraHTTPHeaders({ 'x-country': 'CA' });
    await new LoginPage(page, host).signInAs('paid@playmax.test');
    const details = new MediaDetailsPage(page);
    await details.open(host, 'movie', id);
    await expect(details.accessRefusal('geo')).toHaveText(
      'This content is not available in your current location.',
    );
  });

  test('a member without a plan for a type is offered the upgrade, and free titles stay open', async ({
    page,
    request,
  }) => {
    const answer = await gql(
      request,
      '{ content { browse(mediaType: "ebook", tab: "popular", first: 40) { items { id is_free } } } }',
    );
    const items = (answer.data.content.browse as { items: { id: string; is_free: boolean }[] }).items;
    const paid = items.find((item) => !item.is_free);
    const free = items.find((item) => item.is_free);
    expect(paid && free).toBeTruthy();

    await new LoginPage(page, host).signInAs('free@playmax.test');
    const details = new MediaDetailsPage(page);
    await details.open(host, 'ebook', paid!.id);
    await expect(details.accessRefusal('upgrade')).toBeVisible();
    await details.open(host, 'ebook', free!.id);
    await expect(details.panel()).toBeVisible();
    await expect(details.accessRefusal('upgrade')).toHaveCount(0);
    const browse = new BrowsePage(page, host);
    await browse.open('ebook');
    await expect(browse.planNotice()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/browse-ebook-free-member.png` });
  });

  test('a collection change the server refuses is rolled back and shows the error screen', async ({
    page,
  }) => {
    await new LoginPage(page, host).signInAs('trial@playmax.test');
    const browse = new BrowsePage(page, host);
    await browse.open('movie');
    await browse.waitForRows();
    await browse.openFirstTitle();
    const allowAgain = await refuseCollectionChanges(page);
    await new MediaDetailsPage(page).toggleCollection();
    await expect(new ShellPage(page).errorScreen()).toBeVisible();
    await allowAgain();
    const collection = new LibraryPage(page, host, 'collection');
    await collection.open();
    await expect(collection.loaded()).toBeVisible();
    await expect(collection.titles()).toHaveCount(0);
  });
});

test.describe('keyboard and concurrent changes', () => {
  test.beforeEach(async ({ page }) => {
    await new LoginPage(page, host).signInAs('champion@playmax.test');
  });

  test('arrow keys move between the covers of a row', async ({ page }) => {
    const browse = new BrowsePage(page, host);
    await browse.open('movie');
    await browse.waitForRows();
    const covers = browse.cardsOf(browse.rows().first());
    await covers.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(covers.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(covers.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(covers.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(new MediaDetailsPage(page).panel()).toBeVisible();
  });

  test('a reorder based on a stale playlist reloads it and tells the member', async ({ page }) => {
    const browse = new BrowsePage(page, host);
    const details = new MediaDetailsPage(page);
    await browse.open('music');
    await browse.waitForRows();
    await browse.openFirstTitle();
    const name = `Stale ${Date.now() % 100000}`;
    await details.addAlbumToNewPlaylist(name);
    const playlists = new PlaylistsPage(page, host);
    await playlists.open();
    await playlists.select(name);
    const before = await playlists.trackTitles().allInnerTexts();

    // Another device reorders the playlist meanwhile: this page's version is now stale.
    const { id, trackIds } = await playlists.selected();
    await contentMutation(
      page,
      'mutation ($id: ID!, $ids: [ID!]!) { content { reorderPlaylist(playlistId: $id, trackIds: $ids) { responseResult { succeeded } } } }',
      { id, ids: [...trackIds].reverse() },
    );
    await playlists.moveDown(0);
    await expect(playlists.staleNotice()).toBeVisible();
    // The list shows the order the server holds, the other device's.
    await expect(playlists.trackTitles()).toHaveText([...before].reverse());
    await playlists.delete();
  });

  test('one title leaves the history without touching the others', async ({ page }) => {
    const browse = new BrowsePage(page, host);
    await browse.open('movie');
    await browse.waitForRows();
    const ids = await browse.titleIdsOf(browse.rows().first(), 2);
    await contentMutation(
      page,
      'mutation { content { removeAllFromHistory { responseResult { succeeded } } } }',
      {},
    );
    for (const id of ids) {
      await contentMutation(
        page,
        'mutation ($id: ID!) { content { addToHistory(type: "movie", id: $id) { responseResult { succeeded } } } }',
        { id },
      );
    }
    const history = new LibraryPage(page, host, 'history');
    await history.open();
    await expect(history.entries()).toHaveCount(2);
    const [first, second] = await history.titles().allInnerTexts();
    await history.remove(first!);
    await expect(history.titles()).toHaveText([second!]);
    await page.reload();
    await expect(history.titles()).toHaveText([second!]);
    await history.clearAll();
    await expect(history.empty()).toBeVisible();
  });
});
