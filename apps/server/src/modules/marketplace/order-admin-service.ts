/**
 * A brand's orders for fulfilment on the operator console (issue 33 scope 2): the orders newest
 * first (the queue of paid orders to ship among them), one order with its lines, address, member and
 * history, what to pick for the paid ones, a CSV export, and the moves, which go through the one
 * path of the `order-status` command (OrderService.setStatus: the domain's transitions, the refund,
 * the stock put back, the mails, the audit row, one transaction).
 */
import { stringify } from 'csv-stringify/sync';
import { orderNumber } from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { findBrandById, toBrand } from '../brand';
import { findBrandOrder, listBrandOrders, listOrderEvents, type AdminOrderRow } from './order-admin-repo';
import type { OrderActor, OrderService, StatusMoveRefusal } from './order-service';
import type { CancellationRefund } from './order-mails';
import { storedLines, storedShippingAddress } from './views';

export const ORDER_PAGE_MAX = 100;
/** Paid orders a pick list adds up, oldest first; past this it says it is partial (ship some, then look again). */
export const PICK_LIST_MAX_ORDERS = 500;
/** Rows read per query while a CSV export is written. */
const CSV_BATCH = 500;
/** An export stops here; a status filter gets the rest. */
export const ORDER_CSV_MAX_ROWS = 50_000;

/** The moves the console offers: `paid` is settled by the payment path, not by a person. */
export const CONSOLE_ORDER_MOVES = ['shipped', 'delivered', 'cancelled'] as const;
export type ConsoleOrderMove = (typeof CONSOLE_ORDER_MOVES)[number];

export interface AdminOrderLine {
  productId: string;
  variantId: string | null;
  name: string;
  variant: string | null;
  quantity: number;
  /** Minor units, each, as charged. */
  priceMinor: number;
}

export interface AdminOrderAddress {
  firstName: string | null;
  lastName: string | null;
  address: string | null;
  apartmentSuite: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  country: string | null;
  phone: string | null;
}

/** An order as the console shows it: money as stored, in minor units of its own currency. */
export interface AdminOrder {
  id: number;
  number: string;
  brandId: string;
  memberId: number;
  memberEmail: string | null;
  status: string;
  createdAt: string;
  updatedAt: string | null;
  lines: AdminOrderLine[];
  shippingAddress: AdminOrderAddress | null;
  shippingOption: string | null;
  paymentMethod: string;
  coinsSpent: number;
  subtotalMinor: number;
  discountMinor: number;
  deliveryFeeMinor: number;
  totalMinor: number;
  currency: string;
  symbol: string;
  freeGift: boolean;
}

export interface AdminOrderEvent {
  status: string;
  note: string | null;
  at: string;
}

export interface PickLine {
  productId: string;
  variantId: string | null;
  name: string;
  variant: string | null;
  quantity: number;
  /** The numbers of the orders that want it, oldest first. */
  orderNumbers: string[];
}

export interface PickList {
  orders: number;
  lines: PickLine[];
  /** More paid orders wait than the list added up. */
  partial: boolean;
}

export interface BrandOrders {
  brandId: string;
  currency: string;
  symbol: string;
}

export type OrderMoveResult =
  | { ok: true; order: AdminOrder; refund: CancellationRefund & { reference?: string } }
  | { ok: false; reason: StatusMoveRefusal };

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function adminOrderView(row: AdminOrderRow): AdminOrder {
  const a = storedShippingAddress(row);
  return {
    id: Number(row.id),
    number: orderNumber(row.id),
    brandId: row.brand_id,
    memberId: Number(row.member_id),
    memberEmail: row.member_email,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lines: storedLines(row).map((l) => ({
      productId: String(l.id),
      variantId: l.variantId ? String(l.variantId) : null,
      name: l.name,
      variant: l.variant ?? null,
      quantity: Number(l.quantity),
      priceMinor: Number(l.price),
    })),
    shippingAddress: a
      ? {
          firstName: text(a.firstName),
          lastName: text(a.lastName),
          address: text(a.address),
          apartmentSuite: text(a.apartmentSuite),
          city: text(a.city),
          state: text(a.state),
          postcode: text(a.postcode),
          country: text(a.country),
          phone: text(a.phone),
        }
      : null,
    shippingOption: row.shipping_option,
    paymentMethod: row.payment_method,
    coinsSpent: Number(row.coins_spent),
    subtotalMinor: Number(row.subtotal),
    discountMinor: Number(row.discount),
    deliveryFeeMinor: Number(row.delivery_fee),
    totalMinor: Number(row.total),
    currency: row.currency,
    symbol: row.symbol,
    freeGift: Number(row.free_gift) === 1,
  };
}

/** What to take off the shelves for these orders: one line per product and variant, most wanted first. */
export function pickLines(orders: readonly AdminOrder[]): PickLine[] {
  const byItem = new Map<string, PickLine>();
  for (const order of [...orders].sort((a, b) => a.id - b.id))
    for (const line of order.lines) {
      const key = `${line.productId}:${line.variantId ?? ''}`;
      const entry = byItem.get(key) ?? {
        productId: line.productId,
        variantId: line.variantId,
        name: line.name,
        variant: line.variant,
        quantity: 0,
        orderNumbers: [],
      };
      entry.quantity += line.quantity;
      if (!entry.orderNumbers.includes(order.number)) entry.orderNumbers.push(order.number);
      byItem.set(key, entry);
    }
  return [...byItem.values()].sort(
    (a, b) =>
      b.quantity - a.quantity || a.name.localeCompare(b.name) || a.productId.localeCompare(b.productId),
  );
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or return) as a formula (OWASP "CSV
 * injection"): such a cell gets a leading apostrophe. The audit export's rule (audit/service.ts),
 * kept here because a member typed these cells (names, addresses) and the audit module shows other
 * modules only its service.
 */
function spreadsheetSafe(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

const CSV_COLUMNS = [
  'number',
  'created_at',
  'status',
  'member_email',
  'items',
  'subtotal_minor',
  'discount_minor',
  'delivery_fee_minor',
  'total_minor',
  'currency',
  'payment_method',
  'coins_spent',
  'shipping_option',
  'ship_to',
  'updated_at',
];

function csvRow(o: AdminOrder): string[] {
  const a = o.shippingAddress;
  const shipTo = a
    ? [
        [a.firstName, a.lastName].filter(Boolean).join(' '),
        [a.address, a.apartmentSuite].filter(Boolean).join(', '),
        [a.postcode, a.city, a.state].filter(Boolean).join(' '),
        a.country,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  return [
    o.number,
    o.createdAt,
    o.status,
    o.memberEmail ?? '',
    o.lines.map((l) => `${l.quantity} x ${l.name}${l.variant ? ` (${l.variant})` : ''}`).join('; '),
    String(o.subtotalMinor),
    String(o.discountMinor),
    String(o.deliveryFeeMinor),
    String(o.totalMinor),
    o.currency,
    o.paymentMethod,
    String(o.coinsSpent),
    o.shippingOption ?? '',
    shipTo,
    o.updatedAt ?? '',
  ].map(spreadsheetSafe);
}

const ID = /^\d{1,10}$/;

export class OrderAdminService {
  constructor(
    private readonly db: Db,
    private readonly orders: Pick<OrderService, 'setStatus'>,
  ) {}

  /** The brand's orders desk: its currency (what a new order is priced in); null for an unknown brand. */
  async brand(brandId: string): Promise<BrandOrders | null> {
    const row = await findBrandById(this.db, brandId);
    if (!row) return null;
    const brand = toBrand(row, []);
    return {
      brandId: brand.id,
      currency: brand.billing.currency ?? 'USD',
      symbol: brand.billing.symbol ?? '$',
    };
  }

  /** A page of the brand's orders, newest first; `after` is the cursor a previous page answered. */
  async list(
    brandId: string,
    filter: { status: string | null; after: string | null; first: number },
  ): Promise<{ orders: AdminOrder[]; nextCursor: string | null }> {
    const limit = Math.min(Math.max(1, Math.trunc(filter.first)), ORDER_PAGE_MAX);
    const beforeId = filter.after && ID.test(filter.after) ? Number(filter.after) : null;
    const rows = await listBrandOrders(this.db, brandId, {
      status: filter.status,
      beforeId,
      limit: limit + 1,
    });
    const orders = rows.slice(0, limit).map(adminOrderView);
    const last = orders.at(-1);
    return { orders, nextCursor: rows.length > limit && last ? String(last.id) : null };
  }

  /** One order of the brand; null for an unknown id or another brand's order. */
  async get(brandId: string, idText: string): Promise<AdminOrder | null> {
    if (!ID.test(idText)) return null;
    const row = await findBrandOrder(this.db, brandId, Number(idText));
    return row ? adminOrderView(row) : null;
  }

  /** The order's status history, oldest first (the caller read the order through its brand). */
  async events(orderId: number): Promise<AdminOrderEvent[]> {
    return (await listOrderEvents(this.db, orderId)).map((e) => ({
      status: e.status,
      note: e.note,
      at: e.created_at,
    }));
  }

  /** What to pick for the brand's paid orders (the queue to ship), the longest waiting first. */
  async pickList(brandId: string): Promise<PickList> {
    const rows = await listBrandOrders(this.db, brandId, {
      status: 'paid',
      beforeId: null,
      limit: PICK_LIST_MAX_ORDERS + 1,
      oldestFirst: true,
    });
    const orders = rows.slice(0, PICK_LIST_MAX_ORDERS).map(adminOrderView);
    return { orders: orders.length, lines: pickLines(orders), partial: rows.length > PICK_LIST_MAX_ORDERS };
  }

  /** The brand's orders (one status, or all) as CSV, newest first, at most ORDER_CSV_MAX_ROWS. */
  async csv(brandId: string, status: string | null): Promise<string> {
    const parts = [stringify([CSV_COLUMNS])];
    let beforeId: number | null = null;
    for (let written = 0; written < ORDER_CSV_MAX_ROWS;) {
      const rows = await listBrandOrders(this.db, brandId, { status, beforeId, limit: CSV_BATCH });
      if (rows.length === 0) break;
      parts.push(stringify(rows.map((r) => csvRow(adminOrderView(r)))));
      written += rows.length;
      beforeId = rows.at(-1)?.id ?? null;
      if (rows.length < CSV_BATCH) break;
    }
    return parts.join('');
  }

  /**
   * Ships, delivers or cancels one of the brand's orders through OrderService.setStatus (the
   * `order-status` command's path): an order of another brand is not found.
   */
  async move(
    actor: OrderActor,
    brandId: string,
    idText: string,
    status: ConsoleOrderMove,
    note: string | null,
  ): Promise<OrderMoveResult> {
    if (!ID.test(idText)) return { ok: false, reason: 'not_found' };
    const r = await this.orders.setStatus({ orderId: Number(idText), status, note, brandId }, actor);
    if (!r.ok) return { ok: false, reason: r.reason };
    const row = await findBrandOrder(this.db, brandId, Number(idText));
    if (!row) return { ok: false, reason: 'not_found' };
    return { ok: true, order: adminOrderView(row), refund: r.refund };
  }
}
