/**
 * A content editor's titles (issue 32 point 6, docs/titles.md): edit a title's texts in every
 * language, genres, credits, release date, free flag and restricted countries; merge two titles that
 * are one; hide a title or show it again. The console, the operator commands and the tests call this
 * service; each write is one transaction with its audit row, and the title goes through the
 * catalogue's writer, so member reads and both search engines see the change when it commits.
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  mayEditTitle,
  mergeRefusal,
  titleEditProblems,
  type LanguageCode,
  type MergeRefusal,
  type StaffGrant,
  type TitleEdit,
  type TitleProblem,
} from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import { HIDDEN_REASONS, type CatalogueWriter, type CreditRole, type HiddenReason } from '../catalogue';
import type { TitleDetail, TitleListQuery, TitleSummary } from './model';
import * as repo from './repo';

export const TITLES_PAGE_MAX = 100;

/** A stored hidden_reason as the writer names it (an unknown one hides, as `editor`). */
const hiddenReasonOf = (reason: string | null): HiddenReason | null =>
  reason === null
    ? null
    : (HIDDEN_REASONS as readonly string[]).includes(reason)
      ? (reason as HiddenReason)
      : 'editor';

export type TitleRefusal =
  'title_not_found' | 'forbidden' | 'title_invalid' | 'title_merged' | 'title_hidden_by_files' | MergeRefusal;

/** Who asks: a staff member (their grant decides shared titles) or an operator (`cli`, no staff). */
export interface TitleActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
  /** Null at the command line. */
  grant: StaffGrant | null;
}

export type TitleOutcome<T> =
  ({ ok: true } & T) | { ok: false; errorCode: TitleRefusal; problems?: TitleProblem[] };

export interface TitleEditingDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  writer: CatalogueWriter;
}

/** What a merge moved, for the audit row, the console's answer and the command's line. */
export interface MergeCounts {
  progress: number;
  history: number;
  collection: number;
  libraryFiles: number;
}

export class TitleEditingService {
  constructor(private readonly deps: TitleEditingDeps) {}

  /** The brand's own titles, and the shared ones for a staff member who may edit them. */
  titles(grant: StaffGrant | null, q: Omit<TitleListQuery, 'includeShared'>): Promise<TitleSummary[]> {
    return repo.listTitles(this.deps.db, {
      ...q,
      first: Math.max(1, Math.min(TITLES_PAGE_MAX, q.first)),
      includeShared: mayEditTitle(grant, null),
    });
  }

  /** A title of the brand (or a shared one the staff member may edit) with all the form needs. */
  async title(grant: StaffGrant | null, brandId: string, id: number): Promise<TitleDetail | null> {
    const found = await this.editable(grant, brandId, id);
    if (!found.ok) return null;
    const t = found.title;
    const [translations, genreIds, genreOptions, credits] = await Promise.all([
      repo.translationsOf(this.deps.db, id),
      repo.genreIdsOf(this.deps.db, id),
      repo.genresOfType(this.deps.db, t.mediaType),
      repo.creditsOf(this.deps.db, id),
    ]);
    const texts = LANGUAGE_CODES.map((lang: LanguageCode) => {
      if (lang === DEFAULT_LANGUAGE) return { lang, title: t.title, description: t.description };
      const of = (field: string) =>
        translations.find((r) => r.lang === lang && r.field === field)?.text ?? '';
      return { lang, title: of('title'), description: of('description') };
    });
    return {
      id: t.id,
      mediaType: t.mediaType,
      title: t.title,
      brandId: t.brandId,
      hiddenReason: t.hiddenReason,
      mergedInto: t.mergedInto,
      releaseDate: t.releaseDate,
      isFree: t.isFree,
      cacheIndex: t.cacheIndex,
      texts,
      genreIds,
      genreOptions,
      credits,
      restrictedCountries: t.restrictedCountries,
      editedAt: t.editedAt,
    };
  }

  /** Saves an edit: the texts, genres, credits, date, free flag and countries, all at once. */
  async updateTitle(
    actor: TitleActor,
    brandId: string,
    id: number,
    edit: TitleEdit,
  ): Promise<TitleOutcome<{ title: TitleSummary }>> {
    const found = await this.editable(actor.grant, brandId, id);
    if (!found.ok) return found;
    const before = found.title;
    if (before.hiddenReason === 'merged') return { ok: false, errorCode: 'title_merged' };
    const options = await repo.genresOfType(this.deps.db, before.mediaType);
    const problems = titleEditProblems(
      edit,
      before.mediaType,
      options.map((g) => g.id),
      await repo.creditsOf(this.deps.db, id),
    );
    if (problems.length > 0) return { ok: false, errorCode: 'title_invalid', problems };

    const main = edit.texts.find((t) => t.lang === DEFAULT_LANGUAGE)!;
    const translated = edit.texts
      .filter((t) => t.lang !== DEFAULT_LANGUAGE)
      .flatMap((t) => [
        ...(t.title.trim() ? [{ lang: t.lang, field: 'title' as const, text: t.title.trim() }] : []),
        ...(t.description.trim()
          ? [{ lang: t.lang, field: 'description' as const, text: t.description.trim() }]
          : []),
      ]);
    const keyOf = new Map(options.map((g) => [g.id, g.key]));
    const at = this.deps.clock().toISOString();
    await inTransaction(this.deps.db, async (trx) => {
      const beforeTexts = await repo.translationsOf(trx, id);
      const beforeGenres = await repo.genreIdsOf(trx, id);
      const beforeCredits = await repo.creditsOf(trx, id);
      // The texts first: the writer indexes the title's names in every language.
      await repo.replaceTranslations(trx, id, translated);
      await this.deps.writer.writeTitle(trx, {
        id,
        brandId: before.brandId,
        mediaType: before.mediaType,
        title: main.title.trim(),
        description: main.description.trim(),
        subtitle: before.subtitle,
        releaseDate: edit.releaseDate,
        isFree: edit.isFree,
        popularity: before.popularity,
        details: before.details,
        duration: before.duration,
        genres: edit.genreIds.map((g) => keyOf.get(g)!),
        credits: edit.credits.map((c) => ({ name: c.name.trim(), role: c.role as CreditRole })),
        hiddenReason: hiddenReasonOf(before.hiddenReason),
        coverFile: before.coverFile,
        restrictedCountries: edit.restrictedCountries,
      });
      await repo.markEdited(trx, id, at);
      await this.deps.audit.record(trx, {
        staffId: actor.staffId,
        staffEmail: actor.staffEmail,
        ip: actor.ip,
        brandId: before.brandId,
        action: 'title.edit',
        target: `title:${id}`,
        before: {
          title: before.title,
          description: before.description,
          texts: beforeTexts,
          genreIds: beforeGenres,
          credits: beforeCredits,
          releaseDate: before.releaseDate,
          isFree: before.isFree,
          restrictedCountries: before.restrictedCountries,
        },
        after: {
          title: main.title.trim(),
          description: main.description.trim(),
          texts: translated,
          genreIds: edit.genreIds,
          credits: edit.credits,
          releaseDate: edit.releaseDate,
          isFree: edit.isFree,
          restrictedCountries: edit.restrictedCountries,
        },
      });
    });
    const after = await repo.findTitle(this.deps.db, id);
    return { ok: true, title: after! };
  }

  /**
   * Merges `fromId` (the duplicate) into `intoId` (kept): members' progress (the most recent wins),
   * history and collection move without duplicates, the duplicate's library files now make the kept
   * title, and the duplicate is hidden as `merged`. Nothing is deleted.
   */
  async mergeTitles(
    actor: TitleActor,
    brandId: string,
    intoId: number,
    fromId: number,
  ): Promise<TitleOutcome<{ title: TitleSummary; moved: MergeCounts }>> {
    const into = await this.editable(actor.grant, brandId, intoId);
    if (!into.ok) return into;
    const from = await this.editable(actor.grant, brandId, fromId);
    if (!from.ok) return from;
    const refusal = mergeRefusal(into.title, from.title);
    if (refusal) return { ok: false, errorCode: refusal };
    const at = this.deps.clock().toISOString();
    const moved = await inTransaction(this.deps.db, async (trx) => {
      // First: a merge of the same duplicate at the same moment waits here, then finds it done.
      if (!(await repo.claimMerge(trx, fromId, intoId))) return null;
      const counts: MergeCounts = {
        progress: await repo.mergeProgress(trx, intoId, fromId),
        history: await repo.mergeEntries(trx, 'history_entries', intoId, fromId),
        collection: await repo.mergeEntries(trx, 'collection_entries', intoId, fromId),
        libraryFiles: await repo.moveLibraryFiles(trx, intoId, fromId),
      };
      await this.deps.writer.setHidden(trx, [fromId], 'merged');
      // The kept title is now what an editor decided: a rescan keeps its texts over the files'.
      await repo.markEdited(trx, intoId, at);
      await this.deps.audit.record(trx, {
        staffId: actor.staffId,
        staffEmail: actor.staffEmail,
        ip: actor.ip,
        brandId: into.title.brandId,
        action: 'title.merge',
        target: `title:${intoId}`,
        before: { from: fromId, fromTitle: from.title.title, fromHiddenReason: from.title.hiddenReason },
        after: { into: intoId, moved: counts },
      });
      return counts;
    });
    if (!moved) return { ok: false, errorCode: 'merge_already_merged' };
    return { ok: true, title: (await repo.findTitle(this.deps.db, intoId))!, moved };
  }

  /** Hides a title from members (`editor`) or shows it again; a merged title stays hidden. */
  async setTitleHidden(
    actor: TitleActor,
    brandId: string,
    id: number,
    hidden: boolean,
  ): Promise<TitleOutcome<{ title: TitleSummary }>> {
    const found = await this.editable(actor.grant, brandId, id);
    if (!found.ok) return found;
    const reason = found.title.hiddenReason;
    if (reason === 'merged') return { ok: false, errorCode: 'title_merged' };
    // Shown again only from an editor's hiding: a title waiting for its files or packaging has
    // nothing to play yet.
    if (!hidden && reason !== null && reason !== 'editor')
      return { ok: false, errorCode: 'title_hidden_by_files' };
    const next = hidden ? 'editor' : null;
    if (reason !== next)
      await inTransaction(this.deps.db, async (trx) => {
        await this.deps.writer.setHidden(trx, [id], next);
        await this.deps.audit.record(trx, {
          staffId: actor.staffId,
          staffEmail: actor.staffEmail,
          ip: actor.ip,
          brandId: found.title.brandId,
          action: hidden ? 'title.hide' : 'title.show',
          target: `title:${id}`,
          before: { hiddenReason: reason },
          after: { hiddenReason: next },
        });
      });
    return { ok: true, title: (await repo.findTitle(this.deps.db, id))! };
  }

  /** The title when it is the brand's own, or shared and the staff member may edit shared titles. */
  private async editable(
    grant: StaffGrant | null,
    brandId: string,
    id: number,
  ): Promise<{ ok: true; title: repo.StoredTitle } | { ok: false; errorCode: TitleRefusal }> {
    const title = await repo.findTitle(this.deps.db, id);
    if (!title || (title.brandId !== null && title.brandId !== brandId))
      return { ok: false, errorCode: 'title_not_found' };
    if (title.brandId === null && !mayEditTitle(grant, null)) return { ok: false, errorCode: 'forbidden' };
    return { ok: true, title };
  }
}
