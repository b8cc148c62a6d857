import { defineModule } from '../contract';
import { supportResolvers } from './resolvers';

/** Support: the brand's help texts and contact. */
export const supportModule = defineModule({
  name: 'support',
  sdl: ['support.graphql'],
  resolvers: [supportResolvers],
});
