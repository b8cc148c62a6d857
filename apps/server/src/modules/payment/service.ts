import { inTransaction } from '../../db/transaction';
import crypto from 'node:crypto';
import {
  cardBrand,
  isCvcValid,
  isExpired,
  isLuhnValid,
  isPlausibleEmail,
  normalizeEmail,
  parseCardExpiry,
  money,
  toDecimalString,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import type { Clock } from '../../lib/clock';
import type { Brand } from '../brand';
import type { MemberModel } from '../member';
import { newPaymentMethodRow, returnSlugOf, toPaymentMethodView, type PaymentMethodView } from './model';
import type { PaymentProvider, TokenInfo } from './provider';
import {
  claimSession,
  completeSession,
  deletePaymentMethod,
  findPaymentMethodByToken,
  findMemberLang,
  findSession,
  insertPaymentMethod,
  insertSession,
  listPaymentMethods,
  lockMember,
  recordSessionPayment,
  setRoles,
  type PaymentSessionRow,
} from './repo';
import { withRetry } from '../../db/retry';

export const SESSION_SECONDS = 60 * 60;

/** SPEC.md 4 "Payment return": the state's `price`, the session's amount as a decimal of its currency. */
function sessionPrice(session: PaymentSessionRow): string {
  return toDecimalString(money(session.amount ?? 0, session.currency ?? 'USD'));
}
export const DEFAULT_SETUP_RETURN = '/account/payment-methods';
export const DEFAULT_CHECKOUT_RETURN = '/account/membership';

/** What a checkout gives back when its page is cancelled, in the transaction that closed the page. */
export type Released = (trx: DbOrTrx, session: PaymentSessionRow) => Promise<void>;

export type CardField = 'cardNumber' | 'cardDate' | 'cardCcv' | 'cardHolder' | 'paypalEmail' | 'form';
export type CardProblem =
  | 'card_number_invalid'
  | 'card_expiry_invalid'
  | 'card_expired'
  | 'card_cvc_invalid'
  | 'card_holder_required'
  | 'card_declined'
  | 'paypal_email_invalid'
  | 'session_expired'
  | 'too_many_attempts';

export type SubmitResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'errors'; errors: Partial<Record<CardField, CardProblem>> };

export type PaymentMethodResult =
  | { ok: true; paymentMethod: PaymentMethodView }
  | {
      ok: false;
      errorCode: 'invalid_payment_method' | 'payment_method_mismatch' | 'card_expired' | 'not_found';
    };

/** A return path must stay on this site: one leading slash, no scheme, no backslashes. */
export function safeReturnPath(path: string | null | undefined, fallback: string): string {
  if (!path || !/^\/(?![/\\])[^\s\\]*$/.test(path) || path.length > 200) return fallback;
  return path;
}

/**
 * The reference a checkout's return carries as subscription_id. Chosen when the session opens, so
 * the member area knows it before the payment (a pending purchase keeps it); the return names it.
 */
function newSubscriptionRef(): string {
  return `sub_${crypto.randomBytes(12).toString('base64url')}`;
}

/**
 * The return address: `path` (already safeReturnPath'd) with the return's keys in its query. Built
 * with URL, not by appending: a path holding '#' would otherwise carry the keys inside its fragment,
 * where the member area never reads them (SPEC.md 4 "Payment return" reads the query). Keys the
 * path already names are replaced, so a return cannot carry a second, older `state`.
 */
export function withQuery(path: string, params: Record<string, string>): string {
  // Only the path is kept; the base never leaves this function.
  const url = new URL(path, 'http://return.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A declined card: thrown so the claim and the token roll back with the transaction. */
class Declined extends Error {}

export interface CardForm {
  cardNumber?: string;
  cardDate?: string;
  cardCcv?: string;
  cardHolder?: string;
}

export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly provider: PaymentProvider,
  ) {}

  /** The language a member chose, for the hosted page of their session. */
  async memberLang(memberId: number): Promise<string | undefined> {
    return (await findMemberLang(this.db, memberId))?.lang;
  }

  /** The member's saved payment methods. */
  methodsOf(memberId: number) {
    return listPaymentMethods(this.db, memberId);
  }

  async createSession(
    member: MemberModel,
    brand: Brand,
    input: {
      kind: 'setup' | 'checkout';
      method: 'card' | 'paypal';
      returnPath?: string | null;
      /**
       * What a checkout sells, priced by modules/checkout: `purchasable` is its JSON (opaque here),
       * `planId` is kept beside it for plans (older code and reports read it).
       */
      sale?: {
        planId: number | null;
        purchasable: string;
        amount: number;
        currency: string;
        symbol: string;
      } | null;
    },
  ): Promise<{ id: string; hostedUrl: string; ref: string }> {
    const now = this.clock();
    const ref = newSubscriptionRef();
    const id = `${input.kind === 'setup' ? 'seti' : 'cs'}_${crypto.randomBytes(24).toString('base64url')}`;
    const row: PaymentSessionRow = {
      id,
      brand_id: brand.id,
      member_id: member.id,
      kind: input.kind,
      method: input.method,
      plan_id: input.sale?.planId ?? null,
      purchasable: input.sale?.purchasable ?? null,
      amount: input.sale?.amount ?? null,
      currency: input.sale?.currency ?? null,
      symbol: input.sale?.symbol ?? null,
      return_path: safeReturnPath(
        input.returnPath,
        input.kind === 'setup' ? DEFAULT_SETUP_RETURN : DEFAULT_CHECKOUT_RETURN,
      ),
      status: 'open',
      payment_token: null,
      charge_reference: null,
      // A setup has no return reference; the column is unique, so it stays empty there.
      subscription_ref: input.kind === 'checkout' ? ref : null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_SECONDS * 1000).toISOString(),
    };
    await insertSession(this.db, row);
    return { id, hostedUrl: `/payment-flow/hosted/${id}`, ref };
  }

  /** An open, unexpired session of this brand, or null. */
  async openSession(id: string, brand: Brand): Promise<PaymentSessionRow | null> {
    const s = await findSession(this.db, id);
    if (!s || s.brand_id !== brand.id || s.status !== 'open') return null;
    if (Date.parse(s.expires_at) <= this.clock().getTime()) return null;
    return s;
  }

  private stateFor(
    session: PaymentSessionRow,
    isSuccess: boolean,
    extra: Record<string, string> = {},
  ): string {
    const provider = session.method === 'paypal' ? 'paypal' : this.provider.name;
    const slug = session.kind === 'setup' ? 'payment-method' : returnSlugOf(session.purchasable);
    return JSON.stringify({ is_success: isSuccess, slug, subscription_provider: provider, ...extra });
  }

  /**
   * The hosted page's "cancel" button: back to the member area with is_success false. The page is
   * closed (`UPDATE … WHERE status = 'open'`, so a payment that claimed it first wins) in one
   * transaction with `released`, what the purchase gives back when it is not paid (an order's stock
   * and cart lines: CheckoutService.cancel), after the member lock every purchase takes first.
   */
  async cancel(id: string, brand: Brand, released?: Released): Promise<string | null> {
    const session = await this.openSession(id, brand);
    if (!session) return null;
    if (session.kind === 'setup') {
      await completeSession(this.db, id, { status: 'cancelled' });
      return withQuery(session.return_path, { state: this.stateFor(session, false) });
    }
    // A checkout comes back as a complete subscription return (SPEC.md 5 keys) so the member area
    // can show its failure receipt; activating this id keeps answering payment_not_confirmed.
    const subscriptionRef = session.subscription_ref ?? newSubscriptionRef();
    const closed = await this.inMemberTransaction(Number(session.member_id), async (trx) => {
      if (!(await completeSession(trx, id, { status: 'cancelled', subscription_ref: subscriptionRef })))
        return false;
      await released?.(trx, session);
      return true;
    });
    if (!closed) return null;
    const price = sessionPrice(session);
    return withQuery(session.return_path, {
      state: this.stateFor(session, false, { price, subscription_id: subscriptionRef }),
      subscription_id: subscriptionRef,
    });
  }

  /**
   * The hosted page's form. Checks the card (Luhn, MM/YY, CVC, holder), tokenises it, and for a
   * checkout charges it, all in one transaction: a declined card leaves nothing behind. The card
   * number lives only in this call's memory.
   */
  async submitCard(id: string, brand: Brand, form: CardForm): Promise<SubmitResult> {
    const session = await this.openSession(id, brand);
    if (!session) return { kind: 'errors', errors: { form: 'session_expired' } };
    const now = this.clock();
    const errors: Partial<Record<CardField, CardProblem>> = {};
    const number = (form.cardNumber ?? '').trim();
    if (!isLuhnValid(number)) errors.cardNumber = 'card_number_invalid';
    const expiry = parseCardExpiry(form.cardDate ?? '', now);
    if (!expiry.ok) errors.cardDate = expiry.problem;
    if (!isCvcValid(form.cardCcv ?? '', cardBrand(number))) errors.cardCcv = 'card_cvc_invalid';
    const holder = (form.cardHolder ?? '').trim().replace(/\s+/g, ' ');
    if (holder.length < 2 || holder.length > 80) errors.cardHolder = 'card_holder_required';
    if (Object.keys(errors).length > 0 || !expiry.ok) return { kind: 'errors', errors };

    return this.complete(session, now, (trx) =>
      this.provider.tokenizeCard(
        trx,
        {
          brandId: brand.id,
          memberId: Number(session.member_id),
          cardNumber: number,
          expMonth: expiry.month,
          expYear: expiry.year,
          holderName: holder,
        },
        now,
      ),
    );
  }

  /** The member's preferred method, offered on a checkout page so an upgrade needs no new card entry. */
  async savedMethodFor(
    session: PaymentSessionRow,
  ): Promise<{ last4: string | null; expiry: string | null; brand: string; token: string } | null> {
    if (session.kind !== 'checkout') return null;
    const preferred = (await listPaymentMethods(this.db, Number(session.member_id))).find(
      (m) => Number(m.is_default) === 1,
    );
    if (!preferred) return null;
    const info = await this.provider.describe(this.db, preferred.provider_token);
    if (!info || info.memberId !== Number(session.member_id)) return null;
    if (
      info.expMonth !== null &&
      info.expYear !== null &&
      isExpired(info.expMonth, info.expYear, this.clock())
    )
      return null;
    const view = toPaymentMethodView(preferred);
    return { last4: view.last4, expiry: view.expiry, brand: view.brand, token: info.token };
  }

  /** Checkout with the saved preferred method: charged like a new card, in one transaction. */
  async submitSaved(id: string, brand: Brand): Promise<SubmitResult> {
    const session = await this.openSession(id, brand);
    if (!session) return { kind: 'errors', errors: { form: 'session_expired' } };
    const saved = await this.savedMethodFor(session);
    if (!saved) return { kind: 'errors', errors: { form: 'card_declined' } };
    return this.complete(
      session,
      this.clock(),
      async (trx) => {
        const info = await this.provider.describe(trx, saved.token);
        return info
          ? { ok: true as const, token: info }
          : { ok: false as const, problem: 'card_declined' as const };
      },
      'form',
    );
  }

  /** PayPal sandbox: the member "approves" with their PayPal e-mail. */
  async submitPaypal(id: string, brand: Brand, email: string): Promise<SubmitResult> {
    const session = await this.openSession(id, brand);
    if (!session) return { kind: 'errors', errors: { form: 'session_expired' } };
    const normalized = normalizeEmail(email);
    if (!isPlausibleEmail(normalized))
      return { kind: 'errors', errors: { paypalEmail: 'paypal_email_invalid' } };
    const now = this.clock();
    return this.complete(session, now, async (trx) => ({
      ok: true as const,
      token: await this.provider.tokenizePaypal(
        trx,
        { brandId: brand.id, memberId: Number(session.member_id), email: normalized },
        now,
      ),
    }));
  }

  /**
   * Claim first, then charge: the session is claimed (open → succeeded) before anything is
   * tokenised or charged, in the transaction that records the outcome. A concurrent submission of
   * the same page waits on the claimed row (PostgreSQL) or its turn (SQLite), then finds the
   * session taken and writes nothing; so the provider is asked at most once per session. A declined
   * card rolls the claim back with everything else, and the page can be submitted again.
   */
  private async complete(
    session: PaymentSessionRow,
    now: Date,
    tokenize: (
      trx: DbOrTrx,
    ) => Promise<{ ok: true; token: TokenInfo } | { ok: false; problem: 'card_declined' }>,
    declinedField: CardField = 'cardNumber',
  ): Promise<SubmitResult> {
    const taken: SubmitResult = { kind: 'errors', errors: { form: 'session_expired' } };
    try {
      return await inTransaction(this.db, async (trx): Promise<SubmitResult> => {
        if (!(await claimSession(trx, session.id))) return taken;
        const t = await tokenize(trx);
        if (!t.ok) throw new Declined();
        if (session.kind === 'setup') {
          await recordSessionPayment(trx, session.id, { payment_token: t.token.token });
          return {
            kind: 'redirect',
            location: withQuery(session.return_path, {
              setup_intent: session.id,
              payment_method: t.token.token,
              state: this.stateFor(session, true),
            }),
          };
        }
        const charge = await this.provider.charge(
          trx,
          {
            token: t.token.token,
            amountMinor: Number(session.amount ?? 0),
            currency: session.currency ?? 'USD',
          },
          now,
        );
        if (!charge.ok) throw new Declined();
        const subscriptionRef = session.subscription_ref ?? newSubscriptionRef();
        await recordSessionPayment(trx, session.id, {
          payment_token: t.token.token,
          charge_reference: charge.reference,
          subscription_ref: subscriptionRef,
        });
        const price = sessionPrice(session);
        return {
          kind: 'redirect',
          location: withQuery(session.return_path, {
            state: this.stateFor(session, true, { price, subscription_id: subscriptionRef }),
            subscription_id: subscriptionRef,
          }),
        };
      });
    } catch (err) {
      if (err instanceof Declined) return { kind: 'errors', errors: { [declinedField]: 'card_declined' } };
      throw err;
    }
  }

  /** payment-method/get: a token this member produced on the hosted page. */
  async describeForMember(member: MemberModel, token: string): Promise<TokenInfo | null> {
    const info = await this.provider.describe(this.db, token);
    if (!info || info.memberId !== member.id || info.brandId !== member.brandId) return null;
    return info;
  }

  async listMethods(memberId: number): Promise<PaymentMethodView[]> {
    return (await listPaymentMethods(this.db, memberId)).map(toPaymentMethodView);
  }

  /**
   * member.addPaymentMethod: links a token this member produced. ccLast and ccType must match what
   * the provider says about it. The first method becomes the preferred one; isDefault moves the
   * preferred flag (the old preferred becomes the backup). Linking the same token twice is a no-op.
   */
  async addPaymentMethod(
    member: MemberModel,
    input: { paymentMethodId: string; ccLast: string; ccType: string; isDefault: boolean },
    mode: 'add' | 'replace-default' = 'add',
  ): Promise<PaymentMethodResult> {
    const info = await this.describeForMember(member, input.paymentMethodId);
    if (!info) return { ok: false, errorCode: 'invalid_payment_method' };
    const expectedLast = info.provider === 'paypal' ? '' : (info.last4 ?? '');
    const givenType = input.ccType.trim().toLowerCase();
    if (input.ccLast.trim() !== expectedLast || (givenType !== info.brand && givenType !== info.provider))
      return { ok: false, errorCode: 'payment_method_mismatch' };
    const now = this.clock();
    return this.inMemberTransaction(member.id, async (trx): Promise<PaymentMethodResult> => {
      const existing = await findPaymentMethodByToken(trx, member.id, info.token);
      const methods = await listPaymentMethods(trx, member.id);
      const currentDefault = methods.find((m) => Number(m.is_default) === 1) ?? null;
      const currentBackup = methods.find((m) => Number(m.is_backup) === 1) ?? null;
      const id = existing
        ? Number(existing.id)
        : await insertPaymentMethod(trx, newPaymentMethodRow(member.id, info, now.toISOString()));
      if (mode === 'replace-default') {
        // updatePaymentMethod: the new card takes the preferred place; the old preferred one is removed.
        if (currentDefault && Number(currentDefault.id) !== id)
          await deletePaymentMethod(trx, member.id, Number(currentDefault.id));
        await setRoles(
          trx,
          member.id,
          id,
          currentBackup && Number(currentBackup.id) !== id ? Number(currentBackup.id) : null,
        );
      } else if (!currentDefault || input.isDefault) {
        const oldDefault =
          currentDefault && Number(currentDefault.id) !== id ? Number(currentDefault.id) : null;
        await setRoles(trx, member.id, id, oldDefault ?? (currentBackup ? Number(currentBackup.id) : null));
      } else if (!currentBackup && Number(currentDefault.id) !== id) {
        await setRoles(trx, member.id, Number(currentDefault.id), id);
      }
      const row = (await listPaymentMethods(trx, member.id)).find((m) => Number(m.id) === id);
      if (!row) return { ok: false, errorCode: 'not_found' };
      return { ok: true, paymentMethod: toPaymentMethodView(row) };
    });
  }

  async setPreferred(member: MemberModel, id: number): Promise<PaymentMethodResult> {
    return this.inMemberTransaction(member.id, async (trx): Promise<PaymentMethodResult> => {
      const methods = await listPaymentMethods(trx, member.id);
      const target = methods.find((m) => Number(m.id) === id);
      if (!target) return { ok: false, errorCode: 'not_found' };
      const oldDefault = methods.find((m) => Number(m.is_default) === 1);
      const backup = oldDefault && Number(oldDefault.id) !== id ? Number(oldDefault.id) : null;
      await setRoles(trx, member.id, id, backup);
      const row = (await listPaymentMethods(trx, member.id)).find((m) => Number(m.id) === id);
      return row
        ? { ok: true, paymentMethod: toPaymentMethodView(row) }
        : { ok: false, errorCode: 'not_found' };
    });
  }

  async remove(member: MemberModel, id: number): Promise<boolean> {
    return this.inMemberTransaction(member.id, async (trx) => {
      const methods = await listPaymentMethods(trx, member.id);
      const target = methods.find((m) => Number(m.id) === id);
      if (!target) return false;
      await deletePaymentMethod(trx, member.id, id);
      const rest = methods.filter((m) => Number(m.id) !== id);
      const def =
        rest.find((m) => Number(m.is_default) === 1) ??
        rest.find((m) => Number(m.is_backup) === 1) ??
        rest[0];
      const backup =
        rest.find((m) => m !== def && (Number(m.is_backup) === 1 || Number(m.is_default) === 1)) ?? null;
      await setRoles(trx, member.id, def ? Number(def.id) : null, backup ? Number(backup.id) : null);
      return true;
    });
  }

  /**
   * A card change of one member: one transaction under the member lock (the one lock order of
   * money changes, see lockMember), run again if PostgreSQL still picks it as a deadlock or
   * serialization victim.
   */
  private inMemberTransaction<T>(memberId: number, work: (trx: DbOrTrx) => Promise<T>): Promise<T> {
    return withRetry(() =>
      inTransaction(this.db, async (trx) => {
        await lockMember(trx, memberId);
        return work(trx);
      }),
    );
  }
}
