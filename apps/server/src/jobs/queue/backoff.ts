/**
 * Seconds before retry n (1 = the first retry): retryDelaySeconds × 2^(n−1) with back-off, else
 * retryDelaySeconds each time. Capped at a day, so a large retryLimit cannot park a job for years.
 */
export function retryDelaySeconds(
  o: { retryDelaySeconds: number; retryBackoff: boolean },
  retry: number,
): number {
  const seconds = o.retryBackoff ? o.retryDelaySeconds * 2 ** Math.max(0, retry - 1) : o.retryDelaySeconds;
  return Math.min(seconds, MAX_RETRY_DELAY_SECONDS);
}

export const MAX_RETRY_DELAY_SECONDS = 24 * 60 * 60;
