import type { LanguageCode } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import type { Brand } from '../brand';
import type { PaymentProvider } from '../payment';
import type {
  CreditResult,
  DescribeResult,
  PaidPurchase,
  PriceBuyer,
  PriceResult,
  Purchasable,
  PurchasableKindDefinition,
} from './purchasable';

/** A definition of any kind, as the module list holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPurchasableKind = PurchasableKindDefinition<any>;

/**
 * The kinds the modules sell (their module.ts `purchasables`), looked up by a purchasable's `kind`:
 * the checkout's one dispatch, which never names a kind. A kind no module registers is not sold.
 */
export class PurchasableCatalogue {
  private readonly byKind = new Map<string, AnyPurchasableKind>();

  constructor(kinds: readonly AnyPurchasableKind[]) {
    for (const k of kinds) {
      if (this.byKind.has(k.kind)) throw new Error(`two modules sell the purchasable kind ${k.kind}`);
      this.byKind.set(k.kind, k);
    }
  }

  private of(p: Purchasable): AnyPurchasableKind | null {
    return this.byKind.get(p.kind) ?? null;
  }

  /**
   * The purchasable a session was opened for: its `purchasable` JSON (migration 0011 filled it in
   * for the plan sessions opened before), or null when it is missing, unreadable or of a kind no
   * module sells, so nothing is credited.
   */
  ofSession(session: { plan_id: number | null; purchasable: string | null }): Purchasable | null {
    let json: unknown;
    if (session.purchasable === null) {
      if (session.plan_id === null) return null;
      // A plan session from before the purchase path: its plan column is all it has.
      json = { kind: 'plan', planId: Number(session.plan_id) };
    } else {
      try {
        json = JSON.parse(session.purchasable);
      } catch {
        return null;
      }
    }
    const kind = typeof json === 'object' && json !== null ? (json as { kind?: unknown }).kind : null;
    const definition = typeof kind === 'string' ? this.byKind.get(kind) : undefined;
    const parsed = definition?.schema.safeParse(json);
    return parsed?.success ? (parsed.data as Purchasable) : null;
  }

  /** The server's price (SPEC.md 4 'Checkout'); a kind no module sells is not_sold_yet. */
  quote(db: DbOrTrx, p: Purchasable, brand: Brand, buyer: PriceBuyer): Promise<PriceResult> {
    const k = this.of(p);
    return k ? k.quote(db, p, brand, buyer) : Promise.resolve({ ok: false, errorCode: 'not_sold_yet' });
  }

  describe(db: DbOrTrx, p: Purchasable, brandId: string): Promise<DescribeResult> {
    const k = this.of(p);
    return k ? k.describe(db, p, brandId) : Promise.resolve({ ok: false, errorCode: 'not_sold_yet' });
  }

  translate(db: DbOrTrx, p: Purchasable, lang: LanguageCode): Promise<string | null> {
    const k = this.of(p);
    return k ? k.translate(db, p, lang) : Promise.resolve(null);
  }

  credit(
    trx: DbOrTrx,
    deps: { provider: PaymentProvider },
    p: Purchasable,
    paid: PaidPurchase,
  ): Promise<CreditResult> {
    const k = this.of(p);
    return k ? k.credit(trx, deps, p, paid) : Promise.resolve({ ok: false, errorCode: 'not_sold_yet' });
  }

  async release(
    trx: DbOrTrx,
    p: Purchasable,
    owner: { memberId: number; brandId: string },
    nowIso: string,
  ): Promise<void> {
    await this.of(p)?.release?.(trx, p, owner, nowIso);
  }

  planIdOf(p: Purchasable): number | null {
    return this.of(p)?.planIdOf?.(p) ?? null;
  }

  eventOf(p: Purchasable): NonNullable<PurchasableKindDefinition['event']> | null {
    return this.of(p)?.event ?? null;
  }
}
