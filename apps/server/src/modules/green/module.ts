import { defineModule } from '../contract';
import { greenResolvers } from './resolvers';
import { GreenService } from './service';

/** Green points for time streamed. */
export const greenModule = defineModule({
  name: 'green',
  sdl: ['green.graphql'],
  resolvers: [greenResolvers],
  needs: ['db', 'clock'],
  services: ({ db, clock }) => ({ green: new GreenService(db, clock) }),
});
