import { expect, test } from '@playwright/test';
import { brandUrl, HOSTS } from '../env';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';

const members = [
  { email: 'paid@playmax.test', host: HOSTS.playmax, layout: 'default' },
  { email: 'member@clickcoins.test', host: HOSTS.clickcoins, layout: 'clickcoins' },
  { email: 'member@clickplay.test', host: HOSTS.clickplay, layout: 'clickplay' },
  { email: 'member@vpn.test', host: HOSTS.vpn, layout: 'vpn' },
];

for (const { email, host, layout } of members) {
  test(`${email} signs in on ${host}, sees the ${layout} layout, and signs out`, async ({ page }) => {
    const login = new LoginPage(page, host);
    await login.signInAs(email);
    const shell = new ShellPage(page);
    await expect(shell.layout()).toHaveAttribute('data-layout', layout);
    await expect(shell.brandLogo()).toBeVisible();
    await shell.signOut();
    // The session is really over: the member area sends the visitor back to sign-in.
    await page.goto(brandUrl(host, '/'));
    await expect(login.form()).toBeVisible();
  });
}

test('a signed-out visit to a member page is sent to sign-in by the server and comes back there', async ({
  page,
}) => {
  const documents: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document')
      documents.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto(brandUrl(HOSTS.playmax, '/account/profile?tab=1'));
  await expect(page).toHaveURL(/\/login\?from=%2Faccount%2Fprofile%3Ftab%3D1$/);
  // The redirect came from the server: the member page's HTML (and its scripts) never loaded.
  expect(documents).toEqual(['302 /account/profile', '200 /login']);
  const login = new LoginPage(page, HOSTS.playmax);
  await login.signIn('paid@playmax.test');
  await expect(page).toHaveURL(/\/account\/profile\?tab=1$/);
});

test('a wrong password gets the brand credentials message and no session', async ({ page }) => {
  const login = new LoginPage(page, HOSTS.playmax);
  await login.open();
  await login.signIn('paid@playmax.test', 'not-the-password');
  await expect(login.formError()).toContainText('Credentials do not match any account for this site');
  await page.goto(brandUrl(HOSTS.playmax, '/'));
  await expect(login.form()).toBeVisible();
});

test("a member of one brand cannot sign in on another brand's site", async ({ page }) => {
  const login = new LoginPage(page, HOSTS.clickcoins);
  await login.open();
  await login.signIn('paid@playmax.test');
  await expect(login.formError()).toContainText('Credentials do not match any account for this site');
});

test('the greeting falls back to the part of the e-mail before the @ when there is no name', async ({
  page,
}) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('free@playmax.test');
  await expect(new ShellPage(page).greeting()).toContainText('free');
});

test('an account that is not yet active sees the notice', async ({ page }) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('inactive@playmax.test');
  await expect(new ShellPage(page).inactiveNotice()).toContainText('This account is not yet active.');
});

test('the session survives a reload and the e-mail is remembered on the sign-in form', async ({ page }) => {
  const login = new LoginPage(page, HOSTS.playmax);
  await login.signInAs('champion@playmax.test');
  await page.reload();
  const shell = new ShellPage(page);
  await expect(shell.greeting()).toBeVisible();
  await shell.signOut();
  await expect(login.emailField()).toHaveValue('champion@playmax.test');
});
