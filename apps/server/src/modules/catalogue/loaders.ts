/** Per-request loaders of the catalogue: a page of rows and titles costs a constant number of queries. */
import {
  DEFAULT_LANGUAGE,
  asLanguageCode,
  availableMediaTypes,
  isIphoneUserAgent,
  subscriptionState,
  type LanguageCode,
  type MediaType,
} from '@member-area/domain';
import type { GraphQLContext } from '../../graphql/context';
import { memberOf } from '../../graphql/context';
import { batcher, groupBy, type Load } from '../../lib/batch';
import type {
  CreditModel,
  EpisodeModel,
  GenreModel,
  MediaModel,
  PersonModel,
  PlaylistModel,
  TrackModel,
} from './model';
import * as repo from './repo';
import * as library from '../library/repo';

export interface CatalogueLoaders {
  media: Load<number, MediaModel | null>;
  primeMedia(m: MediaModel): void;
  genresOf: Load<number, GenreModel[]>;
  creditsOf: Load<number, CreditModel[]>;
  tracksOf: Load<number, TrackModel[]>;
  episodesOf: Load<number, EpisodeModel[]>;
  people: Load<number, PersonModel | null>;
  slotItems(slotId: number, first: number): Promise<MediaModel[]>;
  progressOf: Load<number, library.ProgressModel | null>;
  playlistTracks: Load<number, library.PlaylistTrackModel[]>;
  /** Every genre (a few hundred rows), once per request. */
  allGenres(): Promise<GenreModel[]>;
  /** Media ids in the viewer's collection (one query per request). */
  collectionIds(): Promise<Set<number>>;
  /** The viewer's active media types (empty for visitors and members without an active plan). */
  entitledTypes(): Promise<MediaType[]>;
  isIphone: boolean;
}

const loaders = new WeakMap<GraphQLContext, CatalogueLoaders>();

/** The language catalogue texts (genres, slot titles, plans) are read in: the request's. */
export function textLanguage(ctx: GraphQLContext): LanguageCode {
  return asLanguageCode(ctx.lang) ?? DEFAULT_LANGUAGE;
}

export function catalogueLoaders(ctx: GraphQLContext): CatalogueLoaders {
  let l = loaders.get(ctx);
  if (!l) {
    l = create(ctx);
    loaders.set(ctx, l);
  }
  return l;
}

function create(ctx: GraphQLContext): CatalogueLoaders {
  const db = ctx.db;
  const member = memberOf(ctx);
  const lang = textLanguage(ctx);
  const media = batcher<number, MediaModel | null>(async (ids) => {
    const rows = await repo.mediaByIds(db, ids);
    return new Map(rows.map((m) => [m.id, m]));
  }, null);
  const genresOf = batcher<number, GenreModel[]>(async (ids) => {
    const rows = await repo.genresOfMedia(db, ids, lang);
    const grouped = groupBy(rows, (r) => r.mediaId);
    return new Map(ids.map((id) => [id, (grouped.get(id) ?? []).map((r) => r.genre)]));
  }, []);
  const creditsOf = batcher<number, CreditModel[]>(async (ids) => {
    const grouped = groupBy(await repo.creditsOfMedia(db, ids), (c) => c.mediaId);
    return new Map(ids.map((id) => [id, grouped.get(id) ?? []]));
  }, []);
  const tracksOf = batcher<number, TrackModel[]>(async (ids) => {
    const grouped = groupBy(await repo.tracksOfMedia(db, ids), (t) => t.mediaId);
    return new Map(ids.map((id) => [id, grouped.get(id) ?? []]));
  }, []);
  const episodesOf = batcher<number, EpisodeModel[]>(async (ids) => {
    const grouped = groupBy(await repo.episodesOfMedia(db, ids), (e) => e.mediaId);
    return new Map(ids.map((id) => [id, grouped.get(id) ?? []]));
  }, []);
  const people = batcher<number, PersonModel | null>(async (ids) => {
    const rows = await repo.peopleByIds(db, ids);
    return new Map(rows.map((p) => [p.id, p]));
  }, null);
  // Slot rows: every slot asked for in one turn shares one query (the largest `first` wins).
  const slotBatch = batcher<string, MediaModel[]>(async (keys) => {
    const parsed = keys.map((k) => k.split(':').map(Number) as [number, number]);
    const max = Math.max(...parsed.map(([, f]) => f));
    const rows = await repo.slotItems(
      db,
      parsed.map(([id]) => id),
      max,
    );
    for (const r of rows) media.prime(r.media.id, r.media);
    const grouped = groupBy(rows, (r) => r.slotId);
    return new Map(
      keys.map((k, i) => [k, (grouped.get(parsed[i]![0]) ?? []).slice(0, parsed[i]![1]).map((r) => r.media)]),
    );
  }, []);
  const progressOf = batcher<number, library.ProgressModel | null>(async (ids) => {
    if (!member) return new Map();
    const rows = await library.progressFor(db, member.id, ids);
    return new Map(rows.map((p) => [p.mediaId, p]));
  }, null);
  const playlistTracks = batcher<number, library.PlaylistTrackModel[]>(async (ids) => {
    const grouped = groupBy(await library.playlistTracks(db, ids), (t) => t.playlistId);
    return new Map(ids.map((id) => [id, grouped.get(id) ?? []]));
  }, []);

  let collection: Promise<Set<number>> | undefined;
  let genres: Promise<GenreModel[]> | undefined;
  let entitled: Promise<MediaType[]> | undefined;
  const isIphone = isIphoneUserAgent(ctx.request.headers['user-agent']);

  return {
    media: media.load,
    primeMedia: (m) => media.prime(m.id, m),
    genresOf: genresOf.load,
    creditsOf: creditsOf.load,
    tracksOf: tracksOf.load,
    episodesOf: episodesOf.load,
    people: people.load,
    slotItems: (slotId, first) => slotBatch.load(`${slotId}:${first}`),
    progressOf: progressOf.load,
    playlistTracks: playlistTracks.load,
    allGenres: () => {
      genres ??= repo.allGenres(db, lang);
      return genres;
    },
    collectionIds: () => {
      collection ??= member
        ? library.collectionIds(db, member.id).then((ids) => new Set(ids))
        : Promise.resolve(new Set());
      return collection;
    },
    entitledTypes: () => {
      entitled ??= (async () => {
        if (!member) return [];
        const [subs, tags] = await Promise.all([
          ctx.loaders.subscriptions(member.id),
          ctx.loaders.memberTags(member.id),
        ]);
        const state = subscriptionState(
          subs.map((s) => ({
            isActive: s.isActive,
            cancelRefId: s.cancelRefId,
            planName: s.planName,
            offers: s.offers,
          })),
          tags,
        );
        if (!state.isActive) return [];
        return availableMediaTypes({
          memberTags: tags,
          brandTags: ctx.brand.tags,
          brandMediaTypes: ctx.brand.mediaTypes,
          subscriptionMediaTypes: state.mediaTypes,
          isIphone,
        });
      })();
      return entitled;
    },
    isIphone,
  };
}

export type { PlaylistModel };
