/**
 * Where a clickplay member earns credits (SPEC.md 5: "Credits are added only on the clickplay
 * layout and only when the current balance is above 0"; docs/ARCHITECTURE.md "Credits on
 * clickplay"): a game session in the game player earns GAME_SESSION_CREDITS once it has been
 * played for GAME_SESSION_MIN_SECONDS (visible play, the player's own clock), once per session,
 * through member.addCredits with the session's requestId. The server bounds every call and day.
 */
import {
  ADD_CREDITS_MAX_PER_CALL,
  ADD_CREDITS_REQUEST_ID_MAX,
  creditsAllowed,
  type Layout,
} from '@member-area/domain';

/** Seconds of play after which a session has earned its credits. */
export const GAME_SESSION_MIN_SECONDS = 60;
/** Credits a session earns (within the server's per-call bound). */
export const GAME_SESSION_CREDITS = Math.min(5, ADD_CREDITS_MAX_PER_CALL);

export type GameSessionCredit =
  /** Off clickplay, or nothing held yet: the player says nothing about credits. */
  | { kind: 'none' }
  /** Playing towards the reward: `secondsLeft` until it is earned. */
  | { kind: 'playing'; secondsLeft: number }
  /** The session has played long enough: the credits are to be added now. */
  | { kind: 'due' };

export function gameSessionCredit({
  layout,
  balance,
  sessionSeconds,
}: {
  layout: Layout;
  /** The balance when the session's state is read (null while unknown). */
  balance: number | null;
  /** Seconds played in this session (not earlier sessions of the same game). */
  sessionSeconds: number;
}): GameSessionCredit {
  if (balance === null || !creditsAllowed(layout, balance)) return { kind: 'none' };
  const secondsLeft = GAME_SESSION_MIN_SECONDS - Math.max(0, Math.floor(sessionSeconds));
  return secondsLeft > 0 ? { kind: 'playing', secondsLeft } : { kind: 'due' };
}

/**
 * The idempotency key of a session's credits (the server's `credit:{memberId}:{requestId}`): a
 * retried call in the same session credits once. Only the characters the server accepts.
 */
export function gameSessionRequestId(gameId: string, sessionId: string): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9_.-]/g, '');
  return `game:${safe(gameId)}:${safe(sessionId)}`.slice(0, ADD_CREDITS_REQUEST_ID_MAX);
}
