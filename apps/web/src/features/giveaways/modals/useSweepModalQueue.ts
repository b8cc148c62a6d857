import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  SWEEP_BONUS_OFFER_DISPLAYED_TAG,
  UPSELL_DISPLAYED_TAG,
  WINNER_MODAL_REOPEN_DELAY_MS,
  winnerDisplayedTag,
} from '@member-area/domain';
import { ShellContext } from '../../../app/shell/ShellContext';
import { useModalSweeps } from '../hooks';
import { useBuyOffer, type OfferSource } from '../purchase';
import { useSweepModalsBlocked } from './hold';
import { useMarkSeen } from './hooks';
import { nextSweepModal, type SweepModalTurn } from './next-modal';

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
 * Which tag-driven modal is open: the next one the member's tags and the giveaways call for, one at
 * a time, none while another dialog is open, the next WINNER_MODAL_REOPEN_DELAY_MS after the last
 * closed; finishing one marks it seen, accepting an offer marks it and starts the purchase.
 */
export function useSweepModalQueue() {
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

  /** Skipped for this page, not marked as seen (its giveaway is gone, or unreadable now). */
  const skip = useCallback((turn: SweepModalTurn) => {
    setClosed((keys) => new Set(keys).add(turn.key));
    setCurrent(null);
  }, []);

  return { current, deciding, next, finish, skip, accept, busy: busy || marking, error };
}
