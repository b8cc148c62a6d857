import { z } from 'zod';
import type { DbOrTrx } from '../../db/kysely';
import { definePurchasable, type PriceResult } from '../checkout';
import { SWEEPS_EVENT } from '../events';
import { creditEntries } from './credit-entries';
import { entriesDescription } from './mails';
import { ENTRY_SOURCES, type EntrySource } from './model';
import { quoteEntries, type QuoteResult } from './quote';
import { findBrandSweep, findSweepName } from './repo';

/**
 * `offer` names the pack (packages/domain sweeps offers); `entries` is what the server priced;
 * `source` is where the member bought it (ENTRY_SOURCES: an upsell's own purchase does not re-arm
 * the upsell).
 */
export interface GiveawayEntriesPurchasable {
  kind: 'giveaway_entries';
  sweepId: string;
  offer: string;
  entries: number;
  source?: EntrySource;
}

declare module '../checkout/purchasable' {
  interface PurchasableKinds {
    giveaway_entries: GiveawayEntriesPurchasable;
  }
}

/** The price of a pack the sweep's quote found on sale: the one pricing of an entry purchase. */
export function entriesPrice(quote: QuoteResult, p: GiveawayEntriesPurchasable): PriceResult {
  if (!quote.ok) return quote;
  // The pack's entries are the server's: a purchasable naming another count is refused.
  if (quote.offer.entries !== p.entries) return { ok: false, errorCode: 'purchase_mismatch' };
  return {
    ok: true,
    price: {
      amountMinor: quote.offer.amount,
      currency: quote.sweep.price.currency,
      symbol: quote.sweep.price.symbol,
      description: entriesDescription('en-us', quote.sweep.name, p.entries),
    },
  };
}

export const giveawayEntriesKind = definePurchasable({
  kind: 'giveaway_entries',
  schema: z.strictObject({
    kind: z.literal('giveaway_entries'),
    sweepId: z.string(),
    offer: z.string(),
    entries: z.number().int().positive(),
    source: z.enum(ENTRY_SOURCES).optional(),
  }),
  quote: async (db, p, brand, buyer) => entriesPrice(await quoteEntries(db, brand.id, p, buyer), p),
  describe: async (db: DbOrTrx, p, brandId) => {
    // Found even once the giveaway closed: the member bought while it was open.
    const sweep = await findBrandSweep(db, brandId, p.sweepId);
    return sweep
      ? {
          ok: true,
          description: entriesDescription('en-us', sweep.name, p.entries),
          symbol: sweep.price.symbol,
        }
      : { ok: false, errorCode: 'sweep_not_found' };
  },
  translate: async (db, p, lang) => {
    // Giveaway names are not translated (like titles); the words around them are.
    const name = await findSweepName(db, p.sweepId);
    return name === null ? null : entriesDescription(lang, name, p.entries);
  },
  credit: (trx, _deps, p, paid) => creditEntries(trx, p, paid),
  event: { type: SWEEPS_EVENT, action: 'entries_bought' },
});
