import { describe, expect, it } from 'vitest';
import { feedbackStatusProblem, isFeedbackStatus, type FeedbackStatus } from './report-status';

describe('feedbackStatusProblem', () => {
  it.each<[FeedbackStatus, string, ReturnType<typeof feedbackStatusProblem>]>([
    ['new', 'seen', null],
    ['new', 'resolved', null],
    ['seen', 'resolved', null],
    ['seen', 'new', null],
    ['resolved', 'new', null],
    ['resolved', 'seen', null],
    ['new', 'new', 'status_unchanged'],
    ['resolved', 'resolved', 'status_unchanged'],
    ['new', 'closed', 'invalid_status'],
    ['seen', '', 'invalid_status'],
    ['seen', 'SEEN', 'invalid_status'],
  ])('%s → %s: %s', (from, to, problem) => {
    expect(feedbackStatusProblem(from, to)).toBe(problem);
  });

  it('knows the three statuses only', () => {
    expect(['new', 'seen', 'resolved', 'open'].map(isFeedbackStatus)).toEqual([true, true, true, false]);
  });
});
