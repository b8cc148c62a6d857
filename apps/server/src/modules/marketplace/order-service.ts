/**
 * Orders after checkout (issue 13 item 8): the member's list and one order (own only), the payment
 * return of a card order (SPEC.md 4 'Payment return': CheckoutService.confirm with the check that
 * the session sold this order; creditOrder marks it paid once), the operator's status moves
 * (`npm run ops -- order-status`), and the reservations job that gives back the stock of card orders
 * nobody paid in time. Every move names the status it leaves, so concurrent writers move an order once.
 */
import {
  canMoveOrder,
  cancellationRefunds,
  isOrderStatus,
  orderNumber,
  type LanguageCode,
  type OrderStatus,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { withRetry } from '../../db/retry';
import { inTransaction } from '../../db/transaction';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import { AuditService } from '../audit';
import { toBrand, type Brand, findBrandById, listBrandTags } from '../brand';
import type { PurchaseProblem, CheckoutService } from '../checkout';
import {
  fromAddress,
  type MailBrand,
  type MailMember,
  type Mailer,
  type MailTemplate,
  type RenderedMail,
  publicOrigin,
  type PublicOriginSettings,
} from '../mail';
import { toMember, type MemberModel, findMemberById } from '../member';
import { type PaymentProvider, lockMember } from '../payment';
import { parseId } from './cart-service';
import { closePaymentPage, refundOrder, restock } from './order-cancel';
import {
  orderCancelledMail,
  orderConfirmationMail,
  orderShippedMail,
  type CancellationRefund,
} from './order-mails';
import {
  cancelOrder,
  findMemberOrder,
  findOrder,
  insertOrderEvent,
  listExpiredReservations,
  listOrders,
  moveOrderStatus,
  shippedNotesOf,
  type OrderRow,
} from './repo';
import { Refusal, refused } from './refusal';
import { orderView, storedLines, type OrderLineTexts, type OrderView } from './views';
import { productsByIds, variantsOfProducts } from './catalogue-repo';

/** Expired holds released per job run; the next run takes the rest. */
export const RESERVATIONS_PER_RUN = 200;

export type ConfirmOrderResult =
  { ok: true; order: OrderView; alreadyPaid: boolean } | { ok: false; errorCode: PurchaseProblem };

/**
 * Why a move was refused: no such order (or not of the brand asked), not along the transitions,
 * moved by someone else meanwhile, a card refund the provider refused, a pending order paid on its
 * page meanwhile, no verified payment to settle, or its member gone.
 */
export type StatusMoveRefusal =
  'not_found' | 'transition' | 'changed' | 'refund_failed' | 'paid_meanwhile' | 'no_payment' | 'member_gone';

export type StatusMoveResult =
  | { ok: true; order: OrderRow; from: OrderStatus; refund: CancellationRefund & { reference?: string } }
  | { ok: false; reason: StatusMoveRefusal; problem: string };

/**
 * Who moves an order: a staff member from the console, or an operator command (staffId null, ip
 * 'cli'). Each move to shipped, delivered or cancelled writes one audit row (`order.status`) in the
 * move's own transaction, whoever makes it.
 */
export interface OrderActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

export interface ReleaseReport {
  /** Orders cancelled and their stock put back. */
  released: number[];
  /** Orders whose page had been paid after all: settled as paid instead. */
  settled: number[];
}

interface Owner {
  member: MemberModel;
  brand: Brand;
}

export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
    private readonly purchases: CheckoutService,
    private readonly mailer: Mailer,
    private readonly background: BackgroundTasks,
    /** Where the order mails' links point (mail/public-origin.ts). */
    private readonly origins: PublicOriginSettings,
    /** The audit log of operators' moves; a runner that builds the service alone gets its own. */
    private readonly audit: Pick<AuditService, 'record'> = new AuditService(db, clock),
  ) {}

  /** The member's orders, their products named and pictured as the catalogue shows them in `lang`. */
  async list(memberId: number, lang: LanguageCode): Promise<OrderView[]> {
    const orders = await listOrders(this.db, memberId);
    const texts = await orderLineTexts(this.db, orders, lang);
    const notes = await shippedNotesOf(
      this.db,
      orders.map((o) => Number(o.id)),
    );
    return orders.map((o) => orderView(o, texts, notes.get(Number(o.id)) ?? null));
  }

  /** One of the member's orders; null for another member's or an unknown id. */
  async get(memberId: number, idText: string, lang: LanguageCode): Promise<OrderView | null> {
    const id = parseId(idText);
    const order = id === null ? undefined : await findMemberOrder(this.db, memberId, id);
    if (!order) return null;
    const notes = await shippedNotesOf(this.db, [Number(order.id)]);
    return orderView(
      order,
      await orderLineTexts(this.db, [order], lang),
      notes.get(Number(order.id)) ?? null,
    );
  }

  /**
   * ecommerce.confirmOrderPayment: the order is paid once the server verified the payment `paymentRef`
   * and that its session sold this very order (purchase_mismatch otherwise); a replayed or forged
   * return marks nothing twice. The confirmation mail goes after the commit, once.
   */
  async confirmPayment(
    member: MemberModel,
    brand: Brand,
    input: { orderId: string; paymentRef: string },
    baseUrl: string,
  ): Promise<ConfirmOrderResult> {
    const orderId = parseId(input.orderId);
    const r = await this.purchases.confirmReturn(
      member,
      brand,
      input.paymentRef,
      orderId === null ? null : (p) => p.kind === 'marketplace_order' && p.orderId === orderId,
    );
    if (!r.ok) return r;
    const order = orderId === null ? undefined : await findMemberOrder(this.db, member.id, orderId);
    if (!order) return { ok: false, errorCode: 'order_not_found' };
    if (!r.alreadyCredited)
      this.mail(brand, member, 'order_confirmation', orderConfirmationMail(member, brand, order, baseUrl));
    return { ok: true, order: orderView(order), alreadyPaid: r.alreadyCredited };
  }

  /**
   * The operator's move (`order-status`): only along the domain's transitions. `paid` settles a
   * pending card order whose payment the provider confirmed (never one without); `cancelled` puts
   * the stock back and refunds a paid order to its coins or card; shipped and cancelled are mailed.
   * With `brandId`, an order of another brand is not found (the console names the brand it may act on).
   * Shipped, delivered and cancelled are audited in their transaction; `paid` is the payment path's
   * settlement (CheckoutService.confirm, as the member's own return and the reservations job settle).
   */
  async setStatus(
    input: { orderId: number; status: string; note: string | null; brandId?: string },
    actor: OrderActor,
  ): Promise<StatusMoveResult> {
    const order = await findOrder(this.db, input.orderId);
    if (!order || (input.brandId !== undefined && order.brand_id !== input.brandId))
      return { ok: false, reason: 'not_found', problem: `no order ${input.orderId}` };
    const from = order.status;
    const to = input.status;
    if (!isOrderStatus(from) || !isOrderStatus(to) || !canMoveOrder(from, to))
      return {
        ok: false,
        reason: 'transition',
        problem: `${orderNumber(order.id)} cannot move from ${from} to ${to}`,
      };
    const owner = await this.ownerOf(order);
    if (!owner)
      return {
        ok: false,
        reason: 'member_gone',
        problem: `the member of ${orderNumber(order.id)} no longer exists`,
      };
    if (to === 'paid') return this.settle(order, owner);
    if (to === 'cancelled') return this.cancel(order, from, owner, input.note, actor);
    const now = this.clock().toISOString();
    const moved = await inTransaction(this.db, async (trx) => {
      if (!(await moveOrderStatus(trx, Number(order.id), from, to, now))) return false;
      await insertOrderEvent(trx, {
        order_id: Number(order.id),
        status: to,
        note: input.note,
        created_at: now,
      });
      await this.audit.record(trx, {
        ...actor,
        brandId: order.brand_id,
        action: 'order.status',
        target: `order:${order.id}`,
        before: { status: from },
        after: { status: to, note: input.note },
      });
      return true;
    });
    if (!moved)
      return {
        ok: false,
        reason: 'changed',
        problem: `${orderNumber(order.id)} changed meanwhile; run the command again`,
      };
    const updated = (await findOrder(this.db, Number(order.id))) ?? order;
    const baseUrl = publicOrigin(owner.brand, this.origins);
    if (to === 'shipped')
      this.mail(
        owner.brand,
        owner.member,
        'order_shipped',
        orderShippedMail(owner.member, owner.brand, updated, baseUrl, input.note),
      );
    return { ok: true, order: updated, from, refund: { kind: 'none' } };
  }

  /**
   * The reservations job: card orders still unpaid when their hold ends are cancelled and their
   * stock put back. Each order is claimed in SQL (`UPDATE … WHERE status = 'pending_payment'`), so
   * several instances running the job cancel it once. Its hosted page is closed in the same
   * transaction; if the member paid on it first, the order is settled as paid instead.
   */
  async releaseExpired(): Promise<ReleaseReport> {
    const now = this.clock();
    const report: ReleaseReport = { released: [], settled: [] };
    for (const id of await listExpiredReservations(this.db, now.toISOString(), RESERVATIONS_PER_RUN)) {
      const outcome = await refused<'released' | 'gone', 'payment_not_confirmed'>(() =>
        withRetry(() =>
          inTransaction(this.db, async (trx) => {
            const order = await findOrder(trx, id);
            if (!order || order.status !== 'pending_payment') return 'gone' as const;
            await lockMember(trx, Number(order.member_id));
            if (!(await cancelOrder(trx, id, 'pending_payment', now.toISOString()))) return 'gone' as const;
            if ((await closePaymentPage(trx, order)) === 'paid') throw new Refusal('payment_not_confirmed');
            await restock(trx, order);
            await insertOrderEvent(trx, {
              order_id: id,
              status: 'cancelled',
              note: 'payment not received before the hold ended',
              created_at: now.toISOString(),
            });
            return 'released' as const;
          }),
        ),
      );
      if (outcome === 'released') report.released.push(id);
      else if (outcome !== 'gone') {
        const order = await findOrder(this.db, id);
        const owner = order && (await this.ownerOf(order));
        if (order && owner && (await this.settle(order, owner)).ok) report.settled.push(id);
      }
    }
    return report;
  }

  /** A pending card order paid on its page: confirmed through the one purchase path. */
  private async settle(order: OrderRow, owner: Owner): Promise<StatusMoveResult> {
    if (!order.payment_ref)
      return {
        ok: false,
        reason: 'no_payment',
        problem: `${orderNumber(order.id)} has no payment to confirm`,
      };
    const r = await this.purchases.confirm(
      owner.member,
      owner.brand,
      order.payment_ref,
      (p) => p.kind === 'marketplace_order' && p.orderId === Number(order.id),
    );
    if (!r.ok)
      return {
        ok: false,
        reason: 'no_payment',
        problem: `${orderNumber(order.id)} has no verified payment (${r.errorCode})`,
      };
    const paid = (await findOrder(this.db, Number(order.id))) ?? order;
    if (!r.alreadyCredited)
      this.mail(
        owner.brand,
        owner.member,
        'order_confirmation',
        orderConfirmationMail(owner.member, owner.brand, paid, publicOrigin(owner.brand, this.origins)),
      );
    return { ok: true, order: paid, from: 'pending_payment', refund: { kind: 'none' } };
  }

  private async cancel(
    order: OrderRow,
    from: OrderStatus,
    owner: Owner,
    note: string | null,
    actor: OrderActor,
  ): Promise<StatusMoveResult> {
    const now = this.clock();
    const id = Number(order.id);
    const done = await refused(() =>
      withRetry(() =>
        inTransaction(this.db, async (trx) => {
          await lockMember(trx, owner.member.id);
          if (!(await cancelOrder(trx, id, from, now.toISOString())))
            throw new Refusal('order_not_found', { reason: 'moved' });
          if (from === 'pending_payment' && (await closePaymentPage(trx, order)) === 'paid')
            throw new Refusal('order_not_found', { reason: 'paid' });
          await restock(trx, order);
          // The refund is the last step: only the commit can fail after money went back.
          const refund = cancellationRefunds(from)
            ? await refundOrder(trx, this.provider, order, owner.member.lang, now)
            : ({ kind: 'none' } as const);
          await insertOrderEvent(trx, {
            order_id: id,
            status: 'cancelled',
            note: [note, refundNote(refund)].filter(Boolean).join(' · ') || null,
            created_at: now.toISOString(),
          });
          await this.audit.record(trx, {
            ...actor,
            brandId: order.brand_id,
            action: 'order.status',
            target: `order:${id}`,
            before: { status: from },
            after: { status: 'cancelled', note, refund },
          });
          return refund;
        }),
      ),
    );
    if ('ok' in done) {
      const reason = done.extra?.reason;
      return {
        ok: false,
        reason: reason === 'paid' ? 'paid_meanwhile' : reason === 'moved' ? 'changed' : 'refund_failed',
        problem:
          reason === 'paid'
            ? `${orderNumber(id)} was paid on its payment page meanwhile: mark it paid first, then cancel it`
            : reason === 'moved'
              ? `${orderNumber(id)} changed meanwhile; run the command again`
              : `${orderNumber(id)} could not be refunded, so it was not cancelled`,
      };
    }
    const cancelled = (await findOrder(this.db, id)) ?? order;
    this.mail(
      owner.brand,
      owner.member,
      'order_cancelled',
      orderCancelledMail(owner.member, owner.brand, cancelled, done, note),
    );
    return { ok: true, order: cancelled, from, refund: done };
  }

  private async ownerOf(order: OrderRow): Promise<Owner | null> {
    const [memberRow, brandRow, tags] = await Promise.all([
      findMemberById(this.db, order.brand_id, Number(order.member_id)),
      findBrandById(this.db, order.brand_id),
      listBrandTags(this.db, order.brand_id),
    ]);
    return memberRow && brandRow ? { member: toMember(memberRow), brand: toBrand(brandRow, tags) } : null;
  }

  private mail(
    brand: MailBrand & Pick<Brand, 'id'>,
    member: MailMember & Pick<MemberModel, 'id'>,
    template: MailTemplate,
    mail: RenderedMail,
  ): void {
    this.background.run('order-mail', async () => {
      await this.mailer.send({
        brandId: brand.id,
        to: member.email,
        from: fromAddress(brand),
        template,
        memberId: member.id,
        ...mail,
      });
    });
  }
}

function refundNote(refund: CancellationRefund & { reference?: string }): string | null {
  switch (refund.kind) {
    case 'card':
      return `refunded ${refund.amountMinor} to the card (${refund.reference ?? ''})`;
    case 'coins':
      return `refunded ${refund.coins} coins`;
    case 'none':
      return null;
  }
}

/**
 * The products of these orders as the catalogue names and pictures them in `lang` (an order's lines
 * are a snapshot in the language of its checkout): two statements, whatever the number of orders.
 */
async function orderLineTexts(
  db: DbOrTrx,
  orders: readonly OrderRow[],
  lang: LanguageCode,
): Promise<OrderLineTexts> {
  const lines = orders.flatMap(storedLines);
  const ids = [...new Set(lines.map((l) => Number(l.id)).filter(Number.isInteger))];
  const brandId = orders[0]?.brand_id;
  if (brandId === undefined || ids.length === 0) return { products: new Map(), variants: new Map() };
  const withVariants = [...new Set(lines.filter((l) => l.variantId).map((l) => Number(l.id)))];
  const [products, variants] = await Promise.all([
    productsByIds(db, brandId, ids, lang),
    variantsOfProducts(db, withVariants, lang),
  ]);
  return {
    products: new Map(products.map((p) => [p.id, { name: p.name, image: p.images[0]?.url ?? null }])),
    variants: new Map(variants.map((v) => [v.id, `${v.option}: ${v.name}`])),
  };
}
