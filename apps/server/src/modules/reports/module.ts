import { REPORT_ROLLUPS_INTERVAL_MS } from '../../jobs/intervals';
import { runReportRollupsJob } from '../../jobs/report-rollups';
import { defineModule } from '../contract';
import { reportCommands } from './commands';
import { reportConsoleResolvers } from './console-resolvers';
import { ReportService } from './service';

/** Reports: the console's dashboards, one brand's or across the brands in scope (read-only), and their daily rollups. */
export const reportsModule = defineModule({
  name: 'reports',
  needs: ['db', 'clock'],
  services: ({ db, clock }) => ({ reports: new ReportService(db, clock) }),
  console: {
    sdl: ['reports.console.graphql'],
    resolvers: [reportConsoleResolvers],
  },
  jobs: [
    {
      name: 'report-rollups',
      everyMs: REPORT_ROLLUPS_INTERVAL_MS,
      firstAfterMs: 150_000,
      run: runReportRollupsJob,
    },
  ],
  commands: reportCommands,
});
