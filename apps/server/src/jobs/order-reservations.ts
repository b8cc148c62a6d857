import type { Services } from '../services';

/**
 * One pass of the marketplace's reservations: card orders still unpaid when their hold ended
 * (`reserved_until`, the payment page's life) are cancelled and their stock put back; one paid on
 * its page after all is settled as paid. Each order is claimed in SQL, so instances may overlap.
 */
export async function runOrderReservationsJob(s: Pick<Services, 'orders' | 'log'>) {
  const report = await s.orders.releaseExpired();
  if (report.released.length > 0 || report.settled.length > 0)
    s.log.info(
      { job: 'order-reservations', released: report.released, settled: report.settled },
      'order reservations job released unpaid orders',
    );
  return report;
}
