/**
 * The member's cart (issue 13 item 5): kept on the server, so it is the same on every device. Each
 * edit runs in one transaction that first moves the cart's version (and so, on PostgreSQL, locks
 * the cart row), then checks the product, variant and stock and writes the line; a refusal rolls
 * the version back with the rest. Quantities are 1..stock (domain quantityProblem); placeOrder
 * checks the stock again, in its own transaction, before it takes any.
 */
import { isFeatureEnabled, quantityProblem, type LanguageCode } from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { withRetry } from '../../db/retry';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { Brand } from '../brand';
import { type MemberModel, listMemberTags } from '../member';
import { listMemberSubscriptions } from '../subscription';
import { cartItems, loadCart, NO_VARIANT } from './cart-lines';
import {
  bumpCartVersion,
  deleteCartLine,
  findCartLine,
  findCartLineOf,
  putCartLine,
  setCartLineQuantity,
} from './cart-repo';
import { catalogueProducts } from './catalogue-service';
import { perksOf, type MarketplacePerks } from './perks';
import { Refusal, refused, type Refused } from './refusal';
import { cartView, type CartView } from './views';

export type CartProblem =
  | 'marketplace_disabled'
  | 'product_not_found'
  | 'variant_required'
  | 'out_of_stock'
  | 'invalid_quantity'
  | 'quantity_above_stock'
  | 'cart_line_not_found';

export type CartResult = { ok: true; cart: CartView } | Refused<CartProblem>;

/** What the member's active plan gives in the marketplace, read now (checkout never trusts a cached one). */
export async function memberPerks(db: DbOrTrx, memberId: number): Promise<MarketplacePerks> {
  return perksOf(await listMemberSubscriptions(db, memberId));
}

/** SPEC.md 6: the marketplace is there only when ecommerce is enabled (member tags over brand tags). */
export async function marketplaceEnabled(db: DbOrTrx, member: MemberModel, brand: Brand): Promise<boolean> {
  return isFeatureEnabled('ecommerce', await listMemberTags(db, member.id), brand.tags);
}

/** A positive whole id from GraphQL's ID, or null. */
export function parseId(id: string | number | null | undefined): number | null {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export interface AddToCartInput {
  productId: string;
  variantId?: string | null;
  quantity: number;
}

export class CartService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The cart as the member sees it, priced with `perks` (the resolver's, read once per request). */
  async view(
    member: MemberModel,
    brand: Brand,
    lang: LanguageCode,
    perks: MarketplacePerks,
  ): Promise<CartView> {
    const { items, version } = await loadCart(this.db, brand.id, member.id, lang);
    return cartView(items, version, perks, brandMoney(brand));
  }

  async add(
    member: MemberModel,
    brand: Brand,
    lang: LanguageCode,
    input: AddToCartInput,
  ): Promise<CartResult> {
    if (!(await marketplaceEnabled(this.db, member, brand)))
      return { ok: false, errorCode: 'marketplace_disabled' };
    const productId = parseId(input.productId);
    if (productId === null) return { ok: false, errorCode: 'product_not_found' };
    if (!Number.isSafeInteger(input.quantity) || input.quantity < 1)
      return { ok: false, errorCode: 'invalid_quantity' };
    return this.edit(member, brand, lang, async (trx, now) => {
      const product = (await catalogueProducts(trx, brand.id, [productId], lang)).get(productId);
      // The welcome gift is claimed on its own (placeOrder welcomeGift), never bought from the cart.
      if (!product || !product.active || product.isWelcomeGift) throw new Refusal('product_not_found');
      let variantId = NO_VARIANT;
      let stock = product.stock;
      if (product.variants.length > 0) {
        if (input.variantId === null || input.variantId === undefined) throw new Refusal('variant_required');
        const variant = product.variants.find((v) => v.id === parseId(input.variantId));
        if (!variant) throw new Refusal('product_not_found');
        variantId = variant.id;
        stock = variant.stock;
      }
      const existing = await findCartLineOf(trx, member.id, productId, variantId);
      const quantity = Number(existing?.quantity ?? 0) + input.quantity;
      const problem = quantityProblem(quantity, stock);
      if (problem) throw new Refusal(problem, { stock });
      await putCartLine(trx, { memberId: member.id, productId, variantId, quantity, now });
    });
  }

  /** Sets a line's quantity; 0 removes it. */
  async update(
    member: MemberModel,
    brand: Brand,
    lang: LanguageCode,
    input: { lineId: string; quantity: number },
  ): Promise<CartResult> {
    if (input.quantity === 0) return this.remove(member, brand, lang, input.lineId);
    const lineId = parseId(input.lineId);
    if (lineId === null) return { ok: false, errorCode: 'cart_line_not_found' };
    if (!Number.isSafeInteger(input.quantity) || input.quantity < 1)
      return { ok: false, errorCode: 'invalid_quantity' };
    return this.edit(member, brand, lang, async (trx, now) => {
      const line = await findCartLine(trx, member.id, lineId);
      if (!line) throw new Refusal('cart_line_not_found');
      const products = await catalogueProducts(trx, brand.id, [Number(line.product_id)], lang);
      const [item] = cartItems([line], products);
      if (!item || item.problem === 'product_removed') throw new Refusal('product_not_found');
      const problem = quantityProblem(input.quantity, item.stock);
      if (problem) throw new Refusal(problem, { stock: item.stock });
      await setCartLineQuantity(trx, member.id, lineId, input.quantity, now);
    });
  }

  async remove(
    member: MemberModel,
    brand: Brand,
    lang: LanguageCode,
    lineIdText: string,
  ): Promise<CartResult> {
    const lineId = parseId(lineIdText);
    if (lineId === null) return { ok: false, errorCode: 'cart_line_not_found' };
    return this.edit(member, brand, lang, async (trx) => {
      if (!(await deleteCartLine(trx, member.id, lineId))) throw new Refusal('cart_line_not_found');
    });
  }

  /** One edit: the version moves first (the cart row's lock), then `work`; a Refusal undoes both. */
  private async edit(
    member: MemberModel,
    brand: Brand,
    lang: LanguageCode,
    work: (trx: DbOrTrx, nowIso: string) => Promise<void>,
  ): Promise<CartResult> {
    const done = await refused<true, CartProblem>(() =>
      withRetry(() =>
        inTransaction(this.db, async (trx) => {
          const now = this.clock().toISOString();
          await bumpCartVersion(trx, member.id, now);
          await work(trx, now);
          return true as const;
        }),
      ),
    );
    if (done !== true) return done;
    return { ok: true, cart: await this.view(member, brand, lang, await memberPerks(this.db, member.id)) };
  }
}

/** The brand's currency, for an empty cart (a cart with lines shows its products'). */
export function brandMoney(brand: Brand): { currency: string; symbol: string } {
  return { currency: brand.billing.currency ?? 'USD', symbol: brand.billing.symbol ?? '$' };
}
