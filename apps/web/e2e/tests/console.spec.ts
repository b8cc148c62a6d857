import { expect, test, type Page } from '@playwright/test';
import { MEDIA_TYPES } from '@member-area/domain';
import { brandUrl, HOSTS } from '../env';
import { accessibilityViolations } from '../pages/accessibility';
import {
  AuditLogPage,
  BrandEditor,
  ConsoleMembersPage,
  ConsoleShell,
  ConsoleSignIn,
  EnrolmentSteps,
  InvitationPage,
  PlansPage,
  StaffPage,
  consoleUrl,
  nextTotpCode,
} from '../pages/console-pages';
import { LoginPage, RecoveryPages } from '../pages/login-page';
import { firstLink, latestMailTo } from '../pages/mailbox';
import { ShellPage } from '../pages/shell-page';
import { solidPng } from '../pages/png';

/** axe on the console's screen at the two widths the console is held to (issue 31 scope 8). */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await accessibilityViolations(page, 'body'), `${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('the operator console', () => {
  test('the owner signs in with a password and a code, creates a brand with a logo, colours, a menu and two plans, adds its first member, who signs in there and sees them', async ({
    page,
    request,
  }) => {
    const signIn = new ConsoleSignIn(page);
    await signIn.signInAs('owner@console.test');
    await expect(page.getByTestId('brand-row')).toHaveCount(5);
    await expectAccessibleAtBothWidths(page);

    // A brand of its own each time: a retry on the same server must not meet the one made before.
    const id = `nova${Date.now().toString(36).slice(-5)}`;
    const host = `${id}.localhost`;
    const editor = new BrandEditor(page);
    await editor.create({
      id,
      name: 'Nova Stream',
      host,
      accent: '#5EEAD4',
      buttonColour: '#0F766E',
      menu: [{ label: 'Films', path: '/browse/movie', icon: 'film' }],
    });
    await editor.uploadLogo(solidPng(240, 80, [20, 184, 166]));
    // The live preview beside the form is the brand's own member area (which lets the console frame it).
    await expect(
      page.frameLocator('[data-testid="preview-desktop"]').getByTestId('login-form'),
    ).toBeVisible();
    await expectAccessibleAtBothWidths(page);

    const plans = new PlansPage(page);
    await plans.openFromBrandEditor();
    await plans.create({ name: 'Nova Monthly', initial: '1.99', recurring: '9.99', mediaType: 'movie' });
    await plans.create({ name: 'Nova Yearly', initial: '0', recurring: '99', mediaType: 'movie' });
    await expect(plans.list()).toHaveCount(2);
    await expect(plans.list().first()).toContainText('$');
    await expectAccessibleAtBothWidths(page);

    // Its first member, added by staff on a plan: the mail's link lets them choose a password.
    const email = `first@${host}`;
    const members = new ConsoleMembersPage(page);
    await members.openFromBrand();
    await members.add({ email, firstName: 'Noor', lastName: 'Nova', plan: 'Nova Monthly' });
    await expectAccessibleAtBothWidths(page);

    // The new brand's host: its own sign-in page, its name and logo; then the member's own area.
    const member = await page.context().newPage();
    const link = firstLink(await latestMailTo(request, host, email), '/reset-password/');
    const password = 'a-nova-member-pass-2026';
    await new RecoveryPages(member, host).chooseNewPassword(link, password);
    await expect(member).toHaveURL(/\/login/);
    await expect(member).toHaveTitle(/Nova Stream/);
    await expect(member.getByTestId('brand-logo')).toHaveAttribute('src', new RegExp(`brand-assets/${id}/`));
    await new LoginPage(member, host).signInAs(email, password);
    // The menu as the owner made it: of the media types, films only (the shell adds home, collection
    // and history to every brand's).
    const mediaInMenu = async () =>
      (await new ShellPage(member).menuTypes()).filter((type) =>
        (MEDIA_TYPES as readonly string[]).includes(type),
      );
    await expect.poll(mediaInMenu).toEqual(['movie']);
    await member.goto(brandUrl(host, '/account/membership'));
    await expect(member.getByTestId('membership')).toContainText('Nova Monthly');
    await expect(member.getByTestId('plans')).toContainText('Nova Yearly');
    await member.close();

    await new ConsoleShell(page).go('audit');
    const audit = new AuditLogPage(page);
    await audit.filterByBrand(id);
    await expect
      .poll(() => audit.actions())
      .toEqual(['member.create', 'plan.create', 'plan.create', 'brand.logo', 'brand.create']);
    await expectAccessibleAtBothWidths(page);
  });

  test('the PlayMax brand admin sees PlayMax only, and cannot reach ClickCoins or the staff list', async ({
    page,
  }) => {
    await new ConsoleSignIn(page).signInAs('brand@console.test');
    await expect(page.getByTestId('brand-row')).toHaveCount(1);
    await expect(page.getByTestId('brand-row')).toContainText('PlayMax');
    await expect(new ConsoleShell(page).nav('staff')).toHaveCount(0);
    await page.goto(consoleUrl('/brands/clickcoins'));
    await expect(page.getByTestId('brand-not-found')).toBeVisible();
    await page.goto(consoleUrl('/staff'));
    await expect(page.getByTestId('forbidden')).toBeVisible();
  });

  test('an invited staff member sets up two-step verification, keeps ten recovery codes and signs in with one', async ({
    page,
    request,
  }) => {
    const email = `new-editor-${Date.now()}@console.test`;
    await new ConsoleSignIn(page).signInAs('owner@console.test');
    const shell = new ConsoleShell(page);
    await shell.go('staff');
    const staff = new StaffPage(page);
    await staff.invite({ email, name: 'New Editor', role: 'content_editor', brands: ['playmax'] });
    // Inviting is a staff change: the console asks for a fresh code first, then sends it.
    await shell.confirmItsYou('owner@console.test');
    await expect(staff.row(email)).toBeVisible();
    await shell.signOut();

    const link = firstLink(await latestMailTo(request, HOSTS.playmax, email), '/invitation#');
    await new InvitationPage(page).accept(link, 'Nia Editor', 'a-long-staff-pass-2026');
    const enrolment = new EnrolmentSteps(page);
    const secret = await enrolment.secret();
    await enrolment.confirmWith(await nextTotpCode(email, secret));
    const codes = await enrolment.recoveryCodes();
    expect(new Set(codes).size).toBe(10);
    await enrolment.saved();
    await shell.signOut();

    const signIn = new ConsoleSignIn(page);
    await signIn.open();
    await signIn.password(email, 'a-long-staff-pass-2026');
    await signIn.recoveryCode(codes[0] ?? '');
    await expect(page.getByTestId('shell-staff-name')).toHaveText('Nia Editor');
  });

  test("the owner walks a brand's sections and the upkeep, each accessible at both widths", async ({
    page,
  }) => {
    await new ConsoleSignIn(page).signInAs('owner@console.test');
    const sections = [
      'members',
      'orders',
      'shop',
      'giveaways',
      'libraries',
      'titles',
      'rows',
      'articles',
      'impacts',
      'crosssell',
    ];
    // Each as [its path, its key in the section bar].
    const walk = [
      ...sections.map((s) => [s, s]),
      ['feedback', 'feedback'],
      ['vpn', 'vpn'],
      ['vpn-certificates', 'vpnCertificates'],
      ['move', 'move'],
    ];
    for (const [segment, key] of walk) {
      await page.goto(consoleUrl(`/brands/playmax/${segment}`));
      await expect(page.getByTestId(`brand-section-${key}`)).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessibleAtBothWidths(page);
    }
    // A member's page (paid@playmax.test, member 1): every section and the member actions.
    await page.goto(consoleUrl('/brands/playmax/members/1'));
    await expect(page.getByTestId('member-actions')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);
    // A product's editor: its languages, variants, pictures and Champion prices.
    await page.goto(consoleUrl('/brands/playmax/shop'));
    await page.getByTestId('product-link').first().click();
    await expect(page.getByTestId('product-form')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);
    // A shared row's page: its pins, the title picker, Hide (the form is an own row's).
    await page.goto(consoleUrl('/brands/playmax/rows/movie_popular'));
    await expect(page.getByTestId('pin-search')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);
    await new ConsoleShell(page).go('upkeep');
    await page.getByTestId('upkeep-run-retention').click();
    await expect(page.getByTestId('upkeep-retention-result')).toBeVisible();
    await expectAccessibleAtBothWidths(page);
  });
});
