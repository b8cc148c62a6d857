import { expect, type Locator, type Page } from '@playwright/test';
import { settleAnimations } from './playback-saves';
import { brandUrl } from '../env';
import { graph, type PlayableTitle } from './playback-api';

export type VideoTitle = PlayableTitle;

/**
 * The first film (not a series) with subtitles, or the first live stream, the signed-in member can
 * play, straight from the playback API.
 */
export async function playableVideoTitle(page: Page, mediaType: 'movie' | 'stream'): Promise<VideoTitle> {
  const data = await graph<{ content: { browse: { items: VideoTitle[] } } }>(
    page,
    'query($t: String!) { content { browse(mediaType: $t, tab: "popular", first: 16) { items { id title } } } }',
    { t: mediaType },
  );
  for (const item of data.content.browse.items) {
    const answer = await graph<{
      content: {
        playback: {
          available: boolean;
          episodes: unknown[];
          video: { subtitles: unknown[] } | null;
          live: { hlsUrl: string } | null;
        };
      };
    }>(
      page,
      'query($t: String!, $id: ID!) { content { playback(mediaType: $t, id: $id) { available episodes { id } video { subtitles { language } } live { hlsUrl } } } }',
      { t: mediaType, id: item.id },
    );
    const { available, episodes, video, live } = answer.content.playback;
    if (!available) continue;
    if (mediaType === 'stream' && live) return item;
    if (mediaType === 'movie' && video && episodes.length === 0 && video.subtitles.length > 0) return item;
  }
  throw new Error(`no playable ${mediaType} for this member`);
}

/** The full-screen movie and stream players, as a member uses them. */
export class VideoPlayerPage {
  constructor(
    private readonly page: Page,
    private readonly host: string,
  ) {}

  /** Opens the title's details page and presses its Play (or Resume) button. */
  async open(mediaType: 'movie' | 'stream', title: VideoTitle) {
    await this.page.goto(brandUrl(this.host, `/browse/${mediaType}/id/${title.id}`));
    await expect(this.page.getByTestId('media-title')).toBeVisible();
    await this.playButton().click();
    await expect(this.player(mediaType)).toBeVisible();
  }

  playButton(): Locator {
    return this.page.getByTestId('play-button');
  }

  playerHost(): Locator {
    return this.page.getByTestId('player-host');
  }

  player(mediaType: 'movie' | 'stream'): Locator {
    return this.page.getByTestId(`${mediaType}-player`);
  }

  video(mediaType: 'movie' | 'stream'): Locator {
    return this.page.getByTestId(`${mediaType}-video`);
  }

  async currentTime(mediaType: 'movie' | 'stream'): Promise<number> {
    return this.video(mediaType).evaluate((el) => (el as HTMLVideoElement).currentTime);
  }

  async videoState(mediaType: 'movie' | 'stream') {
    return this.video(mediaType).evaluate((el) => {
      const video = el as HTMLVideoElement;
      return {
        time: video.currentTime,
        paused: video.paused,
        muted: video.muted,
        rate: video.playbackRate,
        duration: video.duration,
      };
    });
  }

  /** Waits until the picture is really moving: currentTime passes `seconds`. */
  async waitForPlaybackPast(mediaType: 'movie' | 'stream', seconds: number) {
    await expect.poll(() => this.currentTime(mediaType), { timeout: 20_000 }).toBeGreaterThan(seconds);
  }

  /** Waits, with the mouse still, until the auto-hiding controls have hidden themselves. */
  async waitForControlsToHide(mediaType: 'movie') {
    await expect(this.page.getByTestId(`${mediaType}-controls`)).toHaveAttribute('aria-hidden', 'true', {
      timeout: 10_000,
    });
    await settleAnimations(this.page);
  }

  /** Moves the mouse over the picture so the auto-hiding controls come back. */
  async wake() {
    // Inside the picture at any width (a phone is 375 px wide).
    const { width, height } = this.page.viewportSize() ?? { width: 375, height: 667 };
    const x = Math.round(width / 2);
    const y = Math.round(height / 2);
    await this.page.mouse.move(x, y);
    await this.page.mouse.move(x + 20, y + 10);
  }

  async chooseSubtitles(language: string) {
    await this.wake();
    await this.openSubtitlesMenu();
    await this.page.getByTestId(`subtitle-${language}`).click();
  }

  /** The subtitle track the video shows, and whether one of its cues is on screen now. */
  async subtitleState(): Promise<{ showing: string | null; activeCues: number }> {
    return this.video('movie').evaluate((el) => {
      const tracks = Array.from((el as HTMLVideoElement).textTracks);
      const shown = tracks.find((track) => track.mode === 'showing');
      return { showing: shown?.language ?? null, activeCues: shown?.activeCues?.length ?? 0 };
    });
  }

  async chooseSpeed(speed: number) {
    await this.wake();
    await this.page.getByTestId('speed-button').click();
    await this.page.getByTestId(`speed-${speed}`).click();
  }

  async pause(mediaType: 'movie' | 'stream') {
    await this.wake();
    const toggle = this.playToggle(mediaType);
    if (!(await this.videoState(mediaType)).paused) await toggle.click();
    await expect.poll(async () => (await this.videoState(mediaType)).paused).toBe(true);
  }

  // ---- adaptive HLS (issue 32 point 3) ----

  /**
   * The height of the rendition on screen (`data-rendition` on the movie player: hls.js's level
   * of the fragment playing, or the picture's height with the browser's own HLS); null for MP4
   * and until the first fragment plays.
   */
  async rendition(): Promise<number | null> {
    const value = await this.player('movie').getAttribute('data-rendition');
    return value ? Number(value) : null;
  }

  /**
   * The height of the rendition hls.js loads now (`data-rendition-loading`): its adaptive choice,
   * which reaches the screen once the buffer ahead (30 s) has played.
   */
  async renditionLoading(): Promise<number | null> {
    const value = await this.player('movie').getAttribute('data-rendition-loading');
    return value ? Number(value) : null;
  }

  /** Waits until a rendition plays and answers its height. */
  async waitForRendition(): Promise<number> {
    await expect(this.player('movie')).toHaveAttribute('data-rendition', /^\d+$/, { timeout: 20_000 });
    return (await this.rendition()) as number;
  }

  /** Waits until that rendition is on screen (adaptive bitrate climbing on a fast network). */
  async waitForRenditionOf(height: number, timeout = 30_000) {
    await expect.poll(() => this.rendition(), { timeout }).toBe(height);
  }

  /**
   * Waits until adaptive bitrate has put a rendition lower than `height` on screen (a throttled
   * network). Measured with a 2 s-segment ladder throttled to 700 kbit/s at 1280×720: hls.js chose
   * 360p after ~16 s and it reached the screen after ~38 s, hence the default.
   */
  async waitForRenditionBelow(height: number, timeout = 90_000) {
    await expect.poll(() => this.rendition(), { timeout }).toBeLessThan(height);
  }

  /**
   * Throttles the page's network as a slow mobile connection would (Chrome DevTools' network
   * conditions): every request after this takes at least `latencyMs` and shares `kbitPerSecond`.
   */
  async throttleNetwork(kbitPerSecond: number, latencyMs = 80) {
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('Network.enable');
    const bytesPerSecond = (kbitPerSecond * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
  }

  /** Picks a rendition in the quality menu ("quality-720"), or Auto. */
  async chooseQuality(quality: number | 'auto') {
    await this.wake();
    await this.page.getByTestId('quality-button').click();
    await this.page.getByTestId(`quality-${quality}`).click();
  }

  /** The note that the title resumed where it was left, with its "start over" button. */
  resumedAt(): Locator {
    return this.page.getByTestId('resumed-at');
  }

  /** Starts the film over if it resumed part-way (another journey may have left it there). */
  async startOverIfResumed() {
    const resumed = this.resumedAt();
    const shown = await resumed.waitFor({ timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (shown) await resumed.getByRole('button').click();
  }

  /** Opens the title's details page without starting it. */
  async openDetails(mediaType: 'movie' | 'stream', title: VideoTitle) {
    await this.page.goto(brandUrl(this.host, `/browse/${mediaType}/id/${title.id}`));
    await expect(this.playButton()).toBeVisible();
  }

  /** The details page's title (shown again after a reload). */
  detailsTitle(): Locator {
    return this.page.getByTestId('media-title');
  }

  closeButton(): Locator {
    return this.page.getByTestId('player-close');
  }

  playToggle(mediaType: 'movie' | 'stream'): Locator {
    return this.player(mediaType).getByTestId('play-toggle');
  }

  subtitlesButton(): Locator {
    return this.page.getByTestId('subtitles-button');
  }

  async openSubtitlesMenu() {
    await this.subtitlesButton().click();
  }

  // ---- stream ----
  streamInfoButton(): Locator {
    return this.page.getByTestId('stream-info-button');
  }
  streamInfo(): Locator {
    return this.page.getByTestId('stream-info');
  }
  liveStatsLink(): Locator {
    return this.page.getByTestId('live-stats-link');
  }

  helpPanel(): Locator {
    return this.page.getByTestId('player-help');
  }

  liveBadge(): Locator {
    return this.page.getByTestId('live-badge');
  }

  backToLive(): Locator {
    return this.page.getByTestId('back-to-live');
  }
}
