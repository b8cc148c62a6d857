/**
 * The operator console (apps/console, docs/console.md) as staff use it: signing in with a password
 * and a code from an authenticator app, the shell, the brands, the staff list and the audit log.
 * Test ids: apps/console/README.md.
 */
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { brandUrl, DEMO_PASSWORD, HOSTS } from '../env';

/** The demo staff's published TOTP secret (README "The operator console"). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const STEP_MS = 30_000;

/**
 * The last time step each account used in this worker: the server takes a code (its step) once per
 * account, and accepts the step before and after now. So an account's next code is for the step of
 * now, or the one after its last when that is later (at most one step ahead; beyond, an authenticator
 * app too would have to wait for the next step, and so does this: a wait for the clock, polled). Never
 * the step before now: the page may cross a step boundary before the server reads it.
 */
const lastStep = new Map<string, number>();

export async function nextTotpCode(account: string, secret = DEMO_TOTP_SECRET): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const next = (lastStep.get(account) ?? -Infinity) + 1;
  const stepNow = () => Math.floor(Date.now() / STEP_MS);
  await expect.poll(() => stepNow() + 1 >= next, { timeout: 65_000, intervals: [1_000] }).toBe(true);
  const step = Math.max(next, stepNow());
  lastStep.set(account, step);
  return totp.generate({ timestamp: step * STEP_MS + 1 });
}

export const consoleUrl = (path = '/') => brandUrl(HOSTS.console, path);

export class ConsoleSignIn {
  constructor(private readonly page: Page) {}

  async open(path = '/sign-in') {
    await this.page.goto(consoleUrl(path));
    await expect(this.page.getByTestId('sign-in-form')).toBeVisible();
  }

  async password(email: string, password = DEMO_PASSWORD) {
    await this.page.getByTestId('sign-in-email').fill(email);
    await this.page.getByTestId('sign-in-password').fill(password);
    await this.page.getByTestId('sign-in-submit').click();
  }

  async code(code: string) {
    await expect(this.page.getByTestId('totp-form')).toBeVisible();
    await this.page.getByTestId('totp-code').fill(code);
    await this.page.getByTestId('totp-submit').click();
  }

  async recoveryCode(code: string) {
    await expect(this.page.getByTestId('totp-form')).toBeVisible();
    await this.page.getByTestId('toggle-recovery').click();
    await this.page.getByTestId('recovery-code').fill(code);
    await this.page.getByTestId('totp-submit').click();
  }

  /** Both steps, for a demo staff member; ends on the console's first screen. */
  async signInAs(email: string) {
    await this.open();
    await this.password(email);
    await this.code(await nextTotpCode(email));
    await expect(this.page.getByTestId('shell-staff-name')).toBeVisible({ timeout: 20_000 });
  }
}

export class ConsoleShell {
  constructor(private readonly page: Page) {}

  nav(item: 'brands' | 'staff' | 'audit' | 'upkeep') {
    return this.page.getByTestId(`nav-${item}`);
  }

  async go(item: 'brands' | 'staff' | 'audit' | 'upkeep') {
    const menu = this.page.getByTestId('shell-menu-button');
    if (await menu.isVisible()) await menu.click();
    await this.nav(item).click();
  }

  async signOut() {
    const menu = this.page.getByTestId('shell-menu-button');
    if (await menu.isVisible()) await menu.click();
    await this.page.getByTestId('sign-out').click();
    await expect(this.page.getByTestId('sign-in-form')).toBeVisible();
  }

  /**
   * The interface language from the shell's select: the screen switches at once, and once the
   * answer of SetStaffLanguage is in, the choice is the staff member's (Staff.lang) on every device.
   */
  async chooseLanguage(code: string) {
    const menu = this.page.getByTestId('shell-menu-button');
    if (await menu.isVisible()) await menu.click();
    const saved = this.page.waitForResponse(
      (response) =>
        response.url().includes('/adminapi/') &&
        (response.request().postDataJSON() as { operationName?: string } | null)?.operationName ===
          'SetStaffLanguage',
    );
    await this.page.getByTestId('shell-account').getByTestId('language-switch').selectOption(code);
    await saved;
    await expect(this.page.locator('html')).toHaveAttribute('lang', code);
  }

  /** "Confirm it's you": a fresh code for a dangerous act (the console retries the act after). */
  async confirmItsYou(account: string) {
    const dialog = this.page.getByTestId('confirm-its-you');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('totp-code').fill(await nextTotpCode(account));
    await dialog.getByTestId('confirm-its-you-submit').click();
    await expect(dialog).toBeHidden();
  }
}

/** The first steps of a staff member who has no second factor yet: the QR code, a code, ten recovery codes. */
export class EnrolmentSteps {
  constructor(private readonly page: Page) {}

  /** The setup key as the app types it (the screen groups it by four). */
  async secret(): Promise<string> {
    await expect(this.page.getByTestId('enrol-qr')).toBeVisible();
    return ((await this.page.getByTestId('enrol-secret').textContent()) ?? '').replace(/\s/g, '');
  }

  async confirmWith(code: string) {
    await this.page.getByTestId('enrol-step').getByTestId('totp-code').fill(code);
    await this.page.getByTestId('enrol-submit').click();
  }

  async recoveryCodes(): Promise<string[]> {
    const list = this.page.getByTestId('recovery-codes').locator('li code');
    await expect(list).toHaveCount(10);
    return list.allTextContents();
  }

  async saved() {
    await this.page.getByTestId('recovery-saved').check();
    await this.page.getByTestId('recovery-continue').click();
    await expect(this.page.getByTestId('shell-staff-name')).toBeVisible();
  }
}

export class InvitationPage {
  constructor(private readonly page: Page) {}

  async accept(link: string, name: string, password: string) {
    await this.page.goto(link);
    await expect(this.page.getByTestId('invitation-form')).toBeVisible();
    await this.page.getByTestId('invitation-name').fill(name);
    await this.page.getByTestId('invitation-password').fill(password);
    await this.page.getByTestId('invitation-confirm').fill(password);
    await this.page.getByTestId('invitation-submit').click();
  }
}

export class StaffPage {
  constructor(private readonly page: Page) {}

  row(email: string) {
    return this.page.locator(`[data-testid="staff-row"][data-staff-email="${email}"]`);
  }

  async invite(input: { email: string; name: string; role: string; brands: string[] }) {
    await this.page.getByTestId('invite-staff').click();
    const dialog = this.page.getByTestId('invite-dialog');
    await dialog.getByTestId('invite-email').fill(input.email);
    await dialog.getByTestId('invite-name').fill(input.name);
    await dialog.getByTestId('staff-role').selectOption(input.role);
    for (const brand of input.brands)
      await dialog.getByTestId('staff-brands').locator(`input[value="${brand}"]`).check();
    await dialog.getByTestId('invite-submit').click();
  }
}

export class AuditLogPage {
  constructor(private readonly page: Page) {}

  rows() {
    return this.page.getByTestId('audit-row');
  }

  async filterByBrand(brandId: string) {
    await this.page.getByTestId('audit-brand').selectOption(brandId);
    await this.page.getByTestId('audit-apply').click();
  }

  /** The actions of the rows shown, newest first. */
  async actions(): Promise<string[]> {
    await expect(this.page.getByTestId('audit-table')).toBeVisible();
    return this.rows().evaluateAll((rows) =>
      rows.map((r) => r.getAttribute('data-action') ?? r.textContent ?? ''),
    );
  }
}

export interface NewBrand {
  id: string;
  name: string;
  host: string;
  accent: string;
  buttonColour: string;
  menu: { label: string; path: string; icon: string }[];
}

/** The brand editor (create and edit): every field a new brand needs, then its logo. */
export class BrandEditor {
  constructor(private readonly page: Page) {}

  form() {
    return this.page.getByTestId('brand-form');
  }

  async create(brand: NewBrand) {
    await this.page.getByTestId('new-brand').click();
    const form = this.form();
    await expect(form).toBeVisible();
    await this.page.getByTestId('brand-id').fill(brand.id);
    await this.page.getByTestId('brand-name').fill(brand.name);
    await form.getByLabel('Primary host name', { exact: true }).fill(brand.host);
    await this.page.getByTestId('brand-accent').fill(brand.accent);
    await this.page.getByTestId('brand-accent-exact').fill(brand.buttonColour);
    await this.page.getByTestId('brand-media-types').getByLabel('Movies').check();
    const menu = this.page.getByTestId('menu-editor');
    for (const item of brand.menu) {
      await this.page.getByTestId('menu-add').click();
      const row = menu.getByTestId('menu-item').last();
      await row.getByLabel('Label', { exact: true }).fill(item.label);
      await row.getByLabel('Path', { exact: true }).fill(item.path);
      await row.getByLabel('Icon', { exact: true }).selectOption(item.icon);
    }
    await form.getByLabel('Support domain', { exact: true }).fill(`help.${brand.host}`);
    await this.page.getByTestId('brand-support-email').fill(`support@${brand.host}`);
    await form.getByLabel('Phone number 1', { exact: true }).fill('+1 212 555 0100');
    await form.getByLabel('Company name', { exact: true }).fill(`${brand.name} Inc.`);
    await form.getByLabel('Street address', { exact: true }).fill('1 Main Street');
    await form.getByLabel('City', { exact: true }).fill('New York');
    await form.getByLabel('State or province', { exact: true }).fill('NY');
    await form.getByLabel('Postcode', { exact: true }).fill('10001');
    await form
      .getByLabel('Cookie policy address (URL)', { exact: true })
      .fill(`https://${brand.host}/cookies`);
    await this.save();
    await expect(this.page).toHaveURL(new RegExp(`/brands/${brand.id}$`));
  }

  async save() {
    await this.page.getByTestId('brand-save').click();
    await expect(this.page.getByTestId('brand-save-status')).not.toBeEmpty();
  }

  async uploadLogo(png: Buffer) {
    const upload = this.page.getByTestId('logo-upload');
    // A brand takes a logo once it exists: the picker is enabled on the saved brand's page.
    await expect(this.page.getByTestId('logo-file')).toBeEnabled();
    await this.page
      .getByTestId('logo-file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    // The server re-encodes the picture and names it by its content (the first, drawn logo is logo.svg).
    await expect(upload.locator('img').first()).toHaveAttribute(
      'src',
      /\/brand-assets\/[^/]+\/logo-[0-9a-f]+\.png/,
    );
  }
}

export interface NewPlan {
  name: string;
  initial: string;
  recurring: string;
  mediaType: string;
}

/** A brand's plans: the list with its on-sale switches, and the plan editor. */
export class PlansPage {
  constructor(private readonly page: Page) {}

  list() {
    return this.page.getByTestId('plan-list').locator('tbody tr');
  }

  async openFromBrandEditor() {
    await this.page.getByTestId('brand-section-plans').click();
    await expect(this.page.getByTestId('plan-new')).toBeVisible();
  }

  async create(plan: NewPlan) {
    await this.page.getByTestId('plan-new').first().click();
    await expect(this.page.getByTestId('plan-form')).toBeVisible();
    // The brand's default language comes first and open; it is the one a plan must be named in.
    await this.page.getByTestId('plan-name-en-us').fill(plan.name);
    await this.page.getByTestId('plan-price-initial').fill(plan.initial);
    await this.page.getByTestId('plan-price-recurring').fill(plan.recurring);
    await this.page.getByTestId('plan-media-types').locator(`input[value="${plan.mediaType}"]`).check();
    await this.page.getByTestId('plan-save').click();
    await expect(this.page.getByTestId('plans-outcome')).not.toBeEmpty();
  }
}

/** A brand's members in the console: support adds one, who gets a link to choose a password. */
export class ConsoleMembersPage {
  constructor(private readonly page: Page) {}

  async openFromBrand() {
    await this.page.getByTestId('brand-section-members').click();
    await expect(this.page.getByTestId('member-new')).toBeVisible();
  }

  async add(member: { email: string; firstName: string; lastName: string; plan: string }) {
    await this.page.getByTestId('member-new').click();
    await expect(this.page.getByTestId('member-form')).toBeVisible();
    await this.page.getByTestId('member-email').fill(member.email);
    await this.page.getByTestId('member-first-name').fill(member.firstName);
    await this.page.getByTestId('member-last-name').fill(member.lastName);
    // The plan's option reads "name (#id)": chosen by its name, whatever id the server gave it.
    const option = this.page.getByTestId('member-plan').locator('option', { hasText: member.plan });
    await this.page.getByTestId('member-plan').selectOption((await option.getAttribute('value')) ?? '');
    await this.page.getByTestId('member-create').click();
    await expect(this.page.getByTestId('member-profile')).toContainText(member.email);
  }
}

/** A brand's libraries (issue 32): add one, then follow its first scan on its page. */
export class ConsoleLibrariesPage {
  constructor(private readonly page: Page) {}

  async openFromBrand() {
    await this.page.getByTestId('brand-section-libraries').click();
    await expect(this.page.getByTestId('library-new')).toBeVisible();
  }

  /** Adds a library and lands on its page, its first scan queued. */
  async add(library: { name: string; mediaType: string; dir: string }) {
    await this.page.getByTestId('library-new').click();
    await expect(this.page.getByTestId('library-form')).toBeVisible();
    await this.page.getByTestId('library-name').fill(library.name);
    await this.page.getByTestId('library-type').selectOption(library.mediaType);
    await this.page.getByTestId('library-dir').fill(library.dir);
    await this.page.getByTestId('library-save').click();
    await expect(this.page.getByTestId('library-scan')).toBeVisible();
  }

  /** Waits for the scan to end (the page polls every second) and answers what it counted. */
  async waitForScan(timeout = 60_000): Promise<Record<string, number>> {
    await expect(this.page.getByTestId('library-scan-progress')).toHaveCount(0, { timeout });
    await expect(this.page.getByTestId('library-scan-again')).toBeEnabled({ timeout });
    const counts: Record<string, number> = {};
    for (const key of ['added', 'updated', 'unchanged', 'failed', 'missing']) {
      const text = (await this.page.getByTestId(`library-count-${key}`).textContent()) ?? '0';
      counts[key] = Number(text.replace(/\D/g, ''));
    }
    return counts;
  }

  /** Scan again on the library's page, then what that scan counted. */
  async scanAgain(): Promise<Record<string, number>> {
    const scans = this.page.getByTestId('library-scans').locator('tbody tr');
    const before = await scans.count();
    await this.page.getByTestId('library-scan-again').click();
    // The new scan is on the list of recent scans (queued, running or done) before its counts show.
    await expect(scans).toHaveCount(before + 1);
    return this.waitForScan();
  }

  /** Waits until every file of the library is packaged (the packaging bar full). */
  async waitForPackaging(timeout = 120_000) {
    const bar = this.page.getByTestId('library-packaging-progress').locator('progress');
    await expect
      .poll(
        () => bar.evaluate((el) => (el as HTMLProgressElement).value === (el as HTMLProgressElement).max),
        {
          timeout,
        },
      )
      .toBe(true);
  }

  /** The absolute path of a folder on the list of allowed roots the page shows (LIBRARY_ROOTS). */
  async allowedRoots(): Promise<string[]> {
    return this.page.getByTestId('library-roots').locator('li').allTextContents();
  }
}

/** A brand's rows (slots.edit): the rows of a media type in order, a row's pins and its title picker. */
export class ConsoleRowsPage {
  constructor(private readonly page: Page) {}

  /** From the brand's workspace: its rows of `mediaType` (the tab), in order. */
  async openFromBrand(mediaType = 'movie') {
    await this.page.getByTestId('brand-section-rows').click();
    await expect(this.page.getByTestId('row-types')).toBeVisible();
    await this.page.getByTestId(`row-type-${mediaType}`).click();
    await expect(this.page.getByTestId(`row-type-${mediaType}`)).toHaveAttribute('aria-current', 'page');
    await expect(this.page.getByTestId('row-list')).toBeVisible();
  }

  /** The slugs of the rows shown, in order. */
  async rowSlugs(): Promise<string[]> {
    const ids = await this.page
      .getByTestId('row-list')
      .locator('[data-testid^="row-item-"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid') ?? ''));
    return ids.map((id) => id.slice('row-item-'.length));
  }

  /** Opens a row's page by its slug (e.g. movie_popular). */
  async openRow(slug: string) {
    await this.page.getByTestId(`row-open-${slug}`).click();
    await expect(this.page.getByTestId('pin-search')).toBeVisible();
  }

  /** On a row's page: finds a title by the start of its name and pins it (after the other pins); answers its id. */
  async pinTitle(name: string): Promise<string> {
    await this.page.getByTestId('pin-search').fill(name);
    await this.page.getByTestId('pin-search-go').click();
    const choices = this.page.getByTestId('pin-choices');
    await expect(choices).toBeVisible();
    const choice = choices.locator('li', { hasText: name }).first().locator('[data-testid^="pin-choice-"]');
    const mediaId = ((await choice.getAttribute('data-testid')) ?? '').slice('pin-choice-'.length);
    await choice.click();
    await expect(this.page.getByTestId(`pin-${mediaId}`)).toBeVisible();
    return mediaId;
  }

  /** The pinned titles' ids, in order. */
  async pinIds(): Promise<string[]> {
    const list = this.page.getByTestId('pin-list');
    if ((await list.count()) === 0) return [];
    const ids = await list
      .locator('[data-testid^="pin-"]:is(li)')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid') ?? ''));
    return ids.map((id) => id.slice('pin-'.length));
  }

  /** Moves a pinned title to the front with its Move up button (the keyboard's way too: the focus stays on it). */
  async movePinFirst(mediaId: string) {
    for (;;) {
      const ids = await this.pinIds();
      const at = ids.indexOf(mediaId);
      expect(at, `title ${mediaId} is pinned`).toBeGreaterThanOrEqual(0);
      if (at === 0) return;
      await this.page.getByTestId(`pin-up-${mediaId}`).click();
      await expect.poll(async () => (await this.pinIds()).indexOf(mediaId)).toBe(at - 1);
    }
  }
}

/** A brand's titles in the console (issue 32 point 6): find a title, edit its texts in a language, save, hide. */
export class ConsoleTitlesPage {
  constructor(private readonly page: Page) {}

  async openFromBrand() {
    await this.page.getByTestId('brand-section-titles').click();
    await expect(this.page.getByTestId('titles-search')).toBeVisible();
  }

  /** Searches the list for `name` and opens the first title called exactly that. */
  async open(name: string) {
    await this.page.getByTestId('titles-search').fill(name);
    const link = this.page.getByTestId('title-link').filter({ hasText: name }).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(this.page.getByTestId('title-form')).toBeVisible();
  }

  /** Sets the title and, when given, the description in `lang` (en-us, de-de, …). */
  async editTexts(lang: string, texts: { title: string; description?: string }) {
    await this.page.getByTestId(`title-lang-${lang}`).click();
    await expect(this.page.getByTestId(`title-lang-${lang}`)).toHaveAttribute('aria-selected', 'true');
    const name = this.page.getByTestId('title-name');
    const description = this.page.getByTestId('title-description');
    // Typed again until the form holds it: the editor is drawn anew when its title's data changes
    // under it, and a save must send what was typed, not the form it replaced.
    await expect(async () => {
      await name.fill(texts.title);
      if (texts.description !== undefined) await description.fill(texts.description);
      await expect(name).toHaveValue(texts.title, { timeout: 1_000 });
      if (texts.description !== undefined)
        await expect(description).toHaveValue(texts.description, { timeout: 1_000 });
    }).toPass();
  }

  /** Reads the title's texts in `lang` back from the server (the page reloaded) and expects them. */
  async expectSavedTexts(lang: string, texts: { title: string; description?: string }) {
    await this.page.reload();
    await this.page.getByTestId(`title-lang-${lang}`).click();
    await expect(this.page.getByTestId('title-name')).toHaveValue(texts.title);
    if (texts.description !== undefined)
      await expect(this.page.getByTestId('title-description')).toHaveValue(texts.description);
  }

  /** Saves the form and waits for the saved notice. */
  async save() {
    await this.page.getByTestId('title-save').click();
    await expect(this.page.getByTestId('title-outcome')).toBeVisible();
    await expect(this.page.getByTestId('title-error-summary')).toHaveCount(0);
  }

  /** Hides the open title from members and waits until its page says so. */
  async hide() {
    await this.page.getByTestId('title-hide').click();
    await expect(this.page.getByTestId('title-show')).toBeVisible();
  }

  /** Shows the open title to members again. */
  async show() {
    await this.page.getByTestId('title-show').click();
    await expect(this.page.getByTestId('title-hide')).toBeVisible();
  }
}
