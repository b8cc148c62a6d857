/**
 * A brand's curated rows (issue 32 point 6, docs/catalogue.md "Rows"): a content editor's own rows,
 * the order and hidden flag of any row, titles pinned first in a row. The console (slots.edit on the
 * brand, checked at its edge) and the commands (`npm run ops -- create-row …`) both call this; each
 * write is one transaction with its audit row. Members read the result through the catalogue's
 * `slotsWithTags` and `slotItems`, which no cache stands in front of: a change shows on the next
 * request (docs/catalogue.md "Rows").
 */
import {
  checkDelete,
  checkHide,
  checkPinOrder,
  checkRowKey,
  checkRowOrder,
  checkRowTags,
  checkRowTitles,
  DEFAULT_LANGUAGE,
  displayAreaSlug,
  isCatalogueMediaType,
  isPresetRow,
  normaliseSearchText,
  ownRowSlug,
  placePin,
  reorderPositions,
  ROW_LENGTH,
  type LanguageCode,
  type RowRefusal,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { AuditService } from '../audit';
import type { RowModel, RowSettings, RowTitleChoice } from './model';
import * as repo from './repo';

/** Who asks: a staff member from the console, or an operator (`cli`, no staff). */
export interface RowActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

export type RowOutcome = { ok: true; row: RowModel } | { ok: false; errorCode: RowRefusal };
export type RowsOutcome = { ok: true; rows: RowModel[] } | { ok: false; errorCode: RowRefusal };

/** A refusal found inside a transaction: rolls it back and is answered as the outcome. */
class Refused extends Error {
  constructor(readonly errorCode: RowRefusal) {
    super(errorCode);
  }
}

const PICKER_MAX = 20;
const CREATE_ATTEMPTS = 3;

/** A primary-key or unique conflict (PostgreSQL 23505, SQLite's constraint codes). */
function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

interface Properties {
  kind: string;
  genre?: string;
}

function parseProperties(text: string): Properties {
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Properties;
  } catch {
    // a row's properties are always JSON; an unreadable one reads as none
  }
  return { kind: 'curated' };
}

export interface RowDeps {
  db: Db;
  audit: AuditService;
}

export class RowCurationService {
  constructor(private readonly deps: RowDeps) {}

  /** The brand's rows of a media type in its display order, with their pins. */
  async rows(brandId: string, mediaType: string): Promise<RowModel[]> {
    if (!isCatalogueMediaType(mediaType)) return [];
    return this.describe(this.deps.db, brandId, await repo.rowsOfType(this.deps.db, brandId, mediaType));
  }

  /** One row as the brand sees it; null when unknown or another brand's own. */
  async row(brandId: string, slug: string): Promise<RowModel | null> {
    const found = await repo.findRow(this.deps.db, brandId, slug);
    return found ? ((await this.describe(this.deps.db, brandId, [found]))[0] ?? null) : null;
  }

  /** Titles listed to the brand of a type whose title starts with `query` (the console's picker). */
  async titleChoices(brandId: string, mediaType: string, query: string): Promise<RowTitleChoice[]> {
    const prefix = normaliseSearchText(query.slice(0, 200));
    if (!isCatalogueMediaType(mediaType) || prefix === '') return [];
    return repo.titlesByPrefix(this.deps.db, brandId, mediaType, prefix, PICKER_MAX);
  }

  /** The genres a row of this type may follow (the form's choice), titled in `lang`. */
  genres(mediaType: string, lang: LanguageCode) {
    return isCatalogueMediaType(mediaType)
      ? repo.genresOfType(this.deps.db, mediaType, lang)
      : Promise.resolve([]);
  }

  private async describe(db: DbOrTrx, brandId: string, records: repo.RowRecord[]): Promise<RowModel[]> {
    const slugs = records.map((r) => r.slug);
    const [tags, translations, pins] = await Promise.all([
      repo.tagsOfRows(
        db,
        records.map((r) => r.id),
      ),
      repo.titleTranslations(db, slugs),
      repo.pinsOf(db, brandId, slugs),
    ]);
    return records.map((r) => {
      const properties = parseProperties(r.properties);
      const titles: RowModel['titles'] = { 'en-us': r.title };
      for (const t of translations) if (t.slug === r.slug) titles[t.lang as LanguageCode] = t.text;
      return {
        id: r.id,
        slug: r.slug,
        mediaType: r.mediaType,
        titles,
        tags: tags.filter((t) => t.slotId === r.id).map((t) => t.tag),
        own: r.brandId !== null,
        preset: isPresetRow({ slug: r.slug }),
        hidden: r.hidden && !isPresetRow({ slug: r.slug }),
        position: r.position,
        genre: properties.kind === 'genre' && typeof properties.genre === 'string' ? properties.genre : null,
        pins: pins
          .filter((p) => p.slug === r.slug)
          .map((p) => ({ mediaId: p.mediaId, title: p.title, listed: p.listed })),
      };
    });
  }

  /** Runs `work` in one transaction; a Refused thrown inside is the answer, with nothing written. */
  private async write(
    brandId: string,
    slug: () => string,
    work: (trx: DbOrTrx) => Promise<void>,
  ): Promise<RowOutcome> {
    try {
      const row = await inTransaction(this.deps.db, async (trx) => {
        await work(trx);
        const found = await repo.findRow(trx, brandId, slug());
        if (!found) throw new Refused('row_not_found');
        return (await this.describe(trx, brandId, [found]))[0]!;
      });
      return { ok: true, row };
    } catch (e) {
      if (e instanceof Refused) return { ok: false, errorCode: e.errorCode };
      throw e;
    }
  }

  private async found(trx: DbOrTrx, brandId: string, slug: string): Promise<repo.RowRecord> {
    const row = await repo.findRow(trx, brandId, slug);
    if (!row) throw new Refused('row_not_found');
    return row;
  }

  /** Checks an own row's settings; the genre's id when it follows one. */
  private async settingsOf(trx: DbOrTrx, mediaType: string, s: RowSettings) {
    const titles = checkRowTitles(s.titles);
    if (!titles.ok) throw new Refused(titles.errorCode);
    const tags = checkRowTags(s.tags);
    if (!tags.ok) throw new Refused(tags.errorCode);
    const genreId = s.genre == null ? null : await repo.genreIdOf(trx, mediaType, s.genre);
    if (s.genre != null && genreId == null) throw new Refused('invalid_row_genre');
    const properties: Properties = s.genre != null ? { kind: 'genre', genre: s.genre } : { kind: 'curated' };
    return { titles: titles.value, tags: tags.value, genreId, properties };
  }

  /** Writes an own row's texts, tags and (for a genre row) its fill after the pins. */
  private async writeSettings(
    trx: DbOrTrx,
    brandId: string,
    row: { id: number; slug: string },
    s: Awaited<ReturnType<RowCurationService['settingsOf']>>,
  ) {
    await repo.deleteRowTags(trx, row.id);
    await repo.insertRowTags(trx, row.id, s.tags);
    await repo.deleteTitleTranslations(trx, row.slug);
    await repo.insertTitleTranslations(
      trx,
      row.slug,
      Object.entries(s.titles)
        .filter(([lang]) => lang !== DEFAULT_LANGUAGE)
        .map(([lang, text]) => ({ lang: lang as LanguageCode, text })),
    );
    await repo.deleteRowItems(trx, row.id);
    if (s.genreId != null)
      await repo.insertRowItems(trx, row.id, await repo.genreTopTitles(trx, s.genreId, brandId, ROW_LENGTH));
  }

  /** A new own row of the brand (`<brandId>-<key>`), after its other rows until ordered. */
  async createRow(
    actor: RowActor,
    brandId: string,
    mediaType: string,
    input: Omit<RowSettings, 'tags'> & { tags?: string[] },
  ): Promise<RowOutcome> {
    if (!isCatalogueMediaType(mediaType)) return { ok: false, errorCode: 'invalid_row_type' };
    const key = checkRowKey(input.key ?? '');
    if (!key.ok) return key;
    const slug = ownRowSlug(brandId, key.value);
    // A new row shows on the type's browse page unless the editor says where it goes.
    const settings: RowSettings = { ...input, tags: input.tags ?? [displayAreaSlug(mediaType)] };
    // Rows made at once are numbered one after the other (lockOwnRowNumbers); should a conflict
    // still happen (one key sent twice at once), the later runs again and answers row_key_taken.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.createOnce(actor, brandId, mediaType, slug, settings);
      } catch (e) {
        if (attempt >= CREATE_ATTEMPTS || !isUniqueViolation(e)) throw e;
      }
    }
  }

  private createOnce(
    actor: RowActor,
    brandId: string,
    mediaType: string,
    slug: string,
    settings: RowSettings,
  ): Promise<RowOutcome> {
    return this.write(
      brandId,
      () => slug,
      async (trx) => {
        const s = await this.settingsOf(trx, mediaType, settings);
        await repo.lockOwnRowNumbers(trx);
        if (await repo.slugTaken(trx, slug)) throw new Refused('row_key_taken');
        const id = await repo.insertOwnRow(trx, {
          slug,
          title: s.titles['en-us'],
          mediaType,
          properties: JSON.stringify(s.properties),
          brandId,
        });
        await this.writeSettings(trx, brandId, { id, slug }, s);
        await this.deps.audit.record(trx, {
          ...actor,
          brandId,
          action: 'row.create',
          target: `row:${slug}`,
          before: null,
          after: { mediaType, titles: s.titles, tags: s.tags, genre: settings.genre },
        });
      },
    );
  }

  /** An own row's texts, tags and genre (`patch` names what changes; the rest stays). */
  async updateRow(
    actor: RowActor,
    brandId: string,
    slug: string,
    patch: Partial<Omit<RowSettings, 'key'>>,
  ): Promise<RowOutcome> {
    return this.write(
      brandId,
      () => slug,
      async (trx) => {
        const found = await this.found(trx, brandId, slug);
        if (found.brandId === null) throw new Refused('row_not_own');
        const [current] = await this.describe(trx, brandId, [found]);
        const settings: RowSettings = {
          titles: patch.titles ?? current!.titles,
          tags: patch.tags ?? current!.tags,
          genre: patch.genre !== undefined ? patch.genre : current!.genre,
        };
        const s = await this.settingsOf(trx, found.mediaType, settings);
        await repo.updateOwnRow(trx, found.id, {
          title: s.titles['en-us'],
          properties: JSON.stringify(s.properties),
        });
        await this.writeSettings(trx, brandId, found, s);
        await this.deps.audit.record(trx, {
          ...actor,
          brandId,
          action: 'row.update',
          target: `row:${slug}`,
          before: { titles: current!.titles, tags: current!.tags, genre: current!.genre },
          after: { titles: s.titles, tags: s.tags, genre: settings.genre },
        });
      },
    );
  }

  /** Deletes an own row with its pins and layout (never a shared row, never a preset). */
  async deleteRow(
    actor: RowActor,
    brandId: string,
    slug: string,
  ): Promise<{ ok: true } | { ok: false; errorCode: RowRefusal }> {
    try {
      await inTransaction(this.deps.db, async (trx) => {
        const found = await this.found(trx, brandId, slug);
        const allowed = checkDelete({ slug, own: found.brandId !== null });
        if (!allowed.ok) throw new Refused(allowed.errorCode);
        const [before] = await this.describe(trx, brandId, [found]);
        await repo.deleteRowTags(trx, found.id);
        await repo.deleteRowItems(trx, found.id);
        await repo.deleteOwnRow(trx, found.id);
        await repo.deleteTitleTranslations(trx, slug);
        await repo.deletePins(trx, brandId, slug);
        await repo.deleteLayout(trx, brandId, slug);
        await this.deps.audit.record(trx, {
          ...actor,
          brandId,
          action: 'row.delete',
          target: `row:${slug}`,
          before: {
            mediaType: before!.mediaType,
            titles: before!.titles,
            tags: before!.tags,
            pins: before!.pins.map((p) => p.mediaId),
          },
          after: null,
        });
      });
      return { ok: true };
    } catch (e) {
      if (e instanceof Refused) return { ok: false, errorCode: e.errorCode };
      throw e;
    }
  }

  /** Hides a row from the brand's members, or shows it again (never hides a preset, SPEC.md 3). */
  async setRowHidden(actor: RowActor, brandId: string, slug: string, hidden: boolean): Promise<RowOutcome> {
    return this.write(
      brandId,
      () => slug,
      async (trx) => {
        const found = await this.found(trx, brandId, slug);
        const allowed = checkHide({ slug }, hidden);
        if (!allowed.ok) throw new Refused(allowed.errorCode);
        await repo.setHidden(trx, brandId, slug, hidden);
        await this.deps.audit.record(trx, {
          ...actor,
          brandId,
          action: 'row.hide',
          target: `row:${slug}`,
          before: { hidden: found.hidden },
          after: { hidden },
        });
      },
    );
  }

  /** The brand's rows of a media type in a new order: `slugs` must be exactly those rows. */
  async orderRows(
    actor: RowActor,
    brandId: string,
    mediaType: string,
    slugs: readonly string[],
  ): Promise<RowsOutcome> {
    if (!isCatalogueMediaType(mediaType)) return { ok: false, errorCode: 'invalid_row_type' };
    try {
      const rows = await inTransaction(this.deps.db, async (trx) => {
        const current = await repo.rowsOfType(trx, brandId, mediaType);
        const order = checkRowOrder(
          current.map((r) => r.slug),
          slugs,
        );
        if (!order.ok) throw new Refused(order.errorCode);
        await repo.setPositions(trx, brandId, reorderPositions(current, order.value));
        await this.deps.audit.record(trx, {
          ...actor,
          brandId,
          action: 'row.order',
          target: `rows:${mediaType}`,
          before: current.map((r) => r.slug),
          after: order.value,
        });
        return this.describe(trx, brandId, await repo.rowsOfType(trx, brandId, mediaType));
      });
      return { ok: true, rows };
    } catch (e) {
      if (e instanceof Refused) return { ok: false, errorCode: e.errorCode };
      throw e;
    }
  }

  /** Pins a title in a row (or moves it there): at `position` (0 = first), else after the other pins. */
  async pinTitle(
    actor: RowActor,
    brandId: string,
    slug: string,
    mediaId: number,
    position?: number | null,
  ): Promise<RowOutcome> {
    return this.changePins(actor, brandId, slug, 'row.pin', async (trx, row, pins) => {
      const placed = placePin(
        { mediaType: row.mediaType, pins },
        await repo.titleForPin(trx, mediaId, brandId),
        position,
      );
      if (!placed.ok) throw new Refused(placed.errorCode);
      return placed.value;
    });
  }

  async unpinTitle(actor: RowActor, brandId: string, slug: string, mediaId: number): Promise<RowOutcome> {
    return this.changePins(actor, brandId, slug, 'row.unpin', async (_trx, _row, pins) => {
      if (!pins.includes(mediaId)) throw new Refused('pin_not_found');
      return pins.filter((id) => id !== mediaId);
    });
  }

  /** The row's pins in a new order: `mediaIds` must be exactly the pinned titles. */
  async orderPins(
    actor: RowActor,
    brandId: string,
    slug: string,
    mediaIds: readonly number[],
  ): Promise<RowOutcome> {
    return this.changePins(actor, brandId, slug, 'row.pin', async (_trx, _row, pins) => {
      const order = checkPinOrder(pins, mediaIds);
      if (!order.ok) throw new Refused(order.errorCode);
      return order.value;
    });
  }

  /** One change to a row's pins: the row's layout locked, the pins read, replaced and audited. */
  private changePins(
    actor: RowActor,
    brandId: string,
    slug: string,
    action: 'row.pin' | 'row.unpin',
    next: (trx: DbOrTrx, row: repo.RowRecord, pins: number[]) => Promise<number[]>,
  ): Promise<RowOutcome> {
    return this.write(
      brandId,
      () => slug,
      async (trx) => {
        const row = await this.found(trx, brandId, slug);
        await repo.lockLayout(trx, brandId, slug);
        const before = await repo.pinIds(trx, brandId, slug);
        const after = await next(trx, row, before);
        await repo.deletePins(trx, brandId, slug);
        await repo.insertPins(trx, brandId, slug, after);
        await this.deps.audit.record(trx, {
          ...actor,
          brandId,
          action,
          target: `row:${slug}`,
          before: { pins: before },
          after: { pins: after },
        });
      },
    );
  }
}
