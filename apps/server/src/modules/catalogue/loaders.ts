/** Per-request loaders of the catalogue: a page of rows and titles costs a constant number of queries. */
import {
  availableMediaTypes,
  isIphoneUserAgent,
  subscriptionState,
  type LanguageCode,
  type MediaType,
} from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { batcher, groupBy, type Load } from '../../lib/batch';
import type { Brand } from '../brand';
import type { MemberModel } from '../member';
import type { SubscriptionModel } from '../subscription';
import type { CreditModel, EpisodeModel, GenreModel, MediaModel, PersonModel, TrackModel } from './model';
import * as repo from './repo';

export interface CatalogueLoaders {
  media: Load<number, MediaModel | null>;
  /** Prime only titles this request lists (`lists`): the loader answers for visible titles alone. */
  primeMedia(m: MediaModel): void;
  /** Whether the request's brand lists this title (docs/libraries.md "Identity"), for rows read elsewhere. */
  lists(m: MediaModel): boolean;
  genresOf: Load<number, GenreModel[]>;
  creditsOf: Load<number, CreditModel[]>;
  tracksOf: Load<number, TrackModel[]>;
  episodesOf: Load<number, EpisodeModel[]>;
  people: Load<number, PersonModel | null>;
  slotItems(slotId: number, first: number): Promise<MediaModel[]>;
  /** Every genre (a few hundred rows), once per request. */
  allGenres(): Promise<GenreModel[]>;
  /** The viewer's active media types (empty for visitors and members without an active plan). */
  entitledTypes(): Promise<MediaType[]>;
  isIphone: boolean;
  /** The country access is judged by: the request's, unless `content.media(country:)` stood in for it. */
  accessCountry(): string;
  /** Outside prod a `country` argument stands in for the request's (demo, tests), for this request only. */
  overrideAccessCountry(country: string): void;
}

/** What the loaders of one request read: its database, viewer, language, brand and device. */
export interface CatalogueRequest {
  db: Db;
  member: MemberModel | null;
  lang: LanguageCode;
  brand: Brand;
  country: string;
  userAgent: string | undefined;
  /** The request's member loaders (graphql/loaders.ts), shared with the other fields. */
  memberTags(memberId: number): Promise<string[]>;
  subscriptions(memberId: number): Promise<SubscriptionModel[]>;
}

/** Rows grouped under each id asked for, in the order asked (an id with none gets []). */
function listsById<T>(ids: readonly number[], rows: T[], idOf: (row: T) => number): Map<number, T[]> {
  const grouped = groupBy(rows, idOf);
  return new Map(ids.map((id) => [id, grouped.get(id) ?? []]));
}

/** Slot rows: every slot asked for in one turn shares one query (the largest `first` wins). */
function slotItemsBatch(db: Db, brandId: string, media: { prime(id: number, m: MediaModel): void }) {
  return batcher<string, MediaModel[]>(async (keys) => {
    const parsed = keys.map((k) => k.split(':').map(Number) as [number, number]);
    const max = Math.max(...parsed.map(([, f]) => f));
    const rows = await repo.slotItems(
      db,
      parsed.map(([id]) => id),
      max,
      brandId,
    );
    for (const r of rows) media.prime(r.media.id, r.media);
    const grouped = groupBy(rows, (r) => r.slotId);
    return new Map(
      keys.map((k, i) => [k, (grouped.get(parsed[i]![0]) ?? []).slice(0, parsed[i]![1]).map((r) => r.media)]),
    );
  }, []);
}

/** The media types the request's member may play now: none for a visitor or a lapsed plan. */
async function entitledTypesOf(req: CatalogueRequest, isIphone: boolean): Promise<MediaType[]> {
  const member = req.member;
  if (!member) return [];
  const [subs, tags] = await Promise.all([req.subscriptions(member.id), req.memberTags(member.id)]);
  // SubscriptionModel is a SubscriptionInput: the rule reads only the fields it declares.
  const state = subscriptionState(subs, tags);
  if (!state.isActive) return [];
  return availableMediaTypes({
    memberTags: tags,
    brandTags: req.brand.tags,
    brandMediaTypes: req.brand.mediaTypes,
    subscriptionMediaTypes: state.mediaTypes,
    isIphone,
  });
}

/** Built per request with the GraphQL context (graphql/loaders.ts): `ctx.loaders.catalogue`. */
export function createCatalogueLoaders(req: CatalogueRequest): CatalogueLoaders {
  const { db, lang } = req;
  // Only titles listed to the request's brand: another brand's title, or a hidden one, answers as
  // if it did not exist (content.media, playback, part keys, progress saves all read through here).
  const media = batcher<number, MediaModel | null>(async (ids) => {
    const rows = await repo.mediaByIds(db, ids, req.brand.id);
    return new Map(rows.map((m) => [m.id, m]));
  }, null);
  const genresOf = batcher<number, GenreModel[]>(async (ids) => {
    const rows = await repo.genresOfMedia(db, ids, lang);
    const grouped = groupBy(rows, (r) => r.mediaId);
    return new Map(ids.map((id) => [id, (grouped.get(id) ?? []).map((r) => r.genre)]));
  }, []);
  const creditsOf = batcher<number, CreditModel[]>(async (ids) => {
    return listsById(ids, await repo.creditsOfMedia(db, ids), (c) => c.mediaId);
  }, []);
  const tracksOf = batcher<number, TrackModel[]>(async (ids) => {
    return listsById(ids, await repo.tracksOfMedia(db, ids), (t) => t.mediaId);
  }, []);
  const episodesOf = batcher<number, EpisodeModel[]>(async (ids) => {
    return listsById(ids, await repo.episodesOfMedia(db, ids), (e) => e.mediaId);
  }, []);
  const people = batcher<number, PersonModel | null>(async (ids) => {
    const rows = await repo.peopleByIds(db, ids);
    return new Map(rows.map((p) => [p.id, p]));
  }, null);
  const slotBatch = slotItemsBatch(db, req.brand.id, media);
  const lists = (m: MediaModel) =>
    m.hiddenReason == null && (m.brandId == null || m.brandId === req.brand.id);
  let genres: Promise<GenreModel[]> | undefined;
  let entitled: Promise<MediaType[]> | undefined;
  const isIphone = isIphoneUserAgent(req.userAgent);
  let accessCountry = req.country;

  return {
    media: media.load,
    primeMedia: (m) => {
      if (lists(m)) media.prime(m.id, m);
    },
    lists,
    genresOf: genresOf.load,
    creditsOf: creditsOf.load,
    tracksOf: tracksOf.load,
    episodesOf: episodesOf.load,
    people: people.load,
    slotItems: (slotId, first) => slotBatch.load(`${slotId}:${first}`),
    allGenres: () => {
      genres ??= repo.allGenres(db, lang);
      return genres;
    },
    entitledTypes: () => {
      entitled ??= entitledTypesOf(req, isIphone);
      return entitled;
    },
    isIphone,
    accessCountry: () => accessCountry,
    overrideAccessCountry: (country) => {
      accessCountry = country;
    },
  };
}
