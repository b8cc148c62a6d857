/**
 * A feedback report's handling on the console (issue 33 scope 4): new when the member sends it, seen
 * once support has read it, resolved once the problem is fixed. Support may move a report to any
 * other status (a resolved report that comes back is new again); asking for the status it already
 * has changes nothing.
 */

export const FEEDBACK_STATUSES = ['new', 'seen', 'resolved'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export function isFeedbackStatus(value: string): value is FeedbackStatus {
  return (FEEDBACK_STATUSES as readonly string[]).includes(value);
}

export type FeedbackStatusProblem = 'invalid_status' | 'status_unchanged';

/** Why moving a report from `from` to `to` is refused, or null when it may move. */
export function feedbackStatusProblem(from: FeedbackStatus, to: string): FeedbackStatusProblem | null {
  if (!isFeedbackStatus(to)) return 'invalid_status';
  return from === to ? 'status_unchanged' : null;
}
