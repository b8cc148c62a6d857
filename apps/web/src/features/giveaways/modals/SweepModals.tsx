import { useEffect } from 'react';
import { useModalGiveaway, type GiveawayDetail } from '../hooks';
import { SweepOfferModal } from './SweepOfferModal';
import { useSweepModalQueue } from './useSweepModalQueue';
import { WinnerModal, winnerPrizeOf } from './WinnerModal';

/**
 * The giveaways' tag-driven modals, mounted once in the member shell: the winner modal for each
 * giveaway won and not yet shown, then the upsell after a purchase, then the bonus offer. One at a
 * time, never over another dialog, the next WINNER_MODAL_REOPEN_DELAY_MS after the last closed.
 * What a modal shows is fixed when it opens (the alternative upsell's random pick stays put).
 */
export function SweepModals() {
  const { current, deciding, next, finish, skip, accept, busy, error } = useSweepModalQueue();
  // The list decides which modal is next; what it shows of its giveaway is read when it opens.
  const detail = useModalGiveaway(current?.sweepId ?? null);
  const sweep = detail.data;
  const packName = current?.kind === 'upsell' ? current.offer : 'bonus';
  const offer = sweep && current?.kind !== 'winner' ? offerOf(sweep, packName) : undefined;
  const unavailable =
    detail.isError || (detail.isSuccess && (!sweep || (current?.kind !== 'winner' && !offer)));
  useEffect(() => {
    // Gone from this brand, or unreadable now: skipped for this page, not marked as seen.
    if (!current || !unavailable) return;
    skip(current);
  }, [current, unavailable, skip]);
  // Nothing to show and nothing in the way: journeys wait for this before saying "no modal".
  if (deciding && !next) return <span hidden data-testid="sweep-modals-idle" />;
  if (!current || !sweep) return null;

  if (current.kind === 'winner') {
    return (
      <WinnerModal key={current.key} open prize={winnerPrizeOf(sweep)} onClose={() => finish(current)} />
    );
  }
  if (!offer) return null;
  return (
    <SweepOfferModal
      key={current.key}
      variant={current.kind === 'upsell' ? current.variant : 'bonus'}
      open
      sweep={sweep}
      offer={offer}
      busy={busy}
      error={error}
      onAccept={(source) => void accept(current, sweep.id, packName, source)}
      onDecline={() => finish(current)}
    />
  );
}

function offerOf(sweep: GiveawayDetail, name: string) {
  return sweep.offers.find((o) => o.offer === name);
}
