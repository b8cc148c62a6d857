import { describe, expect, it } from 'vitest';
import { canSendReport, reportErrorSource } from './report-rules';

describe('reportErrorSource', () => {
  const keys = new Set(['feedback.errors.text_too_long', 'feedback.errors.failed', 'errors.rate_limited']);
  const hasKey = (key: string) => keys.has(key);

  it.each([
    ['text_too_long', null, { key: 'feedback.errors.text_too_long', withMax: true }],
    ['invalid_issue', 'Ce problème n’existe pas', { text: 'Ce problème n’existe pas' }],
    ['rate_limited', null, { key: 'errors.rate_limited' }],
    ['unknown', null, { key: 'feedback.errors.failed' }],
  ])('%s (server said %j) is told by %j', (code, serverMessage, expected) => {
    expect(reportErrorSource(code, serverMessage, hasKey)).toEqual(expected);
  });
});

describe('canSendReport', () => {
  it.each([
    [{ issueType: 1, issueId: 3, tooLong: false, pending: false }, true],
    [{ issueType: 1, issueId: null, tooLong: false, pending: false }, false],
    [{ issueType: null, issueId: null, tooLong: false, pending: false }, false],
    [{ issueType: 1, issueId: 3, tooLong: true, pending: false }, false],
    [{ issueType: 1, issueId: 3, tooLong: false, pending: true }, false],
  ])('%j can be sent: %s', (report, expected) => {
    expect(canSendReport(report)).toBe(expected);
  });
});
