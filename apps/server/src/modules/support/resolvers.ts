import { supportedLanguage } from '../../i18n';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { listFaq } from './repo';

export const supportResolvers: Resolvers = {
  ContentQuery: {
    faq: (_p, _a, ctx) => listFaq(ctx.db, ctx.brand.id, supportedLanguage(ctx.lang)),
  },
};
