/**
 * The console's titles desk (catalogue.edit on the brand; docs/titles.md, docs/console.md). The
 * guard checks the brand the operation names; the service then finds the title only when it is that
 * brand's own, or shared and the staff member holds every brand (owners).
 */
import { CREDIT_ROLES_BY_TYPE } from '@member-area/domain';
import type { ConsoleContext } from '../../console/context';
import type { ConsoleTitle, Resolvers, TitlePayload } from '../../console/generated/resolvers-types';
import { refuseMutation, refuseRead, withStaff, type StaffContext } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import { thumbnailOf } from '../catalogue';
import type { TitleSummary } from './model';
import type { TitleActor, TitleOutcome } from './service';

const view = (t: TitleSummary): ConsoleTitle => ({
  id: String(t.id),
  mediaType: t.mediaType,
  title: t.title,
  brandId: t.brandId,
  shared: t.brandId === null,
  hiddenReason: t.hiddenReason,
  mergedInto: t.mergedInto == null ? null : String(t.mergedInto),
  releaseDate: t.releaseDate,
  isFree: t.isFree,
  coverUrl: thumbnailOf(t).url,
});

const actorOf = (ctx: StaffContext): TitleActor => ({
  staffId: ctx.staff.id,
  staffEmail: ctx.staff.email,
  ip: ctx.ip,
  grant: ctx.staff,
});

const parseId = (id: string): number | null => (/^\d{1,10}$/.test(id) ? Number(id) : null);

function payload(ctx: ConsoleContext, outcome: TitleOutcome<{ title: TitleSummary }>): TitlePayload {
  if (!outcome.ok)
    return {
      responseResult: consoleFailure(ctx.lang, outcome.errorCode, { problems: outcome.problems ?? [] }),
      title: null,
    };
  return { responseResult: consoleSucceeded(), title: view(outcome.title) };
}

const notFound = (ctx: ConsoleContext): TitlePayload => ({
  responseResult: consoleFailure(ctx.lang, 'title_not_found', { problems: [] }),
  title: null,
});

const refused = refuseMutation<{ title: null }>({ title: null });

export const titleConsoleResolvers: Resolvers = {
  Query: {
    titles: withStaff(
      'catalogue.edit',
      async (staff, args, ctx) => {
        const first = Math.max(1, Math.min(100, args.first ?? 50));
        const afterId = args.after ? parseId(args.after) : null;
        const hidden = args.hidden === 'listed' || args.hidden === 'hidden' ? args.hidden : null;
        const items = await ctx.services.titles.titles(staff, {
          brandId: args.brandId,
          query: args.query ?? null,
          mediaType: args.mediaType ?? null,
          hidden,
          first: first + 1,
          afterId,
        });
        const page = items.slice(0, first);
        return {
          items: page.map(view),
          endCursor: items.length > first ? String(page[page.length - 1]!.id) : null,
        };
      },
      { brandOf: ({ brandId }) => brandId, refused: refuseRead },
    ),
    title: withStaff(
      'catalogue.edit',
      async (staff, { brandId, id }, ctx) => {
        const titleId = parseId(id);
        const t = titleId == null ? null : await ctx.services.titles.title(staff, brandId, titleId);
        if (!t) return null;
        return {
          title: view(t),
          texts: t.texts,
          genreIds: t.genreIds.map(String),
          genreOptions: t.genreOptions.map((g) => ({ ...g, id: String(g.id) })),
          credits: t.credits,
          creditRoles: [...CREDIT_ROLES_BY_TYPE[t.mediaType]],
          restrictedCountries: t.restrictedCountries,
          editedAt: t.editedAt,
        };
      },
      { brandOf: ({ brandId }) => brandId, refused: refuseRead },
    ),
  },
  Mutation: {
    updateTitle: withStaff(
      'catalogue.edit',
      async (_staff, { brandId, id, input }, ctx) => {
        const titleId = parseId(id);
        if (titleId == null) return notFound(ctx);
        return payload(
          ctx,
          await ctx.services.titles.updateTitle(actorOf(ctx), brandId, titleId, {
            texts: input.texts,
            // An id that is not a number matches no genre: the rule names it.
            genreIds: input.genreIds.map((g) => (/^\d{1,9}$/.test(g) ? Number(g) : -1)),
            credits: input.credits,
            releaseDate: input.releaseDate ?? null,
            isFree: input.isFree,
            restrictedCountries: input.restrictedCountries,
          }),
        );
      },
      { brandOf: ({ brandId }) => brandId, refused },
    ),
    mergeTitles: withStaff(
      'catalogue.edit',
      async (_staff, { brandId, intoId, fromId }, ctx) => {
        const into = parseId(intoId);
        const from = parseId(fromId);
        if (into == null || from == null) return notFound(ctx);
        return payload(ctx, await ctx.services.titles.mergeTitles(actorOf(ctx), brandId, into, from));
      },
      { brandOf: ({ brandId }) => brandId, refused },
    ),
    setTitleHidden: withStaff(
      'catalogue.edit',
      async (_staff, { brandId, id, hidden }, ctx) => {
        const titleId = parseId(id);
        if (titleId == null) return notFound(ctx);
        return payload(ctx, await ctx.services.titles.setTitleHidden(actorOf(ctx), brandId, titleId, hidden));
      },
      { brandOf: ({ brandId }) => brandId, refused },
    ),
  },
};
