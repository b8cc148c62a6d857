/** SPEC.md 4 "Session": the member is authenticated only if the token's expiry is in the future. */

/** `expSeconds` is the JWT `exp` claim (seconds); a missing or non-finite one is never live. */
export function isTokenLive(expSeconds: number | undefined, nowMs: number): boolean {
  if (expSeconds === undefined || !Number.isFinite(expSeconds)) return false;
  return expSeconds * 1000 > nowMs;
}

/**
 * Member sessions (issue 15, ASVS 5.0 V7.3): a session ends after SESSION_IDLE_TIMEOUT_MS without a
 * request, and in any case SESSION_MAX_LIFETIME_MS after the sign-in that started it, however often
 * it is used or refreshed. docs/adr/0008-session-lifetimes.md says why these values.
 */
export const SESSION_IDLE_TIMEOUT_MS = 3 * 24 * 60 * 60_000;
export const SESSION_MAX_LIFETIME_MS = 30 * 24 * 60 * 60_000;
/**
 * A request refreshes the session's "last seen" only when it is older than this, so a member's
 * browsing costs at most one write per session every few minutes; the idle timeout is that much
 * less precise, which is nothing against three days.
 */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

export interface SessionTimes {
  /** When the sign-in happened (a refreshed session keeps the sign-in's time). */
  signedInAtMs: number;
  /** The last request that was recorded; the sign-in itself when none since. */
  lastSeenAtMs: number;
}

export type SessionState = 'live' | 'idle_timed_out' | 'lifetime_over';

/** Whether a member session may still be used at nowMs. Generic (anonymous) tokens have no idle rule. */
export function memberSessionState(times: SessionTimes, nowMs: number): SessionState {
  if (nowMs >= times.signedInAtMs + SESSION_MAX_LIFETIME_MS) return 'lifetime_over';
  if (nowMs >= times.lastSeenAtMs + SESSION_IDLE_TIMEOUT_MS) return 'idle_timed_out';
  return 'live';
}

/** Whether this request should record itself as the session's last use. */
export function shouldTouchSession(lastSeenAtMs: number, nowMs: number): boolean {
  return nowMs - lastSeenAtMs >= SESSION_TOUCH_INTERVAL_MS;
}

/**
 * Which failure counters a sign-in attempt is checked against and adds to (issue 15, weakness 2).
 * A stranger can fail as often as they like from rotating addresses and so hold the account-wide
 * counter above its threshold; a device the member signed in from before (proved by a cookie the
 * server signed for that member) is therefore judged by its own counter only, so the member still
 * gets in there. Every other attempt counts against the account and against the address.
 */
export type SignInCounter = 'account' | 'address' | 'device';

export function signInCounters(fromKnownDevice: boolean): readonly SignInCounter[] {
  return fromKnownDevice ? ['device'] : ['account', 'address'];
}

/** How long a "known device" cookie vouches for a device after its last successful sign-in. */
export const KNOWN_DEVICE_MAX_AGE_MS = 180 * 24 * 60 * 60_000;
