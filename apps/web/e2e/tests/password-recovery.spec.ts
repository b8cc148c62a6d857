import { expect, test } from '@playwright/test';
import { PASSWORD_MIN_LENGTH } from '@member-area/domain';
import { brandUrl, HOSTS } from '../env';
import { LoginPage, RecoveryPages } from '../pages/login-page';
import { firstLink, latestMailTo } from '../pages/mailbox';

test('a member resets a forgotten password through the mailed link, once', async ({ page, request }) => {
  const email = 'trial@playmax.test';
  const recovery = new RecoveryPages(page, HOSTS.playmax);
  await recovery.requestPasswordReset(email);
  // The sent screen leaves one thing to do, offered once.
  await expect(recovery.backToSignInLinks()).toHaveCount(1);

  const link = firstLink(await latestMailTo(request, HOSTS.playmax, email), '/reset-password/');
  // One character short of the domain rule is refused, and the message names the rule's number.
  await recovery.chooseNewPassword(link, 'x7-'.repeat(PASSWORD_MIN_LENGTH).slice(0, PASSWORD_MIN_LENGTH - 1));
  await expect(recovery.newPasswordError()).toHaveText(`Use at least ${PASSWORD_MIN_LENGTH} characters.`);

  const newPassword = 'a-brand-new-secret-42';
  await recovery.chooseNewPassword(link, newPassword);
  // Success takes the member to sign-in, with the new password ready to use.
  await expect(page).toHaveURL(/\/login/);
  const login = new LoginPage(page, HOSTS.playmax);
  await login.signInAs(email, newPassword);

  // The same link does not work twice: opened again, it says so before any password is typed.
  await page.context().clearCookies();
  await recovery.openResetLink(link);
  await expect(recovery.invalidLinkNotice()).toContainText('already been used');
  await expect(recovery.resetForm()).toHaveCount(0);
});

test('a reset link that never existed says so when it opens, and offers a new one', async ({ page }) => {
  const recovery = new RecoveryPages(page, HOSTS.playmax);
  await recovery.openResetLink(brandUrl(HOSTS.playmax, `/reset-password/${'A'.repeat(43)}`));
  await expect(recovery.invalidLinkNotice()).toContainText('This reset link is not valid');
  await expect(recovery.resetForm()).toHaveCount(0);
  await recovery.requestNewLink();
});

test('forgot e-mail mails the address on file for the first 6 and last 4 digits of the card', async ({
  page,
  request,
}) => {
  const recovery = new RecoveryPages(page, HOSTS.playmax);
  await recovery.requestEmailReminder('424242', '4242');
  await expect(recovery.backToSignInLinks()).toHaveCount(1);
  const mail = await latestMailTo(request, HOSTS.playmax, 'paid@playmax.test');
  expect(`${mail.text_body ?? mail.text ?? ''}`).toContain('paid@playmax.test');
});
