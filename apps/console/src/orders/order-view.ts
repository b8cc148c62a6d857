/**
 * What the orders screens show of an order, apart from React: the status filters (the paid queue
 * first), money as the order stored it, the address as lines, the CSV link, and the sentence a move
 * answered.
 */
import { formatMoney, intlLocale, money } from '@member-area/domain';

/** The list's filters, in the order of the tabs: the queue to ship first, everything last. */
export const ORDER_FILTERS = ['paid', 'pending_payment', 'shipped', 'delivered', 'cancelled', 'all'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export function isOrderFilter(value: string | null | undefined): value is OrderFilter {
  return (ORDER_FILTERS as readonly string[]).includes(value ?? '');
}

/** The moves an operator makes, in the order of the buttons. */
export const ORDER_MOVES = ['shipped', 'delivered', 'cancelled'] as const;
export type OrderMove = (typeof ORDER_MOVES)[number];

/** A note is at most this long (the server's `order-status` rule). */
export const NOTE_MAX = 500;

/** An amount in minor units in the staff member's language, in the order's own currency. */
export function formatOrderMoney(minor: number, currency: string, lang: string, symbol = ''): string {
  return formatMoney(money(minor, currency), lang, symbol);
}

/** A stored time in the staff member's language, UTC (what the audit log shows too). */
export function formatOrderTime(iso: string, lang: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
}

export interface AddressParts {
  firstName?: string | null;
  lastName?: string | null;
  address?: string | null;
  apartmentSuite?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  country?: string | null;
}

/** The address as a label reads it: name, street, town, country; empty parts left out. */
export function addressLines(a: AddressParts | null | undefined): string[] {
  if (!a) return [];
  return [
    [a.firstName, a.lastName].filter(Boolean).join(' '),
    [a.address, a.apartmentSuite].filter(Boolean).join(', '),
    [a.postcode, a.city, a.state].filter(Boolean).join(' '),
    a.country ?? '',
  ].filter((line) => line !== '');
}

/** The CSV export of the brand's orders under this filter (the console's REST route, same cookie). */
export function orderCsvHref(brandId: string, filter: OrderFilter): string {
  const base = `/adminapi/brands/${encodeURIComponent(brandId)}/orders.csv`;
  return filter === 'all' ? base : `${base}?${new URLSearchParams({ status: filter }).toString()}`;
}

export interface MoveAnswer {
  responseResult: { succeeded: boolean; errorCode?: string | null; extra?: unknown };
  refund?: { kind: string; amountMinor?: number | null; coins?: number | null } | null;
}

/** The translation key (under `orders.`) and values of what a move answered. */
export function moveOutcome(
  move: OrderMove,
  answer: MoveAnswer,
  money: (minor: number) => string,
): { tone: 'success' | 'danger'; key: string; values: Record<string, string> } {
  const result = answer.responseResult;
  if (!result.succeeded) {
    const reason = (result.extra as { reason?: unknown } | null | undefined)?.reason;
    const known = ['transition', 'changed', 'paid_meanwhile', 'refund_failed', 'member_gone', 'no_payment'];
    if (typeof reason === 'string' && known.includes(reason))
      return { tone: 'danger', key: `refused.${reason}`, values: {} };
    const field = (result.extra as { field?: unknown } | null | undefined)?.field;
    if (field === 'note') return { tone: 'danger', key: 'refused.note', values: { max: String(NOTE_MAX) } };
    return { tone: 'danger', key: 'refused.other', values: { code: result.errorCode ?? '' } };
  }
  if (move !== 'cancelled') return { tone: 'success', key: `done.${move}`, values: {} };
  const refund = answer.refund;
  if (refund?.kind === 'card')
    return { tone: 'success', key: 'done.cancelledCard', values: { amount: money(refund.amountMinor ?? 0) } };
  if (refund?.kind === 'coins')
    return { tone: 'success', key: 'done.cancelledCoins', values: { coins: String(refund.coins ?? 0) } };
  return { tone: 'success', key: 'done.cancelled', values: {} };
}
