/**
 * Writes into the catalogue (issue 32): one title with its parts, people, genres and search entries
 * in the caller's transaction, so an imported title is listed, browsable and searchable on both
 * engines the moment it commits, without a rebuild. Titles are hidden, never deleted: members keep
 * their history, progress, collection and playlist rows.
 */
import {
  MEDIA_TYPES,
  normaliseSearchText,
  type MediaType,
  IMPORTED_MEDIA_ID_FIRST,
  IMPORTED_MEDIA_ID_LAST,
  TITLE_PARTS_MAX,
} from '@member-area/domain';
import { isSqlite, type Db, type DbOrTrx } from '../../db/kysely';
import {
  ALL_TITLES_TERM,
  changeEntries,
  decodePostings,
  documentText,
  documentWords,
  encodePostings,
  entryOf,
  mediaTypeTerm,
  popularityBlock,
  scopedTerm,
  searchRankKey,
  wordsOf,
} from './search-document';
import { searchIndexWritten } from './search-events';
import * as w from './writer-repo';

/**
 * People the writer creates: the seed's people stop well below (HUMAN_BASE 1 … BAND_BASE 100,000,
 * then bands from 100,000 up by a few thousand, seed/catalogue/generate.ts).
 */
export const IMPORTED_PERSON_ID_FIRST = 100_000_001;
const IMPORTED_PERSON_ID_LAST = 2_000_000_000;

export const HIDDEN_REASONS = ['packaging', 'missing_files', 'editor', 'merged'] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];

export const CREDIT_ROLES = [
  'artist',
  'cast',
  'director',
  'producer',
  'writer',
  'author',
  'narrator',
  'publisher',
  'studio',
] as const;
export type CreditRole = (typeof CREDIT_ROLES)[number];

/** One title as a library import (or an editor) describes it. */
export interface TitleInput {
  /** Update this title; absent: a new id from IMPORTED_MEDIA_ID_FIRST up. */
  id?: number;
  /** The owning brand; null for a shared title (the demo catalogue's kind). */
  brandId: string | null;
  mediaType: MediaType;
  title: string;
  description?: string;
  /** The artist of an album, the author of a book: the line under the title on cards. */
  subtitle?: string | null;
  /** YYYY-MM-DD. */
  releaseDate?: string | null;
  isFree?: boolean;
  /** 0 … 100; a new title gets 50 unless told. */
  popularity?: number;
  /** Per-type scalars (docs/catalogue.md "Data": upc, quality, language, isbn, …). */
  details?: Record<string, unknown>;
  /** Seconds. */
  duration?: number | null;
  /** By name: a genre of the type with that key or title (any case), else a new genre. */
  genres?: readonly string[];
  /** People by name: the person with the same slug is reused, else a new person. */
  credits?: readonly { name: string; role: CreditRole }[];
  /** Music: the album's tracks in order (ids album × 100 + n). */
  tracks?: readonly { title: string; duration: number; description?: string | null; artists?: string[] }[];
  /** Series (movie with details.type 'series'): ids title × 100 + n in the order given. */
  episodes?: readonly {
    seasonNumber: number;
    episodeNumber: number;
    title: string;
    duration: number;
    description?: string | null;
    releaseDate?: string | null;
  }[];
  /** Null = listed. */
  hiddenReason: HiddenReason | null;
  /** An uploaded or embedded cover, relative to MEDIA_DIR (null = drawn; left out = the stored one). */
  coverFile?: string | null;
  /** ISO alpha-2 codes where the title is not offered (geo_blocked); absent: as stored. */
  restrictedCountries?: readonly string[] | null;
  /**
   * Written by a library scan: a title merged into another is written as that one, and the fields
   * a content editor saved (edited_at) stay as they saved them (docs/titles.md "Rescans").
   */
  fromFiles?: boolean;
}

export interface WrittenTitle {
  id: number;
  created: boolean;
}

export class CatalogueWriteError extends Error {}

const slugOf = (text: string) => normaliseSearchText(text).replace(/ /g, '-').slice(0, 80) || 'title';
const genreKeyOf = (text: string) => normaliseSearchText(text).replace(/ /g, '_').slice(0, 60);

/** What a title's search entries are made of, to add them and to take them out again. */
interface IndexedTitle {
  id: number;
  brandId: string | null;
  listed: boolean;
  mediaType: string;
  rankKey: number;
  popularity: number;
  titleNorm: string;
  words: string[];
}

/** Built once per app (`services.catalogueWriter`); every method runs in the caller's transaction. */
export class CatalogueWriter {
  constructor(private readonly db: Db) {}

  /** Inserts or updates one title with all its parts; returns its id. */
  async writeTitle(trx: DbOrTrx, given: TitleInput): Promise<WrittenTitle> {
    const input = given.fromFiles ? await this.asEditorLeftIt(trx, given) : given;
    const title = input.title.trim();
    if (!title) throw new CatalogueWriteError('a title needs a title');
    if ((input.tracks?.length ?? 0) > TITLE_PARTS_MAX || (input.episodes?.length ?? 0) > TITLE_PARTS_MAX)
      throw new CatalogueWriteError(`at most ${TITLE_PARTS_MAX} tracks or episodes a title`);
    const [before] = input.id != null ? await w.storedTitles(trx, [input.id]) : [];
    if (before && before.media_type !== input.mediaType)
      throw new CatalogueWriteError(`title ${input.id} is a ${before.media_type}`);
    let id = input.id;
    if (id == null) {
      await w.lockAllocation(trx, 'media');
      id = (await w.nextIdInRange(trx, 'media_items', IMPORTED_MEDIA_ID_FIRST, IMPORTED_MEDIA_ID_LAST)) ?? -1;
      if (id < 0) throw new CatalogueWriteError('no imported title id left');
    }

    const genres = await this.genreRows(trx, input.mediaType, input.genres ?? []);
    const people = await this.people(trx, [
      ...(input.credits ?? []).map((c) => c.name),
      ...(input.tracks ?? []).flatMap((t) => t.artists ?? []),
    ]);
    const popularity = Math.max(0, Math.min(100, Math.round(input.popularity ?? before?.popularity ?? 50)));
    const releaseDate = input.releaseDate ?? null;
    const titleNorm = normaliseSearchText(title);
    // Left out, the stored cover stays: a rescan rewrites a title's text, packaging sets its cover.
    const coverFile = input.coverFile !== undefined ? input.coverFile : (before?.cover_file ?? null);
    const row: w.TitleRow = {
      id,
      media_type: input.mediaType,
      title,
      title_norm: titleNorm,
      slug: slugOf(title),
      description: input.description ?? '',
      subtitle: input.subtitle ?? null,
      release_date: releaseDate,
      release_year: releaseDate ? Number(releaseDate.slice(0, 4)) : null,
      popularity,
      is_free: input.isFree ? 1 : 0,
      vendor_id: `${input.mediaType.slice(0, 2).toUpperCase()}-${id.toString(36).toUpperCase().padStart(6, '0')}`,
      duration: input.duration ?? null,
      genre_id: genres[0]?.id ?? null,
      details: JSON.stringify(input.details ?? {}),
      geo_allowed: null,
      geo_blocked:
        input.restrictedCountries === undefined
          ? (before?.geo_blocked ?? null)
          : input.restrictedCountries && input.restrictedCountries.length > 0
            ? JSON.stringify(input.restrictedCountries)
            : null,
      // A new title or a new cover gets a new cover URL (thumbnails carry cacheIndex).
      cache_index: before
        ? before.cache_index + (before.title !== title || before.cover_file !== coverFile ? 1 : 0)
        : 1,
      brand_id: input.brandId,
      hidden_reason: input.hiddenReason,
      cover_file: coverFile,
    };

    // The old search entries go first (an update may drop words), then the title and its parts.
    const old = before ? await this.indexed(trx, before) : null;
    if (old) await this.unindex(trx, old);
    if (before) await w.updateTitle(trx, row);
    else await w.insertTitle(trx, row);

    const credits = (input.credits ?? []).map((c, i) => ({
      person_id: people.get(slugOf(c.name))!.id,
      role: c.role,
      position: i,
    }));
    await w.replaceGenresAndCredits(
      trx,
      id,
      genres.map((g) => ({
        genre_id: g.id,
        media_type: input.mediaType,
        popularity,
        release_date: releaseDate,
      })),
      credits,
    );
    const mediaId = id;
    if (input.tracks)
      await w.replaceTracks(
        trx,
        id,
        input.tracks.map((t, i) => ({
          id: mediaId * 100 + i + 1,
          track_number: i + 1,
          title: t.title,
          description: t.description ?? null,
          duration: Math.round(t.duration),
          artist_ids: JSON.stringify((t.artists ?? []).map((a) => people.get(slugOf(a))!.id)),
        })),
      );
    if (input.episodes)
      await w.replaceEpisodes(
        trx,
        id,
        input.episodes.map((e, i) => ({
          id: mediaId * 100 + i + 1,
          season_number: e.seasonNumber,
          episode_number: e.episodeNumber,
          title: e.title,
          description: e.description ?? null,
          duration: Math.round(e.duration),
          release_date: e.releaseDate ?? null,
        })),
      );

    // A title's names in other languages find it too (data_translations, written before this).
    const words = documentWords(
      [title, ...(before ? await w.translatedTitles(trx, id) : [])].join(' '),
      (input.credits ?? []).map((c) => c.name),
      genres.map((g) => g.title),
    );
    await this.index(trx, {
      id,
      brandId: input.brandId,
      listed: input.hiddenReason == null,
      mediaType: input.mediaType,
      rankKey: searchRankKey(popularity, id),
      popularity,
      titleNorm,
      words,
    });
    searchIndexWritten(this.db);
    return { id, created: !before };
  }

  /**
   * A scan's title as the catalogue keeps it: a duplicate an editor merged is written as the title
   * it was merged into, and what an editor saved on that title wins over what the files say.
   */
  private async asEditorLeftIt(trx: DbOrTrx, input: TitleInput): Promise<TitleInput> {
    if (input.id == null) return input;
    let [stored] = await w.storedTitles(trx, [input.id]);
    // Follow merges (a chain stays short: a merged title cannot be merged into again).
    for (let hops = 0; stored?.merged_into != null && hops < 10; hops++)
      [stored] = await w.storedTitles(trx, [stored.merged_into]);
    if (!stored) return input;
    const followed: TitleInput = { ...input, id: stored.id };
    if (stored.id !== input.id) followed.hiddenReason = stored.hidden_reason as HiddenReason | null;
    if (stored.edited_at == null) return followed;
    const kept = await w.editorFieldsOf(trx, stored.id);
    return {
      ...followed,
      title: kept.row.title,
      description: kept.row.description,
      releaseDate: kept.row.release_date,
      isFree: kept.row.is_free === 1,
      genres: kept.genres,
      credits: kept.credits.filter((c): c is { name: string; role: CreditRole } =>
        (CREDIT_ROLES as readonly string[]).includes(c.role),
      ),
    };
  }

  /** Why each of these titles is hidden (a title missing from the map is listed, or unknown). */
  async hiddenReasons(trx: DbOrTrx, mediaIds: readonly number[]): Promise<Map<number, HiddenReason>> {
    const out = new Map<number, HiddenReason>();
    for (const stored of await w.storedTitles(trx, mediaIds))
      if (stored.hidden_reason) out.set(stored.id, stored.hidden_reason as HiddenReason);
    return out;
  }

  /** A title's own cover (relative to MEDIA_DIR), null when it is drawn or the title is unknown. */
  async coverFile(trx: DbOrTrx, mediaId: number): Promise<string | null> {
    const [stored] = await w.storedTitles(trx, [mediaId]);
    return stored?.cover_file ?? null;
  }

  /** Sets a title's own cover (null: drawn again) with a new cover URL. */
  async setCoverFile(trx: DbOrTrx, mediaId: number, file: string | null): Promise<void> {
    await w.setCoverFile(trx, mediaId, file);
  }

  /** Hides titles (a reason) or lists them again (null): their rows and members' rows all stay. */
  async setHidden(trx: DbOrTrx, mediaIds: readonly number[], reason: HiddenReason | null): Promise<void> {
    for (const stored of await w.storedTitles(trx, mediaIds)) {
      const wasListed = stored.hidden_reason == null;
      await w.setHiddenReason(trx, stored.id, reason);
      if (wasListed === (reason == null)) continue;
      const entry = await this.indexed(trx, stored);
      if (!entry) continue;
      // The listing changed: SQLite's document gains or loses its hidden marker, PostgreSQL's
      // postings gain or lose the title (search-document.ts); the vocabulary counts stay.
      if (isSqlite(trx)) {
        await w.setSearchDocumentText(
          trx,
          stored.id,
          documentText(entry.words, { sqlite: true, brandId: stored.brand_id, hidden: reason != null }),
        );
      } else {
        await this.changePostings(trx, { ...entry, listed: true }, reason == null ? 'add' : 'remove');
      }
    }
  }

  /** Each genre named, as a row of the type's genres: found by key or title (any case), else made. */
  private async genreRows(trx: DbOrTrx, mediaType: MediaType, names: readonly string[]) {
    const wanted = [...new Map(names.map((n) => [genreKeyOf(n), n.trim()])).entries()].filter(([k]) => k);
    if (wanted.length === 0) return [];
    let all = await w.genresOfType(trx, mediaType);
    const find = (key: string) => all.find((g) => g.key.toLowerCase() === key || genreKeyOf(g.title) === key);
    const out = [];
    for (const [key, name] of wanted) {
      let genre = find(key);
      if (!genre) {
        // id = type index × 100 + position (docs/catalogue.md): the next free one of the type's range.
        // Only its English title: data_translations has no row for it, so every language shows it.
        await w.lockAllocation(trx, `genre:${mediaType}`);
        all = await w.genresOfType(trx, mediaType);
        genre = find(key);
        if (!genre) {
          const base = MEDIA_TYPES.indexOf(mediaType) * 100;
          const gid = await w.nextIdInRange(trx, 'genres', base + 1, base + 99);
          if (gid == null) throw new CatalogueWriteError(`no genre id left for ${mediaType}`);
          genre = { id: gid, media_type: mediaType, key, title: name, parent_id: null, title_count: 0 };
          await w.insertGenre(trx, genre);
          all.push(genre);
        }
      }
      out.push({ id: Number(genre.id), title: genre.title });
    }
    return out;
  }

  /** People by slug: each name's person, reusing one with the same slug, else a new one. */
  private async people(trx: DbOrTrx, names: readonly string[]) {
    const bySlug = new Map<string, { id: number; slug: string; name: string }>();
    const wanted = new Map(names.map((n) => [slugOf(n), n.trim()]));
    for (const p of await w.peopleBySlug(trx, [...wanted.keys()]))
      if (!bySlug.has(p.slug)) bySlug.set(p.slug, p);
    const missing = [...wanted].filter(([slug]) => !bySlug.has(slug));
    if (missing.length > 0) {
      await w.lockAllocation(trx, 'people');
      // Another writer may have made some while this one waited for the lock.
      for (const p of await w.peopleBySlug(
        trx,
        missing.map(([s]) => s),
      ))
        if (!bySlug.has(p.slug)) bySlug.set(p.slug, p);
      let next = await w.nextIdInRange(trx, 'people', IMPORTED_PERSON_ID_FIRST, IMPORTED_PERSON_ID_LAST);
      for (const [slug, name] of missing) {
        if (bySlug.has(slug)) continue;
        if (next == null) throw new CatalogueWriteError('no person id left');
        const person = { id: next++, slug, name };
        await w.insertPerson(trx, person);
        bySlug.set(slug, person);
      }
    }
    return bySlug;
  }

  /** A stored title's search entries as they are now (null when it has no document). */
  private async indexed(trx: DbOrTrx, t: w.StoredTitle): Promise<IndexedTitle | null> {
    const doc = await w.searchDocumentOf(trx, t.id);
    if (!doc) return null;
    return {
      id: t.id,
      brandId: t.brand_id,
      listed: t.hidden_reason == null,
      mediaType: doc.media_type,
      rankKey: doc.rank_key,
      popularity: t.popularity,
      titleNorm: t.title_norm,
      words: wordsOf(doc.document),
    };
  }

  private async unindex(trx: DbOrTrx, t: IndexedTitle): Promise<void> {
    await w.countTerms(trx, t.words, -1);
    await w.deleteSearchDocument(trx, t.id);
    if (!isSqlite(trx) && t.listed) await this.changePostings(trx, t, 'remove');
  }

  private async index(trx: DbOrTrx, t: IndexedTitle): Promise<void> {
    const sqlite = isSqlite(trx);
    await w.insertSearchDocument(trx, {
      media_id: t.id,
      rank_key: t.rankKey,
      media_type: t.mediaType,
      popularity: t.popularity,
      document: documentText(t.words, { sqlite, brandId: t.brandId, hidden: !t.listed }),
    });
    await w.countTerms(trx, t.words, 1);
    if (!sqlite && t.listed) await this.changePostings(trx, t, 'add');
  }

  /**
   * PostgreSQL: puts the title into (or takes it out of) the posting rows of exactly its words,
   * in its popularity block, under its brand's terms; each row is decoded, changed and encoded.
   */
  private async changePostings(trx: DbOrTrx, t: IndexedTitle, change: 'add' | 'remove'): Promise<void> {
    const block = popularityBlock(Math.round(100 - Math.floor(t.rankKey / 10_000_000)));
    const titleWords = new Set(t.titleNorm.split(' '));
    const terms = [...t.words, ALL_TITLES_TERM, mediaTypeTerm(t.mediaType)];
    const keys = terms.map((word) => ({ term: scopedTerm(t.brandId, word), block, word }));
    const rows = await w.lockPostingRows(trx, keys);
    const wordOf = new Map(keys.map((k) => [k.term, k.word]));
    const remove = new Set([t.rankKey]);
    await w.writePostingRows(
      trx,
      rows.map((r) => {
        const word = wordOf.get(r.term) ?? '';
        const add = change === 'add' ? [entryOf(t.rankKey, titleWords.has(word))] : [];
        const next = changeEntries(decodePostings(r.postings, r.entries), remove, add);
        return { term: r.term, block: r.block, entries: next.length, postings: encodePostings(next) };
      }),
    );
  }
}
