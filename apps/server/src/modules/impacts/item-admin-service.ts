/**
 * A brand's impact items on the console (issue 33 scope 4), for the console and the operator
 * commands alike: list, create, edit (texts in the 8 languages, price, target, the member's target,
 * category), switch off and on. A draft is checked by packages/domain's impactItemDraftProblems
 * (the target never below what members funded); each change is one transaction with its audit row.
 * English is the impact_items row (the brand's default language's when no English is given); the
 * other languages are data_translations rows under the item's own key `<brand>/<slug>` once the
 * console wrote them (the seeded items share their slug's texts between brands). Members read items
 * on each request: a change shows on their next page, a switched-off item is neither listed nor funded.
 */
import {
  asLanguageCode,
  cleanImpactItemDraft,
  DEFAULT_LANGUAGE,
  impactItemDraftProblems,
  impactQuickPicks,
  type ImpactItemDraft,
  type ImpactItemDraftProblem,
  type ImpactText,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { AuditService } from '../audit';
import { findBrandById } from '../brand';
import {
  deleteItemTexts,
  findAdminItem,
  insertItem,
  insertItemTexts,
  listAdminItems,
  listBrandCategories,
  listItemTexts,
  nextItemPosition,
  setItemActive,
  slugTaken,
  updateItem,
  type AdminItemRow,
} from './item-admin-repo';

export interface AdminImpactItem extends Omit<AdminItemRow, 'name' | 'description' | 'unit' | 'textKey'> {
  /** English first (the stored text), then every other language written. */
  texts: ImpactText[];
}

export interface ImpactActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

export type ImpactItemInput = ImpactItemDraft & { categoryId: number };

export type ImpactItemChange =
  | { ok: true; item: AdminImpactItem }
  | {
      ok: false;
      errorCode: 'brand_not_found' | 'impact_not_found' | 'impact_slug_taken' | 'invalid_input';
      problems?: ImpactItemDraftProblem[];
    };

const ownKey = (brandId: string, slug: string) => `${brandId}/${slug}`;

async function viewsOf(db: DbOrTrx, rows: readonly AdminItemRow[]): Promise<AdminImpactItem[]> {
  const texts = await listItemTexts(db, [...new Set(rows.map((r) => r.textKey))]);
  return rows.map(({ name, description, unit, textKey, ...r }) => {
    const byLang = new Map<string, ImpactText>();
    for (const t of texts.filter((x) => x.textKey === textKey)) {
      const entry = byLang.get(t.lang) ?? { lang: t.lang, name: '', description: '', unit: '' };
      entry[t.field as 'name' | 'description' | 'unit'] = t.text;
      byLang.set(t.lang, entry);
    }
    return { ...r, texts: [{ lang: DEFAULT_LANGUAGE, name, description, unit }, ...byLang.values()] };
  });
}

function storedText(texts: readonly ImpactText[], defaultLanguage: string) {
  const t = texts.find((x) => x.lang === DEFAULT_LANGUAGE) ?? texts.find((x) => x.lang === defaultLanguage);
  return { name: t?.name ?? '', description: t?.description ?? '', unit: t?.unit ?? '' };
}

export class ImpactAdminService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  async list(brandId: string): Promise<AdminImpactItem[]> {
    return viewsOf(this.db, await listAdminItems(this.db, brandId));
  }

  async get(id: number): Promise<AdminImpactItem | null> {
    const row = await findAdminItem(this.db, id);
    return row ? ((await viewsOf(this.db, [row]))[0] ?? null) : null;
  }

  async brandOfItem(id: number): Promise<string | null> {
    return (await findAdminItem(this.db, id))?.brandId ?? null;
  }

  categories(brandId: string) {
    return listBrandCategories(this.db, brandId);
  }

  async defaultLanguageOf(brandId: string): Promise<string | null> {
    return (await findBrandById(this.db, brandId))?.default_language ?? null;
  }

  async create(actor: ImpactActor, brandId: string, input: ImpactItemInput): Promise<ImpactItemChange> {
    const draft = cleanImpactItemDraft(input);
    return inTransaction(this.db, async (trx) => {
      const brand = await findBrandById(trx, brandId);
      if (!brand) return { ok: false, errorCode: 'brand_not_found' };
      const defaultLanguage = asLanguageCode(brand.default_language) ?? DEFAULT_LANGUAGE;
      const problems = impactItemDraftProblems(draft, defaultLanguage);
      const categories = await listBrandCategories(trx, brandId);
      if (!categories.some((c) => c.id === input.categoryId))
        problems.push({ field: 'categoryId', code: 'required' });
      if (problems.length > 0) return { ok: false, errorCode: 'invalid_input', problems };
      if (await slugTaken(trx, brandId, draft.slug)) return { ok: false, errorCode: 'impact_slug_taken' };
      const textKey = ownKey(brandId, draft.slug);
      const id = await insertItem(trx, {
        brandId,
        slug: draft.slug,
        categoryId: input.categoryId,
        ...storedText(draft.texts, defaultLanguage),
        pricePerUnit: draft.pricePerUnit,
        targetQuantity: draft.targetQuantity,
        memberTarget: draft.memberTarget,
        prices: impactQuickPicks(draft.pricePerUnit, draft.memberTarget),
        position: await nextItemPosition(trx, brandId, input.categoryId),
        textKey,
      });
      await deleteItemTexts(trx, textKey);
      await insertItemTexts(
        trx,
        textKey,
        draft.texts.filter((t) => t.lang !== DEFAULT_LANGUAGE),
      );
      const row = await findAdminItem(trx, id);
      const [item] = row ? await viewsOf(trx, [row]) : [];
      if (!item) return { ok: false, errorCode: 'impact_not_found' };
      await this.audit.record(trx, {
        ...this.who(actor),
        brandId,
        action: 'impact.create',
        target: `impact:${id}`,
        before: null,
        after: item,
      });
      return { ok: true, item };
    });
  }

  /** Everything but the slug and what members funded. */
  async update(
    actor: ImpactActor,
    id: number,
    input: Omit<ImpactItemInput, 'slug'>,
  ): Promise<ImpactItemChange> {
    return inTransaction(this.db, async (trx) => {
      const row = await findAdminItem(trx, id);
      if (!row) return { ok: false, errorCode: 'impact_not_found' };
      const brand = await findBrandById(trx, row.brandId);
      if (!brand) return { ok: false, errorCode: 'brand_not_found' };
      const draft = cleanImpactItemDraft({ ...input, slug: row.slug });
      const defaultLanguage = asLanguageCode(brand.default_language) ?? DEFAULT_LANGUAGE;
      const problems = impactItemDraftProblems(draft, defaultLanguage, row.fundedQuantity);
      const categories = await listBrandCategories(trx, row.brandId);
      if (!categories.some((c) => c.id === input.categoryId))
        problems.push({ field: 'categoryId', code: 'required' });
      if (problems.length > 0) return { ok: false, errorCode: 'invalid_input', problems };
      const [before] = await viewsOf(trx, [row]);
      const textKey = ownKey(row.brandId, row.slug);
      const written = await updateItem(trx, id, {
        categoryId: input.categoryId,
        ...storedText(draft.texts, defaultLanguage),
        pricePerUnit: draft.pricePerUnit,
        targetQuantity: draft.targetQuantity,
        memberTarget: draft.memberTarget,
        prices: impactQuickPicks(draft.pricePerUnit, draft.memberTarget),
        textKey,
      });
      if (!written)
        return {
          ok: false,
          errorCode: 'invalid_input',
          problems: [{ field: 'targetQuantity', code: 'below_funded' }],
        };
      await deleteItemTexts(trx, textKey);
      await insertItemTexts(
        trx,
        textKey,
        draft.texts.filter((t) => t.lang !== DEFAULT_LANGUAGE),
      );
      const after = await findAdminItem(trx, id);
      const [item] = after ? await viewsOf(trx, [after]) : [];
      if (!item) return { ok: false, errorCode: 'impact_not_found' };
      await this.audit.record(trx, {
        ...this.who(actor),
        brandId: row.brandId,
        action: 'impact.update',
        target: `impact:${id}`,
        before,
        after: item,
      });
      return { ok: true, item };
    });
  }

  /** Switches an item off (members neither see nor fund it) or on again; the same state records nothing. */
  async setActive(actor: ImpactActor, id: number, active: boolean): Promise<ImpactItemChange> {
    return inTransaction(this.db, async (trx) => {
      const row = await findAdminItem(trx, id);
      if (!row) return { ok: false, errorCode: 'impact_not_found' };
      if (row.active !== active) {
        await setItemActive(trx, id, active);
        await this.audit.record(trx, {
          ...this.who(actor),
          brandId: row.brandId,
          action: active ? 'impact.enable' : 'impact.disable',
          target: `impact:${id}`,
          before: { active: row.active },
          after: { active },
        });
      }
      const [item] = await viewsOf(trx, [{ ...row, active }]);
      return item ? { ok: true, item } : { ok: false, errorCode: 'impact_not_found' };
    });
  }

  private who(actor: ImpactActor) {
    return { staffId: actor.staffId, staffEmail: actor.staffEmail, ip: actor.ip };
  }
}
