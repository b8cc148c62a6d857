/**
 * Idempotency keys of giveaway entry ledger rows (SPEC.md 6 "1 free entry per month"; DESIGN.md 6
 * "claim first, then charge"). The ledger's unique key makes a second job instance, or a replayed
 * payment return, a no-op.
 */

/** The free monthly entry of a member into a monthly exclusive giveaway, once per period ('YYYY-MM'). */
export function monthlyEntryKey(sweepId: string, memberId: string | number, period: string): string {
  return `monthly:${sweepId}:${String(memberId)}:${period}`;
}

/** The entries a verified payment bought (the payment reference the hosted page returned). */
export function paidEntryKey(paymentRef: string): string {
  return `pay:${paymentRef}`;
}
