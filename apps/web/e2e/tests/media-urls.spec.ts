import { expect, test, type Browser, type Page } from '@playwright/test';
import { brandUrl, HOSTS } from '../env';
import { contentMutation } from '../pages/catalogue-pages';
import { LoginPage } from '../pages/login-page';

/**
 * Signed media URLs (docs/players.md): a URL the server handed to one member plays in that
 * member's session only — not for another member, not on another brand's host.
 */

type Json = Record<string, unknown>;

async function graph<T>(page: Page, query: string, variables: Json = {}): Promise<T> {
  const body = (await contentMutation(page, query, variables)) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

interface MediaAnswer {
  status: number;
  contentRange: string | null;
  contentType: string | null;
  errorCode: string | null;
}

/** Fetches a media URL from the page (its own cookie and host), as a <video> element would. */
function fetchMedia(page: Page, url: string, range?: string): Promise<MediaAnswer> {
  return page.evaluate(
    async ({ url, range }) => {
      const res = await fetch(url, { headers: range ? { range } : {}, cache: 'no-store' });
      let errorCode: string | null = null;
      if (res.status === 403) errorCode = ((await res.json()) as { errorCode?: string }).errorCode ?? null;
      else await res.body?.cancel();
      return {
        status: res.status,
        contentRange: res.headers.get('content-range'),
        contentType: res.headers.get('content-type'),
        errorCode,
      };
    },
    { url, range },
  );
}

async function signedInPage(browser: Browser, email: string, host: string = HOSTS.playmax) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new LoginPage(page, host).signInAs(email);
  return { context, page };
}

async function moviePlayback(page: Page) {
  const browse = await graph<{ content: { browse: { items: { id: string }[] } } }>(
    page,
    'query { content { browse(mediaType: "movie", tab: "popular", first: 10) { items { id } } } }',
  );
  for (const { id } of browse.content.browse.items) {
    const data = await graph<{
      content: {
        playback: {
          available: boolean;
          errorCode: string | null;
          expiresAt: string;
          video: { url: string; mimeType: string } | null;
        };
      };
    }>(
      page,
      `query($id: ID!) { content { playback(mediaType: "movie", id: $id) {
        available errorCode expiresAt video { url mimeType } } } }`,
      { id },
    );
    if (data.content.playback.available && data.content.playback.video) return data.content.playback;
  }
  throw new Error('no playable movie among the first ten');
}

test.describe('signed media URLs', () => {
  // Two members sign in (scrypt) and load the app: slow on a shared CI machine, not in the product.
  test.setTimeout(150_000);

  test('a movie URL plays in the member’s session only', async ({ browser }) => {
    const paid = await signedInPage(browser, 'paid@playmax.test');
    const playback = await moviePlayback(paid.page);
    const url = playback.video!.url;
    expect(url).toMatch(/^\/media\/s\/[^/]+\/.+/);
    expect(new Date(playback.expiresAt).getTime()).toBeGreaterThan(Date.now());

    // The member's own session: a byte range, as a media element asks for it.
    const part = await fetchMedia(paid.page, url, 'bytes=0-1023');
    expect(part.status).toBe(206);
    expect(part.contentRange).toMatch(/^bytes 0-1023\/\d+$/);
    expect(part.contentType).toBe(playback.video!.mimeType.split(';')[0]);
    expect([200, 206]).toContain((await fetchMedia(paid.page, url)).status);

    // Another member, signed in on the same brand, gets nothing from the copied URL.
    const champion = await signedInPage(browser, 'champion@playmax.test');
    expect(await fetchMedia(champion.page, url)).toMatchObject({
      status: 403,
      errorCode: 'media_url_invalid',
    });

    // Another brand's host refuses it too (the token names its brand).
    const other = await paid.context.newPage();
    await other.goto(brandUrl(HOSTS.clickplay, '/'));
    expect(await fetchMedia(other, url)).toMatchObject({ status: 403, errorCode: 'media_url_invalid' });

    await champion.context.close();
    await paid.context.close();
  });

  test('a visitor cannot use a member’s URL', async ({ browser }) => {
    const paid = await signedInPage(browser, 'paid@playmax.test');
    const url = (await moviePlayback(paid.page)).video!.url;
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto(brandUrl(HOSTS.playmax, '/login'));
    expect(await fetchMedia(page, url)).toMatchObject({ status: 403, errorCode: 'media_url_invalid' });
    await visitor.close();
    await paid.context.close();
  });
});
