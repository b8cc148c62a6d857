import { useEffect, useState } from 'react';
import { failedUpsellSweep } from '@member-area/domain';
import { useModalGiveaway, useModalSweeps } from '../hooks';
import { SweepOfferModal } from '../modals/SweepOfferModal';
import { useBuyOffer } from './useBuyOffer';

/**
 * SPEC.md 4: the failed-upsell funnel. Opened by the purchase return when an upsell's payment
 * failed: the giveaway carrying the funnel tag, its one-time offer (100 entries for 5, 80% off).
 * Closes itself at once when there is no such giveaway or the one-time offer is used up.
 */
export function FailedUpsellFunnel({ onClose }: { onClose: () => void }) {
  const sweeps = useModalSweeps(true);
  const { buy, busy, error } = useBuyOffer();
  const [open, setOpen] = useState(true);
  const listed = sweeps.data ? failedUpsellSweep(sweeps.data) : null;
  const onSale = sweeps.data?.find((s) => s.id === listed)?.offers.some((o) => o.offer === 'one_time');
  const detail = useModalGiveaway(onSale ? listed : null);
  const sweep = detail.data;
  const offer = sweep?.offers.find((o) => o.offer === 'one_time');
  const nothingToOffer =
    sweeps.isError || (sweeps.isSuccess && !onSale) || detail.isError || (detail.isSuccess && !offer);

  useEffect(() => {
    if (nothingToOffer) onClose();
  }, [nothingToOffer, onClose]);

  if (!sweep || !offer) return null;
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <SweepOfferModal
      variant="funnel"
      open={open}
      sweep={sweep}
      offer={offer}
      busy={busy}
      error={error}
      onAccept={(source) => void buy({ sweepId: sweep.id, offer: offer.offer, source })}
      onDecline={close}
    />
  );
}
