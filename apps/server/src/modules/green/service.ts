/** The member's green progress: their history read in one snapshot, the rules of packages/domain. */
import { greenProgress, membershipPeriod, type GreenProgress } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import { streamedSecondsByMonth, subscriptionSpans } from './repo';

export async function memberGreenProgress(db: DbOrTrx, memberId: number, now: Date): Promise<GreenProgress> {
  const [spans, streamed] = await Promise.all([
    subscriptionSpans(db, memberId),
    streamedSecondsByMonth(db, memberId),
  ]);
  return greenProgress({ periods: spans.map(membershipPeriod), streamed, now });
}
