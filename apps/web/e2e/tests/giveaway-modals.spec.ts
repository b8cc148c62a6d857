import { expect, test } from '@playwright/test';
import { HOSTS } from '../env';
import { GiveawayModals } from '../pages/giveaway-modals';
import { LoginPage } from '../pages/login-page';

// winner@ holds sa_winner:1001 (last month's Dream Car Giveaway, drawn and not yet claimed).

test('winner@ sees the winner modal, claims the prize with a shipping address, and is not asked again', async ({
  page,
}) => {
  await new LoginPage(page, HOSTS.playmax).signInAs('winner@playmax.test');
  const modals = new GiveawayModals(page);
  await expect(modals.winner()).toBeVisible();
  await expect(modals.winner()).toContainText('Congratulations');
  await modals.screenshot('winner-modal-1440');

  await modals.claimPrize();
  // Nothing but the required fields is checked here: an empty street is refused beside the field.
  await modals.shipTo({
    firstName: 'Wendy',
    lastName: 'Park',
    address: '',
    city: 'Springfield',
    postcode: '62704',
    country: 'US',
  });
  await expect(modals.fieldErrors()).toHaveText(['Enter your street and number.']);
  await modals.shipTo({
    firstName: 'Wendy',
    lastName: 'Park',
    address: '742 Evergreen Terrace',
    city: 'Springfield',
    postcode: '62704',
    country: 'US',
  });
  await expect(modals.claimed()).toContainText('claimed');
  await expect(modals.winner().getByRole('heading')).toHaveText('Prize claimed');
  await modals.finishClaim();

  // Shown once: winner_displayed:1001 is on the member now.
  await page.reload();
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect(modals.winner()).toHaveCount(0);
});
