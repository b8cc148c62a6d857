/**
 * What the viewer of a request may do with a title: its access (plan, country, device) and, when
 * allowed, its playback key. Shared by the resolvers of catalogue and library (tracks of playlists),
 * which hand in the request's loaders and the member, never the GraphQL context.
 */
import type { CatalogueLoaders } from './loaders';
import type { MediaModel } from './model';
import type { CatalogueService } from './service';

/** The viewer as access is decided for: the request's catalogue loaders and the member (if any). */
export interface AccessViewer {
  catalogue: CatalogueService;
  loaders: CatalogueLoaders;
  memberId: number | null;
}

export async function accessOf(v: AccessViewer, media: MediaModel) {
  return v.catalogue.access(media, {
    entitledTypes: await v.loaders.entitledTypes(),
    country: v.loaders.accessCountry(),
    isIphone: v.loaders.isIphone,
  });
}

export async function playbackKeyOf(v: AccessViewer, media: MediaModel): Promise<string | null> {
  const access = await accessOf(v, media);
  if (!access.available) return null;
  return v.catalogue.playbackKey(media.mediaType, media.id, v.memberId);
}
