import { expect, test } from '@playwright/test';
import { accessibilityViolations } from '../pages/accessibility';
import { HOSTS } from '../env';
import { horizontalOverflow } from '../pages/layout-checks';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import { SupportPage } from '../pages/support-pages';

test('a member finds an answer on the support screen, and the brand’s contacts and the report form', async ({
  page,
}) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('paid@playmax.test');
  const support = new SupportPage(page, HOSTS.playmax);
  await support.open('/faq');
  await expect(support.questions()).toHaveCount(5);

  await support.search('payment CARD');
  await expect(support.matchCount()).toHaveText('1 question matches');
  await expect(support.questions()).toHaveText(['How do I update my payment method?']);
  const entry = await support.openQuestion('payment method');
  await expect(entry.getByText('The previous card becomes your backup.')).toBeVisible();

  await support.search('teleportation');
  await expect(support.noMatch()).toBeVisible();

  await expect(support.contacts().getByRole('link', { name: 'support@playmax.test' })).toHaveAttribute(
    'href',
    'mailto:support@playmax.test',
  );
  await expect(support.contacts().getByRole('link', { name: '+1 (888) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+18885550142',
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  const dialog = await support.openReportForm();
  await expect(dialog).toContainText('Report a problem');
});

test('the same screen at /support, from the avatar menu, in French at 375 px: an accent-free search finds the accented question', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await new LoginPage(page, HOSTS.clickcoins).signInAs('member@clickcoins.test');
  const support = new SupportPage(page, HOSTS.clickcoins);
  await support.openFromAvatarMenu();
  // Switched on the screen: the questions are read again in French.
  await new ShellPage(page).chooseLanguageInAvatarMenu('fr-ca');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aide et soutien');
  await support.search('resilier');
  await expect(support.questions()).toHaveText(['Comment résilier mon abonnement?']);
  await expect(support.contacts()).toContainText('care@clickcoins.test');
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // The language was saved on the member: back to English for the journeys that sign in as them.
  await new ShellPage(page).chooseLanguageInAvatarMenu('en-us');
});
