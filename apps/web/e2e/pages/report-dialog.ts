import { expect, type Page } from '@playwright/test';

/** The "Report a problem" dialog, as a member uses it. */
export class ReportDialog {
  constructor(private readonly page: Page) {}
  root() {
    return this.page.getByTestId('report-problem-dialog');
  }
  async chooseType(id: number) {
    await this.root().getByTestId(`report-type-${id}`).click();
  }
  /** The radio button of a kind of problem. */
  typeRadio(id: number) {
    return this.root().getByTestId(`report-type-${id}`).locator('input');
  }
  async chooseIssue(id: number) {
    await this.root().getByTestId(`report-issue-${id}`).click();
  }
  async describe(text: string) {
    await this.root().getByTestId('report-problem-text').fill(text);
  }
  /** "N / 1000" under the text. */
  counter() {
    return this.root().getByTestId('report-problem-counter');
  }
  sendButton() {
    return this.root().getByTestId('report-problem-send');
  }
  async send() {
    await this.sendButton().click();
  }
  /** The message that refuses the text as it stands. */
  alert() {
    return this.root().getByRole('alert');
  }
  thanks() {
    return this.root().getByTestId('report-problem-thanks');
  }
  doneButton() {
    return this.root().getByTestId('report-problem-done');
  }
  async done() {
    await this.doneButton().click();
    await expect(this.root()).toBeHidden();
  }
}

/** The player host around any player: its title, "Report a problem" and close. */
export class PlayerHostPage {
  constructor(private readonly page: Page) {}
  title() {
    return this.page.getByTestId('player-title');
  }
  async openReport(): Promise<ReportDialog> {
    await this.page.getByTestId('player-report').click();
    const dialog = new ReportDialog(this.page);
    await expect(dialog.root()).toBeVisible();
    return dialog;
  }
  async close() {
    await this.page.getByTestId('player-close').click();
    await expect(this.title()).toBeHidden();
  }
  /**
   * Keeps the film paused, as a member would before writing a report: the demo film lasts under a
   * minute and the host closes the player when it ends.
   */
  async holdVideoPaused() {
    const video = this.page.locator('video');
    await expect(video).toHaveCount(1);
    await video.evaluate((el: HTMLVideoElement) => {
      el.addEventListener('play', () => el.pause());
      el.pause();
    });
  }
}
