import { expect, type Locator, type Page } from '@playwright/test';
import { nextPositionSave } from './playback-saves';
import { brandUrl } from '../env';
import { graph, type PlayableTitle } from './playback-api';

export type AudioTitle = PlayableTitle;

/** The first album or audiobook the signed-in member can play, with at least `minParts` tracks or chapters. */
export async function playableAudioTitle(
  page: Page,
  mediaType: 'music' | 'audiobook',
  minParts = 3,
): Promise<AudioTitle> {
  const data = await graph<{ content: { browse: { items: AudioTitle[] } } }>(
    page,
    'query($t: String!) { content { browse(mediaType: $t, tab: "popular", first: 12) { items { id title } } } }',
    { t: mediaType },
  );
  for (const item of data.content.browse.items) {
    const answer = await graph<{
      content: { playback: { available: boolean; tracks: unknown[]; chapters: unknown[] } };
    }>(
      page,
      'query($t: String!, $id: ID!) { content { playback(mediaType: $t, id: $id) { available tracks { id } chapters { index } } } }',
      { t: mediaType, id: item.id },
    );
    const { available, tracks, chapters } = answer.content.playback;
    if (available && (mediaType === 'music' ? tracks : chapters).length >= minParts) return item;
  }
  throw new Error(`no playable ${mediaType} with ${minParts} parts for this member`);
}

/** The music player, the audiobook player and the mini-player, as a member uses them. */
export class AudioPlayerPage {
  constructor(
    private readonly page: Page,
    private readonly host: string,
  ) {}

  /** Opens the title's details page and starts it with its Play (album) / Listen button. */
  async start(mediaType: 'music' | 'audiobook', title: AudioTitle) {
    await this.page.goto(brandUrl(this.host, `/browse/${mediaType}/id/${title.id}`));
    await expect(this.page.getByTestId('media-title')).toBeVisible();
    await this.page.getByTestId('play-button').click();
    await expect(this.host_().getByTestId(`${mediaType}-player`)).toBeVisible({
      timeout: 20_000,
    });
  }

  /** Opens the title's details page and presses Add to queue (which must only queue). */
  async addToQueue(mediaType: 'music' | 'audiobook', title: AudioTitle) {
    await this.page.goto(brandUrl(this.host, `/browse/${mediaType}/id/${title.id}`));
    await expect(this.page.getByTestId('media-title')).toBeVisible();
    await this.page.getByTestId('add-to-queue').click();
  }

  /** The bar that shows what waits in the queue while nothing plays. */
  queuedBar() {
    return this.page.locator('[data-testid="mini-player"][data-state="queued"]');
  }

  /** Play on the queued bar: the full player opens on the queue's first title. */
  async playFromQueuedBar(mediaType: 'music' | 'audiobook') {
    await this.queuedBar().getByTestId('mini-player-toggle').click();
    await expect(this.host_().getByTestId(`${mediaType}-player`)).toBeVisible({
      timeout: 20_000,
    });
  }

  /** The full-screen player, whatever it plays. */
  fullPlayer() {
    return this.page.locator('[data-testid="player-host"][data-presentation="full"]');
  }

  private host_() {
    return this.page.getByTestId('player-host');
  }

  /** The player host: its `data-presentation` says full or mini. */
  playerHost() {
    return this.host_();
  }

  /** The full player of a type (music or audiobook). */
  player(mediaType: 'music' | 'audiobook') {
    return this.page.getByTestId(`${mediaType}-player`);
  }

  /** The full player's close button (it leaves the mini-player). */
  closeButton() {
    return this.page.getByTestId('player-close');
  }

  /** Closes the full player without waiting for the mini-player (see `closeFull`). */
  async close() {
    await this.closeButton().click();
  }

  /** Whether the page says the mini-player is open (`body[data-mini-player]`), or null. */
  async pageMiniPlayerState(): Promise<string | null> {
    return this.page.evaluate(() => document.body.dataset.miniPlayer ?? null);
  }

  /** The space the page keeps below its last line (for the mini-player), in px. */
  async pageBottomPadding(): Promise<number> {
    return this.page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
  }

  /** How much wider than `width` the full player's content is (0 or less when it fits). */
  async fullPlayerOverflow(width: number): Promise<number> {
    return (await this.host_().evaluate((el) => el.scrollWidth)) - width;
  }

  audio(mediaType: 'music' | 'audiobook'): Locator {
    return this.page.getByTestId(`${mediaType}-audio`);
  }

  /** The <audio> element's current time in seconds. */
  async currentTime(mediaType: 'music' | 'audiobook'): Promise<number> {
    return this.audio(mediaType).evaluate((el) => (el as HTMLAudioElement).currentTime);
  }

  async isPlaying(mediaType: 'music' | 'audiobook'): Promise<boolean> {
    return this.audio(mediaType).evaluate((el) => !(el as HTMLAudioElement).paused);
  }

  /**
   * Waits until the audio has moved on by `seconds` from where it is now. A time that goes back is
   * the new start: a chapter or track that has just been chosen may still report the old source's
   * time on the first reading (seen in CI: 38 s of the old chapter, then 0 s of the new one).
   */
  async waitForProgress(mediaType: 'music' | 'audiobook', seconds = 1) {
    let from = await this.currentTime(mediaType);
    await expect
      .poll(
        async () => {
          const now = await this.currentTime(mediaType);
          from = Math.min(from, now);
          return now - from;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(seconds);
  }

  /**
   * Makes sure it plays: the player starts by itself after a click on Play, but a reload may need
   * a click (browsers refuse autoplay without one), so wait a moment before pressing play.
   */
  async ensurePlaying(mediaType: 'music' | 'audiobook') {
    const playing = await expect
      .poll(() => this.isPlaying(mediaType), { timeout: 4_000 })
      .toBe(true)
      .then(() => true)
      .catch(() => false);
    if (playing) return;
    const toggle = this.page.getByTestId(
      (await this.isMini()) ? 'mini-player-toggle' : `${mediaType}-toggle`,
    );
    await expect(toggle).toHaveAttribute('data-state', 'paused');
    await toggle.click();
    await expect.poll(() => this.isPlaying(mediaType)).toBe(true);
  }

  // ---- music ----
  trackTitle() {
    return this.page.getByTestId('music-track-title');
  }
  shuffle() {
    return this.page.getByTestId('music-shuffle');
  }
  repeat() {
    return this.page.getByTestId('music-repeat');
  }
  async nextTrack() {
    await this.page.getByTestId('music-next').click();
  }
  async previousTrack() {
    await this.page.getByTestId('music-previous').click();
  }
  /** "Add to playlist" on the playing track, into a new playlist of that name. */
  async addTrackToNewPlaylist(name: string) {
    await this.page.getByTestId('music-add-to-playlist').click();
    await this.page.getByTestId('playlist-menu-new-name').fill(name);
    await this.page.getByTestId('playlist-menu-create').click();
    await expect(this.page.getByTestId('music-add-to-playlist-status')).toContainText(name);
  }
  addToPlaylistButton() {
    return this.page.getByTestId('music-add-to-playlist');
  }
  playlistMenu() {
    return this.page.getByTestId('playlist-menu');
  }
  /** The name field of the open "Add to playlist" menu. */
  newPlaylistName() {
    return this.page.getByTestId('playlist-menu-new-name');
  }
  /** Opens "Add to playlist" on the playing track with the keyboard (focus, then Enter). */
  async openAddToPlaylistWithKeyboard() {
    await this.addToPlaylistButton().focus();
    await this.page.keyboard.press('Enter');
    await expect(this.playlistMenu()).toBeVisible();
  }
  async openQueue() {
    await this.page.getByTestId('music-tab-queue').click();
  }

  // ---- audiobook ----
  chapterNumber() {
    return this.page.getByTestId('audiobook-chapter-number');
  }
  chapterTitle() {
    return this.page.getByTestId('audiobook-chapter-title');
  }
  async pickChapter(index: number) {
    await this.page.getByTestId('audiobook-tab-chapters').click();
    await this.page.getByTestId('audiobook-chapter').nth(index).click();
  }
  /** Clicks the audiobook player's corner (outside any control), so its keys go to the player. */
  async focusAudiobookPlayer() {
    await this.player('audiobook').click({ position: { x: 5, y: 5 } });
  }
  /** The whole-book progress bar (seconds listened of the whole book). */
  bookProgress() {
    return this.page.getByTestId('audiobook-total').getByRole('progressbar');
  }
  async bookSecondsListened(): Promise<number> {
    return Number(await this.bookProgress().getAttribute('aria-valuenow'));
  }
  async forward30() {
    await this.page.getByTestId('audiobook-forward').click();
  }
  async chooseSpeed(speed: number) {
    await this.page.getByTestId('speed-button').click();
    await this.page.getByTestId(`speed-${speed}`).click();
  }
  async playbackRate(): Promise<number> {
    return this.audio('audiobook').evaluate((el) => (el as HTMLAudioElement).playbackRate);
  }
  async setSleepTimer(value: '15' | '30' | '45' | '60' | 'chapter' | 'off') {
    await this.page.getByTestId('audiobook-sleep').selectOption(value);
  }
  sleepLeft() {
    return this.page.getByTestId('audiobook-sleep-left');
  }

  // ---- full player and mini-player ----
  async closeFull() {
    await this.close();
    await expect(this.miniPlayer()).toBeVisible();
  }
  miniPlayer() {
    return this.page.getByTestId('mini-player');
  }
  miniTitle() {
    return this.page.getByTestId('mini-player-title');
  }
  /** The mini-player's play/pause, next and close buttons. */
  miniControl(control: 'toggle' | 'next' | 'close') {
    return this.page.getByTestId(`mini-player-${control}`);
  }
  async isMini(): Promise<boolean> {
    return (await this.miniPlayer().count()) > 0;
  }
  async expandMini() {
    await this.page.getByTestId('mini-player-expand').click();
  }
  /**
   * Pauses with the mini-player's or the audiobook's play/pause button and waits until the position
   * that pause saves has reached the server (a reload right after must resume there).
   */
  async pauseAndWaitForSave(control: 'mini-player-toggle' | 'audiobook-toggle') {
    const saved = nextPositionSave(this.page);
    await this.page.getByTestId(control).click();
    await saved;
  }
  async stopFromMini() {
    await this.page.getByTestId('mini-player-close').click();
    await expect(this.miniPlayer()).toHaveCount(0);
  }
}
