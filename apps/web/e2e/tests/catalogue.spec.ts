import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiUrl, brandUrl, hostHeader, HOSTS } from '../env';
import { LoginPage } from '../pages/login-page';
import {
  BrowsePage,
  contentMutation,
  LibraryPage,
  loadedCovers,
  MediaDetailsPage,
  PlaylistsPage,
  SearchPage,
} from '../pages/catalogue-pages';

const host = HOSTS.playmax;
const MEDIA_TYPES = ['movie', 'ebook', 'audiobook', 'music', 'game', 'software', 'stream'] as const;
const SHOTS = 'test-results/catalogue-shots';

async function noHorizontalOverflow(page: Page) {
  const width = page.viewportSize()?.width ?? 375;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

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
      await expect(page.getByTestId('browse-hero')).toBeVisible();
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
      await expect(page.getByTestId('media-details')).toContainText(expectedField[media]);
      if (media === 'music') await expect(details.tracks().first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/details-${media}-desktop.png` });
    }
  });

  test('tabs and genres lead to grids that fetch more titles while scrolling', async ({ page }) => {
    const browse = new BrowsePage(page, host);
    await browse.open('ebook');
    await browse.openTab('genres');
    await expect(page.getByTestId('genre-tiles')).toBeVisible();
    await page.getByTestId('genre-tiles').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/browse\/ebook\/genre\//);
    await browse.open('movie');
    await browse.openTab('new-releases');
    const grid = page.getByTestId('title-grid');
    await expect(grid.getByTestId('media-card').first()).toBeVisible();
    const total = await page.getByTestId('browse-count').innerText();
    expect(total).toMatch(/\d/);
    // Scrolling to the bottom asks for the next page: more cards become reachable than the first 60.
    const before = await grid.evaluate((el) => el.scrollHeight);
    await browse.wheelUntilGridGrowsPast(before);
  });

  test('search forgives punctuation, accents and one typo, and says when nothing matches', async ({
    page,
  }) => {
    const search = new SearchPage(page, host);
    await page.goto(brandUrl(host, '/browse/movie'));
    await search.searchFromTopBar('spider man');
    await expect(search.results().filter({ hasText: 'Spider-Man of the Seventh Street' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/search-desktop.png` });

    await search.open('eleve');
    await expect(search.results().filter({ hasText: "L'Élève du Silence" })).toBeVisible();

    await search.open('cartographr', 'audiobook');
    await expect(search.results().filter({ hasText: 'The Cartographer of Kyoto' })).toBeVisible();
    await expect(page.getByTestId('search-scope-audiobook')).toHaveAttribute('aria-current', 'true');

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
    await expect(page.getByTestId('playlist-link').filter({ hasText: name })).toHaveCount(0);
  });

  test('bad addresses get a clear answer and never fetch a title below id 1', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/membergraphapi')) requests.push(request.postData() ?? '');
    });
    await page.goto(brandUrl(host, '/browse/movie/id/0'));
    await expect(page.getByTestId('media-not-found')).toBeVisible();
    expect(requests.some((body) => body.includes('MediaDetails'))).toBe(false);

    await page.goto(brandUrl(host, '/browse/movie/id/999999999'));
    await expect(page.getByTestId('media-not-found')).toBeVisible();

    await page.goto(brandUrl(host, '/browse/radio'));
    await expect(page.getByTestId('browse-nothing')).toBeVisible();
    await page.goto(brandUrl(host, '/browse/movie/genre/not_a_genre'));
    await expect(page.getByTestId('browse-nothing')).toBeVisible();
    await page.goto(brandUrl(host, '/browse/movie/trending'));
    await expect(page.getByTestId('browse-nothing')).toBeVisible();
  });

  test('sports list their live events and a live event shows its score', async ({ page }) => {
    await page.goto(brandUrl(host, '/browse/stream/live'));
    await expect(page.getByTestId('live-list')).toBeVisible();
    await page.getByTestId('live-list').getByRole('link').first().click();
    await expect(page.getByTestId('live-board')).toBeVisible();
    await expect(page.getByTestId('live-score')).toContainText(/\d+\s*–\s*\d+/);
  });
});

test('a member who never saved or played anything sees the empty states', async ({ page }) => {
  // gb@ is used by no other catalogue journey: nothing saved, played or listed.
  await new LoginPage(page, host).signInAs('gb@playmax.test');
  await new LibraryPage(page, host, 'collection').open();
  await expect(page.getByTestId('collection-empty')).toBeVisible();
  await new LibraryPage(page, host, 'history').open();
  await expect(page.getByTestId('history-empty')).toBeVisible();
  await new PlaylistsPage(page, host).open();
  await expect(page.getByTestId('playlists-empty')).toBeVisible();
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
      await noHorizontalOverflow(page);
      await page.screenshot({ path: `${SHOTS}/browse-${media}-375.png` });
    }
    await browse.openFirstTitle();
    await noHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/details-stream-375.png`, fullPage: true });

    await page.getByTestId('search-open').click();
    await expect(page).toHaveURL(/\/search/);
    const input = page.getByTestId('search-page-input');
    await input.fill('spider man');
    await input.press('Enter');
    await expect(
      page.getByTestId('search-results').getByTestId('media-card').filter({ hasText: 'Spider-Man' }),
    ).toBeVisible();
    await noHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/search-375.png` });

    await new PlaylistsPage(page, host).open();
    await noHorizontalOverflow(page);
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
    await page.goto(brandUrl(host, `/browse/movie/id/${id}`));
    await expect(page.getByTestId('access-geo')).toHaveText(
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
    await page.goto(brandUrl(host, `/browse/ebook/id/${paid!.id}`));
    await expect(page.getByTestId('access-upgrade')).toBeVisible();
    await page.goto(brandUrl(host, `/browse/ebook/id/${free!.id}`));
    await expect(page.getByTestId('media-details')).toBeVisible();
    await expect(page.getByTestId('access-upgrade')).toHaveCount(0);
    await page.goto(brandUrl(host, '/browse/ebook'));
    await expect(page.getByTestId('plan-notice')).toBeVisible();
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
    await page.route('**/membergraphapi/**', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { operationName?: string };
      if (body.operationName !== 'AddToCollection') return route.continue();
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            content: {
              addToCollection: {
                responseResult: { succeeded: false, errorCode: 'internal_error', message: null },
                entries: [],
              },
            },
          },
        }),
      });
    });
    await page.getByTestId('collection-toggle').click();
    await expect(page.getByTestId('error-screen')).toBeVisible();
    await page.unroute('**/membergraphapi/**');
    await new LibraryPage(page, host, 'collection').open();
    await expect(
      page.getByTestId('collection-empty').or(page.getByTestId('collection-entry').first()),
    ).toBeVisible();
    await expect(page.getByTestId('collection-title')).toHaveCount(0);
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
    const row = browse.rows().first();
    await row.getByTestId('media-card').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(row.getByTestId('media-card').nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(row.getByTestId('media-card').last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(row.getByTestId('media-card').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('media-details')).toBeVisible();
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
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    const trackIds = await page
      .getByTestId('playlist-track')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-track-id') ?? ''));
    await contentMutation(
      page,
      'mutation ($id: ID!, $ids: [ID!]!) { content { reorderPlaylist(playlistId: $id, trackIds: $ids) { responseResult { succeeded } } } }',
      { id, ids: [...trackIds].reverse() },
    );
    await playlists.moveDown(0);
    await expect(page.getByTestId('playlist-stale')).toBeVisible();
    // The list shows the order the server holds, the other device's.
    await expect(playlists.trackTitles()).toHaveText([...before].reverse());
    await playlists.delete();
  });

  test('one title leaves the history without touching the others', async ({ page }) => {
    const browse = new BrowsePage(page, host);
    await browse.open('movie');
    await browse.waitForRows();
    const hrefs = await browse
      .rows()
      .first()
      .getByTestId('media-card')
      .evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getAttribute('href') ?? ''));
    const ids = hrefs.map((href) => /\/id\/(\d+)/.exec(href)?.[1] ?? '');
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
