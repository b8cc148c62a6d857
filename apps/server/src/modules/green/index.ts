import { defineModule } from '../contract';
import { greenResolvers } from './resolvers';

/** Green points for time streamed. */
export const greenModule = defineModule({
  name: 'green',
  sdl: ['green.graphql'],
  resolvers: [greenResolvers],
});
