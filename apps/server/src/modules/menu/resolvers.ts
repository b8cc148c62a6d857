import { forbidden } from '../../graphql/errors';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { listMenuItems } from './repo';

export const menuResolvers: Resolvers = {
  ContentQuery: {
    menuItems: async (_p, { brandId }, ctx) => {
      // A brand's menu is read on its own host only.
      if (brandId != null && brandId !== ctx.brand.id) throw forbidden();
      return listMenuItems(ctx.db, ctx.brand.id);
    },
  },
};
