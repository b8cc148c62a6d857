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
    await this.page.goto(brandUrl(this.host, `/browse/${media}/genre/${genre}`));
    await expect(this.titleGrid().getByTestId('media-card').first()).toBeVisible();
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

  async open(query: string, type?: string) {
    const params = new URLSearchParams({ q: query });
    if (type) params.set('type', type);
    await this.page.goto(brandUrl(this.host, `/search?${params.toString()}`));
  }

  results() {
    return this.page.getByTestId('search-results').getByTestId('media-card');
  }

  noResults() {
    return this.page.getByTestId('search-no-results');
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
    await this.page.getByTestId('playlist-link').filter({ hasText: name }).click();
    await expect(this.page.getByTestId('playlist-name')).toHaveText(name);
  }

  trackTitles() {
    return this.page.getByTestId('playlist-track-title');
  }

  async moveDown(index: number) {
    await this.page.getByTestId('playlist-track').nth(index).getByTestId('track-down').click();
  }

  async dragTrack(from: number, to: number) {
    const tracks = this.page.getByTestId('playlist-track');
    await tracks.nth(from).dragTo(tracks.nth(to));
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
