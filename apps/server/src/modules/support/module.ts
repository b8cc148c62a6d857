import { defineModule } from '../contract';
import { supportResolvers } from './resolvers';
import { SupportService } from './service';

/** Support: the brand's help texts and contact. */
export const supportModule = defineModule({
  name: 'support',
  sdl: ['support.graphql'],
  resolvers: [supportResolvers],
  needs: ['db'],
  services: ({ db }) => ({ support: new SupportService(db) }),
});
