import { describe, expect, it } from 'vitest';
import { filterFromParams, issueLabelKey, paramsOfFilter, ISSUE_CHOICES } from './feedback-filter';

describe('filterFromParams', () => {
  it.each([
    ['', { status: null, mediaType: null, issueId: null }],
    ['status=seen&type=movie&issue=1', { status: 'seen', mediaType: 'movie', issueId: 1 }],
    ['status=closed', { status: null, mediaType: null, issueId: null }],
    ['type=software', { status: null, mediaType: 'software', issueId: null }],
    ['type=podcast', { status: null, mediaType: null, issueId: null }],
    ['issue=46', { status: null, mediaType: null, issueId: null }],
    ['issue=0', { status: null, mediaType: null, issueId: null }],
    ['issue=1e1', { status: null, mediaType: null, issueId: null }],
    ['issue=45', { status: null, mediaType: null, issueId: 45 }],
  ])('?%s', (query, filter) => {
    expect(filterFromParams(new URLSearchParams(query))).toEqual(filter);
  });

  it('round-trips through the address', () => {
    const filter = { status: 'resolved', mediaType: 'music', issueId: 7 } as const;
    expect(paramsOfFilter(filter).toString()).toBe('status=resolved&type=music&issue=7');
    expect(filterFromParams(paramsOfFilter(filter))).toEqual(filter);
    expect(paramsOfFilter({ status: null, mediaType: null, issueId: null }).toString()).toBe('');
  });
});

describe('issueLabelKey', () => {
  it('names the member area’s label of a known issue only', () => {
    expect(issueLabelKey(1)).toMatch(/^feedback\.issues\.[a-z_]+$/);
    expect(issueLabelKey(99)).toBeNull();
  });

  it('offers every issue with media types as a choice', () => {
    expect(ISSUE_CHOICES.length).toBeGreaterThan(0);
    expect(new Set(ISSUE_CHOICES.map((c) => c.id)).size).toBe(ISSUE_CHOICES.length);
  });
});
