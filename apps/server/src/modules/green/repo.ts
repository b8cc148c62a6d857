/** What the green page reads: the member's subscriptions and streamed seconds. Kysely only. */
import { sql } from 'kysely';
import { STREAMED_MEDIA_TYPES, type StreamedMonth, type SubscriptionSpan } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';

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

const month = sql<string>`substr(p.updated_at, 1, 7)`;

/**
 * Seconds of audio and video streamed, by the UTC month of each title's last play: the furthest
 * stored position of each title, never more than the title's length.
 */
export async function streamedSecondsByMonth(db: DbOrTrx, memberId: number): Promise<StreamedMonth[]> {
  const rows = await db
    .selectFrom('media_progress as p')
    .innerJoin('media_items as m', 'm.id', 'p.media_id')
    .select([
      month.as('month'),
      sql<
        number | string
      >`sum(case when m.duration is not null and p.progress > m.duration then m.duration else p.progress end)`.as(
        'seconds',
      ),
    ])
    .where('p.member_id', '=', memberId)
    .where('p.media_type', 'in', STREAMED_MEDIA_TYPES)
    .groupBy(month)
    .orderBy(month)
    .execute();
  return rows.map((r) => ({ month: r.month, seconds: Number(r.seconds) }));
}
