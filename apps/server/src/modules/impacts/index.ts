import { defineModule } from '../contract';
import { impactsResolvers } from './resolvers';

/** Impacts: the causes a brand funds and the member's share. */
export const impactsModule = defineModule({
  name: 'impacts',
  sdl: ['impacts.graphql'],
  resolvers: [impactsResolvers],
});
