import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { lazyPart } from '../../../app/lazy-part';
import { useLatched } from '../../../app/useLatched';
import { useReturnArrived } from '../../payment';
import { useCrossSellOffer } from '../hooks';
import { CROSSSELL_SLUG } from '../pending';

// Loaded when the member is due the offer, or comes back from paying for it (issue 16: not with
// every first screen).
const CrossSellModal = lazyPart(() => import('./CrossSellModal').then((m) => m.CrossSellModal));
const CrossSellReturn = lazyPart(() => import('./CrossSellReturn').then((m) => m.CrossSellReturn));

/**
 * The cross-sell's part of the member shell, mounted once before <main> (app/shell/ShellLayout.tsx):
 * the return from its payment page, and the modal itself.
 */
export function CrossSellShellLayer() {
  const returning = useReturnArrived(CROSSSELL_SLUG);
  // The modal opens on home only (useHomeModalHeld): the offer is read there, not on every screen.
  const onHome = useLocation().pathname === '/';
  const offer = useCrossSellOffer(onHome);
  // Once loaded the modal stays: it says itself when it is done (its idle marker).
  const modal = useLatched(Boolean(offer.data));
  return (
    <>
      {returning ? (
        <Suspense fallback={null}>
          <CrossSellReturn />
        </Suspense>
      ) : null}
      {modal ? (
        <Suspense fallback={null}>
          <CrossSellModal />
        </Suspense>
      ) : offer.isSuccess ? (
        // Settled with nothing to show: a marker journeys wait for instead of a fixed sleep.
        <span hidden data-testid="crosssell-idle" />
      ) : null}
    </>
  );
}
