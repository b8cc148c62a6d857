/**
 * The purchase path's credit for giveaway entries (docs/ARCHITECTURE.md "The purchase path"):
 * runs in confirm's transaction, after the member lock and the purchase key, so everything here
 * lands once or not at all. The ledger row carries its own key (`pay:{ref}`) too, so even a second
 * path to this function could not count a payment twice.
 */
import {
  canBuyEntries,
  isEntryOffer,
  isListed,
  isOpenGiveaway,
  memberTagsAfterEntryPurchase,
  paidEntryKey,
  parseSaUpsellTag,
  parseSweepEntriesTag,
  pickRandomSweep,
} from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import { recordPurchasePayment, type PaidPurchase } from '../billing';
import type { CreditResult, PurchasableOf } from '../checkout';
import { insertMemberTags, listMemberTags } from '../member';
import { claimIdempotencyKey } from '../payment';
import { hasActiveSubscription } from '../subscription';
import { addToPool, deleteMemberTags, insertLedgerRow } from './ledger-repo';
import { entriesDescription } from './mails';
import { ONCE_PER_MEMBER_OFFERS, offerUsedKey, type EntrySource } from './model';
import { findBrandSweep, listBrandSweeps, sumMemberEntries } from './repo';

type EntriesPurchase = PurchasableOf<'giveaway_entries'>;

/**
 * SPEC.md 4 "Payment return" for giveaway entries: the ledger row and the pool move together; the
 * payment is on the account's transactions and invoices like a plan's; a once-per-member pack is
 * marked used; the member's upsell tags are re-armed (contract "Ids and tags").
 *
 * A return confirmed after the giveaway closed still credits: the member paid while it was open.
 */
export async function creditEntries(
  trx: DbOrTrx,
  purchase: EntriesPurchase,
  paid: PaidPurchase,
): Promise<CreditResult> {
  const sweep = await findBrandSweep(trx, paid.brandId, purchase.sweepId);
  if (!sweep) return { ok: false, errorCode: 'sweep_not_found' };
  const description = entriesDescription('en-us', sweep.name, purchase.entries);
  const symbol = paid.symbol ?? sweep.price.symbol;
  const inserted = await insertLedgerRow(trx, {
    member_id: paid.memberId,
    sweep_id: sweep.id,
    name: sweep.name,
    entries: purchase.entries,
    kind: 'entered',
    source: 'purchase',
    idempotency_key: paidEntryKey(paid.ref),
    payment_ref: paid.ref,
    created_at: paid.now,
  });
  if (!inserted) return { ok: true, description, symbol };
  await addToPool(trx, sweep.id, purchase.entries);

  const currency = paid.currency ?? sweep.price.currency;
  await recordPurchasePayment(trx, paid, { kind: 'entries', description, currency, symbol });
  if (isEntryOffer(purchase.offer) && ONCE_PER_MEMBER_OFFERS.includes(purchase.offer))
    await claimIdempotencyKey(trx, offerUsedKey(purchase.offer, sweep.id, paid.memberId), paid.now);
  await rearmUpsell(trx, purchase, paid);
  return { ok: true, description, symbol };
}

/**
 * Whether this purchase was made from an upsell (the triple or alternative upsell, or the
 * failed-upsell funnel): such a purchase leaves the upsell tags alone, so the upsell shows once
 * per purchase and never re-arms itself. The client says so in startEntryPurchase's `source`;
 * when it does not, a multiplier pack bought for the giveaway the armed triple upsell names is
 * taken as that upsell's purchase (it is exactly what that modal sells).
 */
export function isUpsellPurchase(
  purchase: { sweepId: string; offer: string; source?: EntrySource },
  memberTags: readonly string[],
): boolean {
  if (purchase.source !== undefined)
    return purchase.source === 'upsell' || purchase.source === 'alternative' || purchase.source === 'funnel';
  let armedSweep: string | null = null;
  let triple = false;
  for (const tag of memberTags) {
    armedSweep = parseSweepEntriesTag(tag)?.sweepId ?? armedSweep;
    const upsell = parseSaUpsellTag(tag);
    if (upsell) triple = !upsell.alternative;
  }
  return purchase.offer === 'multiplier' && triple && armedSweep === purchase.sweepId;
}

/** Replaces sweep_entries:sf:… and sa_upsell:… and removes upsell_displayed (domain memberTagsAfterEntryPurchase). */
async function rearmUpsell(trx: DbOrTrx, purchase: EntriesPurchase, paid: PaidPurchase): Promise<void> {
  if (!isEntryOffer(purchase.offer)) return;
  const tags = await listMemberTags(trx, paid.memberId);
  const now = new Date(paid.now);
  const [sweeps, entered, isActiveMember] = await Promise.all([
    listBrandSweeps(trx, paid.brandId),
    sumMemberEntries(trx, paid.memberId),
    hasActiveSubscription(trx, paid.memberId),
  ]);
  // The alternative upsell offers another giveaway this member can buy now (SPEC.md 5 random choice).
  const open = sweeps.filter(
    (s) =>
      canBuyEntries(s.category) &&
      (!s.memberOnly || isActiveMember) &&
      isListed(
        { startAvailableDate: s.ms.startAvailable, endAvailableDate: s.ms.endAvailable, drawnAt: null },
        now,
      ) &&
      isOpenGiveaway({ startDate: s.ms.start, endDate: s.ms.end, drawnAt: null }, now),
  );
  const hasAlternative =
    pickRandomSweep(
      open.map((s) => ({ id: s.id, endDate: s.endDate })),
      entered.map((e) => e.sweep_id),
      now,
      () => 0,
    ) !== null;
  const next = memberTagsAfterEntryPurchase(tags, {
    sweepId: purchase.sweepId,
    offer: purchase.offer,
    hasAlternative,
    fromUpsell: isUpsellPurchase(purchase, tags),
  });
  await deleteMemberTags(
    trx,
    paid.memberId,
    tags.filter((t) => !next.includes(t)),
  );
  await insertMemberTags(
    trx,
    paid.memberId,
    next.filter((t) => !tags.includes(t)),
    paid.now,
    'server',
  );
}
