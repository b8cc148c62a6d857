/**
 * Buying coins through the one purchase path (docs/ARCHITECTURE.md "The purchase path"):
 * startCoinPurchase opens the hosted page for a pack of the host brand through CheckoutService;
 * addCoinsAfterPaymentSuccess is CheckoutService.confirm plus the check that the session sold that
 * pack, answering the balance. The receipt mail goes after the commit, once. Refusals are data.
 */
import type { Db } from '../../db/kysely';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import type { Brand } from '../brand';
import {
  paymentReceipt,
  type PaymentReceipt,
  type PurchaseProblem,
  type CheckoutService,
  type StartProblem,
} from '../checkout';
import { coinPackPrice } from './purchasable';
import { fromAddress, type Mailer } from '../mail';
import type { MemberModel } from '../member';
import { readBalance } from './ledger-repo';
import { coinPurchaseMail } from './mails';
import { packTotal, toCoinPack, type CoinPack } from './model';
import { findBrandPack, listActivePacks } from './pack-repo';
import { parsePackId, quoteCoinPack } from './pack-quote';
import { unitOf } from './voice';

/** Where the hosted page returns when the client names no path: the account's wallet tab. */
export const COIN_PURCHASE_RETURN = '/account/wallet';

export type StartCoinsResult =
  | { ok: true; url: string; ref: string; coins: number; amountMinor: number; currency: string }
  | { ok: false; errorCode: StartProblem };

export type AddCoinsResult =
  (PaymentReceipt & { coins: number; balance: number }) | { ok: false; errorCode: PurchaseProblem };

export class CoinPurchaseService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly checkout: CheckoutService,
    private readonly mailer: Mailer,
    private readonly background: BackgroundTasks,
  ) {}

  /** The packs the host brand sells now, in its order. */
  async packs(brand: Brand): Promise<CoinPack[]> {
    return (await listActivePacks(this.db, brand.id)).map(toCoinPack);
  }

  async start(
    member: MemberModel,
    brand: Brand,
    input: { packId: string; method?: string | null; returnPath?: string | null },
  ): Promise<StartCoinsResult> {
    const packId = parsePackId(input.packId);
    if (packId === null) return { ok: false, errorCode: 'coin_pack_not_found' };
    const quote = await quoteCoinPack(this.db, brand.id, packId);
    if (!quote.ok) return quote;
    const started = await this.checkout.start(member, brand, {
      purchasable: { kind: 'coin_pack', packId },
      // Priced here, once, from the pack just quoted: the checkout does not quote it again.
      price: await coinPackPrice(this.db, brand.id, quote.pack),
      method: input.method ?? 'card',
      returnPath: input.returnPath ?? COIN_PURCHASE_RETURN,
    });
    if (!started.ok) return started;
    return {
      ok: true,
      url: started.hostedUrl,
      ref: started.ref,
      coins: packTotal(quote.pack),
      amountMinor: started.amountMinor,
      currency: started.currency,
    };
  }

  /**
   * SPEC.md 4 'Payment return' for coins: credits the pack the payment `paymentRef` bought, once.
   * The session must have sold exactly this pack (else purchase_mismatch, nothing credited); a
   * replay answers the same transaction, credits nothing and sends no second mail.
   */
  async addCoins(
    member: MemberModel,
    brand: Brand,
    memberTags: readonly string[],
    input: { packId: string; paymentRef: string },
    baseUrl: string,
  ): Promise<AddCoinsResult> {
    const packId = parsePackId(input.packId);
    const r = await this.checkout.confirmReturn(
      member,
      brand,
      input.paymentRef,
      packId === null ? null : (p) => p.kind === 'coin_pack' && p.packId === packId,
    );
    if (!r.ok) return r;
    const [row, balance] = await Promise.all([
      packId === null ? undefined : findBrandPack(this.db, brand.id, packId),
      readBalance(this.db, member.id),
    ]);
    const pack = row ? toCoinPack(row) : null;
    if (pack && !r.alreadyCredited)
      this.mailReceipt(member, brand, memberTags, { pack, balance, ...r }, baseUrl);
    return { ...paymentReceipt(r), coins: pack ? packTotal(pack) : 0, balance };
  }

  private mailReceipt(
    member: MemberModel,
    brand: Brand,
    memberTags: readonly string[],
    paid: {
      pack: CoinPack;
      balance: number;
      ref: string;
      amountMinor: number;
      currency: string | null;
      symbol: string;
    },
    baseUrl: string,
  ): void {
    const paidAt = this.clock().toISOString();
    this.background.run('coin-purchase-receipt', async () => {
      const mail = coinPurchaseMail(member, brand, unitOf(memberTags, brand), {
        pack: paid.pack,
        amountMinor: paid.amountMinor,
        currency: paid.currency ?? paid.pack.currency,
        symbol: paid.symbol,
        reference: paid.ref,
        paidAt,
        balance: paid.balance,
        walletUrl: `${baseUrl}${COIN_PURCHASE_RETURN}`,
      });
      await this.mailer.send({
        brandId: brand.id,
        to: member.email,
        from: fromAddress(brand),
        template: 'coin_purchase',
        memberId: member.id,
        ...mail,
      });
    });
  }
}
