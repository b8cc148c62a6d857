import { Suspense, useContext } from 'react';
import { sweepModalMayBeDue } from '@member-area/domain';
import { lazyPart } from '../../../app/lazy-part';
import { ShellContext } from '../../../app/shell/ShellContext';
import { useLatched } from '../../../app/useLatched';
import { useReturnArrived } from '../../payment';
import { ENTRY_PURCHASE_SLUG } from '../purchase/pending';
import { dateOfBirthRequest, useStore } from '../purchase/store';

// Each part loads when something asks for it (issue 16), not with every screen of the shell.
const PurchaseReturn = lazyPart(() => import('../purchase/PurchaseReturn').then((m) => m.PurchaseReturn));
const DateOfBirthHost = lazyPart(() =>
  import('../purchase/DateOfBirthDialog').then((m) => m.DateOfBirthHost),
);
const SweepModals = lazyPart(() => import('../modals/SweepModals').then((m) => m.SweepModals));

/**
 * What giveaways add to every screen of the member shell, mounted once (app/shell/ShellLayout): the
 * return from the payment page for entries, the date-of-birth question of a first purchase, and the
 * tag-driven modals (winner, upsells, bonus offer). Each loads its code when it is needed: the return
 * when one is in the address, the question when a purchase asks it, the modals when the member's
 * tags leave room for one (sweepModalMayBeDue); until then nothing is read for them.
 */
export function GiveawayShellLayer() {
  const shell = useContext(ShellContext);
  const returning = useReturnArrived(ENTRY_PURCHASE_SLUG);
  const asking = useLatched(useStore(dateOfBirthRequest) !== null);
  const tags = shell?.viewer.tags;
  // Once mounted the modals stay: accepting an offer marks it seen (the tags then rule it out)
  // while its purchase, its refusal or its date-of-birth question still runs in that modal.
  const modals = useLatched(tags !== undefined && sweepModalMayBeDue(tags));
  return (
    <>
      {returning ? (
        <Suspense fallback={null}>
          <PurchaseReturn />
        </Suspense>
      ) : null}
      {asking ? (
        <Suspense fallback={null}>
          <DateOfBirthHost />
        </Suspense>
      ) : null}
      {tags === undefined ? null : modals ? (
        <Suspense fallback={null}>
          <SweepModals />
        </Suspense>
      ) : (
        // Nothing can be due: the marker the home modals and the journeys wait for (as SweepModals').
        <span hidden data-testid="sweep-modals-idle" />
      )}
    </>
  );
}
