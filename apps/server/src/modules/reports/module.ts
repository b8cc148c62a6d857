import { defineModule } from '../contract';
import { reportConsoleResolvers } from './console-resolvers';
import { ReportService } from './service';

/** Reports: the console's dashboards, one brand's or across the brands in scope (read-only). */
export const reportsModule = defineModule({
  name: 'reports',
  needs: ['db', 'clock'],
  services: ({ db, clock }) => ({ reports: new ReportService(db, clock) }),
  console: {
    sdl: ['reports.console.graphql'],
    resolvers: [reportConsoleResolvers],
  },
});
