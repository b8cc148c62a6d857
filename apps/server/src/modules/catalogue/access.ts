/**
 * What the viewer of a request may do with a title: its access (plan, country, device) and, when
 * allowed, its playback key. Shared by the resolvers of catalogue and library (tracks of playlists).
 */
import { memberOf, type GraphQLContext } from '../../graphql/context';
import type { MediaModel } from './model';

export async function accessOf(ctx: GraphQLContext, media: MediaModel) {
  const loaders = ctx.loaders.catalogue;
  return ctx.services.catalogue.access(media, {
    entitledTypes: await loaders.entitledTypes(),
    country: loaders.accessCountry(),
    isIphone: loaders.isIphone,
  });
}

export async function playbackKeyOf(ctx: GraphQLContext, media: MediaModel): Promise<string | null> {
  const access = await accessOf(ctx, media);
  if (!access.available) return null;
  return ctx.services.catalogue.playbackKey(media.mediaType, media.id, memberOf(ctx)?.id ?? null);
}
