/** Thin resolvers of library.graphql: arguments in, the library service and loaders out. */
import { isCatalogueMediaType, parseMediaId } from '@member-area/domain';
import { memberOf, type GraphQLContext } from '../../graphql/context';
import type { Resolvers, ResolversTypes, ResponseResult } from '../../graphql/generated/resolvers-types';
import { succeeded } from '../../graphql/response-result';
import { playbackKeyOf } from '../catalogue/access';
import { thumbnailOf } from '../catalogue/covers';
import { catalogueMessage } from '../catalogue/messages';
import type { PlaylistModel } from '../catalogue/model';
import { findPlaylist, listPlaylists, type LibraryList } from './repo';
import type { Outcome } from './service';

type CollectionPayload = ResolversTypes['CollectionPayload'];
type PlaylistPayload = ResolversTypes['PlaylistPayload'];

function failure(ctx: GraphQLContext, errorCode: string): ResponseResult {
  return {
    succeeded: false,
    errorCode,
    slug: errorCode,
    message: catalogueMessage(errorCode, ctx.lang),
    extra: null,
  };
}

const LISTS: Record<'history' | 'collection', LibraryList> = {
  history: 'history_entries',
  collection: 'collection_entries',
};

async function listChange(
  ctx: GraphQLContext,
  list: 'history' | 'collection',
  change: (memberId: number) => Promise<Outcome<null>>,
): Promise<CollectionPayload> {
  const member = memberOf(ctx);
  if (!member) return { responseResult: failure(ctx, 'unauthenticated'), entries: [] };
  const lib = ctx.services.library;
  const result = await change(member.id);
  const entries = await lib.list(LISTS[list], member.id, null);
  return { responseResult: result.ok ? succeeded() : failure(ctx, result.errorCode), entries };
}

async function playlistChange(
  ctx: GraphQLContext,
  playlistId: string,
  change: (memberId: number) => Promise<Outcome<PlaylistModel>>,
): Promise<PlaylistPayload> {
  const member = memberOf(ctx);
  if (!member) return { responseResult: failure(ctx, 'unauthenticated'), playlist: null };
  const result = await change(member.id);
  if (result.ok) return { responseResult: succeeded(), playlist: result.value };
  // On a refusal the member gets the playlist as it is now, so the UI can settle on it.
  const id = parseMediaId(playlistId);
  const current = id == null ? null : await findPlaylist(ctx.db, member.id, id);
  return { responseResult: failure(ctx, result.errorCode), playlist: current };
}

export const libraryResolvers: Resolvers = {
  ContentQuery: {
    collection: async (_p, { mediaType }, ctx) => {
      const member = memberOf(ctx);
      if (!member) return [];
      if (mediaType && !isCatalogueMediaType(mediaType)) return [];
      return ctx.services.library.list('collection_entries', member.id, mediaType ?? null);
    },
    history: async (_p, { mediaType }, ctx) => {
      const member = memberOf(ctx);
      if (!member) return [];
      if (mediaType && !isCatalogueMediaType(mediaType)) return [];
      return ctx.services.library.list('history_entries', member.id, mediaType ?? null);
    },
    playlists: async (_p, _a, ctx) => {
      const member = memberOf(ctx);
      if (!member) return [];
      return listPlaylists(ctx.db, member.id);
    },
    playlist: async (_p, { id }, ctx) => {
      const member = memberOf(ctx);
      const pid = parseMediaId(id);
      if (!member || pid == null) return null;
      return findPlaylist(ctx.db, member.id, pid);
    },
    progress: async (_p, { mediaType, id }, ctx) => {
      const mediaId = parseMediaId(id);
      if (!memberOf(ctx) || mediaId == null || !isCatalogueMediaType(mediaType)) return null;
      const p = await ctx.loaders.library.progressOf(mediaId);
      return p && p.mediaType === mediaType ? p : null;
    },
  },

  Media: {
    inCollection: async (m, _a, ctx) => (await ctx.loaders.library.collectionIds()).has(m.id),
    progress: async (m, _a, ctx) => (memberOf(ctx) ? ctx.loaders.library.progressOf(m.id) : null),
  },

  CollectionEntry: {
    id: (e) => String(e.media.id),
    type: (e) => e.media.mediaType,
    title: (e) => e.media.title,
    duration: (e) => e.media.duration,
    artist: (e) => e.media.subtitle,
    thumbnail: (e) => thumbnailOf(e.media),
    addedAt: (e) => e.addedAt,
  },

  MediaProgress: {
    mediaType: (p) => p.mediaType,
    id: (p) => String(p.mediaId),
    progress: (p) => p.progress,
    sequence: (p) => p.sequence,
    updatedAt: (p) => p.updatedAt,
  },

  Playlist: {
    id: (p) => String(p.id),
    name: (p) => p.name,
    createdAt: (p) => p.createdAt,
    updatedAt: (p) => p.updatedAt,
    version: (p) => p.version,
    trackCount: async (p, _a, ctx) => (await ctx.loaders.library.playlistTracks(p.id)).length,
    totalDuration: async (p, _a, ctx) =>
      (await ctx.loaders.library.playlistTracks(p.id)).reduce((s, t) => s + t.duration, 0),
    tracks: (p, _a, ctx) => ctx.loaders.library.playlistTracks(p.id),
  },

  PlaylistTrack: {
    id: (t) => String(t.trackId),
    position: (t) => t.position,
    title: (t) => t.title,
    duration: (t) => t.duration,
    artist: (t) => t.album.subtitle ?? '',
    albumId: (t) => String(t.album.id),
    albumTitle: (t) => t.album.title,
    thumbnail: (t) => thumbnailOf(t.album),
    addedAt: (t) => t.addedAt,
    playbackKey: async (t, _a, ctx) => {
      const key = await playbackKeyOf(ctx, t.album);
      return key ? `${key}.${t.trackId}` : null;
    },
  },

  ContentMutation: {
    addToHistory: (_p, { type, id }, ctx) =>
      listChange(ctx, 'history', (m) => ctx.services.library.add('history_entries', m, type, id)),
    removeFromHistory: (_p, { type, id }, ctx) =>
      listChange(ctx, 'history', (m) => ctx.services.library.remove('history_entries', m, type, id)),
    removeAllFromHistory: (_p, _a, ctx) =>
      listChange(ctx, 'history', (m) => ctx.services.library.removeAll('history_entries', m)),
    addToCollection: (_p, { type, id }, ctx) =>
      listChange(ctx, 'collection', (m) => ctx.services.library.add('collection_entries', m, type, id)),
    removeFromCollection: (_p, { type, id }, ctx) =>
      listChange(ctx, 'collection', (m) => ctx.services.library.remove('collection_entries', m, type, id)),
    removeAllFromCollection: (_p, _a, ctx) =>
      listChange(ctx, 'collection', (m) => ctx.services.library.removeAll('collection_entries', m)),
    updateMediaProgress: async (_p, args, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: failure(ctx, 'unauthenticated'), progress: null };
      const r = await ctx.services.library.updateProgress(member.id, args);
      return r.ok
        ? { responseResult: succeeded(), progress: r.value }
        : { responseResult: failure(ctx, r.errorCode), progress: null };
    },
    createPlaylist: async (_p, { name }, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: failure(ctx, 'unauthenticated'), playlist: null };
      const r = await ctx.services.library.createPlaylist(member.id, name);
      return r.ok
        ? { responseResult: succeeded(), playlist: r.value }
        : { responseResult: failure(ctx, r.errorCode), playlist: null };
    },
    renamePlaylist: (_p, { id, name }, ctx) =>
      playlistChange(ctx, id, (m) => ctx.services.library.renamePlaylist(m, id, name)),
    deletePlaylist: async (_p, { id }, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: failure(ctx, 'unauthenticated'), playlistId: null };
      const r = await ctx.services.library.deletePlaylist(member.id, id);
      return r.ok
        ? { responseResult: succeeded(), playlistId: String(r.value) }
        : { responseResult: failure(ctx, r.errorCode), playlistId: null };
    },
    addTracksToPlaylist: (_p, { playlistId, trackIds }, ctx) =>
      playlistChange(ctx, playlistId, (m) => ctx.services.library.addTracks(m, playlistId, trackIds)),
    removeTrackFromPlaylist: (_p, { playlistId, trackId }, ctx) =>
      playlistChange(ctx, playlistId, (m) => ctx.services.library.removeTrack(m, playlistId, trackId)),
    moveTrackInPlaylist: (_p, { playlistId, trackId, toIndex, expectedVersion }, ctx) =>
      playlistChange(ctx, playlistId, (m) =>
        ctx.services.library.moveTrack(m, playlistId, trackId, toIndex, expectedVersion),
      ),
    reorderPlaylist: (_p, { playlistId, trackIds }, ctx) =>
      playlistChange(ctx, playlistId, (m) => ctx.services.library.reorder(m, playlistId, trackIds)),
  },
};
