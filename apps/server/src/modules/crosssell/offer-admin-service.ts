/**
 * A brand's cross-sell offers on the console (issue 33 scope 4), for the console and the operator
 * commands alike: list, create (one per brand and type), edit (price, texts in the 8 languages),
 * switch off and on. A draft is checked by packages/domain's crossSellOfferDraftProblems; each change
 * is one transaction with its audit row. The price is the server's: minor units in the brand's
 * billing currency, what the add-on grants follows from its type (vpn: the VPN offer, media: All
 * Access). Texts are data_translations rows under the offer's id; a language without any keeps the
 * member area's own wording (its locale files), so a seeded offer reads as before until edited.
 */
import {
  cleanCrossSellOfferDraft,
  crossSellOfferDraftProblems,
  VPN_OFFER_NAME,
  type CrossSellOfferDraftProblem,
  type CrossSellText,
  type UpsellType,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { AuditService } from '../audit';
import { findBrandById, toBrand } from '../brand';
import type { CrossSellOfferRow } from './model';
import {
  deleteOfferTexts,
  findGrantedOfferId,
  findOfferById,
  insertOffer,
  insertOfferTexts,
  listBrandOffers,
  listOfferTexts,
  listOfferTextsIn,
  offerTypeTaken,
  setOfferActive,
  updateOfferAmount,
} from './offer-admin-repo';

/** The `offers` row (by name) an add-on of each type grants. */
const GRANTS: Record<UpsellType, string> = { vpn: VPN_OFFER_NAME, media: 'All Access' };

export interface AdminCrossSellOffer {
  id: number;
  brandId: string;
  type: string;
  amountMinor: number;
  currency: string;
  symbol: string;
  active: boolean;
  /** Only the languages written on the console; the others show the member area's wording. */
  texts: CrossSellText[];
}

export interface CrossSellActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

export type CrossSellOfferChange =
  | { ok: true; offer: AdminCrossSellOffer }
  | {
      ok: false;
      errorCode: 'brand_not_found' | 'crosssell_offer_not_found' | 'crosssell_type_taken' | 'invalid_input';
      problems?: CrossSellOfferDraftProblem[];
    };

async function viewsOf(db: DbOrTrx, rows: readonly CrossSellOfferRow[]): Promise<AdminCrossSellOffer[]> {
  const texts = await listOfferTexts(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => {
    const byLang = new Map<string, CrossSellText>();
    for (const t of texts.filter((x) => x.offerId === Number(r.id))) {
      const entry = byLang.get(t.lang) ?? { lang: t.lang, title: '', description: '', callToAction: '' };
      entry[t.field as 'title' | 'description' | 'callToAction'] = t.text;
      byLang.set(t.lang, entry);
    }
    return {
      id: Number(r.id),
      brandId: r.brand_id,
      type: r.type,
      amountMinor: Number(r.amount),
      currency: r.currency,
      symbol: r.symbol,
      active: Number(r.active) === 1,
      texts: [...byLang.values()].sort((a, b) => a.lang.localeCompare(b.lang)),
    };
  });
}

/** The texts an offer shows a member in a language, or null: the member area's own wording then. */
export async function storedOfferText(
  db: DbOrTrx,
  offerId: number,
  lang: string,
): Promise<Omit<CrossSellText, 'lang'> | null> {
  const rows = await listOfferTextsIn(db, offerId, lang);
  const field = (f: string) => rows.find((r) => r.field === f)?.text ?? '';
  const text = {
    title: field('title'),
    description: field('description'),
    callToAction: field('callToAction'),
  };
  return text.title && text.description && text.callToAction ? text : null;
}

export class CrossSellAdminService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  async list(brandId: string): Promise<AdminCrossSellOffer[]> {
    return viewsOf(this.db, await listBrandOffers(this.db, brandId));
  }

  async get(id: number): Promise<AdminCrossSellOffer | null> {
    const row = await findOfferById(this.db, id);
    return row ? ((await viewsOf(this.db, [row]))[0] ?? null) : null;
  }

  async brandOfOffer(id: number): Promise<string | null> {
    return (await findOfferById(this.db, id))?.brand_id ?? null;
  }

  /** A new offer of a type the brand has none of, on sale at once, in the brand's currency. */
  async create(
    actor: CrossSellActor,
    brandId: string,
    input: { type: string; amountMinor: number; texts: readonly CrossSellText[] },
  ): Promise<CrossSellOfferChange> {
    const draft = cleanCrossSellOfferDraft(input);
    return inTransaction(this.db, async (trx) => {
      const brandRow = await findBrandById(trx, brandId);
      if (!brandRow) return { ok: false, errorCode: 'brand_not_found' };
      const problems = crossSellOfferDraftProblems(draft);
      if (problems.length > 0) return { ok: false, errorCode: 'invalid_input', problems };
      if (await offerTypeTaken(trx, brandId, draft.type))
        return { ok: false, errorCode: 'crosssell_type_taken' };
      const granted = await findGrantedOfferId(trx, GRANTS[draft.type as UpsellType]);
      if (granted === null)
        return { ok: false, errorCode: 'invalid_input', problems: [{ field: 'type', code: 'invalid_type' }] };
      const billing = toBrand(brandRow, []).billing;
      const id = await insertOffer(trx, {
        brandId,
        type: draft.type,
        offerId: granted,
        amount: draft.amountMinor,
        currency: billing.currency ?? 'USD',
        symbol: billing.symbol ?? '$',
      });
      await insertOfferTexts(trx, id, draft.texts);
      const offer = await this.read(trx, id);
      if (!offer) return { ok: false, errorCode: 'crosssell_offer_not_found' };
      await this.audit.record(trx, {
        ...this.who(actor),
        brandId,
        action: 'crosssell.create',
        target: `crosssell_offer:${id}`,
        before: null,
        after: offer,
      });
      return { ok: true, offer };
    });
  }

  /** The price and the texts; the type (what it grants) never changes. */
  async update(
    actor: CrossSellActor,
    id: number,
    input: { amountMinor: number; texts: readonly CrossSellText[] },
  ): Promise<CrossSellOfferChange> {
    return inTransaction(this.db, async (trx) => {
      const before = await this.read(trx, id);
      if (!before) return { ok: false, errorCode: 'crosssell_offer_not_found' };
      const draft = cleanCrossSellOfferDraft({ ...input, type: before.type });
      const problems = crossSellOfferDraftProblems(draft);
      if (problems.length > 0) return { ok: false, errorCode: 'invalid_input', problems };
      await updateOfferAmount(trx, id, draft.amountMinor);
      await deleteOfferTexts(trx, id);
      await insertOfferTexts(trx, id, draft.texts);
      const offer = await this.read(trx, id);
      if (!offer) return { ok: false, errorCode: 'crosssell_offer_not_found' };
      await this.audit.record(trx, {
        ...this.who(actor),
        brandId: before.brandId,
        action: 'crosssell.update',
        target: `crosssell_offer:${id}`,
        before,
        after: offer,
      });
      return { ok: true, offer };
    });
  }

  /** Off: no member is offered it or may buy it (an add-on bought stays); the same state records nothing. */
  async setActive(actor: CrossSellActor, id: number, active: boolean): Promise<CrossSellOfferChange> {
    return inTransaction(this.db, async (trx) => {
      const before = await this.read(trx, id);
      if (!before) return { ok: false, errorCode: 'crosssell_offer_not_found' };
      if (before.active !== active) {
        await setOfferActive(trx, id, active);
        await this.audit.record(trx, {
          ...this.who(actor),
          brandId: before.brandId,
          action: active ? 'crosssell.enable' : 'crosssell.disable',
          target: `crosssell_offer:${id}`,
          before: { active: before.active },
          after: { active },
        });
      }
      return { ok: true, offer: { ...before, active } };
    });
  }

  private async read(db: DbOrTrx, id: number): Promise<AdminCrossSellOffer | null> {
    const row = await findOfferById(db, id);
    return row ? ((await viewsOf(db, [row]))[0] ?? null) : null;
  }

  private who(actor: CrossSellActor) {
    return { staffId: actor.staffId, staffEmail: actor.staffEmail, ip: actor.ip };
  }
}
