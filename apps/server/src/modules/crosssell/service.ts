/**
 * The cross-industry upsell (issue 14 item 5; SPEC.md 4): which offer a member is due (arm.ts),
 * buying it on the one purchase path (CheckoutService, kind `upsell_offer`) and its return.
 * 'No thanks' is the member's own marker `cm_upsell:displayed` (member.setTags). Refusals are data.
 */
import type { Db } from '../../db/kysely';
import type { Clock } from '../../lib/clock';
import type { Brand } from '../brand';
import {
  paymentReceipt,
  type PaymentReceipt,
  type PurchaseProblem,
  type CheckoutService,
  type StartProblem,
} from '../checkout';
import type { MemberModel } from '../member';
import { dueCrossSell, type DueInput } from './arm';
import type { CrossSellOffer } from './model';
import { storedOfferText } from './offer-admin-service';

/** Where the hosted page returns when the client names no path: home, where the modal opened. */
export const CROSSSELL_RETURN = '/';

export type StartCrossSellResult =
  { ok: true; url: string; ref: string; offer: CrossSellOffer } | { ok: false; errorCode: StartProblem };

export type ConfirmCrossSellResult = PaymentReceipt | { ok: false; errorCode: PurchaseProblem };

export function parseOfferId(raw: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

export class CrossSellService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly checkout: CheckoutService,
  ) {}

  /** The offer the member is due now (arming it on the first visit), or null. */
  due(input: DueInput): Promise<CrossSellOffer | null> {
    return dueCrossSell(this.db, input, this.clock().toISOString());
  }

  /** The texts written on the console for the language, or null (the member area's own wording). */
  textOf(offerId: number, lang: string) {
    return storedOfferText(this.db, offerId, lang);
  }

  /**
   * Opens the hosted page for the offer the member is due, and only that one: an offer id they are
   * not due (another brand's, another type, already bought, declined) is crosssell_not_available.
   */
  async start(
    input: DueInput,
    req: { offerId: string; returnPath?: string | null },
  ): Promise<StartCrossSellResult> {
    const offerId = parseOfferId(req.offerId);
    const offer = await this.due(input);
    if (offerId === null || !offer || offer.id !== offerId)
      return { ok: false, errorCode: 'crosssell_not_available' };
    const started = await this.checkout.start(input.member, input.brand, {
      purchasable: { kind: 'upsell_offer', offerId: offer.id },
      method: 'card',
      returnPath: req.returnPath ?? CROSSSELL_RETURN,
    });
    if (!started.ok) return started;
    return { ok: true, url: started.hostedUrl, ref: started.ref, offer };
  }

  /**
   * SPEC.md 4 'Payment return' for the upsell: credits the add-on a verified payment bought,
   * once; a session that sold something else is purchase_mismatch and credits nothing.
   */
  async confirm(
    member: MemberModel,
    brand: Brand,
    req: { offerId: string; paymentRef: string },
  ): Promise<ConfirmCrossSellResult> {
    const offerId = parseOfferId(req.offerId);
    const r = await this.checkout.confirmReturn(
      member,
      brand,
      req.paymentRef,
      offerId === null ? null : (p) => p.kind === 'upsell_offer' && p.offerId === offerId,
    );
    return r.ok ? paymentReceipt(r) : r;
  }
}
