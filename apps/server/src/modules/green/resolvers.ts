/** Thin resolvers of green.graphql, and the member's green points computed by the same rule. */
import { greenPoints, type GreenProgress } from '@member-area/domain';
import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

const SECONDS_PER_HOUR = 3600;

// One computation per member and request: greenPoints and greenProgress read in one document agree.
const perRequest = new WeakMap<GraphQLContext, Map<number, Promise<GreenProgress>>>();

function progressOf(ctx: GraphQLContext, memberId: number): Promise<GreenProgress> {
  let byMember = perRequest.get(ctx);
  if (!byMember) perRequest.set(ctx, (byMember = new Map()));
  let progress = byMember.get(memberId);
  if (!progress) {
    progress = ctx.services.green.progress(memberId);
    byMember.set(memberId, progress);
  }
  return progress;
}

/** SPEC.md 5: the member's trees, never below 1 (member.info { greenPoints }). */
export const memberGreenPoints = async (ctx: GraphQLContext, memberId: number): Promise<number> =>
  greenPoints((await progressOf(ctx, memberId)).treesPlanted);

export const greenResolvers: Resolvers = {
  Member: {
    greenProgress: async (m, _a, ctx) => {
      const p = await progressOf(ctx, m.id);
      return {
        treesPlanted: p.treesPlanted,
        carbonOffsetTonnes: p.carbonOffsetTonnes,
        activeMonths: p.activeMonths,
        hoursStreamed: p.secondsStreamed / SECONDS_PER_HOUR,
        months: p.months,
      };
    },
  },
};
