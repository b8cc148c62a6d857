import { FEEDBACK_ISSUES, FEEDBACK_STATUSES, feedbackIssue, type FeedbackStatus } from '@member-area/domain';

/** The media types a report may name: the catalogue's, and software (which uses game's issues). */
export const REPORT_MEDIA_TYPES = [
  'movie',
  'ebook',
  'audiobook',
  'music',
  'game',
  'software',
  'stream',
] as const;

export interface ReportFilterState {
  status: FeedbackStatus | null;
  mediaType: string | null;
  issueId: number | null;
}

/**
 * The filter the address holds (`?status=new&type=movie&issue=12`), so a filtered list can be shared
 * and survives a reload; anything outside the catalogue is dropped rather than sent.
 */
export function filterFromParams(params: URLSearchParams): ReportFilterState {
  const status = params.get('status');
  const mediaType = params.get('type');
  const issue = params.get('issue');
  const issueId = issue !== null && /^\d{1,2}$/.test(issue) ? Number(issue) : null;
  return {
    status: (FEEDBACK_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as FeedbackStatus)
      : null,
    mediaType: (REPORT_MEDIA_TYPES as readonly string[]).includes(mediaType ?? '') ? mediaType : null,
    issueId: issueId !== null && feedbackIssue(issueId) ? issueId : null,
  };
}

/** The address of a filter: only what is set, in a fixed order. */
export function paramsOfFilter(filter: ReportFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.mediaType) params.set('type', filter.mediaType);
  if (filter.issueId !== null) params.set('issue', String(filter.issueId));
  return params;
}

/** The translation key of an issue's label (the member area's own words, `feedback.issues.<key>`). */
export function issueLabelKey(issueId: number): string | null {
  const issue = feedbackIssue(issueId);
  return issue ? `feedback.issues.${issue.key}` : null;
}

/** Every issue of the catalogue, by id: the issue filter's choices. */
export const ISSUE_CHOICES = FEEDBACK_ISSUES.filter((issue) => issue.mediaTypes.length > 0).map((issue) => ({
  id: issue.id,
  key: issue.key,
}));
