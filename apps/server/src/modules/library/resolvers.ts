/** Thin resolvers of library.graphql: arguments in, the library service and loaders out. */
import { isCatalogueMediaType, parseMediaId } from '@member-area/domain';
import { signInFirst, withMember, type MemberContext } from '../../graphql/guard';
import { accessViewerOf } from '../../graphql/context';
import type { Resolvers, ResolversTypes, ResponseResult } from '../../graphql/generated/resolvers-types';
import { failure, succeeded } from '../../graphql/response-result';
import { playbackKeyOf, thumbnailOf, type PlaylistModel } from '../catalogue';
import type { MemberModel } from '../member';
import type { LibraryList } from './repo';
import type { Outcome } from './service';

type CollectionPayload = ResolversTypes['CollectionPayload'];
type PlaylistPayload = ResolversTypes['PlaylistPayload'];

/** A mutation's payload from a service outcome: the value (as `view` shows it) or null when refused. */
function outcomePayload<K extends string, T, V>(
  lang: string,
  r: Outcome<T>,
  key: K,
  view: (value: T) => V,
): { responseResult: ResponseResult } & Record<K, V | null> {
  const value = r.ok ? view(r.value) : null;
  const responseResult = r.ok ? succeeded() : failure(lang, r.errorCode, r.extra ?? null);
  return { responseResult, [key]: value } as { responseResult: ResponseResult } & Record<K, V | null>;
}

const LISTS: Record<'history' | 'collection', LibraryList> = {
  history: 'history_entries',
  collection: 'collection_entries',
};

/** A history or collection change, then the list as it is now (changed or not). */
async function listChange(
  member: MemberModel,
  ctx: MemberContext,
  list: 'history' | 'collection',
  change: (memberId: number) => Promise<Outcome<null>>,
): Promise<CollectionPayload> {
  const lib = ctx.services.library;
  const result = await change(member.id);
  const entries = await lib.list(LISTS[list], member.id, null, ctx.brand.id);
  return { responseResult: result.ok ? succeeded() : failure(ctx.lang, result.errorCode), entries };
}

/** A title of the catalogue, as the list mutations name it. */
type TitleArgs = { type: string; id: string };

/** The mutations of the member's history or collection: add a title, remove one, remove all. */
function listMutations(list: 'history' | 'collection') {
  const table = LISTS[list];
  const anonymous = signInFirst({ entries: [] });
  return {
    add: withMember<CollectionPayload, unknown, TitleArgs>(
      (member, { type, id }, ctx) =>
        listChange(member, ctx, list, (m) => ctx.services.library.add(table, m, type, id, ctx.brand.id)),
      anonymous,
    ),
    remove: withMember<CollectionPayload, unknown, TitleArgs>(
      (member, { type, id }, ctx) =>
        listChange(member, ctx, list, (m) => ctx.services.library.remove(table, m, type, id)),
      anonymous,
    ),
    removeAll: withMember<CollectionPayload, unknown, unknown>(
      (member, _a, ctx) => listChange(member, ctx, list, (m) => ctx.services.library.removeAll(table, m)),
      anonymous,
    ),
  };
}

const historyMutations = listMutations('history');
const collectionMutations = listMutations('collection');

async function playlistChange(
  member: MemberModel,
  ctx: MemberContext,
  playlistId: string,
  change: (memberId: number) => Promise<Outcome<PlaylistModel>>,
): Promise<PlaylistPayload> {
  const result = await change(member.id);
  if (result.ok) return { responseResult: succeeded(), playlist: result.value };
  // On a refusal the member gets the playlist as it is now, so the UI can settle on it.
  const id = parseMediaId(playlistId);
  const current = id == null ? null : await ctx.services.library.playlist(member.id, id);
  return { responseResult: failure(ctx.lang, result.errorCode, result.extra ?? null), playlist: current };
}

export const libraryResolvers: Resolvers = {
  ContentQuery: {
    collection: withMember(
      async (member, { mediaType }, ctx) => {
        if (mediaType && !isCatalogueMediaType(mediaType)) return [];
        return ctx.services.library.list('collection_entries', member.id, mediaType ?? null, ctx.brand.id);
      },
      () => [],
    ),
    history: withMember(
      async (member, { mediaType }, ctx) => {
        if (mediaType && !isCatalogueMediaType(mediaType)) return [];
        return ctx.services.library.list('history_entries', member.id, mediaType ?? null, ctx.brand.id);
      },
      () => [],
    ),
    playlists: withMember(
      (member, _a, ctx) => ctx.services.library.playlists(member.id),
      () => [],
    ),
    playlist: withMember(
      async (member, { id }, ctx) => {
        const pid = parseMediaId(id);
        return pid == null ? null : ctx.services.library.playlist(member.id, pid);
      },
      () => null,
    ),
    progress: withMember(
      async (_m, { mediaType, id }, ctx) => {
        const mediaId = parseMediaId(id);
        if (mediaId == null || !isCatalogueMediaType(mediaType)) return null;
        const p = await ctx.loaders.library.progressOf(mediaId);
        return p && p.mediaType === mediaType ? p : null;
      },
      () => null,
    ),
  },

  Media: {
    inCollection: async (m, _a, ctx) => (await ctx.loaders.library.collectionIds()).has(m.id),
    progress: withMember(
      (_member, _a, ctx, m) => ctx.loaders.library.progressOf(m.id),
      () => null,
    ),
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
      const key = await playbackKeyOf(accessViewerOf(ctx), t.album);
      return key ? `${key}.${t.trackId}` : null;
    },
  },

  ContentMutation: {
    addToHistory: historyMutations.add,
    removeFromHistory: historyMutations.remove,
    removeAllFromHistory: historyMutations.removeAll,
    addToCollection: collectionMutations.add,
    removeFromCollection: collectionMutations.remove,
    removeAllFromCollection: collectionMutations.removeAll,
    updateMediaProgress: withMember(
      async (member, args, ctx) =>
        outcomePayload(
          ctx.lang,
          await ctx.services.library.updateProgress(member.id, args, ctx.brand.id),
          'progress',
          (p) => p,
        ),
      signInFirst({ progress: null }),
    ),
    createPlaylist: withMember(
      async (member, { name }, ctx) =>
        outcomePayload(
          ctx.lang,
          await ctx.services.library.createPlaylist(member.id, name),
          'playlist',
          (p) => p,
        ),
      signInFirst({ playlist: null }),
    ),
    renamePlaylist: withMember(
      (member, { id, name }, ctx) =>
        playlistChange(member, ctx, id, (m) => ctx.services.library.renamePlaylist(m, id, name)),
      signInFirst({ playlist: null }),
    ),
    deletePlaylist: withMember(
      async (member, { id }, ctx) =>
        outcomePayload(
          ctx.lang,
          await ctx.services.library.deletePlaylist(member.id, id),
          'playlistId',
          String,
        ),
      signInFirst({ playlistId: null }),
    ),
    addTracksToPlaylist: withMember(
      (member, { playlistId, trackIds }, ctx) =>
        playlistChange(member, ctx, playlistId, (m) =>
          ctx.services.library.addTracks(m, playlistId, trackIds, ctx.brand.id),
        ),
      signInFirst({ playlist: null }),
    ),
    removeTrackFromPlaylist: withMember(
      (member, { playlistId, trackId }, ctx) =>
        playlistChange(member, ctx, playlistId, (m) =>
          ctx.services.library.removeTrack(m, playlistId, trackId),
        ),
      signInFirst({ playlist: null }),
    ),
    moveTrackInPlaylist: withMember(
      (member, { playlistId, trackId, toIndex, expectedVersion }, ctx) =>
        playlistChange(member, ctx, playlistId, (m) =>
          ctx.services.library.moveTrack(m, playlistId, trackId, toIndex, expectedVersion),
        ),
      signInFirst({ playlist: null }),
    ),
    reorderPlaylist: withMember(
      (member, { playlistId, trackIds }, ctx) =>
        playlistChange(member, ctx, playlistId, (m) => ctx.services.library.reorder(m, playlistId, trackIds)),
      signInFirst({ playlist: null }),
    ),
  },
};
