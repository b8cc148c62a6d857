import type { Services } from '../services';
import type { DrawJobReport } from '../modules/giveaways/draw-service';

/**
 * One pass of the draws job at the services' clock (DrawService.runScheduled): commitments for this
 * month and the next, months closed and drawn, winners announced, seeds published. Tests move the
 * clock, then call this.
 */
export async function runDrawsJob(s: Pick<Services, 'draws' | 'log'>): Promise<DrawJobReport> {
  const report = await s.draws.runScheduled();
  const changed =
    report.committed.length + report.closed.length + report.announced.length + report.published.length;
  if (changed + report.failed > 0)
    s.log.info(
      {
        job: 'draws',
        committed: report.committed.map((d) => d.drawId),
        closed: report.closed.map((r) => (r.ok ? `${r.draw.drawId}:${r.outcome}` : r.reason)),
        announced: report.announced.length,
        published: report.published.length,
        failed: report.failed,
      },
      'draws job ran',
    );
  return report;
}
