import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  SWEEP_BONUS_OFFER_DISPLAYED_TAG,
  UPSELL_DISPLAYED_TAG,
  WINNER_MODAL_REOPEN_DELAY_MS,
  winnerDisplayedTag,
} from '@member-area/domain';
import { ShellContext } from '../../../app/shell/ShellContext';
import { useSweepModalsBlocked } from './hold';
import { useModalGiveaway, useModalSweeps, type GiveawayDetail } from '../hooks';
import { useMarkSeen } from './hooks';
import { nextSweepModal, type SweepModalTurn } from './next-modal';
import { SweepOfferModal } from './SweepOfferModal';
import { useBuyOffer, type OfferSource } from '../purchase';
import { WinnerModal, winnerPrizeOf } from './WinnerModal';

/** The member tag that marks a modal as shown (SPEC.md 4 "Sweep feature"). */
function markerOf(turn: SweepModalTurn): string {
  switch (turn.kind) {
    case 'winner':
      return winnerDisplayedTag(turn.sweepId);
    case 'upsell':
      return UPSELL_DISPLAYED_TAG;
    case 'bonus':
      return SWEEP_BONUS_OFFER_DISPLAYED_TAG;
  }
}

/**
 * The giveaways' tag-driven modals, mounted once in the member shell: the winner modal for each
 * giveaway won and not yet shown, then the upsell after a purchase, then the bonus offer. One at a
 * time, never over another dialog, the next WINNER_MODAL_REOPEN_DELAY_MS after the last closed.
 * What a modal shows is fixed when it opens (the alternative upsell's random pick stays put).
 */
export function SweepModals() {
  const shell = useContext(ShellContext);
  const sweeps = useModalSweeps(shell !== null);
  const blocked = useSweepModalsBlocked();
  const markSeen = useMarkSeen();
  const { buy, busy, error, clearError } = useBuyOffer();
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const [current, setCurrent] = useState<SweepModalTurn | null>(null);
  const [cooling, setCooling] = useState(false);
  const [marking, setMarking] = useState(false);
  const memberTags = shell?.viewer.tags;
  const list = sweeps.data;

  const deciding = !current && !cooling && !blocked && list !== undefined && memberTags !== undefined;
  const next = useMemo(
    () => (deciding ? nextSweepModal({ memberTags, sweeps: list, closed, now: new Date() }) : null),
    [deciding, memberTags, list, closed],
  );
  useEffect(() => {
    if (next) setCurrent(next);
  }, [next]);

  useEffect(() => {
    if (!cooling) return;
    const timer = window.setTimeout(() => setCooling(false), WINNER_MODAL_REOPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [cooling]);

  /** Closes the modal for good: remembered at once for this page, and as the member's tag. */
  const finish = useCallback(
    (turn: SweepModalTurn) => {
      setClosed((keys) => new Set(keys).add(turn.key));
      setCurrent(null);
      setCooling(true);
      clearError();
      void markSeen(markerOf(turn));
    },
    [markSeen, clearError],
  );

  /**
   * Accepting marks the offer as shown first (the purchase leaves for the hosted page), then starts
   * it. The modal stays open meanwhile: it shows the refusal if there is one, and the date of birth
   * question, when the server needs it, opens above it as the next step of this purchase.
   */
  const accept = useCallback(
    async (turn: SweepModalTurn, sweepId: string, offer: string, source: OfferSource) => {
      setMarking(true);
      await markSeen(markerOf(turn));
      setMarking(false);
      await buy({ sweepId, offer, source });
    },
    [markSeen, buy],
  );

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
    setClosed((keys) => new Set(keys).add(current.key));
    setCurrent(null);
  }, [current, unavailable]);
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
      busy={busy || marking}
      error={error}
      onAccept={(source) => void accept(current, sweep.id, packName, source)}
      onDecline={() => finish(current)}
    />
  );
}

function offerOf(sweep: GiveawayDetail, name: string) {
  return sweep.offers.find((o) => o.offer === name);
}
