/**
 * Checking out (issue 13 items 6–7; SPEC.md 4 'Checkout'): the quote and placeOrder. Everything
 * money is the server's: lines re-priced from the products table, the member's perks read now, the
 * shipping option's fee for the currency (checkout-pricing.ts); no input carries a price.
 *
 * placeOrder is one transaction under the member lock (the lock order of every money change) and
 * the order's idempotency key (`cart:{memberId}:{version}`, or `gift:{memberId}` for the welcome
 * gift): the order row, the stock taken with `UPDATE … WHERE stock >= q` in one lock order, the
 * coins spent (`order:{id}:spend`), its first event, and the cart emptied. A refusal anywhere rolls
 * all of it back. Two tabs submitting the same cart version make one order; the second gets the
 * first's. Coins and zero totals are paid at once; a card order waits in pending_payment with its
 * stock held until `reserved_until` and opens the hosted page (CheckoutService.start).
 */
import {
  CHECKOUT_ADDRESS_FIELDS,
  acceptsCoins,
  cartLineProblem,
  isExpired,
  isShippingOptionId,
  ORDER_RESERVATION_SECONDS,
  toMajorUnits,
  validateCheckoutAddress,
  variantListPrice,
  type CheckoutAddress,
  type CheckoutAddressInput,
  type LanguageCode,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { withRetry } from '../../db/retry';
import { inTransaction } from '../../db/transaction';
import type { BackgroundTasks } from '../../lib/background';
import { addSeconds, type Clock } from '../../lib/clock';
import { refuseUnsafeText } from '../../lib/member-text';
import { type AccountService, listAddresses } from '../account';
import type { Brand } from '../brand';
import type { PurchaseProblem, CheckoutService } from '../checkout';
import { fromAddress, type Mailer } from '../mail';
import type { MemberModel } from '../member';
import { findSessionBySubscriptionRef, listPaymentMethods, lockMember } from '../payment';
import { postCoins } from '../wallet';
import { loadCartItems, type CartItem } from './cart-lines';
import { bumpCartVersion, clearCart, findCartVersion } from './cart-repo';
import { brandMoney, marketplaceEnabled, memberPerks } from './cart-service';
import { hasWelcomeGiftOrder, welcomeGiftProduct } from './catalogue-repo';
import { withVariantsOf } from './catalogue-service';
import { offeredShipping, orderLines, priceCheckout } from './checkout-pricing';
import { closePaymentPage, inLockOrder, restock } from './order-cancel';
import { orderConfirmationMail, orderDescription } from './order-mails';
import type { MarketplacePerks } from './perks';
import {
  cancelOrder,
  findOrder,
  findOrderByKey,
  insertOrder,
  insertOrderEvent,
  setOrderPaymentRef,
  type OrderRow,
} from './repo';
import { Refusal, refused, type Refused } from './refusal';
import { takeProductStock, takeVariantStock } from './stock-repo';
import { orderView, type OrderView } from './views';

export const PAYMENT_CHOICES = ['card', 'new_card', 'coins'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];
/** Where the hosted page sends a card order back when the web names no path. */
export const DEFAULT_ORDER_RETURN = '/marketplace/checkout';

export type PlaceOrderProblem =
  | 'marketplace_disabled'
  | 'account_not_active'
  | 'invalid_address'
  | 'invalid_characters'
  | 'invalid_shipping_option'
  | 'payment_method_not_allowed'
  | 'no_payment_method'
  | 'cart_changed'
  | 'cart_empty'
  | 'product_not_found'
  | 'out_of_stock'
  | 'quantity_above_stock'
  | 'welcome_gift_claimed'
  | 'insufficient_coins'
  /** CheckoutService.start's refusals (the hosted page of a card order). */
  | PurchaseProblem
  | 'invalid_method';

export interface PlaceOrderInput {
  cartVersion: number;
  welcomeGift?: boolean | null;
  address: CheckoutAddressInput;
  saveAddress?: boolean | null;
  shippingOption: string;
  paymentMethod: string;
  returnPath?: string | null;
}

export type PlaceOrderResult =
  | {
      ok: true;
      order: OrderView;
      /** The hosted payment page of a card order, while it waits for its payment. */
      url: string | null;
      ref: string | null;
      /** This checkout was submitted before: the answer is the order it made then. */
      alreadyPlaced: boolean;
    }
  | Refused<PlaceOrderProblem>;

export interface QuoteInput {
  welcomeGift?: boolean | null;
  country?: string | null;
  shippingOption?: string | null;
}

/** The idempotency key of a checkout: one order per cart version, one welcome gift per member. */
export function checkoutKey(memberId: number, welcomeGift: boolean, cartVersion: number): string {
  return welcomeGift ? `gift:${memberId}` : `cart:${memberId}:${cartVersion}`;
}

export class MarketplaceCheckout {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly purchases: CheckoutService,
    private readonly account: AccountService,
    private readonly mailer: Mailer,
    private readonly background: BackgroundTasks,
  ) {}

  /** What checking out would cost now (the cart, or the welcome gift alone), for this member. */
  async quote(member: MemberModel, brand: Brand, lang: LanguageCode, input: QuoteInput) {
    const gift = input.welcomeGift === true;
    const [perks, version, savedCard, items] = await Promise.all([
      memberPerks(this.db, member.id),
      findCartVersion(this.db, member.id),
      this.hasSavedCard(member.id),
      gift
        ? welcomeGiftItem(this.db, brand.id, lang).then((i) => (i ? [i] : []))
        : loadCartItems(this.db, brand.id, member.id, lang),
    ]);
    const buyable = items.filter((i) => i.problem !== 'product_removed');
    const currency = buyable[0]?.product.currency ?? brandMoney(brand).currency;
    const options = offeredShipping(currency, perks, gift);
    const chosen = options.find((o) => o.id === input.shippingOption) ?? options[0];
    const price = priceCheckout(buyable, brandMoney(brand), perks, chosen?.id ?? 'standard', brand.tags);
    const quoted = price?.currency ?? currency;
    const money = (minor: number) => toMajorUnits(minor, quoted);
    const methods: string[] = [...(savedCard ? ['card'] : []), 'new_card'];
    if (acceptsCoins(brand.tags)) methods.push('coins');
    return {
      subtotal: money(price?.totals.subtotal ?? 0),
      discount: money(price?.totals.discount ?? 0),
      discountPercent: perks.discountPercent,
      deliveryFee: money(price?.totals.deliveryFee ?? 0),
      total: money(price?.totals.total ?? 0),
      currency: quoted,
      symbol: price?.symbol ?? brandMoney(brand).symbol,
      shippingOptions: options.map((o) => ({
        id: o.id,
        fee: money(o.fee),
        listFee: o.listFee === null ? null : money(o.listFee),
        minDays: o.minDays,
        maxDays: o.maxDays,
      })),
      paymentMethods: methods,
      totalCoins: price?.totalCoins ?? null,
      cartVersion: version,
    };
  }

  async placeOrder(
    member: MemberModel,
    brand: Brand,
    lang: LanguageCode,
    input: PlaceOrderInput,
    baseUrl: string,
  ): Promise<PlaceOrderResult> {
    const [enabled, perks, savedCard] = await Promise.all([
      marketplaceEnabled(this.db, member, brand),
      memberPerks(this.db, member.id),
      this.hasSavedCard(member.id),
    ]);
    if (!enabled) return { ok: false, errorCode: 'marketplace_disabled' };
    if (!member.isActive) return { ok: false, errorCode: 'account_not_active' };
    const refusedText = refuseUnsafeText(input.address, CHECKOUT_ADDRESS_FIELDS);
    if (refusedText) return refusedText;
    const address = validateCheckoutAddress(input.address);
    if (!address.ok) return { ok: false, errorCode: 'invalid_address', extra: { fields: address.fields } };
    const gift = input.welcomeGift === true;
    if (!isShippingOptionId(input.shippingOption) || (gift && input.shippingOption !== 'standard'))
      return { ok: false, errorCode: 'invalid_shipping_option' };
    const choice = (PAYMENT_CHOICES as readonly string[]).includes(input.paymentMethod)
      ? (input.paymentMethod as PaymentChoice)
      : null;
    if (!choice) return { ok: false, errorCode: 'payment_method_not_allowed' };
    const key = checkoutKey(member.id, gift, input.cartVersion);
    const placed = await refused<{ order: OrderRow; replay: boolean }, PlaceOrderProblem>(() =>
      withRetry(() =>
        inTransaction(this.db, (trx) =>
          this.place(trx, {
            member,
            brand,
            lang,
            gift,
            key,
            perks,
            savedCard,
            choice,
            address: address.address,
            input,
          }),
        ),
      ),
    );
    if ('ok' in placed) return placed;
    const { order, replay } = placed;
    if (replay)
      return { ok: true, order: orderView(order), ...(await this.openPage(order)), alreadyPlaced: true };
    let page: { url: string | null; ref: string | null } = { url: null, ref: null };
    if (order.status === 'pending_payment') {
      const started = await this.purchases.start(member, brand, {
        purchasable: { kind: 'marketplace_order', orderId: Number(order.id) },
        method: 'card',
        returnPath: input.returnPath ?? DEFAULT_ORDER_RETURN,
      });
      if (!started.ok) {
        await this.abandon(order);
        return { ok: false, errorCode: started.errorCode };
      }
      await setOrderPaymentRef(this.db, Number(order.id), started.ref);
      page = { url: started.hostedUrl, ref: started.ref };
    } else this.mailConfirmation(member, brand, order, baseUrl);
    if (input.saveAddress === true) await this.keepAddress(member, address.address);
    // A card order gained its payment reference after the transaction: read back with it.
    const saved = page.ref === null ? order : ((await findOrder(this.db, Number(order.id))) ?? order);
    return { ok: true, order: orderView(saved), ...page, alreadyPlaced: false };
  }

  /** The unit of work of placeOrder, in its transaction (see the file's comment). */
  private async place(
    trx: DbOrTrx,
    c: {
      member: MemberModel;
      brand: Brand;
      lang: LanguageCode;
      gift: boolean;
      key: string;
      perks: MarketplacePerks;
      savedCard: boolean;
      choice: PaymentChoice;
      address: CheckoutAddress;
      input: PlaceOrderInput;
    },
  ): Promise<{ order: OrderRow; replay: boolean }> {
    const { member, brand } = c;
    await lockMember(trx, member.id);
    const existing = await findOrderByKey(trx, c.key);
    if (existing) return { order: existing, replay: true };
    const items = await this.itemsToBuy(trx, c);
    const price = priceCheckout(items, brandMoney(brand), c.perks, c.input.shippingOption, brand.tags);
    if (!price) throw new Refusal('invalid_shipping_option');
    const total = price.totals.total;
    const method = total === 0 ? 'free' : c.choice === 'coins' ? 'coins' : 'card';
    if (method === 'coins' && price.totalCoins === null) throw new Refusal('payment_method_not_allowed');
    if (method === 'card' && c.choice === 'card' && !c.savedCard) throw new Refusal('no_payment_method');
    const now = this.clock();
    const nowIso = now.toISOString();
    const status = method === 'card' ? 'pending_payment' : 'paid';
    const coins = method === 'coins' ? (price.totalCoins ?? 0) : 0;
    const order = await insertOrder(trx, {
      brand_id: brand.id,
      member_id: member.id,
      products: JSON.stringify(orderLines(items, price.totals)),
      shipping_address: JSON.stringify(c.address),
      subtotal: price.totals.subtotal,
      discount: price.totals.discount,
      delivery_fee: price.totals.deliveryFee,
      total,
      currency: price.currency,
      symbol: price.symbol,
      status,
      free_gift: c.gift ? 1 : 0,
      payment_method: method,
      coins_spent: coins,
      shipping_option: price.shipping.id,
      payment_ref: null,
      idempotency_key: c.key,
      reserved_until:
        status === 'pending_payment' ? addSeconds(now, ORDER_RESERVATION_SECONDS).toISOString() : null,
      created_at: nowIso,
      updated_at: nowIso,
    });
    if (order === null) {
      // Held back by a unique index: the same key (a submission that raced past the lookup) or the
      // one welcome gift per member (migration 0014's partial index settles such races).
      const again = await findOrderByKey(trx, c.key);
      if (again) return { order: again, replay: true };
      throw new Refusal('welcome_gift_claimed');
    }
    const id = Number(order.id);
    await takeStock(trx, items);
    if (method === 'coins') await this.spendCoins(trx, member, id, coins, nowIso);
    await insertOrderEvent(trx, { order_id: id, status, note: null, created_at: nowIso });
    if (!c.gift) {
      await clearCart(trx, member.id);
      await bumpCartVersion(trx, member.id, nowIso);
    }
    return { order, replay: false };
  }

  /** An order paid in coins takes them from the wallet, once per order, never below zero. */
  private async spendCoins(
    trx: DbOrTrx,
    member: MemberModel,
    orderId: number,
    coins: number,
    nowIso: string,
  ) {
    const spent = await postCoins(trx, {
      memberId: member.id,
      kind: 'spend',
      amount: -coins,
      description: orderDescription(member.lang, orderId),
      key: `order:${orderId}:spend`,
      ref: String(orderId),
      now: nowIso,
    });
    if (!spent.ok) throw new Refusal('insufficient_coins');
  }

  /** The lines to buy, each checked: the cart at the version the member saw, or the welcome gift. */
  private async itemsToBuy(
    trx: DbOrTrx,
    c: { member: MemberModel; brand: Brand; lang: LanguageCode; gift: boolean; input: PlaceOrderInput },
  ): Promise<CartItem[]> {
    let items: CartItem[];
    if (c.gift) {
      if (await hasWelcomeGiftOrder(trx, c.member.id)) throw new Refusal('welcome_gift_claimed');
      const item = await welcomeGiftItem(trx, c.brand.id, c.lang);
      if (!item) throw new Refusal('product_not_found');
      items = [item];
    } else {
      if ((await findCartVersion(trx, c.member.id)) !== c.input.cartVersion)
        throw new Refusal('cart_changed');
      items = await loadCartItems(trx, c.brand.id, c.member.id, c.lang);
      if (items.length === 0) throw new Refusal('cart_empty');
    }
    const bad = items.find((i) => i.problem !== null);
    if (bad?.problem)
      throw new Refusal(bad.problem === 'product_removed' ? 'product_not_found' : bad.problem, {
        lineId: String(bad.lineId),
        productId: String(bad.product.id),
        stock: bad.stock,
      });
    return items;
  }

  /** A replayed checkout of a card order that still waits: the same hosted page, while it is open. */
  private async openPage(order: OrderRow): Promise<{ url: string | null; ref: string | null }> {
    if (order.status !== 'pending_payment' || !order.payment_ref)
      return { url: null, ref: order.payment_ref };
    const session = await findSessionBySubscriptionRef(this.db, Number(order.member_id), order.payment_ref);
    const open =
      session && session.status === 'open' && Date.parse(session.expires_at) > this.clock().getTime();
    return { url: open ? `/payment-flow/hosted/${session.id}` : null, ref: order.payment_ref };
  }

  /** A card order whose payment page could not open: cancelled at once, its stock back. */
  private async abandon(order: OrderRow): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      if ((await closePaymentPage(trx, order)) === 'paid') return;
      if (!(await cancelOrder(trx, Number(order.id), 'pending_payment', this.clock().toISOString()))) return;
      await restock(trx, order);
      await insertOrderEvent(trx, {
        order_id: Number(order.id),
        status: 'cancelled',
        note: 'payment page could not open',
        created_at: this.clock().toISOString(),
      });
    });
  }

  /** The member's preferred method, usable now: what `card` (the saved card) pays with. */
  private async hasSavedCard(memberId: number): Promise<boolean> {
    const preferred = (await listPaymentMethods(this.db, memberId)).find((m) => Number(m.is_default) === 1);
    if (!preferred) return false;
    const month = preferred.exp_month === null ? null : Number(preferred.exp_month);
    const year = preferred.exp_year === null ? null : Number(preferred.exp_year);
    return month === null || year === null || !isExpired(month, year, this.clock());
  }

  /** saveAddress: the checkout's address becomes the member's shipping address (the account's own rules). */
  private async keepAddress(member: MemberModel, address: CheckoutAddress): Promise<void> {
    const current = (await listAddresses(this.db, member.id)).find((a) => Number(a.is_default) === 1);
    await this.account.saveAddress(member, current ? String(current.id) : 'new', address);
  }

  private mailConfirmation(member: MemberModel, brand: Brand, order: OrderRow, baseUrl: string): void {
    this.background.run('order-confirmation', async () => {
      const mail = orderConfirmationMail(member, brand, order, baseUrl);
      await this.mailer.send({
        brandId: brand.id,
        to: member.email,
        from: fromAddress(brand),
        template: 'order_confirmation',
        memberId: member.id,
        ...mail,
      });
    });
  }
}

/** The brand's welcome gift as a line of one unit (its first variant in stock when it has variants). */
export async function welcomeGiftItem(
  db: DbOrTrx,
  brandId: string,
  lang: LanguageCode,
): Promise<CartItem | null> {
  const found = await welcomeGiftProduct(db, brandId, lang);
  if (!found) return null;
  const [product] = await withVariantsOf(db, [found], lang);
  if (!product) return null;
  const variant = product.variants.find((v) => v.stock > 0) ?? product.variants[0] ?? null;
  const stock = variant ? variant.stock : product.stock;
  return {
    lineId: 0,
    product,
    variant,
    listPrice: variantListPrice(product.price, variant?.price),
    quantity: 1,
    stock,
    problem: cartLineProblem({ available: product.active, stock, quantity: 1 }),
  };
}

/** Takes every line's units, in one lock order; a line short of units refuses the whole order. */
async function takeStock(trx: DbOrTrx, items: readonly CartItem[]): Promise<void> {
  const lines = inLockOrder(
    items.map((i) => ({ productId: i.product.id, variantId: i.variant?.id ?? 0, quantity: i.quantity })),
  );
  for (const l of lines) {
    const taken =
      l.variantId > 0
        ? await takeVariantStock(trx, l.productId, l.variantId, l.quantity)
        : await takeProductStock(trx, l.productId, l.quantity);
    if (!taken) throw new Refusal('out_of_stock', { productId: String(l.productId) });
  }
}
