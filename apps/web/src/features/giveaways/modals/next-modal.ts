import {
  bonusOfferSweep,
  pickRandomSweep,
  upsellModal,
  winnerModalQueue,
  type Instant,
} from '@member-area/domain';

/** What the modals need to know of one giveaway of the brand's list. */
export interface ModalSweep {
  id: string;
  tags: readonly string[];
  endDate: string;
  /** The viewer's entries (0 when not entered). */
  entries: number;
  /** The packs the server sells the viewer now. */
  offers: readonly { offer: string }[];
}

/**
 * One modal of SPEC.md 4 "Sweep feature". `key` names what closing it marks as seen (the member tag
 * it sets), so a modal that was closed is not offered again while that tag is on its way.
 */
export type SweepModalTurn =
  | { kind: 'winner'; key: string; sweepId: string }
  | {
      kind: 'upsell';
      key: string;
      variant: 'triple' | 'alternative';
      /** The giveaway whose purchase armed the upsell. */
      purchasedSweepId: string;
      /** The giveaway offered, and the pack: its multiplier (triple) or its standard pack (alternative). */
      sweepId: string;
      offer: 'multiplier' | 'standard';
    }
  | { kind: 'bonus'; key: string; sweepId: string };

const sells = (sweep: ModalSweep | undefined, offer: string) =>
  Boolean(sweep?.offers.some((o) => o.offer === offer));

function upsellTurn(
  memberTags: readonly string[],
  sweeps: readonly ModalSweep[],
  now: Instant,
  random: () => number,
): SweepModalTurn | null {
  const armed = upsellModal(memberTags);
  if (!armed) return null;
  const purchased = sweeps.find((s) => s.id === armed.sweepId);
  const triple: SweepModalTurn | null = sells(purchased, 'multiplier')
    ? {
        kind: 'upsell',
        key: 'upsell',
        variant: 'triple',
        purchasedSweepId: armed.sweepId,
        sweepId: armed.sweepId,
        offer: 'multiplier',
      }
    : null;
  if (armed.kind === 'triple') return triple;
  // SPEC.md 5: a random giveaway the member has not entered, still open in New York time, among
  // those the server sells a pack of to this member (the purchased one counts as entered).
  const entered = [armed.sweepId, ...sweeps.filter((s) => s.entries > 0).map((s) => s.id)];
  const candidates = sweeps.filter((s) => sells(s, 'standard'));
  const other = pickRandomSweep(candidates, entered, now, random);
  if (other === null) return triple; // nothing else open: the triple offer is still a fair one
  return {
    kind: 'upsell',
    key: 'upsell',
    variant: 'alternative',
    purchasedSweepId: armed.sweepId,
    sweepId: other,
    offer: 'standard',
  };
}

/**
 * The next modal to show, one at a time, in the order winner, upsell, bonus offer (a win matters
 * most; the bonus offer is the least personal). The rules of each are the domain's; this only
 * orders them, skips those already closed in this page (`closed` holds their keys) and those the
 * server sells nothing for (an offer without a pack would be a dead end).
 */
export function nextSweepModal(input: {
  memberTags: readonly string[];
  sweeps: readonly ModalSweep[];
  closed: ReadonlySet<string>;
  now: Instant;
  random?: () => number;
}): SweepModalTurn | null {
  const { memberTags, sweeps, closed, now, random = Math.random } = input;
  const winner = winnerModalQueue(memberTags, sweeps).find((id) => !closed.has(`winner:${id}`));
  if (winner !== undefined) return { kind: 'winner', key: `winner:${winner}`, sweepId: winner };
  if (!closed.has('upsell')) {
    const upsell = upsellTurn(memberTags, sweeps, now, random);
    if (upsell) return upsell;
  }
  if (!closed.has('bonus')) {
    const bonus = bonusOfferSweep(memberTags, sweeps);
    if (
      bonus !== null &&
      sells(
        sweeps.find((s) => s.id === bonus),
        'bonus',
      )
    ) {
      return { kind: 'bonus', key: 'bonus', sweepId: bonus };
    }
  }
  return null;
}
