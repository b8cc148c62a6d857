/**
 * Churn over a range: the subscriptions cancelled in the range over those active at its start.
 * Null when nobody was active at the start (no rate, rather than a division by zero).
 */
export function churnRate(cancelledInRange: number, activeAtStart: number): number | null {
  if (!Number.isFinite(cancelledInRange) || !Number.isFinite(activeAtStart)) return null;
  if (activeAtStart <= 0 || cancelledInRange < 0) return null;
  return cancelledInRange / activeAtStart;
}
