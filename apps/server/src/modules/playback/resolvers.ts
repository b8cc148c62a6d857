/** Thin resolvers of playback.graphql: arguments in, the playback service out (docs/players.md). */
import { memberOf, type GraphQLContext } from '../../graphql/context';
import type { Resolvers, ResponseResult } from '../../graphql/generated/resolvers-types';
import { succeeded } from '../../graphql/response-result';
import type { ProgressModel } from '../library/repo';
import { playbackMessage } from './messages';
import { continueWatching, playback, savePlaybackPosition } from './service';

function failure(ctx: GraphQLContext, errorCode: string): ResponseResult {
  return {
    succeeded: false,
    errorCode,
    slug: errorCode,
    message: playbackMessage(errorCode, ctx.lang),
    extra: null,
  };
}

const hasPosition = (p: ProgressModel): p is ProgressModel & { position: string | null } => 'position' in p;

export const playbackResolvers: Resolvers = {
  ContentQuery: {
    playback: (_p, args, ctx) => playback(ctx, args),
    continueWatching: async (_p, { first }, ctx) => {
      const member = memberOf(ctx);
      return member ? continueWatching(ctx, member.id, first) : [];
    },
  },
  ContentMutation: {
    savePlaybackPosition: async (_p, args, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: failure(ctx, 'unauthenticated'), progress: null };
      const r = await savePlaybackPosition(ctx, member.id, args);
      return r.ok
        ? { responseResult: succeeded(), progress: r.progress }
        : { responseResult: failure(ctx, r.errorCode), progress: null };
    },
  },
  MediaProgress: {
    position: (p, _a, ctx) => (hasPosition(p) ? p.position : ctx.loaders.playback.positionOf(p.mediaId)),
  },
};
