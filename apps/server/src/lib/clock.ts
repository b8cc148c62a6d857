/** Injected wherever "now" matters, so tests can move time (token expiry, reset links, throttling). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export function isoNow(clock: Clock): string {
  return clock().toISOString();
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
