import {
  addMonths,
  DATA_RETENTION_MONTHS,
  membershipStatus,
  pricePerMonthMinor,
  toMajorUnits,
} from '@member-area/domain';
import type { InvoiceRow, TransactionRow } from '../billing';
import type { SubscriptionModel } from '../subscription';
import type { AddressRow } from './repo';

export interface MembershipView {
  subscriptionId: string;
  planId: string;
  planName: string;
  status: string;
  pricePerMonth: number;
  priceRecurring: number;
  currency: string;
  symbol: string;
  billingPeriodDays: number;
  nextBillingDate: string | null;
  cancelRefId: string | null;
  cancelDate: string | null;
  accessUntil: string | null;
  canRestart: boolean;
  purgeDate: string | null;
  paymentFailed: boolean;
}

/**
 * The membership the billing screen shows: the active one, else the most recent. From the member's
 * subscriptions as the request's loader holds them (ascending ids), so home's one request, which
 * reads them for the subscription summary and the cross-sell too, reads them once.
 */
export function membershipOf(subs: readonly SubscriptionModel[], nowIso: string): MembershipView | null {
  const newestFirst = [...subs].reverse();
  const sub =
    newestFirst.find((s) => s.isActive && s.cancelRefId === null) ??
    newestFirst.find((s) => s.isActive) ??
    newestFirst[0];
  if (!sub) return null;
  const recurring = sub.priceRecurringMinor ?? sub.plan.priceRecurringMinor;
  const period = sub.billingPeriodDays;
  const status = membershipStatus(
    { isActive: sub.isActive, isTrial: sub.isTrial, cancelRefId: sub.cancelRefId, endDate: sub.endDate },
    nowIso,
  );
  const purgeDate = sub.cancelDate ? addMonths(sub.cancelDate, DATA_RETENTION_MONTHS) : null;
  return {
    subscriptionId: String(sub.id),
    planId: String(sub.planId),
    planName: sub.planName,
    status,
    pricePerMonth: toMajorUnits(pricePerMonthMinor(recurring, period), sub.plan.currency),
    priceRecurring: toMajorUnits(recurring, sub.plan.currency),
    currency: sub.plan.currency,
    symbol: sub.plan.symbol,
    billingPeriodDays: period,
    nextBillingDate: sub.cancelRefId ? null : sub.nextBillingDate,
    cancelRefId: sub.cancelRefId,
    cancelDate: sub.cancelDate,
    accessUntil: sub.cancelRefId ? sub.endDate : null,
    canRestart: sub.cancelRefId !== null && (purgeDate === null || purgeDate > nowIso),
    purgeDate,
    paymentFailed: sub.paymentFailedAt !== null,
  };
}

export function transactionView(t: TransactionRow) {
  return {
    id: String(t.id),
    date: t.created_at,
    kind: t.kind,
    description: t.description,
    amount: toMajorUnits(t.amount, t.currency),
    currency: t.currency,
    symbol: t.symbol,
    status: t.status,
    reference: t.reference,
    failureCode: t.failure_code,
  };
}

export function invoiceView(i: InvoiceRow) {
  return {
    id: String(i.id),
    number: i.number,
    date: i.created_at,
    description: i.description,
    amount: toMajorUnits(i.amount, i.currency),
    currency: i.currency,
    symbol: i.symbol,
    status: i.status,
    pdfUrl: `/api/account/invoices/${i.id}.pdf`,
  };
}

export function addressView(a: AddressRow) {
  return {
    id: String(a.id),
    firstName: a.first_name,
    lastName: a.last_name,
    address: a.address,
    apartmentSuite: a.apartment_suite,
    city: a.city,
    state: a.state,
    postcode: a.postcode,
    country: a.country,
    phone: a.phone,
    isDefault: Number(a.is_default) === 1,
  };
}
