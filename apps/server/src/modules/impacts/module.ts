import { defineModule } from '../contract';
import { impactsResolvers } from './resolvers';
import { ImpactService } from './service';

/** Impacts: the causes a brand funds and the member's share. */
export const impactsModule = defineModule({
  name: 'impacts',
  sdl: ['impacts.graphql'],
  resolvers: [impactsResolvers],
  needs: ['db', 'clock'],
  services: ({ db, clock }) => ({ impacts: new ImpactService(db, clock) }),
});
