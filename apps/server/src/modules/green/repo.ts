/** What the green page reads: the member's subscriptions and streamed seconds. Kysely only. */
import type { StreamedMonth, SubscriptionSpan } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import { playSecondsByMonth } from './play-time-repo';

/** Every subscription the member ever held, active or not. */
export async function subscriptionSpans(db: DbOrTrx, memberId: number): Promise<SubscriptionSpan[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .select(['is_active', 'start_date', 'cancel_date', 'cancelled_at', 'end_date'])
    .where('member_id', '=', memberId)
    .execute();
  return rows.map((r) => ({
    isActive: Number(r.is_active) === 1,
    startDate: r.start_date,
    cancelDate: r.cancel_date,
    cancelledAt: r.cancelled_at,
    endDate: r.end_date,
  }));
}

/** Seconds of audio and video really played, by UTC month (migration 0026; credited by each save). */
export const streamedSecondsByMonth: (db: DbOrTrx, memberId: number) => Promise<StreamedMonth[]> =
  playSecondsByMonth;
