/**
 * The order mails, in the member's language (texts: i18n/locales/<code>/order-mail.json; the look:
 * mail/layout.ts): the confirmation once an order is placed and paid (SPEC.md 3 'Order': products,
 * shipping info, delivery fee, total), and the notices of an operator's shipped and cancelled
 * (with what was refunded). Each returns the mail; services send it after their commit.
 */
import { orderNumber, SHIPPING_RATES, type ShippingOptionId } from '@member-area/domain';
import { translator, type Translate } from '../../i18n';
import { formatDate, formatMoney } from '../../i18n/format';
import {
  layoutMail,
  mailVars,
  type MailBlock,
  type MailBrand,
  type MailMember,
  type RenderedMail,
} from '../mail';
import type { OrderRow } from './repo';
import { storedLines, storedShippingAddress } from './views';

/** "Order ORD-000123" in a language: the hosted page's summary, receipts, the coin history line. */
export function orderDescription(lang: string, orderId: number): string {
  return translator(lang)('order-mail.item', { number: orderNumber(orderId) });
}

/** Where a member follows their orders. */
export function ordersLink(baseUrl: string): string {
  return `${baseUrl}/account/orders`;
}

function varsOf(member: MailMember, brand: MailBrand, order: OrderRow) {
  return { ...mailVars(member, brand), number: orderNumber(order.id) };
}

function addressLines(order: OrderRow): string[] {
  const a = storedShippingAddress(order);
  if (!a) return [];
  return [
    `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim(),
    [a.address, a.apartmentSuite].filter(Boolean).join(', '),
    [a.postcode, a.city, a.state].filter(Boolean).join(' '),
    a.country ?? '',
  ].filter((l) => l !== '');
}

function paidWith(t: Translate, order: OrderRow): string {
  switch (order.payment_method) {
    case 'coins':
      return t('order-mail.payment.coins', { coins: String(order.coins_spent) });
    case 'free':
      return t('order-mail.payment.free');
    default:
      return t('order-mail.payment.card');
  }
}

function shippingText(t: Translate, order: OrderRow): string {
  const option = (order.shipping_option ?? 'standard') as ShippingOptionId;
  const rate = SHIPPING_RATES[order.currency.toUpperCase()]?.[option];
  const key = option === 'express' ? 'order-mail.shipping.express' : 'order-mail.shipping.standard';
  return t(key, { min: String(rate?.minDays ?? ''), max: String(rate?.maxDays ?? '') });
}

export function orderConfirmationMail(
  member: MailMember,
  brand: MailBrand,
  order: OrderRow,
  baseUrl: string,
): RenderedMail {
  const t = translator(member.lang);
  const vars = varsOf(member, brand, order);
  const money = (minor: number) => formatMoney(minor, order.currency, member.lang, order.symbol);
  const rows: [string, string][] = [
    [t('order-mail.confirmation.number'), vars.number],
    [t('order-mail.confirmation.date'), formatDate(order.created_at, member.lang, member.timezone)],
    ...storedLines(order).map((l): [string, string] => [
      `${l.quantity} × ${l.name}${l.variant ? ` (${l.variant})` : ''}`,
      money(l.price * l.quantity),
    ]),
    [t('order-mail.confirmation.subtotal'), money(Number(order.subtotal))],
  ];
  if (Number(order.discount) > 0)
    rows.push([t('order-mail.confirmation.discount'), `−${money(Number(order.discount))}`]);
  rows.push(
    [`${t('order-mail.confirmation.delivery')} (${shippingText(t, order)})`, money(order.delivery_fee)],
    [t('order-mail.confirmation.total'), money(order.total)],
    [t('order-mail.confirmation.paidWith'), paidWith(t, order)],
    [t('order-mail.confirmation.shipTo'), addressLines(order).join(', ')],
  );
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t('order-mail.confirmation.greeting', vars) },
    { kind: 'paragraph', text: t('order-mail.confirmation.body', vars) },
  ];
  if (Number(order.free_gift) === 1)
    blocks.push({ kind: 'paragraph', text: t('order-mail.confirmation.gift', vars) });
  blocks.push(
    { kind: 'rows', rows },
    { kind: 'paragraph', text: t('order-mail.confirmation.link', vars) },
    { kind: 'link', url: ordersLink(baseUrl) },
    { kind: 'note', text: t('order-mail.confirmation.footer', vars) },
  );
  return layoutMail(member.lang, t('order-mail.confirmation.subject', vars), blocks);
}

export function orderShippedMail(
  member: MailMember,
  brand: MailBrand,
  order: OrderRow,
  baseUrl: string,
  note: string | null,
): RenderedMail {
  const t = translator(member.lang);
  const vars = varsOf(member, brand, order);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t('order-mail.shipped.greeting', vars) },
    { kind: 'paragraph', text: t('order-mail.shipped.body', vars) },
    { kind: 'highlight', text: addressLines(order).join(', ') },
  ];
  if (note) blocks.push({ kind: 'paragraph', text: t('order-mail.note', { note }) });
  blocks.push(
    { kind: 'paragraph', text: t('order-mail.shipped.link', vars) },
    { kind: 'link', url: ordersLink(baseUrl) },
    { kind: 'note', text: t('order-mail.shipped.footer', vars) },
  );
  return layoutMail(member.lang, t('order-mail.shipped.subject', vars), blocks);
}

/** What a cancellation gave back: the card's money, coins, or nothing (nothing had been paid). */
export type CancellationRefund =
  { kind: 'card'; amountMinor: number } | { kind: 'coins'; coins: number } | { kind: 'none' };

export function orderCancelledMail(
  member: MailMember,
  brand: MailBrand,
  order: OrderRow,
  refund: CancellationRefund,
  note: string | null,
): RenderedMail {
  const t = translator(member.lang);
  const vars = varsOf(member, brand, order);
  const refundText =
    refund.kind === 'card'
      ? t('order-mail.cancelled.refundCard', {
          amount: formatMoney(refund.amountMinor, order.currency, member.lang, order.symbol),
        })
      : refund.kind === 'coins'
        ? t('order-mail.cancelled.refundCoins', { coins: String(refund.coins) })
        : t('order-mail.cancelled.noRefund');
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t('order-mail.cancelled.greeting', vars) },
    { kind: 'paragraph', text: t('order-mail.cancelled.body', vars) },
    { kind: 'paragraph', text: refundText },
  ];
  if (note) blocks.push({ kind: 'paragraph', text: t('order-mail.note', { note }) });
  blocks.push({ kind: 'note', text: t('order-mail.cancelled.footer', vars) });
  return layoutMail(member.lang, t('order-mail.cancelled.subject', vars), blocks);
}
