import { expect, test, type Locator, type Page } from '@playwright/test';
import { HOSTS } from '../env';
import { contentMutation } from '../pages/catalogue-pages';
import { HomePage } from '../pages/home-page';
import { horizontalOverflow } from '../pages/layout-checks';
import { LoginPage } from '../pages/login-page';
import { PlayerHostPage } from '../pages/report-dialog';

const host = HOSTS.playmax;
const SHOTS = 'test-results/feedback-shots';

type Json = Record<string, unknown>;

/** GraphQL in the page (the member's own cookie), like the app itself calls it. */
async function graph<T>(page: Page, query: string, variables: Json = {}): Promise<T> {
  const body = (await contentMutation(page, query, variables)) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A popular title of a type; for movies a film, not a series (its progress is seconds into one file). */
async function popular(page: Page, mediaType: string, skip = 0): Promise<{ id: string; title: string }> {
  const data = await graph<{
    content: { browse: { items: { id: string; title: string; type: string | null }[] } };
  }>(
    page,
    'query($t: String!) { content { browse(mediaType: $t, tab: "popular", first: 20) { items { id title type } } } }',
    { t: mediaType },
  );
  const items = data.content.browse.items.filter((m) => mediaType !== 'movie' || m.type === 'movie');
  const found = items[skip];
  if (!found) throw new Error(`no ${mediaType} in the catalogue`);
  return found;
}

async function savePosition(page: Page, id: string, progress: number, position: Json, mediaType = 'movie') {
  const data = await graph<{ content: { savePlaybackPosition: { responseResult: { succeeded: boolean } } } }>(
    page,
    `mutation($id: ID!, $t: String!, $p: Float!, $pos: String, $seq: Float!) { content {
      savePlaybackPosition(id: $id, mediaType: $t, progress: $p, position: $pos, sequence: $seq) {
        responseResult { succeeded errorCode message } } } }`,
    { id, t: mediaType, p: progress, pos: JSON.stringify(position), seq: Date.now() },
  );
  expect(data.content.savePlaybackPosition.responseResult.succeeded).toBe(true);
}

async function myFeedbacks(page: Page) {
  const data = await graph<{
    member: {
      info: {
        feedbacks: { mediaId: string | null; issueType: number; issueId: number; text: string | null }[];
      };
    };
  }>(page, '{ member { info { feedbacks { mediaId issueType issueId text } } } }');
  return data.member.info.feedbacks;
}

/** The element really is what the member sees at its centre (not covered by the player). */
async function expectOnTop(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(
          box.left + box.width / 2,
          box.top + Math.min(box.height / 2, 40),
        );
        return !!hit && el.contains(hit);
      }),
    )
    .toBe(true);
}

test.describe('continue row and report a problem', () => {
  test('saved progress shows on home; a report sent from the title is listed on the member', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await new LoginPage(page, host).signInAs('champion@playmax.test');
    // Other titles first, so the film (played last) leads the row, most recent first.
    const book = await popular(page, 'ebook');
    await savePosition(page, book.id, 0.42, { cfi: 'epubcfi(/6/4)', percent: 0.42, page: 37 }, 'ebook');
    const audiobook = await popular(page, 'audiobook');
    await savePosition(page, audiobook.id, 20, { chapter: 0, time: 20 }, 'audiobook');
    const otherFilm = await popular(page, 'movie', 1);
    await savePosition(page, otherFilm.id, 30, { time: 30 });
    const movie = await popular(page, 'movie');
    // The generated demo films last under a minute: 12 s in is well inside one.
    await savePosition(page, movie.id, 12, { time: 12 });

    const home = new HomePage(page, host);
    await home.open();
    // A fresh browser sees the cookie notice over the bottom of home; accept it as a member would.
    await home.acceptCookies();
    const row = home.continueRow();
    await expect(row).toBeVisible();
    await expect(home.continueCards().first()).toHaveAttribute('data-media-id', movie.id);
    await expect(home.continueStatus(book.id)).toHaveText('42% done');
    const card = home.continueCard(movie.id);
    await expect(home.continueTitle(movie.id)).toHaveText(movie.title);
    await expect(home.continueStatus(movie.id)).toHaveText(/\d+ min left/);
    // Keyboard: the card is a button the member can reach and the row's arrows move along.
    await home.resumeButton(movie.id).focus();
    await expect(home.resumeButton(movie.id)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(home.resumeButtons().nth(1)).toBeFocused();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/home-continue-1440.png` });

    await page.setViewportSize({ width: 375, height: 812 });
    await home.scrollContinueRowToStart();
    await expect(card).toBeVisible();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/home-continue-375.png` });
    await page.setViewportSize({ width: 1440, height: 900 });

    // Resuming opens the player on this title; its "Report a problem" opens the dialog.
    await home.resumeButton(movie.id).click();
    const player = new PlayerHostPage(page);
    await expect(player.title()).toHaveText(movie.title);
    await player.holdVideoPaused();
    const dialog = await player.openReport();
    await expect(dialog.root()).toContainText(movie.title);
    await expectOnTop(dialog.root());
    // Native radios: arrow keys move within the kind of problem.
    await dialog.chooseType(1);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.typeRadio(2)).toBeChecked();
    await dialog.chooseType(1);
    await dialog.chooseIssue(1);
    await dialog.describe('  Buffers every few seconds after the opening titles.  ');
    await expect(dialog.counter()).toHaveText('51 / 1000');
    await page.screenshot({ path: `${SHOTS}/report-dialog-1440.png` });
    await dialog.send();
    await expect(dialog.thanks()).toBeVisible();
    await expect(dialog.doneButton()).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/report-thanks-1440.png` });

    const listed = await myFeedbacks(page);
    expect(listed[0]).toEqual({
      mediaId: movie.id,
      issueType: 1,
      issueId: 1,
      text: 'Buffers every few seconds after the opening titles.',
    });

    await dialog.done();
    await expect(player.title()).toBeVisible();

    // At 375 px the dialog is a bottom sheet; a too-long text is refused before sending.
    await page.setViewportSize({ width: 375, height: 812 });
    await player.openReport();
    await dialog.chooseType(5);
    await dialog.chooseIssue(41);
    await dialog.describe('x'.repeat(1001));
    await expect(dialog.sendButton()).toBeDisabled();
    await expect(dialog.alert()).toContainText('1000');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/report-dialog-375.png` });
    await dialog.sendButton().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/report-dialog-375-end.png` });
    await page.keyboard.press('Escape');
    await expect(dialog.root()).toBeHidden();
    expect(await myFeedbacks(page)).toHaveLength(listed.length);

    // The card's secondary link goes to the title's details.
    await page.setViewportSize({ width: 1440, height: 900 });
    await player.close();
    // (The film may have played to its end meanwhile and left the row: use the book's card.)
    await home.openDetailsFromContinueRow(book.id);
    await expect(page).toHaveURL(new RegExp(`/browse/ebook/id/${book.id}`));
  });
});
