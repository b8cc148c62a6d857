/**
 * Buying giveaway entries through the one purchase path (docs/ARCHITECTURE.md "The purchase path"):
 * startEntryPurchase checks who may enter (country and tags, 18+ by date of birth) and what is for
 * sale, then opens the hosted page through CheckoutService; addEntriesAfterPaypalSuccess is
 * CheckoutService.confirm plus the check that the session sold these entries. Refusals are data.
 */
import { entrantAgeProblem, type EntrantAgeProblem } from '@member-area/domain';
import type { Db } from '../../db/kysely';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import type { Brand } from '../brand';
import {
  paymentReceipt,
  type CheckoutService,
  type PaymentReceipt,
  type PurchaseProblem,
  type StartProblem,
} from '../checkout';
import { fromAddress, type Mailer } from '../mail';
import type { MemberModel } from '../member';
import { sweepAvailability, type UnavailableReason } from './availability';
import { setDateOfBirth } from './ledger-repo';
import { entryPurchaseMail, rulesLink } from './mails';
import { entriesPrice, type GiveawayEntriesPurchasable } from './purchasable';
import { isEntrySource, type SweepCard, type SweepViewer } from './model';
import { quoteEntries, type QuoteProblem } from './quote';
import { findDateOfBirth, findSweepName } from './repo';
import { isPlausibleSweepId, type GiveawayService } from './service';

export interface StartEntryInput {
  sweepId: string;
  offer: string;
  method?: string | null;
  returnPath?: string | null;
  dateOfBirth?: string | null;
  source?: string | null;
}

export type StartEntryResult =
  | { ok: true; url: string; ref: string; entries: number; amountMinor: number; currency: string }
  | {
      ok: false;
      errorCode: 'sweep_unavailable';
      extra: { reason: UnavailableReason; country: string | null };
    }
  | {
      ok: false;
      errorCode: QuoteProblem | EntrantAgeProblem | StartProblem;
      extra?: undefined;
    };

export type AddEntriesResult =
  (PaymentReceipt & { entries: number; sweep: SweepCard | null }) | { ok: false; errorCode: PurchaseProblem };

export class EntryService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly checkout: CheckoutService,
    private readonly sweeps: GiveawayService,
    private readonly mailer: Mailer,
    private readonly background: BackgroundTasks,
  ) {}

  /**
   * Opens the hosted page for an entry pack. In order: giveaways on for this member, the pack on
   * sale (giveaway of this brand, open, sellable, not a used once-per-member pack), 18 or over
   * (the stored date of birth, else the one given, which is kept once everything passed).
   */
  async start(
    member: MemberModel,
    brand: Brand,
    viewer: SweepViewer,
    input: StartEntryInput,
  ): Promise<StartEntryResult> {
    const availability = sweepAvailability({
      memberTags: viewer.memberTags,
      brandTags: brand.tags,
      country: viewer.country,
      brandBlockedCountries: brand.sweepBlockedCountries,
    });
    if (!availability.enabled)
      return {
        ok: false,
        errorCode: 'sweep_unavailable',
        extra: { reason: availability.reason ?? 'not_offered', country: availability.country },
      };
    const now = this.clock();
    const quote = await quoteEntries(this.db, brand.id, input, { memberId: member.id, now });
    if (!quote.ok) return quote;
    const stored = await findDateOfBirth(this.db, member.id);
    const dateOfBirth = stored ?? input.dateOfBirth?.trim() ?? null;
    const ageProblem = entrantAgeProblem(dateOfBirth, now, member.timezone);
    if (ageProblem) return { ok: false, errorCode: ageProblem };
    const source = input.source && isEntrySource(input.source) ? input.source : undefined;
    const purchasable: GiveawayEntriesPurchasable = {
      kind: 'giveaway_entries',
      sweepId: quote.sweep.id,
      offer: quote.offer.offer,
      entries: quote.offer.entries,
      ...(source ? { source } : {}),
    };
    // Priced here, once, by the kind's own function: the checkout does not quote it again.
    const priced = entriesPrice(quote, purchasable);
    if (!priced.ok) return priced;
    const started = await this.checkout.start(member, brand, {
      purchasable,
      price: priced.price,
      method: input.method ?? 'card',
      returnPath: input.returnPath ?? `/giveaways/id/${encodeURIComponent(quote.sweep.id)}`,
    });
    if (!started.ok) return started;
    // Kept only now, when the purchase really starts: a refused one writes nothing.
    if (stored === null && dateOfBirth !== null)
      await setDateOfBirth(this.db, member.id, dateOfBirth, now.toISOString());
    return {
      ok: true,
      url: started.hostedUrl,
      ref: started.ref,
      entries: quote.offer.entries,
      amountMinor: started.amountMinor,
      currency: started.currency,
    };
  }

  /**
   * SPEC.md 7 sweep.addEntriesAfterPaypalSuccess: credits the entries the payment `paymentRef`
   * bought, once. The session must have sold exactly these entries in this giveaway (else
   * purchase_mismatch, nothing credited); a replay answers the same transaction and credits nothing.
   * The confirmation mail goes after the commit, once.
   */
  async addEntries(
    member: MemberModel,
    brand: Brand,
    viewer: SweepViewer,
    input: { sweepId: string; entries: number; paymentRef: string },
    baseUrl: string,
  ): Promise<AddEntriesResult> {
    const namesEntries =
      isPlausibleSweepId(input.sweepId) && Number.isSafeInteger(input.entries) && input.entries > 0;
    const r = await this.checkout.confirmReturn(
      member,
      brand,
      input.paymentRef,
      namesEntries
        ? (p) => p.kind === 'giveaway_entries' && p.sweepId === input.sweepId && p.entries === input.entries
        : null,
    );
    if (!r.ok) return r;
    if (!r.alreadyCredited) this.mailReceipt(member, brand, input, r, baseUrl);
    return {
      ...paymentReceipt(r),
      entries: input.entries,
      sweep: await this.sweeps.cardOf(brand, viewer, input.sweepId),
    };
  }

  private mailReceipt(
    member: MemberModel,
    brand: Brand,
    input: { sweepId: string; entries: number },
    paid: { ref: string; amountMinor: number; currency: string | null; symbol: string },
    baseUrl: string,
  ): void {
    const paidAt = this.clock().toISOString();
    this.background.run('giveaway-entry-receipt', async () => {
      const giveaway = (await findSweepName(this.db, input.sweepId)) ?? input.sweepId;
      const mail = entryPurchaseMail(member, brand, {
        giveaway,
        entries: input.entries,
        amountMinor: paid.amountMinor,
        currency: paid.currency ?? 'USD',
        symbol: paid.symbol,
        reference: paid.ref,
        paidAt,
        rulesUrl: rulesLink(baseUrl, input.sweepId),
      });
      await this.mailer.send({
        brandId: brand.id,
        to: member.email,
        from: fromAddress(brand),
        template: 'giveaway_entry_purchase',
        memberId: member.id,
        ...mail,
      });
    });
  }
}
