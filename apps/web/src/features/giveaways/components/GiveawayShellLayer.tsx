import { SweepModals } from '../modals';
import { DateOfBirthHost, PurchaseReturn } from '../purchase';

/**
 * What giveaways add to every screen of the member shell, mounted once (app/shell/ShellLayout): the
 * return from the payment page for entries, the date-of-birth question of a first purchase, and the
 * tag-driven modals (winner, upsells, bonus offer).
 */
export function GiveawayShellLayer() {
  return (
    <>
      <PurchaseReturn />
      <DateOfBirthHost />
      <SweepModals />
    </>
  );
}
