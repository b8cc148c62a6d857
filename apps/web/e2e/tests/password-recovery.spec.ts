import { expect, test } from '@playwright/test';
import { brandUrl, HOSTS } from '../env';
import { LoginPage } from '../pages/login-page';
import { firstLink, latestMailTo } from '../pages/mailbox';

test('a member resets a forgotten password through the mailed link, once', async ({ page, request }) => {
  const email = 'trial@playmax.test';
  await page.goto(brandUrl(HOSTS.playmax, '/forgot-password'));
  const form = page.getByTestId('forgot-password-form');
  await form.getByRole('textbox').first().fill(email);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByRole('status').or(page.getByTestId('forgot-password-sent')).first()).toBeVisible();

  const link = firstLink(await latestMailTo(request, HOSTS.playmax, email), '/reset-password/');
  await page.goto(link);
  const reset = page.getByTestId('reset-password-form');
  const newPassword = 'a-brand-new-secret-42';
  const fields = reset.locator('input[type="password"]');
  await fields.nth(0).fill(newPassword);
  await fields.nth(1).fill(newPassword);
  await reset.locator('button[type="submit"]').click();
  // Success takes the member to sign-in, with the new password ready to use.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-form')).toBeVisible();

  const login = new LoginPage(page, HOSTS.playmax);
  await login.signInAs(email, newPassword);

  // The same link does not work twice.
  await page.context().clearCookies();
  await page.goto(link);
  await fields.nth(0).fill('yet-another-secret-99');
  await fields.nth(1).fill('yet-another-secret-99');
  await reset.locator('button[type="submit"]').click();
  await expect(page.getByTestId('form-error')).toBeVisible();
});

test('forgot e-mail mails the address on file for the first 6 and last 4 digits of the card', async ({
  page,
  request,
}) => {
  await page.goto(brandUrl(HOSTS.playmax, '/forgot-email'));
  const form = page.getByTestId('forgot-email-form');
  const inputs = form.locator('input');
  await inputs.nth(0).fill('424242');
  await inputs.nth(1).fill('4242');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByRole('status').or(page.getByTestId('forgot-email-sent')).first()).toBeVisible();
  const mail = await latestMailTo(request, HOSTS.playmax, 'paid@playmax.test');
  expect(`${mail.text_body ?? mail.text ?? ''}`).toContain('paid@playmax.test');
});
