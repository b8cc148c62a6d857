import { expect, type Locator, type Page } from '@playwright/test';
import { brandUrl } from '../env';

/** Covers that have actually loaded (not broken, not still empty). */
export async function loadedCovers(scope: Locator): Promise<number> {
  return scope
    .locator('img')
    .evaluateAll(
      (imgs) =>
        imgs.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)
          .length,
    );
}

/** browse/{media}: the overview with a hero and rows of covers, plus its tabs. */
export class BrowsePage {
  constructor(
    private readonly page: Page,
    private readonly host: string,
  ) {}

  async open(media: string) {
    await this.page.goto(brandUrl(this.host, `/browse/${media}`));
    await expect(this.page.getByTestId('browse-title')).toBeVisible();
  }

  rows() {
    return this.page.locator('section[data-testid^="row-"]');
  }

  /** The covers of one row (or of the grid, search results…), in the order shown. */
  cardsOf(scope: Locator) {
    return scope.getByTestId('media-card');
  }

  /** The ids of the first `count` titles of a row, read from their links. */
  async titleIdsOf(row: Locator, count: number): Promise<string[]> {
    const hrefs = await this.cardsOf(row).evaluateAll(
      (cards, n) => cards.slice(0, n).map((card) => card.getAttribute('href') ?? ''),
      count,
    );
    return hrefs.map((href) => /\/id\/(\d+)/.exec(href)?.[1] ?? '');
  }

  /** The big title at the top of an overview. */
  hero() {
    return this.page.getByTestId('browse-hero');
  }

  /** The answer to an address that names no media type, tab or genre the brand has. */
  nothingHere() {
    return this.page.getByTestId('browse-nothing');
  }

  /** The note to members whose plan does not include this media type. */
  planNotice() {
    return this.page.getByTestId('plan-notice');
  }

  /** Opens any browse address as typed (a bad one too). */
  async openAddress(path: string) {
    await this.page.goto(brandUrl(this.host, path));
  }

  cards() {
    return this.page.getByTestId('media-card');
  }

  /** A row's heading, by the row's slug. */
  rowTitle(slug: string) {
    return this.page.getByTestId(`row-${slug}`).getByRole('heading', { level: 2 });
  }

  /** A genre tile of the genres tab, by the genre's key. */
  genreTile(key: string) {
    return this.page.getByTestId(`genre-${key}`);
  }

  /** A genre's grid of titles (browse/{media}/genre/{key}), once its first titles show. */
  async openGenre(media: string, genre: string) {
    await this.openGrid(media, `genre/${genre}`);
  }

  /** A grid of titles (browse/{media}/{tab or genre/key}), once its first titles show. */
  async openGrid(media: string, path: string) {
    await this.page.goto(brandUrl(this.host, `/browse/${media}/${path}`));
    await expect(this.cardsOf(this.titleGrid()).first()).toBeVisible();
  }

  genreTiles() {
    return this.page.getByTestId('genre-tiles');
  }

  async openFirstGenre() {
    await this.genreTiles().getByRole('link').first().click();
  }

  /** The number of titles a grid says it has. */
  count() {
    return this.page.getByTestId('browse-count');
  }

  /** How tall the grid's content is now (it grows as pages of titles arrive). */
  async gridHeight(): Promise<number> {
    return this.titleGrid().evaluate((el) => el.scrollHeight);
  }

  titleGrid() {
    return this.page.getByTestId('title-grid');
  }

  /** Scrolls the grid down with the mouse wheel until it has grown taller than `height` (a next page came). */
  async wheelUntilGridGrowsPast(height: number) {
    const grid = this.titleGrid();
    await expect(async () => {
      await this.page.mouse.wheel(0, 4000);
      expect(await grid.evaluate((el) => el.scrollHeight)).toBeGreaterThan(height);
    }).toPass({ timeout: 15_000 });
  }

  /** The last card the genre grid has rendered (a virtual grid renders only what is near the viewport). */
  lastGridCard() {
    return this.page.getByTestId('title-grid').getByTestId('media-card').last();
  }

  /** The marker under a grid's last title. */
  gridEnd() {
    return this.page.getByTestId('grid-end');
  }

  /**
   * Jumps to the bottom of the grid again and again until its last page has arrived (the end marker
   * shows): each jump asks for the next page, and the retry waits for it rather than for a fixed time.
   */
  async scrollToGridEnd(timeout = 120_000) {
    await expect(async () => {
      await this.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(this.gridEnd()).toBeVisible({ timeout: 150 });
    }).toPass({ intervals: [0], timeout });
  }

  async waitForRows(minRows = 1) {
    await expect(this.rows().first()).toBeVisible();
    expect(await this.rows().count()).toBeGreaterThanOrEqual(minRows);
  }

  async openTab(tab: 'new-releases' | 'popular' | 'genres' | 'live') {
    await this.page.getByTestId(`browse-tab-${tab}`).click();
  }

  async openFirstTitle(): Promise<string> {
    const card = this.cards().first();
    const label = (await card.getByTestId('media-card-title').innerText()).trim();
    await card.click();
    await expect(this.page.getByTestId('media-details')).toBeVisible();
    return label;
  }
}

/** browse/{media}/id/{id}: one title. */
export class MediaDetailsPage {
  constructor(private readonly page: Page) {}

  title() {
    return this.page.getByTestId('media-title');
  }

  facts() {
    return this.page.getByTestId('media-facts');
  }

  collectionToggle() {
    return this.page.getByTestId('collection-toggle');
  }

  /** The details panel (the type's own fields). */
  panel() {
    return this.page.getByTestId('media-details');
  }

  /** The answer to an id that names no title. */
  notFound() {
    return this.page.getByTestId('media-not-found');
  }

  /** Why the member may not open the title: where they are, or a plan without this type. */
  accessRefusal(reason: 'geo' | 'upgrade') {
    return this.page.getByTestId(`access-${reason}`);
  }

  async open(host: string, media: string, id: string) {
    await this.page.goto(brandUrl(host, `/browse/${media}/id/${id}`));
  }

  /** Presses the collection button, without waiting for the outcome. */
  async toggleCollection() {
    await this.collectionToggle().click();
  }

  async addToCollection() {
    await expect(this.collectionToggle()).toHaveAttribute('aria-pressed', 'false');
    await this.collectionToggle().click();
    await expect(this.collectionToggle()).toHaveAttribute('aria-pressed', 'true');
  }

  tracks() {
    return this.page.getByTestId('track');
  }

  /** From an album: add every song to a new playlist of that name. */
  async addAlbumToNewPlaylist(name: string) {
    await this.page.getByTestId('add-album-to-playlist').click();
    const menu = this.page.getByTestId('playlist-menu');
    await expect(menu).toBeVisible();
    await menu.getByTestId('playlist-menu-new-name').fill(name);
    await menu.getByTestId('playlist-menu-create').click();
    await expect(this.page.getByTestId('add-album-to-playlist-status')).toContainText(name);
  }
}

/** The search field of the top bar and /search. */
export class SearchPage {
  constructor(
    private readonly page: Page,
    private readonly host: string,
  ) {}

  /** Types in the top bar (desktop) and presses Enter. */
  async searchFromTopBar(text: string) {
    const input = this.page.getByTestId('search-input');
    await input.fill(text);
    await input.press('Enter');
    await expect(this.page).toHaveURL(/\/search\?q=/);
  }

  /** Types in the top bar (desktop) and presses its search button (pa11y: the form's submit). */
  async searchFromTopBarButton(text: string) {
    await this.page.getByTestId('search-input').fill(text);
    await this.page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(this.page).toHaveURL(/\/search\?q=/);
  }

  async open(query: string, type?: string) {
    const params = new URLSearchParams({ q: query });
    if (type) params.set('type', type);
    await this.page.goto(brandUrl(this.host, `/search?${params.toString()}`));
  }

  results() {
    return this.page.getByTestId('search-results').getByTestId('media-card');
  }

  /** Opens the result of that title (its card), landing on its details page; answers its id. */
  async openResult(title: string): Promise<string> {
    await this.results().filter({ hasText: title }).first().click();
    await expect(this.page.getByTestId('media-title')).toHaveText(title);
    return /\/id\/([^/?#]+)/.exec(this.page.url())?.[1] ?? '';
  }

  noResults() {
    return this.page.getByTestId('search-no-results');
  }

  /** The results panel (shown once a search has answered, results or not). */
  resultsPanel() {
    return this.page.getByTestId('search-results');
  }

  /** The media-type filter of the results, marked aria-current when it applies. */
  scope(type: string) {
    return this.page.getByTestId(`search-scope-${type}`);
  }

  /** On a phone: the top bar's search button, then the search screen's own field. */
  async searchFromPhone(text: string) {
    await this.page.getByTestId('search-open').click();
    await expect(this.page).toHaveURL(/\/search/);
    const input = this.page.getByTestId('search-page-input');
    await input.fill(text);
    await input.press('Enter');
  }
}

/** collection and history: lists with remove buttons. */
export class LibraryPage {
  constructor(
    private readonly page: Page,
    private readonly host: string,
    private readonly kind: 'collection' | 'history',
  ) {}

  async open() {
    await this.page.goto(brandUrl(this.host, `/${this.kind}`));
  }

  entries() {
    return this.page.getByTestId(`${this.kind}-entry`);
  }

  titles() {
    return this.page.getByTestId(`${this.kind}-title`);
  }

  empty() {
    return this.page.getByTestId(`${this.kind}-empty`);
  }

  /** The list once loaded: its empty state or its first entry. */
  loaded() {
    return this.empty().or(this.entries().first());
  }

  async remove(title: string) {
    await this.entries().filter({ hasText: title }).getByTestId(`${this.kind}-remove`).click();
  }

  async clearAll() {
    await this.page.getByTestId('history-clear').click();
    await this.page.getByTestId('confirm-yes').click();
  }
}

/** playlists: the list, one playlist's songs, reordering. */
export class PlaylistsPage {
  constructor(
    private readonly page: Page,
    private readonly host: string,
  ) {}

  async open() {
    await this.page.goto(brandUrl(this.host, '/playlists'));
  }

  async select(name: string) {
    await this.listed(name).click();
    await expect(this.page.getByTestId('playlist-name')).toHaveText(name);
  }

  trackTitles() {
    return this.page.getByTestId('playlist-track-title');
  }

  /** The playlists in the list, or those named `name`. */
  listed(name?: string) {
    const all = this.page.getByTestId('playlist-link');
    return name === undefined ? all : all.filter({ hasText: name });
  }

  empty() {
    return this.page.getByTestId('playlists-empty');
  }

  /** The screen once loaded: the empty state or the selected playlist. */
  loaded() {
    return this.empty().or(this.page.getByTestId('playlist-detail'));
  }

  /** The selected playlist's id (from the address) and its songs' ids in order. */
  async selected(): Promise<{ id: string; trackIds: string[] }> {
    const id = new URL(this.page.url()).searchParams.get('id') ?? '';
    const trackIds = await this.page
      .getByTestId('playlist-track')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-track-id') ?? ''));
    return { id, trackIds };
  }

  /** The notice that the playlist changed elsewhere and was loaded again. */
  staleNotice() {
    return this.page.getByTestId('playlist-stale');
  }

  async moveDown(index: number) {
    await this.page.getByTestId('playlist-track').nth(index).getByTestId('track-down').click();
  }

  async dragTrack(from: number, to: number) {
    const tracks = this.page.getByTestId('playlist-track');
    await tracks.nth(from).dragTo(tracks.nth(to));
  }

  /** Plays the selected playlist from its first song. */
  async play() {
    await this.page.getByTestId('playlist-play').click();
  }

  async rename(name: string) {
    await this.page.getByTestId('playlist-rename').click();
    await this.page.getByTestId('rename-form-input').fill(name);
    await this.page.getByTestId('rename-form-submit').click();
    await expect(this.page.getByTestId('playlist-name')).toHaveText(name);
  }

  async delete() {
    await this.page.getByTestId('playlist-delete').click();
    await this.page.getByTestId('confirm-yes').click();
  }
}

/** Calls a content mutation as the signed-in member (cookie), e.g. to put titles in the history. */
export async function contentMutation(page: Page, query: string, variables: Record<string, unknown>) {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/membergraphapi/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as unknown;
    },
    { query, variables },
  );
}

/** browse/stream/live: the sports' live events and one event's board. */
export class LiveEventsPage {
  constructor(
    private readonly page: Page,
    private readonly host: string,
  ) {}

  async open() {
    await this.page.goto(brandUrl(this.host, '/browse/stream/live'));
  }

  list() {
    return this.page.getByTestId('live-list');
  }

  async openFirstEvent() {
    await this.list().getByRole('link').first().click();
  }

  board() {
    return this.page.getByTestId('live-board');
  }

  score() {
    return this.page.getByTestId('live-score');
  }
}

/**
 * Makes the server's answer to every collection change a refusal (an internal error), as a server
 * in trouble would; returns the undo.
 */
export async function refuseCollectionChanges(page: Page): Promise<() => Promise<void>> {
  const pattern = '**/membergraphapi/**';
  await page.route(pattern, async (route) => {
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
  return () => page.unroute(pattern);
}
