import {
  MA_VISITED_TAG,
  isMemberSettableTag,
  isValidMemberTag,
  shouldSendFirstVisitEvent,
} from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { armAtFirstVisit } from '../crosssell';
import { insertEvent } from '../events';
import type { MemberModel } from './model';
import { insertMemberTags, listMemberTags } from './repo';

export const MAX_TAGS_PER_CALL = 50;

export type SetTagsResult =
  | { ok: true; tags: string[] }
  | { ok: false; errorCode: 'invalid_tag'; invalid: string[] }
  | { ok: false; errorCode: 'tag_not_allowed'; notAllowed: string[] };

export class MemberService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Adds tags (idempotent), all or none: malformed tags are `invalid_tag`, well-formed tags a member
   * may not set themself (entitlements, features, wins, layout: packages/domain member-tags.ts) are
   * `tag_not_allowed`. The first time ma_visited:true is added to a member who qualifies, a
   * first-visit event is recorded in the same transaction, so it exists exactly once.
   */
  async setTags(member: MemberModel, tags: readonly string[], transactionId: string): Promise<SetTagsResult> {
    const unique = [...new Set(tags)];
    const invalid = unique.filter((t) => !isValidMemberTag(t));
    if (invalid.length > 0 || unique.length > MAX_TAGS_PER_CALL) {
      return { ok: false, errorCode: 'invalid_tag', invalid: invalid.slice(0, 10) };
    }
    const notAllowed = unique.filter((t) => !isMemberSettableTag(t));
    if (notAllowed.length > 0) {
      return { ok: false, errorCode: 'tag_not_allowed', notAllowed: notAllowed.slice(0, 10) };
    }
    const nowIso = this.clock().toISOString();
    return inTransaction(this.db, async (trx) => {
      const before = await listMemberTags(trx, member.id);
      // The first visit decides the cross-industry upsell, before ma_visited:true suppresses it.
      if (unique.includes(MA_VISITED_TAG) && !before.includes(MA_VISITED_TAG))
        await armAtFirstVisit(trx, member, before, nowIso);
      const added = await insertMemberTags(trx, member.id, unique, nowIso, 'member');
      if (
        added.includes(MA_VISITED_TAG) &&
        shouldSendFirstVisitEvent({ createdAt: member.createdAt, memberTags: before })
      ) {
        await insertEvent(trx, {
          brandId: member.brandId,
          memberId: member.id,
          namespace: 'members',
          type: 'first_visit',
          payload: { namespace: 'members', type: 'first_visit', source: 'server' },
          transactionId,
          createdAt: nowIso,
        });
      }
      return { ok: true as const, tags: [...before, ...added.filter((t) => !before.includes(t))] };
    });
  }
}
