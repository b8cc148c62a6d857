/** Thin resolvers of catalogue.graphql: arguments in, services and loaders out. */
import {
  MEDIA_TYPE_STYLES,
  IPHONE_HIDDEN_MEDIA_TYPES,
  displayAreaSlug,
  latestEpisode,
  isCatalogueMediaType,
  parseMediaId,
  type MediaType,
} from '@member-area/domain';
import { memberOf, type GraphQLContext } from '../../graphql/context';
import type { Resolvers, ResolversTypes, ResponseResult } from '../../graphql/generated/resolvers-types';

type CollectionPayload = ResolversTypes['CollectionPayload'];
type PlaylistPayload = ResolversTypes['PlaylistPayload'];
import { succeeded } from '../../graphql/response-result';
import { catalogueLoaders, textLanguage } from './loaders';
import type { CreditModel, MediaModel, PersonModel, PlaylistModel } from './model';
import * as repo from './repo';
import { catalogueServiceOf, type PageResult } from './service';
import { thumbnailOf } from './covers';
import { findPlaylist, listPlaylists, type LibraryList } from '../library/repo';
import { libraryServiceOf, type Outcome } from '../library/service';
import { liveStats } from './live';
import { catalogueMessage } from './messages';

const SLOT_TAGS_MAX = 50;
const LIVE_ROW = 'stream_live_sports';

function failure(ctx: GraphQLContext, errorCode: string): ResponseResult {
  return {
    succeeded: false,
    errorCode,
    slug: errorCode,
    message: catalogueMessage(errorCode, ctx.lang),
    extra: null,
  };
}

/** The country access is judged by: the request's; outside prod a `country` argument may stand in (demo, tests). */
const countryOverride = new WeakMap<GraphQLContext, string>();
function countryOf(ctx: GraphQLContext): string {
  return countryOverride.get(ctx) ?? ctx.country;
}

async function accessOf(ctx: GraphQLContext, media: MediaModel) {
  const loaders = catalogueLoaders(ctx);
  return catalogueServiceOf(ctx.services).access(media, {
    entitledTypes: await loaders.entitledTypes(),
    country: countryOf(ctx),
    isIphone: loaders.isIphone,
  });
}

async function playbackKeyOf(ctx: GraphQLContext, media: MediaModel): Promise<string | null> {
  const access = await accessOf(ctx, media);
  if (!access.available) return null;
  return catalogueServiceOf(ctx.services).playbackKey(media.mediaType, media.id, memberOf(ctx)?.id ?? null);
}

async function credits(ctx: GraphQLContext, media: MediaModel, role: string): Promise<PersonModel[]> {
  const all: CreditModel[] = await catalogueLoaders(ctx).creditsOf(media.id);
  return all.filter((c) => c.role === role).map((c) => c.person);
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const is = (m: MediaModel, ...types: MediaType[]) => types.includes(m.mediaType);

function page(ctx: GraphQLContext, p: PageResult) {
  for (const m of p.items) catalogueLoaders(ctx).primeMedia(m);
  return { ...p, message: p.errorCode ? catalogueMessage(p.errorCode, ctx.lang) : null };
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
  const lib = libraryServiceOf(ctx.services);
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

export const catalogueResolvers: Resolvers = {
  ContentQuery: {
    mediaTypes: async (_p, _a, ctx) => {
      const loaders = catalogueLoaders(ctx);
      const [entitled, counts] = await Promise.all([
        loaders.entitledTypes(),
        catalogueServiceOf(ctx.services).countsByType(),
      ]);
      const brandTypes = ctx.brand.mediaTypes.filter(isCatalogueMediaType);
      return [...new Set(brandTypes)].map((type) => ({
        type,
        title: MEDIA_TYPE_STYLES[type].title,
        icon: MEDIA_TYPE_STYLES[type].icon,
        colors: {
          color: MEDIA_TYPE_STYLES[type].color,
          background: MEDIA_TYPE_STYLES[type].background,
          text: MEDIA_TYPE_STYLES[type].text,
        },
        display_area_slug: displayAreaSlug(type),
        hideForIphoneDevice: IPHONE_HIDDEN_MEDIA_TYPES.includes(type),
        inPlan: entitled.includes(type),
        titleCount: counts.get(type) ?? 0,
      }));
    },
    genres: async (_p, { mediaType }, ctx) =>
      isCatalogueMediaType(mediaType) ? repo.listGenres(ctx.db, mediaType, textLanguage(ctx)) : [],
    media: async (_p, { mediaType, id, country }, ctx) => {
      const mediaId = parseMediaId(id);
      if (mediaId == null || !isCatalogueMediaType(mediaType)) return null;
      if (country && !ctx.services.config.isProd && /^[A-Za-z]{2}$/.test(country))
        countryOverride.set(ctx, country.toUpperCase());
      const media = await catalogueLoaders(ctx).media(mediaId);
      return media && media.mediaType === mediaType ? media : null;
    },
    browse: async (_p, args, ctx) => page(ctx, await catalogueServiceOf(ctx.services).browse(args)),
    search: async (_p, args, ctx) => page(ctx, await catalogueServiceOf(ctx.services).searchPage(args)),
    slotsWithTags: async (_p, { tags }, ctx) => {
      const wanted = [...new Set(tags)]
        .filter((t) => t.length > 0 && t.length <= 100)
        .slice(0, SLOT_TAGS_MAX);
      return repo.slotsWithTags(ctx.db, wanted, textLanguage(ctx));
    },
    slots: async (_p, { mediaType }, ctx) => {
      if (!isCatalogueMediaType(mediaType)) return [];
      const slots = await repo.slotsWithTags(ctx.db, [displayAreaSlug(mediaType)], textLanguage(ctx));
      return slots.filter((s) => s.mediaType === mediaType);
    },
    liveNow: async (_p, _a, ctx) => {
      const streams = await repo.streamsInSlot(ctx.db, LIVE_ROW, 24);
      const now = ctx.services.clock();
      const order = { live: 0, halftime: 1, scheduled: 2, finished: 3 } as const;
      return streams
        .filter((m) => typeof m.details.liveSlug === 'string')
        .map((m) => liveStats(m, m.details.liveSlug as string, now))
        .sort((a, b) => order[a.status] - order[b.status]);
    },
    live: async (_p, { slug }, ctx) => {
      const m = /-(\d{1,10})$/.exec(slug.slice(0, 200));
      const id = m ? parseMediaId(m[1]) : null;
      if (id == null) return null;
      const media = await catalogueLoaders(ctx).media(id);
      if (!media || media.mediaType !== 'stream' || media.details.liveSlug !== slug) return null;
      return liveStats(media, slug, ctx.services.clock());
    },
    collection: async (_p, { mediaType }, ctx) => {
      const member = memberOf(ctx);
      if (!member) return [];
      if (mediaType && !isCatalogueMediaType(mediaType)) return [];
      return libraryServiceOf(ctx.services).list('collection_entries', member.id, mediaType ?? null);
    },
    history: async (_p, { mediaType }, ctx) => {
      const member = memberOf(ctx);
      if (!member) return [];
      if (mediaType && !isCatalogueMediaType(mediaType)) return [];
      return libraryServiceOf(ctx.services).list('history_entries', member.id, mediaType ?? null);
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
      const p = await catalogueLoaders(ctx).progressOf(mediaId);
      return p && p.mediaType === mediaType ? p : null;
    },
  },

  Media: {
    id: (m) => String(m.id),
    mediaType: (m) => m.mediaType,
    title: (m) => m.title,
    slug: (m) => m.slug,
    description: (m) => m.description,
    thumbnail: (m) => thumbnailOf(m),
    is_free: (m) => m.isFree,
    vendor_id: (m) => m.vendorId,
    playbackKey: (m, _a, ctx) => playbackKeyOf(ctx, m),
    access: async (m, _a, ctx) => {
      const a = await accessOf(ctx, m);
      return {
        available: a.available,
        reason: a.reason,
        message: a.reason ? catalogueMessage(a.reason, ctx.lang) : null,
      };
    },
    genres: (m, _a, ctx) => catalogueLoaders(ctx).genresOf(m.id),
    popularity: (m) => m.popularity,
    subtitle: (m) => m.subtitle,
    inCollection: async (m, _a, ctx) => (await catalogueLoaders(ctx).collectionIds()).has(m.id),
    progress: async (m, _a, ctx) => (memberOf(ctx) ? catalogueLoaders(ctx).progressOf(m.id) : null),
    artists: (m, _a, ctx) => (is(m, 'music') ? credits(ctx, m, 'artist') : []),
    tracks: (m, _a, ctx) => (is(m, 'music') ? catalogueLoaders(ctx).tracksOf(m.id) : []),
    upc: (m) => (is(m, 'music') ? str(m.details.upc) : null),
    duration: (m) => (is(m, 'music', 'movie', 'audiobook', 'stream') ? m.duration : null),
    releaseYear: (m) => m.releaseYear,
    releaseDate: (m) => m.releaseDate,
    type: (m) => str(m.details.type),
    quality: (m) => (is(m, 'movie', 'stream') ? str(m.details.quality) : null),
    language: (m) => (is(m, 'movie', 'audiobook', 'stream') ? str(m.details.language) : null),
    countryOfOrigin: (m) => (is(m, 'movie', 'stream') ? str(m.details.countryOfOrigin) : null),
    isbn: (m) => (is(m, 'audiobook', 'ebook') ? str(m.details.isbn) : null),
    // A series is where its latest episode is (issue 10, item 9): read from its episodes, not from
    // details, whose episodeNumber counted every episode of every season ("Episode 14" of six).
    seasonNumber: async (m, _a, ctx) =>
      is(m, 'movie')
        ? (latestEpisode(await catalogueLoaders(ctx).episodesOf(m.id))?.seasonNumber ?? null)
        : null,
    episodeNumber: async (m, _a, ctx) =>
      is(m, 'movie')
        ? (latestEpisode(await catalogueLoaders(ctx).episodesOf(m.id))?.episodeNumber ?? null)
        : null,
    casts: (m, _a, ctx) => (is(m, 'movie') ? credits(ctx, m, 'cast') : []),
    directors: (m, _a, ctx) => (is(m, 'movie') ? credits(ctx, m, 'director') : []),
    producers: (m, _a, ctx) => (is(m, 'movie') ? credits(ctx, m, 'producer') : []),
    writers: (m, _a, ctx) => (is(m, 'movie', 'ebook') ? credits(ctx, m, 'writer') : []),
    episodes: (m, _a, ctx) => (is(m, 'movie') ? catalogueLoaders(ctx).episodesOf(m.id) : []),
    firstEpisode: async (m, _a, ctx) =>
      is(m, 'movie') ? ((await catalogueLoaders(ctx).episodesOf(m.id))[0] ?? null) : null,
    publisher: async (m, _a, ctx) =>
      is(m, 'audiobook', 'ebook') ? ((await credits(ctx, m, 'publisher'))[0] ?? null) : null,
    copyright: (m) => (is(m, 'audiobook') ? str(m.details.copyright) : null),
    authors: (m, _a, ctx) => (is(m, 'audiobook') ? credits(ctx, m, 'author') : []),
    narrators: (m, _a, ctx) => (is(m, 'audiobook') ? credits(ctx, m, 'narrator') : []),
    edition: (m) => (is(m, 'ebook') ? str(m.details.edition) : null),
    languages: (m) =>
      is(m, 'ebook') && Array.isArray(m.details.languages)
        ? m.details.languages.filter((l): l is string => typeof l === 'string')
        : [],
    numPages: (m) => (is(m, 'ebook') ? num(m.details.numPages) : null),
    liveSlug: (m) => (is(m, 'stream') ? str(m.details.liveSlug) : null),
  },

  Genre: {
    id: (g) => String(g.id),
    key: (g) => g.key,
    title: (g) => g.title,
    mediaType: (g) => g.mediaType,
    parent: (g) => (g.parentId == null ? null : String(g.parentId)),
    titleCount: (g) => g.titleCount,
  },

  Person: {
    id: (p) => String(p.id),
    slug: (p) => p.slug,
    title: (p) => p.name,
  },

  Track: {
    id: (t) => String(t.id),
    albumId: (t) => String(t.mediaId),
    albumTitle: async (t, _a, ctx) => (await catalogueLoaders(ctx).media(t.mediaId))?.title ?? '',
    trackNumber: (t) => t.trackNumber,
    title: (t) => t.title,
    description: (t) => t.description,
    duration: (t) => t.duration,
    artists: async (t, _a, ctx) => {
      const people = await Promise.all(t.artistIds.map((id) => catalogueLoaders(ctx).people(id)));
      return people.filter((p): p is PersonModel => !!p);
    },
    genres: (t, _a, ctx) => catalogueLoaders(ctx).genresOf(t.mediaId),
    playbackKey: async (t, _a, ctx) => {
      const album = await catalogueLoaders(ctx).media(t.mediaId);
      const key = album ? await playbackKeyOf(ctx, album) : null;
      return key ? `${key}.${t.id}` : null;
    },
  },

  Episode: {
    id: (e) => String(e.id),
    title: (e) => e.title,
    description: (e) => e.description,
    seasonNumber: (e) => e.seasonNumber,
    episodeNumber: (e) => e.episodeNumber,
    duration: (e) => e.duration,
    releaseDate: (e) => e.releaseDate,
    thumbnail: async (e, _a, ctx) => {
      const series = await catalogueLoaders(ctx).media(e.mediaId);
      return thumbnailOf(series ?? { id: e.mediaId, mediaType: 'movie', cacheIndex: 1 });
    },
    playbackKey: async (e, _a, ctx) => {
      const series = await catalogueLoaders(ctx).media(e.mediaId);
      const key = series ? await playbackKeyOf(ctx, series) : null;
      return key ? `${key}.${e.id}` : null;
    },
  },

  Slot: {
    id: (s) => String(s.id),
    slug: (s) => s.slug,
    title: (s) => s.title,
    mediaType: (s) => s.mediaType,
    properties: (s) => s.properties,
    tags: (s) => s.tags,
    items: (s, { first }, ctx) =>
      catalogueLoaders(ctx).slotItems(s.id, Math.max(1, Math.min(50, first ?? 20))),
    genres: async (s, _a, ctx) => {
      const keys = Array.isArray(s.properties.genres)
        ? s.properties.genres.filter((k): k is string => typeof k === 'string')
        : typeof s.properties.genre === 'string'
          ? [s.properties.genre]
          : [];
      const all = await catalogueLoaders(ctx).allGenres();
      const byKey = new Map(all.filter((g) => g.mediaType === s.mediaType).map((g) => [g.key, g]));
      return keys.map((k) => byKey.get(k)).filter((g): g is NonNullable<typeof g> => !!g);
    },
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
    trackCount: async (p, _a, ctx) => (await catalogueLoaders(ctx).playlistTracks(p.id)).length,
    totalDuration: async (p, _a, ctx) =>
      (await catalogueLoaders(ctx).playlistTracks(p.id)).reduce((s, t) => s + t.duration, 0),
    tracks: (p, _a, ctx) => catalogueLoaders(ctx).playlistTracks(p.id),
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
      listChange(ctx, 'history', (m) => libraryServiceOf(ctx.services).add('history_entries', m, type, id)),
    removeFromHistory: (_p, { type, id }, ctx) =>
      listChange(ctx, 'history', (m) =>
        libraryServiceOf(ctx.services).remove('history_entries', m, type, id),
      ),
    removeAllFromHistory: (_p, _a, ctx) =>
      listChange(ctx, 'history', (m) => libraryServiceOf(ctx.services).removeAll('history_entries', m)),
    addToCollection: (_p, { type, id }, ctx) =>
      listChange(ctx, 'collection', (m) =>
        libraryServiceOf(ctx.services).add('collection_entries', m, type, id),
      ),
    removeFromCollection: (_p, { type, id }, ctx) =>
      listChange(ctx, 'collection', (m) =>
        libraryServiceOf(ctx.services).remove('collection_entries', m, type, id),
      ),
    removeAllFromCollection: (_p, _a, ctx) =>
      listChange(ctx, 'collection', (m) => libraryServiceOf(ctx.services).removeAll('collection_entries', m)),
    updateMediaProgress: async (_p, args, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: failure(ctx, 'unauthenticated'), progress: null };
      const r = await libraryServiceOf(ctx.services).updateProgress(member.id, args);
      return r.ok
        ? { responseResult: succeeded(), progress: r.value }
        : { responseResult: failure(ctx, r.errorCode), progress: null };
    },
    createPlaylist: async (_p, { name }, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: failure(ctx, 'unauthenticated'), playlist: null };
      const r = await libraryServiceOf(ctx.services).createPlaylist(member.id, name);
      return r.ok
        ? { responseResult: succeeded(), playlist: r.value }
        : { responseResult: failure(ctx, r.errorCode), playlist: null };
    },
    renamePlaylist: (_p, { id, name }, ctx) =>
      playlistChange(ctx, id, (m) => libraryServiceOf(ctx.services).renamePlaylist(m, id, name)),
    deletePlaylist: async (_p, { id }, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: failure(ctx, 'unauthenticated'), playlistId: null };
      const r = await libraryServiceOf(ctx.services).deletePlaylist(member.id, id);
      return r.ok
        ? { responseResult: succeeded(), playlistId: String(r.value) }
        : { responseResult: failure(ctx, r.errorCode), playlistId: null };
    },
    addTracksToPlaylist: (_p, { playlistId, trackIds }, ctx) =>
      playlistChange(ctx, playlistId, (m) =>
        libraryServiceOf(ctx.services).addTracks(m, playlistId, trackIds),
      ),
    removeTrackFromPlaylist: (_p, { playlistId, trackId }, ctx) =>
      playlistChange(ctx, playlistId, (m) =>
        libraryServiceOf(ctx.services).removeTrack(m, playlistId, trackId),
      ),
    moveTrackInPlaylist: (_p, { playlistId, trackId, toIndex, expectedVersion }, ctx) =>
      playlistChange(ctx, playlistId, (m) =>
        libraryServiceOf(ctx.services).moveTrack(m, playlistId, trackId, toIndex, expectedVersion),
      ),
    reorderPlaylist: (_p, { playlistId, trackIds }, ctx) =>
      playlistChange(ctx, playlistId, (m) => libraryServiceOf(ctx.services).reorder(m, playlistId, trackIds)),
  },
};
