/** The member's green progress: their history read in one snapshot, the rules of packages/domain. */
import { greenProgress, membershipPeriod, type GreenProgress } from '@member-area/domain';
import type { Db } from '../../db/kysely';
import type { Clock } from '../../lib/clock';
import { streamedSecondsByMonth, subscriptionSpans } from './repo';

export class GreenService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async progress(memberId: number): Promise<GreenProgress> {
    const [spans, streamed] = await Promise.all([
      subscriptionSpans(this.db, memberId),
      streamedSecondsByMonth(this.db, memberId),
    ]);
    return greenProgress({ periods: spans.map(membershipPeriod), streamed, now: this.clock() });
  }
}
