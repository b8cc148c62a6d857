import { expect, test } from '@playwright/test';
import { PASSWORD_MIN_LENGTH } from '@member-area/domain';
import { HOSTS } from '../env';
import { AccountPage } from '../pages/account-page';
import { LoginPage } from '../pages/login-page';
import { firstLink, latestMailTo } from '../pages/mailbox';
import { solidPng } from '../pages/png';
import { ShellPage } from '../pages/shell-page';

// Each journey owns its persona: nothing here touches the accounts other journeys sign in with.

test('a member changes their profile, and a bad phone number is refused next to the field', async ({
  page,
}) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('winner@playmax.test');
  const account = new AccountPage(page);
  await account.open('profile');
  await expect(account.staffDiagnostics()).toHaveCount(0);
  const form = account.form('profile');

  // Bad input: a clear message beside the field, nothing saved.
  const phone = account.field(form, 'Phone number');
  await phone.fill('call me maybe');
  await account.save('profile');
  expect(await account.errorOf(phone)).toBe('Enter a valid phone number.');
  await expect(account.success()).toHaveCount(0);

  // An empty display name is missing, not too long.
  await account.field(form, 'Display name').fill('');
  await account.save('profile');
  expect(await account.errorOf(account.field(form, 'Display name'))).toBe(
    'Enter the name to show on your account.',
  );

  await account.field(form, 'Display name').fill('Wendy P.');
  await phone.fill('+1 415-555-0199');
  // The time zone comes from the ~300-entry list, found by searching.
  await expect(await account.searchTimeZone('tokyo')).toHaveCount(1);
  await account.pickFoundTimeZone();
  await expect(account.timeZone()).toContainText('Asia/Tokyo');
  await account.save('profile');
  await expect(account.success()).toHaveText('Account saved successfully!');

  // Saved on the server: a fresh page shows the new values.
  await page.reload();
  await expect(account.field(form, 'Display name')).toHaveValue('Wendy P.');
  await expect(account.field(form, 'Phone number')).toHaveValue('+1 415-555-0199');
  await expect(account.timeZone()).toContainText('Asia/Tokyo');
});

test('a member uploads a profile picture; a non-image and a tiny picture are refused', async ({ page }) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('winner@playmax.test');
  const account = new AccountPage(page);
  await account.open('profile');

  await account.choosePicture({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(account.pictureError()).toHaveText('Choose a PNG or JPEG picture.');
  await account.choosePicture({ name: 'tiny.png', mimeType: 'image/png', buffer: solidPng(32, 32) });
  await expect(account.pictureError()).toHaveText('This picture is too small: at least 64 × 64 pixels.');
  await expect(account.uploadPictureButton()).toHaveCount(0);

  await account.choosePicture({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(300, 200) });
  await expect(account.profilePicture()).toBeVisible();
  const shellPicture = new ShellPage(page).avatarPicture();
  await expect(shellPicture).toHaveCount(0);
  await account.uploadPicture();
  await expect(account.pictureSaved()).toBeVisible();
  // The top bar's avatar follows at once, without a reload.
  await expect(shellPicture).toHaveAttribute('src', /\/api\/account\/avatar\//);

  // The server keeps a resized copy: a fresh page shows it from its own address.
  await page.reload();
  const picture = account.profilePicture();
  await expect(picture).toHaveAttribute('src', /\/api\/account\/avatar\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  await expect(shellPicture).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('shell-avatar.png') });
});

test('a member adds and then changes an address; missing fields are named', async ({ page }) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('winner@playmax.test');
  const account = new AccountPage(page);
  await account.open('profile');
  await account.addAddress();
  await expect(page).toHaveURL(/\/account\/change-address\/new/);
  const form = account.form('address');

  await account.save('address');
  expect(await account.errorOf(account.field(form, 'Street and number'))).toBe(
    'Enter your street and number.',
  );
  expect(await account.errorOf(account.field(form, 'Country'))).toBe('Choose your country.');

  await account.field(form, 'Street and number').fill('500 Market Street');
  await account.field(form, 'City').fill('San Francisco');
  await account.field(form, 'State or region (optional)').fill('CA');
  await account.field(form, 'Post code').fill('94105');
  await account.field(form, 'Country').selectOption('US');
  await account.save('address');

  await expect(page).toHaveURL(/\/account\/profile/);
  await expect(account.success()).toHaveText('Account saved successfully!');
  const saved = account.addresses();
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('500 Market Street');

  await account.changeAddress(saved);
  await expect(page).toHaveURL(/\/account\/change-address\/[^/]+\/profile/);
  await account.field(form, 'Street and number').fill('1 Ferry Building');
  await account.save('address');
  await expect(account.addresses()).toContainText('1 Ferry Building');
  await expect(account.addresses()).toHaveCount(1);
});

test('a member changes their e-mail through the confirmation mail', async ({ page, request }) => {
  const oldEmail = 'test@playmax.test';
  // A staff domain, so the change also unlocks the staff diagnostics panel.
  const newEmail = 'tester@playmax.team';
  await new LoginPage(page, HOSTS.playmax).signInAs(oldEmail);
  const account = new AccountPage(page);
  await account.open('profile');
  await account.goTo('email');
  const form = account.form('email');

  await account.field(form, 'New e-mail').fill('not-an-address');
  await account.save('email');
  expect(await account.errorOf(account.field(form, 'New e-mail'))).toBe('Enter a valid e-mail address.');

  await account.field(form, 'New e-mail').fill(newEmail);
  await account.field(form, 'Confirm new e-mail').fill('someone.else@playmax.test');
  await account.save('email');
  expect(await account.errorOf(account.field(form, 'Confirm new e-mail'))).toBe(
    'The e-mail addresses do not match.',
  );

  await account.field(form, 'Confirm new e-mail').fill(newEmail);
  await account.save('email');
  await expect(account.success()).toContainText(newEmail);
  // Nothing changes until the link is opened.
  await expect(account.currentEmail()).toHaveText(oldEmail);

  const link = firstLink(await latestMailTo(request, HOSTS.playmax, newEmail), '/account/confirm-email');
  await page.goto(link);
  await expect(account.emailConfirmed()).toContainText(newEmail);
  await account.open('email');
  await expect(account.currentEmail()).toHaveText(newEmail);

  // Staff see what the app resolved for the brand and their account; members do not.
  await account.goTo('profile');
  await expect(account.accountKind('staff')).toBeVisible();
  await expect(account.accountKind('test')).toBeVisible();
  const diagnostics = account.staffDiagnostics();
  await expect(diagnostics).toContainText('playmax');
  await expect(diagnostics).toContainText('layout');
});

test('a member changes their password: wrong current and weak new passwords are refused', async ({
  page,
}) => {
  const email = 'paypal@playmax.test';
  const login = new LoginPage(page, HOSTS.playmax);
  await login.signInAs(email);
  const account = new AccountPage(page);
  // A PayPal member sees the provider's note rather than card digits.
  await account.open('payment-methods');
  await expect(account.paypalNote()).toBeVisible();
  await expect(account.cardDigits()).toHaveCount(0);

  await account.goTo('password');
  const form = account.form('password');
  const current = account.field(form, 'Current password');
  const next = account.field(form, 'New password');
  const again = account.field(form, 'Repeat new password');

  await current.fill('not-my-password');
  await next.fill('a-fresh-secret-2027');
  await again.fill('a-fresh-secret-2027');
  await account.save('password');
  expect(await account.errorOf(current)).toBe('Your current password is not correct.');

  // One character under the domain's minimum: the message names the same number as the reset page.
  const shortByOne = 'k7-'.repeat(PASSWORD_MIN_LENGTH).slice(0, PASSWORD_MIN_LENGTH - 1);
  await current.fill('demo-pass-2026');
  await next.fill(shortByOne);
  await again.fill(shortByOne);
  await account.save('password');
  expect(await account.errorOf(next)).toBe(`Use at least ${PASSWORD_MIN_LENGTH} characters.`);
  await next.fill('password123');
  await again.fill('password123');
  await account.save('password');
  expect(await account.errorOf(next)).toMatch(/too common/);

  await next.fill('a-fresh-secret-2027');
  await again.fill('a-fresh-secret-2028');
  await account.save('password');
  expect(await account.errorOf(again)).toBe('The new passwords do not match.');

  await again.fill('a-fresh-secret-2027');
  await account.save('password');
  await expect(account.success()).toHaveText('Password changed successfully!');

  // The new password is the one that signs in now.
  await page.context().clearCookies();
  await login.open();
  await login.signIn(email, 'demo-pass-2026');
  await expect(login.formError()).toBeVisible();
  await login.signInAs(email, 'a-fresh-secret-2027');
});

test('a demo account is deactivated, deleted and cannot sign in again', async ({ page }) => {
  const email = 'demo@playmax.test';
  const login = new LoginPage(page, HOSTS.playmax);
  await login.signInAs(email);
  const account = new AccountPage(page);
  await account.open('profile');
  const dialog = await account.deactivateDemo();
  await expect(dialog).toContainText(email);
  await account.confirmDeactivation();
  await expect(account.deactivationDone()).toBeVisible();
  await account.deactivationDone().click();
  await expect(page).toHaveURL(/\/login/);

  await login.signIn(email);
  await expect(login.formError()).toHaveText(
    'Credentials do not match any account for this site, try again or contact support.',
  );
});

test('a language picked in the avatar menu follows the member to another device', async ({
  page,
  browser,
}) => {
  const email = 'cancelled@playmax.test';
  await new LoginPage(page, HOSTS.playmax).signInAs(email);
  await new ShellPage(page).chooseLanguageInAvatarMenu('fr-ca');
  await expect(new ShellPage(page).language()).toHaveAttribute('lang', 'fr-ca');

  // Another device: nothing stored there, the member's saved language applies after sign-in.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await new LoginPage(otherPage, HOSTS.playmax).signInAs(email);
  await expect
    .poll(async () => {
      await otherPage.reload();
      return new ShellPage(otherPage).language().getAttribute('lang');
    })
    .toBe('fr-ca');
  await other.close();
});

// The throttle counts wrong passwords per member and per address. This journey spends its own
// address (the journeys' server trusts X-Forwarded-For), so the other password journeys, from the
// runner's address, still get "not correct" whatever order they run in.
test.describe('from an address of its own', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.57' } });

  test('after five wrong current passwords the member is told how long to wait', async ({
    page,
  }, testInfo) => {
    await new LoginPage(page, HOSTS.playmax).signInAs('movieonly@playmax.test');
    const account = new AccountPage(page);
    await account.open('password');
    const form = account.form('password');
    await account.field(form, 'Current password').fill('not-my-password');
    await account.field(form, 'New password').fill('a-fresh-secret-2027');
    await account.field(form, 'Repeat new password').fill('a-fresh-secret-2027');

    const message = account.formError();
    // Five are answered "not correct"; a slow machine may get one more in once the first second is over.
    for (let i = 0; i < 8 && !(await message.isVisible()); i++) await account.submitPasswordAndWait();
    await expect(message).toHaveText(/^Too many wrong passwords\. Try again in \d+ s\.$/);
    await page.screenshot({ path: testInfo.outputPath('password-throttle-desktop.png') });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(message).toBeVisible();
    await message.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('password-throttle-375.png') });
  });
});
