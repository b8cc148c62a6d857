/**
 * How long a job still needs, from the rate it has kept so far (the console's progress bar and the
 * import command's progress lines). The rate is the whole attempt's average, not the last few
 * items: a scan's files differ in size, and an average over the attempt moves less than a recent
 * window would. Null when nothing is known yet (nothing done, no total, no time passed).
 */
export interface EtaInput {
  done: number;
  total: number;
  /** When the current attempt started: the rate counts from here. */
  startedAt: Date;
  now: Date;
}

export function etaSeconds({ done, total, startedAt, now }: EtaInput): number | null {
  if (!(total > 0) || !(done >= 0)) return null;
  if (done >= total) return 0;
  const elapsedMs = now.getTime() - startedAt.getTime();
  if (done === 0 || !(elapsedMs > 0)) return null;
  const msPerItem = elapsedMs / done;
  // Whole seconds, rounded up: "0 s left" while work remains would be a lie.
  return Math.ceil(((total - done) * msPerItem) / 1000);
}
