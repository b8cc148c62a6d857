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
import { type GraphQLContext, textLanguage, accessViewerOf } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { errorMessage } from '../../graphql/response-result';
import { accessOf, playbackKeyOf } from './access';
import { thumbnailOf } from './covers';
import { liveStats } from './live';
import type { CreditModel, MediaModel, PersonModel } from './model';
import { mediaPageView } from './page';

const SLOT_TAGS_MAX = 50;
const LIVE_ROW = 'stream_live_sports';

/** The key that plays one part of a title (an album's track, a series' episode): the title's key and the part's id. */
async function partPlaybackKey(ctx: GraphQLContext, mediaId: number, partId: number): Promise<string | null> {
  const title = await ctx.loaders.catalogue.media(mediaId);
  const key = title ? await playbackKeyOf(accessViewerOf(ctx), title) : null;
  return key ? `${key}.${partId}` : null;
}

async function credits(ctx: GraphQLContext, media: MediaModel, role: string): Promise<PersonModel[]> {
  const all: CreditModel[] = await ctx.loaders.catalogue.creditsOf(media.id);
  return all.filter((c) => c.role === role).map((c) => c.person);
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const is = (m: MediaModel, ...types: MediaType[]) => types.includes(m.mediaType);

export const catalogueResolvers: Resolvers = {
  ContentQuery: {
    mediaTypes: async (_p, _a, ctx) => {
      const [entitled, counts] = await Promise.all([
        ctx.loaders.catalogue.entitledTypes(),
        ctx.services.catalogue.countsByType(),
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
      isCatalogueMediaType(mediaType) ? ctx.services.catalogue.genres(mediaType, textLanguage(ctx)) : [],
    media: async (_p, { mediaType, id, country }, ctx) => {
      const mediaId = parseMediaId(id);
      if (mediaId == null || !isCatalogueMediaType(mediaType)) return null;
      if (country && !ctx.services.config.isProd && /^[A-Za-z]{2}$/.test(country))
        ctx.loaders.catalogue.overrideAccessCountry(country.toUpperCase());
      const media = await ctx.loaders.catalogue.media(mediaId);
      if (!media || media.mediaType !== mediaType) return null;
      // A title an editor wrote in the reader's language (modules/titles; one probe shared with the
      // description's). Lists keep the stored en-us title: translating them would cost a statement.
      const title = (await ctx.loaders.mediaTexts(media.id)).get('title');
      return title ? { ...media, title } : media;
    },
    browse: async (_p, args, ctx) =>
      mediaPageView(
        ctx.loaders.catalogue,
        ctx.lang,
        await ctx.services.catalogue.browse({ ...args, brandId: ctx.brand.id }),
      ),
    slotsWithTags: async (_p, { tags }, ctx) => {
      const wanted = [...new Set(tags)]
        .filter((t) => t.length > 0 && t.length <= 100)
        .slice(0, SLOT_TAGS_MAX);
      return ctx.services.catalogue.slotsWithTags(wanted, textLanguage(ctx), ctx.brand.id);
    },
    slots: async (_p, { mediaType }, ctx) => {
      if (!isCatalogueMediaType(mediaType)) return [];
      const slots = await ctx.services.catalogue.slotsWithTags(
        [displayAreaSlug(mediaType)],
        textLanguage(ctx),
        ctx.brand.id,
      );
      return slots.filter((s) => s.mediaType === mediaType);
    },
    liveNow: async (_p, _a, ctx) => {
      const streams = await ctx.services.catalogue.streamsInSlot(LIVE_ROW, 24, ctx.brand.id);
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
      const media = await ctx.loaders.catalogue.media(id);
      if (!media || media.mediaType !== 'stream' || media.details.liveSlug !== slug) return null;
      return liveStats(media, slug, ctx.services.clock());
    },
  },

  Media: {
    id: (m) => String(m.id),
    mediaType: (m) => m.mediaType,
    title: (m) => m.title,
    slug: (m) => m.slug,
    description: async (m, _a, ctx) =>
      (await ctx.loaders.mediaTexts(m.id)).get('description') ?? m.description,
    thumbnail: (m) => thumbnailOf(m),
    is_free: (m) => m.isFree,
    vendor_id: (m) => m.vendorId,
    playbackKey: (m, _a, ctx) => playbackKeyOf(accessViewerOf(ctx), m),
    access: async (m, _a, ctx) => {
      const a = await accessOf(accessViewerOf(ctx), m);
      return {
        available: a.available,
        reason: a.reason,
        message: a.reason ? errorMessage(ctx.lang, a.reason) : null,
      };
    },
    genres: (m, _a, ctx) => ctx.loaders.catalogue.genresOf(m.id),
    popularity: (m) => m.popularity,
    subtitle: (m) => m.subtitle,
    artists: (m, _a, ctx) => (is(m, 'music') ? credits(ctx, m, 'artist') : []),
    tracks: (m, _a, ctx) => (is(m, 'music') ? ctx.loaders.catalogue.tracksOf(m.id) : []),
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
        ? (latestEpisode(await ctx.loaders.catalogue.episodesOf(m.id))?.seasonNumber ?? null)
        : null,
    episodeNumber: async (m, _a, ctx) =>
      is(m, 'movie')
        ? (latestEpisode(await ctx.loaders.catalogue.episodesOf(m.id))?.episodeNumber ?? null)
        : null,
    casts: (m, _a, ctx) => (is(m, 'movie') ? credits(ctx, m, 'cast') : []),
    directors: (m, _a, ctx) => (is(m, 'movie') ? credits(ctx, m, 'director') : []),
    producers: (m, _a, ctx) => (is(m, 'movie') ? credits(ctx, m, 'producer') : []),
    writers: (m, _a, ctx) => (is(m, 'movie', 'ebook') ? credits(ctx, m, 'writer') : []),
    episodes: (m, _a, ctx) => (is(m, 'movie') ? ctx.loaders.catalogue.episodesOf(m.id) : []),
    firstEpisode: async (m, _a, ctx) =>
      is(m, 'movie') ? ((await ctx.loaders.catalogue.episodesOf(m.id))[0] ?? null) : null,
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
    albumTitle: async (t, _a, ctx) => (await ctx.loaders.catalogue.media(t.mediaId))?.title ?? '',
    trackNumber: (t) => t.trackNumber,
    title: (t) => t.title,
    description: (t) => t.description,
    duration: (t) => t.duration,
    artists: async (t, _a, ctx) => {
      const people = await Promise.all(t.artistIds.map((id) => ctx.loaders.catalogue.people(id)));
      return people.filter((p): p is PersonModel => !!p);
    },
    genres: (t, _a, ctx) => ctx.loaders.catalogue.genresOf(t.mediaId),
    playbackKey: (t, _a, ctx) => partPlaybackKey(ctx, t.mediaId, t.id),
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
      const series = await ctx.loaders.catalogue.media(e.mediaId);
      return thumbnailOf(series ?? { id: e.mediaId, mediaType: 'movie', cacheIndex: 1 });
    },
    playbackKey: (e, _a, ctx) => partPlaybackKey(ctx, e.mediaId, e.id),
  },

  Slot: {
    id: (s) => String(s.id),
    slug: (s) => s.slug,
    title: (s) => s.title,
    mediaType: (s) => s.mediaType,
    properties: (s) => s.properties,
    tags: (s) => s.tags,
    items: (s, { first }, ctx) =>
      ctx.loaders.catalogue.slotItems(s.id, Math.max(1, Math.min(50, first ?? 20))),
    genres: async (s, _a, ctx) => {
      const keys = Array.isArray(s.properties.genres)
        ? s.properties.genres.filter((k): k is string => typeof k === 'string')
        : typeof s.properties.genre === 'string'
          ? [s.properties.genre]
          : [];
      const all = await ctx.loaders.catalogue.allGenres();
      const byKey = new Map(all.filter((g) => g.mediaType === s.mediaType).map((g) => [g.key, g]));
      return keys.map((k) => byKey.get(k)).filter((g): g is NonNullable<typeof g> => !!g);
    },
  },
};
