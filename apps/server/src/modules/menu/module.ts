import { defineModule } from '../contract';
import { menuResolvers } from './resolvers';
import { MenuService } from './service';

/** The side menu, gated by brand features and member tags. */
export const menuModule = defineModule({
  name: 'menu',
  sdl: ['menu.graphql'],
  resolvers: [menuResolvers],
  needs: ['db'],
  services: ({ db }) => ({ menu: new MenuService(db) }),
});
