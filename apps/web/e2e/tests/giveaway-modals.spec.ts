import { expect, test } from '@playwright/test';
import { HOSTS } from '../env';
import { GiveawayModals } from '../pages/giveaway-modals';
import { GiveawayPage } from '../pages/giveaway-page';
import { LoginPage } from '../pages/login-page';

// winner@ holds sa_winner:1001 (last month's Dream Car Giveaway, drawn, not yet claimed) and is the
// one demo persona that has not seen the bonus offer yet: its modals come one after another, in order.
test.describe.serial('winner@ and the giveaway modals', () => {
  // Each modal is also held to axe at two widths, and a retry could not start over (a claimed prize
  // stays claimed): room for a loaded runner.
  test.describe.configure({ timeout: 90_000 });

  test('the winner modal comes first and the bonus offer follows once; the prize is claimed from its page with the same form', async ({
    page,
  }) => {
    await new LoginPage(page, HOSTS.playmax).signInAs('winner@playmax.test');
    const modals = new GiveawayModals(page);
    await expect(modals.winner()).toBeVisible();
    await expect(modals.winner()).toContainText('Congratulations');
    await expect(modals.dialogs()).toHaveCount(1);
    await modals.screenshot('winner-modal-1440');
    expect(await modals.accessibilityViolations(modals.winner())).toEqual([]);

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
    expect(await modals.accessibilityViolations(modals.winner())).toEqual([]);
    // Not now: the modal closes for good, and the prize waits on its giveaway's page.
    await modals.closeWithEscape(modals.winner());

    // One at a time: the bonus offer (the Gaming PC's, twice the entries for the standard price)
    // opens only once the winner modal has closed.
    await expect(modals.bonus()).toBeVisible();
    await expect(modals.dialogs()).toHaveCount(1);
    await expect(modals.offer(modals.bonus())).toContainText('20 entries');
    await expect(modals.offer(modals.bonus())).toContainText('$1.99');
    await modals.screenshot('bonus-modal-375');
    expect(await modals.accessibilityViolations(modals.bonus())).toEqual([]);
    await modals.decline(modals.bonus());

    // The giveaway page's "claim your prize" opens the winner modal at its claim: the same form.
    const giveaway = new GiveawayPage(page);
    await giveaway.open('1001');
    await modals.expectNoneLeft();
    await giveaway.claimPrize();
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
    expect(await modals.accessibilityViolations(modals.winner())).toEqual([]);
    await modals.finishClaim();
    await expect(giveaway.stateButton()).toHaveText('Prize claimed');

    // Each shows once: winner_displayed:1001 and the bonus offer's marker are on the member now.
    await page.reload();
    await modals.expectNoneLeft();
  });

  test('a purchase arms the upsell once; its failed payment leads to the one-time offer', async ({
    page,
  }) => {
    await new LoginPage(page, HOSTS.playmax).signInAs('winner@playmax.test');
    const modals = new GiveawayModals(page);
    await modals.expectNoneLeft();

    // A standard pack arms the triple upsell for the same giveaway; it follows the closed receipt.
    await modals.buyStandardEntries('1008');
    await expect(modals.upsell()).toBeVisible();
    await expect(modals.dialogs()).toHaveCount(1);
    await expect(modals.upsell()).toContainText('Triple your chances');
    await expect(modals.offer(modals.upsell())).toContainText('30 entries');
    await expect(modals.offer(modals.upsell())).toContainText('$4.99');
    await modals.screenshot('upsell-modal-1440');
    expect(await modals.accessibilityViolations(modals.upsell())).toEqual([]);

    // Taking it and leaving the payment page unpaid: the failure receipt, then the failed-upsell
    // funnel's one-time offer (100 entries for $5.00 instead of $25.00).
    await modals.acceptAndLeaveUnpaid(modals.upsell());
    await expect(modals.funnel()).toBeVisible();
    await expect(modals.dialogs()).toHaveCount(1);
    await expect(modals.offer(modals.funnel())).toContainText('100 entries');
    await expect(modals.offer(modals.funnel())).toContainText('$5.00');
    await expect(modals.offer(modals.funnel())).toContainText('$25.00');
    await expect(modals.offer(modals.funnel())).toContainText('80% off');
    await modals.screenshot('funnel-modal-1440');
    expect(await modals.accessibilityViolations(modals.funnel())).toEqual([]);
    await modals.closeWithEscape(modals.funnel());

    // The upsell was shown (upsell_displayed): not again.
    await page.reload();
    await modals.expectNoneLeft();
  });
});
