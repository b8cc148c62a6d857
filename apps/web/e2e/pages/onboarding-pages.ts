import { expect, type Page } from '@playwright/test';
import { brandUrl } from '../env';

/** Home's invitation to the mission ('Start my mission' / 'Continue My Mission'). */
export class MissionBanner {
  constructor(
    private readonly page: Page,
    private readonly host: string,
  ) {}

  async openHome() {
    await this.page.goto(brandUrl(this.host, '/'));
  }

  banner() {
    return this.page.getByTestId('mission-banner');
  }

  async follow(): Promise<MissionPage> {
    await this.banner().getByTestId('mission-open').click();
    const mission = new MissionPage(this.page, this.host);
    await expect(mission.screen()).toBeVisible();
    return mission;
  }
}

/** The mission screen (/onboarding): the three steps, the current one, its check, skip and resume. */
export class MissionPage {
  constructor(
    private readonly page: Page,
    private readonly host: string,
  ) {}

  async open() {
    await this.page.goto(brandUrl(this.host, '/onboarding'));
    await expect(this.screen()).toBeVisible();
  }

  screen() {
    return this.page.getByTestId('mission');
  }

  /** Start, or 'Continue My Mission' after a skip. */
  async start() {
    await this.page.getByTestId('mission-start').click();
    await expect(this.step()).toBeVisible();
  }

  startButton() {
    return this.page.getByTestId('mission-start');
  }

  step() {
    return this.page.getByTestId('mission-step');
  }

  /** The current step's own action: the gift's checkout, the giveaways, the impact dialog. */
  async doStep() {
    await this.step().getByTestId('mission-action').click();
  }

  async checkStep() {
    await this.step().getByTestId('mission-check').click();
  }

  refusal() {
    return this.page.getByTestId('mission-refused');
  }

  async skip() {
    await this.step().getByTestId('mission-skip').click();
    await expect(this.startButton()).toBeVisible();
  }

  completed() {
    return this.page.getByTestId('mission-completed');
  }

  badge() {
    return this.page.getByTestId('explorer-badge');
  }
}

/** The impacts' target modal as the mission's last step opens it. */
export class FirstImpactDialog {
  constructor(private readonly page: Page) {}

  async fund() {
    const dialog = this.page.getByTestId('impact-target-modal');
    await dialog.getByTestId('confirm-impact').click();
    await expect(dialog.getByTestId('impact-funded')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
  }
}
