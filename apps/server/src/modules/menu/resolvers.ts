import { forbidden } from '../../graphql/errors';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { gatedMenuItems } from '@member-area/domain';
import { menuGatesOf } from './gates';
import { listMenuItems } from './repo';

export const menuResolvers: Resolvers = {
  ContentQuery: {
    menuItems: async (_p, { brandId }, ctx) => {
      // A brand's menu is read on its own host only.
      if (brandId != null && brandId !== ctx.brand.id) throw forbidden();
      // A section that is off for this viewer is not offered (issue 29: a blocked country's Giveaways).
      const [items, gates] = await Promise.all([listMenuItems(ctx.db, ctx.brand.id), menuGatesOf(ctx)]);
      return gatedMenuItems(items, gates);
    },
  },
};
