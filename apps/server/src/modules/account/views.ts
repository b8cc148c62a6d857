import {
  addMonths,
  DATA_RETENTION_MONTHS,
  membershipStatus,
  pricePerMonthMinor,
  type LanguageCode,
} from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import { listInvoices, listSubscriptionRows, listTransactions } from '../billing/repo';
import { toMajorUnits } from '../subscription/model';
import { findPlanRow } from '../subscription/repo';
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

/** The membership the billing screen shows: the active one, else the most recent. */
export async function membershipOf(
  db: DbOrTrx,
  memberId: number,
  nowIso: string,
): Promise<MembershipView | null> {
  const subs = await listSubscriptionRows(db, memberId);
  const sub =
    subs.find((s) => Number(s.is_active) === 1 && s.cancel_ref_id === null) ??
    subs.find((s) => Number(s.is_active) === 1) ??
    subs[0];
  if (!sub) return null;
  const plan = await findPlanRow(db, sub.plan_id);
  if (!plan) return null;
  const recurring = Number(sub.price_recurring ?? plan.price_recurring);
  const period = Number(sub.billing_period_days);
  const status = membershipStatus(
    {
      isActive: Number(sub.is_active) === 1,
      isTrial: Number(sub.is_trial) === 1,
      cancelRefId: sub.cancel_ref_id,
      endDate: sub.end_date,
    },
    nowIso,
  );
  const purgeDate = sub.cancel_date ? addMonths(sub.cancel_date, DATA_RETENTION_MONTHS) : null;
  return {
    subscriptionId: String(sub.id),
    planId: String(plan.id),
    planName: plan.name,
    status,
    pricePerMonth: toMajorUnits(pricePerMonthMinor(recurring, period)),
    priceRecurring: toMajorUnits(recurring),
    currency: plan.currency,
    symbol: plan.symbol,
    billingPeriodDays: period,
    nextBillingDate: sub.cancel_ref_id ? null : sub.next_billing_date,
    cancelRefId: sub.cancel_ref_id,
    cancelDate: sub.cancel_date,
    accessUntil: sub.cancel_ref_id ? sub.end_date : null,
    canRestart: sub.cancel_ref_id !== null && (purgeDate === null || purgeDate > nowIso),
    purgeDate,
    paymentFailed: sub.payment_failed_at !== null,
  };
}

export async function transactionsOf(db: DbOrTrx, memberId: number, lang: LanguageCode) {
  return (await listTransactions(db, memberId, lang)).map((t) => ({
    id: String(t.id),
    date: t.created_at,
    kind: t.kind,
    description: t.description,
    amount: toMajorUnits(t.amount),
    currency: t.currency,
    symbol: t.symbol,
    status: t.status,
    reference: t.reference,
    failureCode: t.failure_code,
  }));
}

export async function invoicesOf(db: DbOrTrx, memberId: number, lang: LanguageCode) {
  return (await listInvoices(db, memberId, lang)).map((i) => ({
    id: String(i.id),
    number: i.number,
    date: i.created_at,
    description: i.description,
    amount: toMajorUnits(i.amount),
    currency: i.currency,
    symbol: i.symbol,
    status: i.status,
    pdfUrl: `/api/account/invoices/${i.id}.pdf`,
  }));
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
