import { z } from 'zod';
import { definePurchasable, type Price } from '../checkout';
import { creditCoinPack } from './credit-coin-pack';
import { packItem } from './mails';
import type { CoinPack } from './model';
import { coinPackName, describeCoinPack, quoteCoinPack } from './pack-quote';
import { brandUnit } from './voice';
import type { DbOrTrx } from '../../db/kysely';

export interface CoinPackPurchasable {
  kind: 'coin_pack';
  packId: number;
}

declare module '../checkout/purchasable' {
  interface PurchasableKinds {
    coin_pack: CoinPackPurchasable;
  }
}

/** The price of a pack on sale: the one pricing of a coin purchase. */
export async function coinPackPrice(db: DbOrTrx, brandId: string, pack: CoinPack): Promise<Price> {
  return {
    amountMinor: pack.amountMinor,
    currency: pack.currency,
    symbol: pack.symbol,
    description: packItem({ lang: 'en-us', unit: await brandUnit(db, brandId) }, pack),
  };
}

/** The model kind to copy (docs/modules.md): a quote, a description, a credit. */
export const coinPackKind = definePurchasable({
  kind: 'coin_pack',
  schema: z.strictObject({ kind: z.literal('coin_pack'), packId: z.number().int() }),
  quote: async (db, p, brand) => {
    const quote = await quoteCoinPack(db, brand.id, p.packId);
    return quote.ok ? { ok: true, price: await coinPackPrice(db, brand.id, quote.pack) } : quote;
  },
  describe: (db, p, brandId) => describeCoinPack(db, brandId, p.packId),
  translate: (db, p, lang) => coinPackName(db, p.packId, lang),
  credit: (trx, _deps, p, paid) => creditCoinPack(trx, p, paid),
});
