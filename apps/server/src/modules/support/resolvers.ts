import { supportedLanguage } from '../../i18n';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const supportResolvers: Resolvers = {
  ContentQuery: {
    faq: (_p, _a, ctx) => ctx.services.support.faq(ctx.brand.id, supportedLanguage(ctx.lang)),
  },
};
