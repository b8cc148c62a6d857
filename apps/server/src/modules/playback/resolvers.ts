/** Thin resolvers of playback.graphql: arguments in, the playback service out (docs/players.md). */
import { memberOf, type GraphQLContext } from '../../graphql/context';
import { signInFirst, withMember } from '../../graphql/guard';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { failure, succeeded } from '../../graphql/response-result';
import type { ProgressModel } from '../library';
import { continueWatching, playback, savePlaybackPosition, type PlaybackRequest } from './service';

/** The plain inputs of the playback service, read off the GraphQL request. */
const playbackRequest = (ctx: GraphQLContext): PlaybackRequest => ({
  member: memberOf(ctx),
  brandId: ctx.brand.id,
  country: ctx.country,
  lang: ctx.lang,
  loaders: ctx.loaders.catalogue,
});

const hasPosition = (p: ProgressModel): p is ProgressModel & { position: string | null } => 'position' in p;

export const playbackResolvers: Resolvers = {
  ContentQuery: {
    playback: (_p, args, ctx) => playback(ctx.services, playbackRequest(ctx), args),
    continueWatching: withMember(
      (member, { first }, ctx) => continueWatching(ctx.services, ctx.loaders.catalogue, member.id, first),
      () => [],
    ),
  },
  ContentMutation: {
    savePlaybackPosition: withMember(
      async (member, args, ctx) => {
        const r = await savePlaybackPosition(ctx.services, ctx.loaders.catalogue, member.id, args);
        return r.ok
          ? { responseResult: succeeded(), progress: r.progress }
          : { responseResult: failure(ctx.lang, r.errorCode), progress: null };
      },
      signInFirst({ progress: null }),
    ),
  },
  MediaProgress: {
    position: (p, _a, ctx) => (hasPosition(p) ? p.position : ctx.loaders.playback.positionOf(p.mediaId)),
  },
};
