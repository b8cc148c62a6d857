import type { ConsoleContext } from '../../console/context';
import type { HelpArticlePayload, Resolvers } from '../../console/generated/resolvers-types';
import { refuseList, refuseMutation, withStaff } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type { ArticleActor, ArticleChange } from './article-admin-service';

const actorOf = (staff: { id: number; email: string }, ctx: ConsoleContext): ArticleActor => ({
  staffId: staff.id,
  staffEmail: staff.email,
  ip: ctx.ip,
});

function payload(lang: string, change: ArticleChange): HelpArticlePayload {
  if (change.ok) return { responseResult: consoleSucceeded(), article: change.article };
  const extra = change.problems
    ? { field: change.problems[0]?.field ?? null, problems: change.problems }
    : null;
  return { responseResult: consoleFailure(lang, change.errorCode, extra), article: null };
}

/** The brand the arguments name. */
const brandOf = <T extends { brandId: string }>({ brandId }: T) => brandId;

/** A brand's help articles (brand.edit on the brand; docs/console.md "Help articles"). */
export const supportConsoleResolvers: Resolvers = {
  Query: {
    helpArticles: withStaff(
      'brand.edit',
      async (_staff, { brandId }, ctx) => ctx.services.articleAdmin.list(brandId),
      { brandOf, refused: refuseList },
    ),
  },
  Mutation: {
    createHelpArticle: withStaff(
      'brand.edit',
      async (staff, { brandId, slug, texts }, ctx) =>
        payload(
          ctx.lang,
          await ctx.services.articleAdmin.create(actorOf(staff, ctx), brandId, { slug, texts }),
        ),
      { brandOf, refused: refuseMutation({ article: null }) },
    ),
    updateHelpArticle: withStaff(
      'brand.edit',
      async (staff, { brandId, slug, texts }, ctx) =>
        payload(ctx.lang, await ctx.services.articleAdmin.update(actorOf(staff, ctx), brandId, slug, texts)),
      { brandOf, refused: refuseMutation({ article: null }) },
    ),
    setHelpArticleHidden: withStaff(
      'brand.edit',
      async (staff, { brandId, slug, hidden }, ctx) =>
        payload(
          ctx.lang,
          await ctx.services.articleAdmin.setHidden(actorOf(staff, ctx), brandId, slug, hidden),
        ),
      { brandOf, refused: refuseMutation({ article: null }) },
    ),
    orderHelpArticles: withStaff(
      'brand.edit',
      async (staff, { brandId, slugs }, ctx) => {
        const change = await ctx.services.articleAdmin.order(actorOf(staff, ctx), brandId, slugs);
        return change.ok
          ? { responseResult: consoleSucceeded(), articles: change.articles }
          : { responseResult: consoleFailure(ctx.lang, change.errorCode), articles: null };
      },
      { brandOf, refused: refuseMutation({ articles: null }) },
    ),
  },
};
