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
  await page.setViewportSize({ width: 375, height: 812 });
  await modals.screenshot('claim-form-375');
  // The form is checked before it is sent: an empty street is refused beside its field.
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
  await expect(modals.winner().getByRole('heading')).toHaveText('Prize claimed');
  await expect(modals.claimed()).toContainText('is claimed');
  await modals.screenshot('prize-claimed-375');
  await modals.finishClaim();

  // One at a time: the bonus offer, which winner@ has not seen either, follows the closed winner modal.
  await expect(modals.bonus()).toBeVisible();
  await expect(modals.dialogs()).toHaveCount(1);
  await modals.decline(modals.bonus());

  // Shown once: winner_displayed:1001 is on the member now.
  await page.reload();
  await modals.expectNoneLeft();
});

test('the bonus offer and the upsell after a purchase each show once, one at a time, and not again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await new LoginPage(page, HOSTS.playmax).signInAs('champion@playmax.test');
  const modals = new GiveawayModals(page);
  // The Gaming PC giveaway carries the bonus offer: twice the standard entries for the standard price.
  await expect(modals.bonus()).toBeVisible();
  await expect(modals.offer(modals.bonus())).toContainText('20 entries');
  await expect(modals.offer(modals.bonus())).toContainText('$1.99');
  await modals.screenshot('bonus-modal-375');
  await modals.decline(modals.bonus());
  await page.reload();
  await modals.expectNoneLeft();

  // A standard pack arms the triple upsell for the same giveaway; it follows the closed receipt.
  await page.setViewportSize({ width: 1440, height: 900 });
  await modals.buyStandardEntries('1008');
  await expect(modals.upsell()).toBeVisible();
  await expect(modals.dialogs()).toHaveCount(1);
  await expect(modals.upsell()).toContainText('Triple your chances');
  await expect(modals.offer(modals.upsell())).toContainText('30 entries');
  await expect(modals.offer(modals.upsell())).toContainText('$4.99');
  await modals.screenshot('upsell-modal-1440');
  await modals.closeWithEscape(modals.upsell());
  await page.reload();
  await modals.expectNoneLeft();
});
