/** Thin resolvers of search.graphql: arguments in, the search service out. */
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { mediaPageView } from '../catalogue';

export const searchResolvers: Resolvers = {
  ContentQuery: {
    search: async (_p, args, ctx) =>
      mediaPageView(
        ctx.loaders.catalogue,
        ctx.lang,
        await ctx.services.search.searchPage({ ...args, brandId: ctx.brand.id }),
      ),
  },
};
