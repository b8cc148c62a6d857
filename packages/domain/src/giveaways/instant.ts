/**
 * Instants as the giveaway rules take them: a Date, epoch milliseconds, or an ISO string as the
 * server stores and the API answers them. Rules compare milliseconds, never strings, because ISO
 * strings with different offsets ('…Z' and '…-04:00') do not sort by time.
 */
export type Instant = Date | string | number;

/** Epoch milliseconds of an instant (NaN for an unparsable string). */
export function instantMs(instant: Instant): number {
  if (instant instanceof Date) return instant.getTime();
  if (typeof instant === 'number') return instant;
  return Date.parse(instant);
}
