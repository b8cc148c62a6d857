import type { ConsoleContext } from '../../console/context';
import type {
  ConsoleDraw,
  ConsoleGiveaway,
  DrawPayload,
  GiveawayEditInput,
  GiveawayInput,
  GiveawayPayload,
  Resolvers,
} from '../../console/generated/resolvers-types';
import { refuseMutation, refuseRead, withStaff } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type {
  AdminDraw,
  AdminGiveaway,
  AdminGiveawayDetail,
  GiveawayActor,
  GiveawayChange,
  GiveawayDraft,
  GiveawayEditDraft,
  GiveawayAdminService,
} from './admin-service';

const drawView = (d: AdminDraw): ConsoleDraw => ({ ...d, id: d.drawId });

const giveawayView = (g: AdminGiveaway | AdminGiveawayDetail): ConsoleGiveaway => ({
  ...g,
  draws: 'draws' in g ? g.draws.map(drawView) : [],
  locks: 'locks' in g ? g.locks : [],
});

const actorOf = (staff: { id: number; email: string }, ctx: ConsoleContext): GiveawayActor => ({
  staffId: staff.id,
  staffEmail: staff.email,
  ip: ctx.ip,
});

const draftOf = (input: GiveawayInput): GiveawayDraft => ({
  ...input,
  price: input.price ?? null,
  entries: input.entries ?? null,
  multiplierPrice: input.multiplierPrice ?? null,
  factor: input.factor ?? null,
  description: input.description?.trim() ? input.description : null,
  image: input.image?.trim() ? input.image : null,
});

const editDraftOf = (input: GiveawayEditInput): GiveawayEditDraft => ({
  ...input,
  price: input.price ?? null,
  entries: input.entries ?? null,
  multiplierPrice: input.multiplierPrice ?? null,
  factor: input.factor ?? null,
  description: input.description?.trim() ? input.description : null,
  image: input.image?.trim() ? input.image : null,
});

/** A created or changed giveaway, or why not, as the console reads it. */
function giveawayPayload(
  ctx: ConsoleContext,
  r: GiveawayChange | { ok: false; errorCode: 'sweep_not_found' },
): GiveawayPayload {
  if (r.ok) return { responseResult: consoleSucceeded(), giveaway: giveawayView(r.giveaway) };
  if ('reason' in r)
    return {
      responseResult: consoleFailure(ctx.lang, 'invalid_input', { field: null, problem: r.reason }),
      giveaway: null,
    };
  if (r.errorCode === 'invalid_input')
    return { responseResult: consoleFailure(ctx.lang, 'invalid_input', r.refusal), giveaway: null };
  return { responseResult: consoleFailure(ctx.lang, r.errorCode), giveaway: null };
}

/** The draw as it stands after a call, read back from the giveaway's months. */
async function drawAfter(
  admin: GiveawayAdminService,
  brandId: string,
  sweepId: string,
  drawId: string,
): Promise<ConsoleDraw | null> {
  const detail = await admin.get(brandId, sweepId);
  const draw = detail?.draws.find((d) => d.drawId === drawId);
  return draw ? drawView(draw) : null;
}

const drawFailure = (ctx: ConsoleContext, problem: string, detail?: string): DrawPayload => ({
  responseResult: consoleFailure(ctx.lang, 'invalid_input', { field: 'draw', problem, params: { detail } }),
  draw: null,
  outcome: null,
});

/**
 * The giveaway operator's screens (docs/console.md "Giveaways"): reads and the postal entry for
 * entries.record (support, brand admins, owners), the rest for giveaways.edit, publishing with a
 * fresh second factor. Each write is GiveawayAdminService's, audited in its own transaction.
 */
export const giveawayConsoleResolvers: Resolvers = {
  Query: {
    giveaways: withStaff(
      'entries.record',
      async (_staff, { brandId }, ctx) => ctx.services.giveawayAdmin.desk(brandId),
      { brandOf: ({ brandId }) => brandId, refused: refuseRead },
    ),
    postalEnvelopeTaken: withStaff(
      'entries.record',
      async (_staff, { brandId, giveawayId, envelopeRef }, ctx) =>
        ctx.services.giveawayAdmin.envelopeTaken(brandId, giveawayId, envelopeRef),
      { brandOf: ({ brandId }) => brandId, refused: refuseRead },
    ),
  },
  // Reached only through `giveaways`, whose guard has passed for parent.brandId.
  BrandGiveaways: {
    list: async (parent, _args, ctx) =>
      (await ctx.services.giveawayAdmin.list(parent.brandId ?? '')).map(giveawayView),
    one: async (parent, { id }, ctx) => {
      const g = await ctx.services.giveawayAdmin.get(parent.brandId ?? '', id);
      return g ? giveawayView(g) : null;
    },
  },
  Mutation: {
    createGiveaway: withStaff(
      'giveaways.edit',
      async (staff, { brandId, input }, ctx) =>
        giveawayPayload(
          ctx,
          await ctx.services.giveawayAdmin.create(actorOf(staff, ctx), brandId, draftOf(input)),
        ),
      { brandOf: ({ brandId }) => brandId, refused: refuseMutation({ giveaway: null }) },
    ),
    updateGiveaway: withStaff(
      'giveaways.edit',
      async (staff, { brandId, giveawayId, input }, ctx) =>
        giveawayPayload(
          ctx,
          await ctx.services.giveawayAdmin.update(
            actorOf(staff, ctx),
            brandId,
            giveawayId,
            editDraftOf(input),
          ),
        ),
      { brandOf: ({ brandId }) => brandId, refused: refuseMutation({ giveaway: null }) },
    ),
    recordPostalEntry: withStaff(
      'entries.record',
      async (staff, { brandId, giveawayId, input }, ctx) => {
        const r = await ctx.services.giveawayAdmin.recordPostal(actorOf(staff, ctx), brandId, {
          sweepId: giveawayId,
          envelopeRef: input.envelopeRef,
          fullName: input.fullName,
          address: input.address,
          city: input.city,
          postcode: input.postcode,
          phone: input.phone ?? null,
          email: input.email,
          country: input.country?.trim() ? input.country.trim() : null,
          received: input.received?.trim() ? input.received.trim() : null,
        });
        if (r.ok) return { responseResult: consoleSucceeded(), postalEntryId: String(r.id) };
        if (r.errorCode === 'invalid_input')
          return {
            responseResult: consoleFailure(ctx.lang, 'invalid_input', { field: r.field, problem: r.problem }),
            postalEntryId: null,
          };
        return {
          responseResult: consoleFailure(ctx.lang, r.errorCode, 'extra' in r ? r.extra : null),
          postalEntryId: null,
        };
      },
      { brandOf: ({ brandId }) => brandId, refused: refuseMutation({ postalEntryId: null }) },
    ),
    runDraw: withStaff(
      'giveaways.edit',
      async (staff, { brandId, giveawayId, month, hold, beacon }, ctx) => {
        const admin = ctx.services.giveawayAdmin;
        const r = await admin.runDraw(actorOf(staff, ctx), brandId, giveawayId, month, {
          ...(beacon?.trim() ? { beacon: beacon.trim() } : {}),
          ...(hold ? { hold: true } : {}),
        });
        if (!r.ok)
          return r.reason === 'sweep_not_found'
            ? { responseResult: consoleFailure(ctx.lang, 'sweep_not_found'), draw: null, outcome: null }
            : drawFailure(ctx, r.reason, r.detail);
        const d = r.close.draw;
        return {
          responseResult: consoleSucceeded(
            r.close.outcome === 'drawn' ? { rerun: r.close.rerun, matches: r.close.matches } : null,
          ),
          draw: await drawAfter(admin, brandId, d.sweepId, d.drawId),
          outcome: r.close.outcome,
        };
      },
      { brandOf: ({ brandId }) => brandId, refused: refuseMutation({ draw: null, outcome: null }) },
    ),
    publishDraw: withStaff(
      'giveaways.edit',
      async (staff, { brandId, drawId }, ctx) => {
        const admin = ctx.services.giveawayAdmin;
        const r = await admin.publishDraw(actorOf(staff, ctx), brandId, drawId);
        if (!r.ok) return drawFailure(ctx, r.reason);
        return {
          responseResult: consoleSucceeded(),
          draw: await drawAfter(admin, brandId, r.draw.sweepId, r.draw.drawId),
          outcome: r.already ? 'already_published' : 'published',
        };
      },
      {
        brandOf: ({ brandId }) => brandId,
        fresh: true,
        refused: refuseMutation({ draw: null, outcome: null }),
      },
    ),
    grantMonthlyEntries: withStaff(
      'giveaways.edit',
      async (staff, { brandId, month }, ctx) => {
        const r = await ctx.services.giveawayAdmin.monthlyEntries(actorOf(staff, ctx), brandId, month);
        if (!r.ok)
          return {
            responseResult: consoleFailure(ctx.lang, 'invalid_input', {
              field: 'month',
              problem: r.problem,
              params: { current: r.current },
            }),
            period: null,
            lines: [],
          };
        return {
          responseResult: consoleSucceeded(),
          period: r.report.period,
          lines: r.report.sweeps.map((s) => ({
            giveawayId: s.sweepId,
            eligible: s.eligible,
            entered: s.entered,
            skipped: s.skipped,
          })),
        };
      },
      { brandOf: ({ brandId }) => brandId, refused: refuseMutation({ period: null, lines: [] }) },
    ),
  },
};
