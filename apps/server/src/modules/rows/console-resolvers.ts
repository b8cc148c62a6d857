/**
 * The console's rows desk (slots.edit on the brand; docs/console.md "Rows"). The desk's nested
 * fields read the brand the guarded `rows` root answered, so nothing below it reaches another brand.
 */
import type { ConsoleContext } from '../../console/context';
import type { ConsoleRow, Resolvers, RowSettingsInput } from '../../console/generated/resolvers-types';
import { refuseMutation, refuseRead, withStaff } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type { RowModel, RowSettings } from './model';
import type { RowActor, RowOutcome } from './service';

const rowView = (r: RowModel): ConsoleRow => ({
  id: String(r.id),
  slug: r.slug,
  mediaType: r.mediaType,
  titles: Object.entries(r.titles).map(([lang, text]) => ({ lang, text: text ?? '' })),
  tags: r.tags,
  own: r.own,
  preset: r.preset,
  hidden: r.hidden,
  position: r.position,
  genre: r.genre,
  pins: r.pins.map((p) => ({ mediaId: String(p.mediaId), title: p.title, listed: p.listed })),
});

const actorOf = (staff: { id: number; email: string }, ctx: ConsoleContext): RowActor => ({
  staffId: staff.id,
  staffEmail: staff.email,
  ip: ctx.ip,
});

const settingsOf = (s: RowSettingsInput): Omit<RowSettings, 'key'> => ({
  titles: Object.fromEntries(s.titles.map((t) => [t.lang, t.text])),
  tags: s.tags,
  genre: s.genre ?? null,
});

const parseId = (id: string): number | null => (/^\d{1,10}$/.test(id) ? Number(id) : null);

function answer(ctx: ConsoleContext, outcome: RowOutcome) {
  return outcome.ok
    ? { responseResult: consoleSucceeded(), row: rowView(outcome.row) }
    : { responseResult: consoleFailure(ctx.lang, outcome.errorCode), row: null };
}

const refusedRow = refuseMutation({ row: null });

export const rowConsoleResolvers: Resolvers = {
  Query: {
    rows: withStaff(
      'slots.edit',
      (_staff, { brandId, mediaType }) => ({
        brandId,
        mediaType,
        list: [],
        row: null,
        titleChoices: [],
        genres: [],
      }),
      {
        brandOf: ({ brandId }) => brandId,
        refused: refuseRead,
      },
    ),
  },
  ConsoleBrandRows: {
    list: async (desk, _args, ctx) =>
      (await ctx.services.rows.rows(desk.brandId ?? '', desk.mediaType ?? '')).map(rowView),
    row: async (desk, { slug }, ctx) => {
      const row = await ctx.services.rows.row(desk.brandId ?? '', slug);
      return row ? rowView(row) : null;
    },
    titleChoices: async (desk, { query }, ctx) =>
      (await ctx.services.rows.titleChoices(desk.brandId ?? '', desk.mediaType ?? '', query)).map((c) => ({
        ...c,
        mediaId: String(c.mediaId),
      })),
    genres: async (desk, _args, ctx) =>
      (await ctx.services.rows.genres(desk.mediaType ?? '', ctx.lang)).map((g) => ({
        key: g.key,
        title: g.title,
      })),
  },
  Mutation: {
    createRow: withStaff(
      'slots.edit',
      async (staff, { brandId, mediaType, key, settings }, ctx) =>
        answer(
          ctx,
          await ctx.services.rows.createRow(actorOf(staff, ctx), brandId, mediaType, {
            key,
            ...settingsOf(settings),
          }),
        ),
      { brandOf: ({ brandId }) => brandId, refused: refusedRow },
    ),
    updateRow: withStaff(
      'slots.edit',
      async (staff, { brandId, slug, settings }, ctx) =>
        answer(
          ctx,
          await ctx.services.rows.updateRow(actorOf(staff, ctx), brandId, slug, settingsOf(settings)),
        ),
      { brandOf: ({ brandId }) => brandId, refused: refusedRow },
    ),
    deleteRow: withStaff(
      'slots.edit',
      async (staff, { brandId, slug }, ctx) => {
        const outcome = await ctx.services.rows.deleteRow(actorOf(staff, ctx), brandId, slug);
        return outcome.ok
          ? { responseResult: consoleSucceeded(), row: null }
          : { responseResult: consoleFailure(ctx.lang, outcome.errorCode), row: null };
      },
      { brandOf: ({ brandId }) => brandId, refused: refusedRow },
    ),
    setRowHidden: withStaff(
      'slots.edit',
      async (staff, { brandId, slug, hidden }, ctx) =>
        answer(ctx, await ctx.services.rows.setRowHidden(actorOf(staff, ctx), brandId, slug, hidden)),
      { brandOf: ({ brandId }) => brandId, refused: refusedRow },
    ),
    orderRows: withStaff(
      'slots.edit',
      async (staff, { brandId, mediaType, slugs }, ctx) => {
        const outcome = await ctx.services.rows.orderRows(actorOf(staff, ctx), brandId, mediaType, slugs);
        return outcome.ok
          ? { responseResult: consoleSucceeded(), rows: outcome.rows.map(rowView) }
          : { responseResult: consoleFailure(ctx.lang, outcome.errorCode), rows: null };
      },
      { brandOf: ({ brandId }) => brandId, refused: refuseMutation({ rows: null }) },
    ),
    pinTitle: withStaff(
      'slots.edit',
      async (staff, { brandId, slug, mediaId, position }, ctx) => {
        const id = parseId(mediaId);
        if (id == null) return { responseResult: consoleFailure(ctx.lang, 'pin_not_listed'), row: null };
        return answer(
          ctx,
          await ctx.services.rows.pinTitle(actorOf(staff, ctx), brandId, slug, id, position ?? null),
        );
      },
      { brandOf: ({ brandId }) => brandId, refused: refusedRow },
    ),
    unpinTitle: withStaff(
      'slots.edit',
      async (staff, { brandId, slug, mediaId }, ctx) => {
        const id = parseId(mediaId);
        if (id == null) return { responseResult: consoleFailure(ctx.lang, 'pin_not_found'), row: null };
        return answer(ctx, await ctx.services.rows.unpinTitle(actorOf(staff, ctx), brandId, slug, id));
      },
      { brandOf: ({ brandId }) => brandId, refused: refusedRow },
    ),
    orderPins: withStaff(
      'slots.edit',
      async (staff, { brandId, slug, mediaIds }, ctx) => {
        const ids = mediaIds.map(parseId);
        if (ids.some((id) => id == null))
          return { responseResult: consoleFailure(ctx.lang, 'pin_order_mismatch'), row: null };
        return answer(
          ctx,
          await ctx.services.rows.orderPins(actorOf(staff, ctx), brandId, slug, ids as number[]),
        );
      },
      { brandOf: ({ brandId }) => brandId, refused: refusedRow },
    ),
  },
};
