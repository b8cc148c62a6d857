import { defineModule } from '../contract';
import { auditConsoleResolvers } from './console-resolvers';
import { registerAuditRoutes } from './routes';
import { AuditService } from './service';

/** The audit log of every staff write, recorded in the write's own transaction (docs/console.md). */
export const auditModule = defineModule({
  name: 'audit',
  needs: ['db', 'clock'],
  services: ({ db, clock }) => ({ audit: new AuditService(db, clock) }),
  console: {
    sdl: ['audit.console.graphql'],
    resolvers: [auditConsoleResolvers],
    routes: registerAuditRoutes,
  },
});
