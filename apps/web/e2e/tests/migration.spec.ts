import { expect, test } from '@playwright/test';
import { brandUrl, HOSTS } from '../env';
import { HomePage } from '../pages/home-page';
import { GiveawayModals } from '../pages/giveaway-modals';
import { LoginPage } from '../pages/login-page';
import { MigrationModal } from '../pages/migration-page';

// The seed moved OldMax (oldmax.localhost) to PlayMax with the operator's migrate-brand: its member
// member@oldmax.test now belongs to PlayMax and is tagged to see the migration modal once.
test('a member of a moved brand visiting its old address lands on the new brand and is told once', async ({
  page,
}) => {
  await page.goto(brandUrl('oldmax.localhost', '/'));
  await expect(page).toHaveURL(new RegExp(`^http://${HOSTS.playmax.replace('.', '\\.')}:\\d+/`));

  await new LoginPage(page, HOSTS.playmax).signInAs('member@oldmax.test');
  // One modal at a time: the giveaways' bonus offer (this member has not seen it) goes first.
  const giveaways = new GiveawayModals(page);
  await giveaways.decline(giveaways.bonus());
  const migration = new MigrationModal(page);
  await expect(migration.modal()).toBeVisible();
  await expect(migration.modal()).toContainText('Welcome to PlayMax');
  await migration.expectAccessible();
  await page.screenshot({ path: test.info().outputPath('migration-1440.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(migration.modal().getByRole('button', { name: 'Got it' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('migration-375.png') });
  await migration.close();

  await new HomePage(page, HOSTS.playmax).open();
  await migration.expectNone();
});
