/**
 * Problem reports: the domain's catalogue rules first, then the hourly limit, then one insert.
 * Expected refusals are errorCodes (data), never thrown.
 */
import {
  FEEDBACK_PER_HOUR_MAX,
  FEEDBACK_WINDOW_SECONDS,
  checkFeedbackText,
  feedbackCatalogueType,
  isCatalogueMediaType,
  isValidIssue,
  parseMediaId,
} from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { addSeconds, type Clock } from '../../lib/clock';
import { refuseUnsafeText, type CharacterRefusal } from '../../lib/member-text';
import { mediaByIds } from '../catalogue';
import * as repo from './repo';

export type FeedbackErrorCode =
  'invalid_media_type' | 'invalid_issue' | 'text_too_long' | 'media_not_found' | 'too_many_feedbacks';

export type FeedbackOutcome =
  | { ok: true; feedback: repo.FeedbackModel }
  | { ok: false; errorCode: FeedbackErrorCode }
  | CharacterRefusal<'text'>;

export interface FeedbackInput {
  mediaType: string;
  mediaId?: string | null;
  issueType: number;
  issueId: number;
  text?: string | null;
}

/** Member.feedbacks answers at most this many (a member can send 20 an hour, forever). */
export const FEEDBACK_LIST_MAX = 200;

export class FeedbackService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async send(member: { id: number; brandId: string }, input: FeedbackInput): Promise<FeedbackOutcome> {
    if (!isCatalogueMediaType(input.mediaType) || !feedbackCatalogueType(input.mediaType))
      return { ok: false, errorCode: 'invalid_media_type' };
    if (!isValidIssue(input.mediaType, input.issueType, input.issueId))
      return { ok: false, errorCode: 'invalid_issue' };
    // A report has several lines: tabs and line breaks are the member's layout, not a trick.
    const refused = refuseUnsafeText(input, ['text'], 'multiline');
    if (refused) return refused;
    const text = checkFeedbackText(input.text);
    if (!text.ok) return { ok: false, errorCode: text.errorCode };

    let mediaId: number | null = null;
    let mediaTitle: string | null = null;
    if (input.mediaId != null && input.mediaId !== '') {
      const id = parseMediaId(input.mediaId);
      const [media] = id == null ? [] : await mediaByIds(this.db, [id]);
      if (!media || media.mediaType !== input.mediaType) return { ok: false, errorCode: 'media_not_found' };
      mediaId = media.id;
      mediaTitle = media.title;
    }

    const now = this.clock();
    const since = addSeconds(now, -FEEDBACK_WINDOW_SECONDS).toISOString();
    if ((await repo.countSince(this.db, member.id, since)) >= FEEDBACK_PER_HOUR_MAX)
      return { ok: false, errorCode: 'too_many_feedbacks' };

    const feedback = await repo.insertFeedback(this.db, {
      brandId: member.brandId,
      memberId: member.id,
      mediaType: input.mediaType,
      mediaId,
      mediaTitle,
      issueType: input.issueType,
      issueId: input.issueId,
      text: text.text,
      createdAt: now.toISOString(),
    });
    return { ok: true, feedback };
  }

  list(memberId: number): Promise<repo.FeedbackModel[]> {
    return repo.listForMember(this.db, memberId, FEEDBACK_LIST_MAX);
  }
}
