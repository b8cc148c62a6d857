/** SPEC.md 4 "Session": the member is authenticated only if the token's expiry is in the future. */

/** `expSeconds` is the JWT `exp` claim (seconds); a missing or non-finite one is never live. */
export function isTokenLive(expSeconds: number | undefined, nowMs: number): boolean {
  if (expSeconds === undefined || !Number.isFinite(expSeconds)) return false;
  return expSeconds * 1000 > nowMs;
}
