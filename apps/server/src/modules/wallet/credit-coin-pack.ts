/**
 * The purchase path's credit for a coin pack (docs/ARCHITECTURE.md "The purchase path"): runs in
 * confirm's transaction, after the member lock and the purchase key, so everything here lands once
 * or not at all. The ledger row carries its own key (`pay:{ref}`) too, so even a second path to
 * this function could not count a payment twice.
 */
import type { DbOrTrx } from '../../db/kysely';
import { type PaidPurchase, recordPurchasePayment } from '../billing';
import type { CreditResult, PurchasableOf } from '../checkout';
import { postCoins } from './ledger';
import { packItem, packLine } from './mails';
import { packTotal, toCoinPack } from './model';
import { findBrandPack } from './pack-repo';
import { walletVoiceOf } from './voice';

/** The ledger key of a paid coin pack (issue 13 contract: `pay:{ref}`). */
export function paidPackKey(ref: string): string {
  return `pay:${ref}`;
}

/**
 * SPEC.md 4 "Payment return" for coins: the pack's coins and bonus on the ledger (kind `purchase`,
 * a history line in the member's language); the payment on the account's transactions and
 * invoices like a plan's. The pack is read whether or not it is still on sale: the member paid
 * while it was.
 */
export async function creditCoinPack(
  trx: DbOrTrx,
  purchase: PurchasableOf<'coin_pack'>,
  paid: PaidPurchase,
): Promise<CreditResult> {
  const row = await findBrandPack(trx, paid.brandId, purchase.packId);
  if (!row) return { ok: false, errorCode: 'coin_pack_not_found' };
  const pack = toCoinPack(row);
  const voice = await walletVoiceOf(trx, paid.memberId, paid.brandId);
  // Transactions and invoices are written in English, as every other purchase's.
  const description = packItem({ lang: 'en-us', unit: voice.unit }, pack);
  const symbol = paid.symbol ?? pack.symbol;
  const posted = await postCoins(trx, {
    memberId: paid.memberId,
    kind: 'purchase',
    amount: packTotal(pack),
    description: packLine(voice, pack),
    key: paidPackKey(paid.ref),
    ref: paid.ref,
    now: paid.now,
  });
  // Adding coins cannot go below 0; a refusal here would be a broken invariant, not a member's error.
  if (!posted.ok) throw new Error(`coin pack credit refused: ${posted.errorCode}`);
  if (posted.duplicate) return { ok: true, description, symbol };

  const currency = paid.currency ?? pack.currency;
  await recordPurchasePayment(trx, paid, { kind: 'coins', description, currency, symbol });
  return { ok: true, description, symbol };
}
