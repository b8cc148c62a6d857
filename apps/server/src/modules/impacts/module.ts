import { defineModule } from '../contract';
import { impactCommands } from './commands';
import { impactConsoleResolvers } from './console-resolvers';
import { ImpactAdminService } from './item-admin-service';
import { impactsResolvers } from './resolvers';
import { ImpactService } from './service';

/** Impacts: the causes a brand funds and the member's share. */
export const impactsModule = defineModule({
  name: 'impacts',
  sdl: ['impacts.graphql'],
  resolvers: [impactsResolvers],
  needs: ['db', 'clock', 'audit'],
  services: ({ db, clock, audit }) => ({
    impacts: new ImpactService(db, clock),
    impactAdmin: new ImpactAdminService(db, audit),
  }),
  console: {
    sdl: ['impacts.console.graphql'],
    resolvers: [impactConsoleResolvers],
  },
  commands: impactCommands,
});
