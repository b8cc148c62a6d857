/** Thin resolvers of search.graphql: arguments in, the search service out. */
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { mediaPageView } from '../catalogue/page';

export const searchResolvers: Resolvers = {
  ContentQuery: {
    search: async (_p, args, ctx) => mediaPageView(ctx, await ctx.services.search.searchPage(args)),
  },
};
