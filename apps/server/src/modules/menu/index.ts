import { defineModule } from '../contract';
import { menuResolvers } from './resolvers';

/** The side menu, gated by brand features and member tags. */
export const menuModule = defineModule({ name: 'menu', sdl: ['menu.graphql'], resolvers: [menuResolvers] });
