/** 0..1 of `time` in `duration`, 0 when the duration is not known yet. */
export function fractionOf(time: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(time)) return 0;
  return Math.min(1, Math.max(0, time / duration));
}
