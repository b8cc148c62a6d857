/**
 * Impacts (issue 14 item 1): reading a brand's categories with their brand-wide progress, a member's
 * own contributions, and funding an item with coins. `fundImpact` is the one way coins go to an
 * impact; onboarding's "make a first impact" step calls it too. Its unit of work is one transaction:
 * the item's funded count moves (never beyond its target), the coins leave through the ledger
 * (postCoins, never below zero) and the contribution row is written, all under one idempotency key,
 * or nothing at all.
 */
import {
  DEFAULT_LANGUAGE,
  impactCost,
  impactFundingRefusal,
  type ImpactFundingRefusal,
  type LanguageCode,
} from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import { translator } from '../../i18n';
import { Refusal, refused } from '../marketplace';
import { postCoins, readBalance } from '../wallet';
import {
  toCategories,
  toImpactItem,
  toMemberImpact,
  type ImpactCategory,
  type ImpactItem,
  type MemberImpact,
} from './model';
import {
  findContributionByKey,
  findItem,
  insertContribution,
  itemLanguages,
  listCategories,
  listItems,
  memberImpacts,
  reserveUnits,
  type ContributionRow,
} from './repo';

/** A request id the client makes once per modal submission (a UUID, say): letters, digits, - and _. */
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

export type FundImpactErrorCode = ImpactFundingRefusal | 'impact_not_found' | 'impact_invalid_request';

export interface FundImpactInput {
  itemId: number;
  quantity: number;
  /** Makes a retried submission count once: the key is `impact:{memberId}:{requestId}`. */
  requestId: string;
}

export interface Contribution {
  id: number;
  itemId: number;
  quantity: number;
  coins: number;
  createdAt: string;
}

export type FundImpactResult =
  | { ok: true; duplicate: boolean; contribution: Contribution; balance: number; item: ImpactItem }
  | { ok: false; errorCode: FundImpactErrorCode };

/** The member funding, on their own brand (a member model fits). */
export interface Funder {
  id: number;
  brandId: string;
}

const contributionOf = (r: ContributionRow): Contribution => ({
  id: Number(r.id),
  itemId: Number(r.item_id),
  quantity: Number(r.quantity),
  coins: Number(r.coins),
  createdAt: r.created_at,
});

export const impactKey = (memberId: number, requestId: string) => `impact:${memberId}:${requestId}`;

/** What a duplicate submission answers: the contribution its key wrote, as it is now. */
async function answerDuplicate(
  db: Db,
  member: Funder,
  row: ContributionRow,
  lang: LanguageCode,
): Promise<FundImpactResult> {
  const item = await findItem(db, member.brandId, Number(row.item_id), lang);
  if (!item || Number(row.member_id) !== member.id) return { ok: false, errorCode: 'impact_invalid_request' };
  return {
    ok: true,
    duplicate: true,
    contribution: contributionOf(row),
    balance: await readBalance(db, member.id),
    item: toImpactItem(item),
  };
}

/** A retry of a submission already written by a concurrent transaction: roll back, then answer it. */
class DuplicateSubmission extends Error {}

export async function fundImpact(
  db: Db,
  member: Funder,
  input: FundImpactInput,
  lang: LanguageCode,
  now: Date,
): Promise<FundImpactResult> {
  if (!REQUEST_ID.test(input.requestId)) return { ok: false, errorCode: 'impact_invalid_request' };
  const key = impactKey(member.id, input.requestId);
  const done = await findContributionByKey(db, key);
  if (done) return answerDuplicate(db, member, done, lang);

  const item = await findItem(db, member.brandId, input.itemId, lang);
  if (!item) return { ok: false, errorCode: 'impact_not_found' };
  const before = toImpactItem(item);
  const refusal = impactFundingRefusal({
    quantity: input.quantity,
    pricePerUnit: before.pricePerUnit,
    targetQuantity: before.targetQuantity,
    fundedQuantity: before.fundedQuantity,
    balance: await readBalance(db, member.id),
  });
  if (refusal) return { ok: false, errorCode: refusal };

  const coins = impactCost(input.quantity, before.pricePerUnit);
  const createdAt = now.toISOString();
  let wroteHere = false;
  try {
    const result = await refused<{ balance: number }, FundImpactErrorCode>(() =>
      inTransaction(db, async (trx) => {
        // The target first: a member who loses the race to the last units is refused before any coin moves.
        if ((await reserveUnits(trx, member.brandId, before.id, input.quantity)) === null) {
          const current = await findItem(trx, member.brandId, before.id, lang);
          const left = current ? current.target_quantity - current.funded_quantity : 0;
          throw new Refusal(left <= 0 ? 'impact_target_reached' : 'impact_beyond_target');
        }
        const spent = await postCoins(trx, {
          memberId: member.id,
          kind: 'spend',
          amount: -coins,
          description: translator(lang)('impacts.ledger', {
            quantity: String(input.quantity),
            item: before.name,
          }),
          key,
          ref: `impact:${before.id}`,
          now: createdAt,
        });
        if (!spent.ok) throw new Refusal('insufficient_coins');
        if (spent.duplicate) throw new DuplicateSubmission();
        const written = await insertContribution(trx, {
          brand_id: member.brandId,
          member_id: member.id,
          item_id: before.id,
          quantity: input.quantity,
          coins,
          idempotency_key: key,
          created_at: createdAt,
        });
        if (!written) throw new DuplicateSubmission();
        return { balance: spent.balance };
      }),
    );
    if ('ok' in result && !result.ok) return { ok: false, errorCode: result.errorCode };
    wroteHere = true;
  } catch (err) {
    if (!(err instanceof DuplicateSubmission)) throw err;
  }
  const row = await findContributionByKey(db, key);
  if (!row) throw new Error(`impact contribution ${key} missing after its transaction`);
  const answer = await answerDuplicate(db, member, row, lang);
  return answer.ok ? { ...answer, duplicate: !wroteHere } : answer;
}

/** The brand's categories with every item and its brand-wide progress. */
export async function impactCategories(
  db: Db,
  brandId: string,
  lang: LanguageCode,
): Promise<ImpactCategory[]> {
  const [categories, items] = await Promise.all([
    listCategories(db, brandId, lang),
    listItems(db, brandId, lang),
  ]);
  return toCategories(categories, items);
}

/** One item of the brand, or null (unknown, or another brand's). */
export async function impactItem(
  db: Db,
  brandId: string,
  itemId: number,
  lang: LanguageCode,
): Promise<ImpactItem | null> {
  const row = await findItem(db, brandId, itemId, lang);
  return row ? toImpactItem(row) : null;
}

/** The languages each item's texts are written in (English, the base text, first), by item slug. */
export async function languagesOf(db: Db, items: readonly ImpactItem[]): Promise<Map<string, string[]>> {
  const rows = await itemLanguages(db, [...new Set(items.map((i) => i.textKey))]);
  const byKey = new Map<string, string[]>();
  for (const r of rows) byKey.set(r.textKey, [...(byKey.get(r.textKey) ?? []), r.lang]);
  return new Map(items.map((i) => [i.slug, [DEFAULT_LANGUAGE, ...(byKey.get(i.textKey) ?? [])]]));
}

/** The member's own contributions on their brand, one entry per item. */
export async function contributionsOf(db: Db, member: Funder, lang: LanguageCode): Promise<MemberImpact[]> {
  return (await memberImpacts(db, member.brandId, member.id, lang)).map(toMemberImpact);
}

/** The impacts as the resolvers reach them: the functions above on the module's database and clock. */
export class ImpactService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  fund(member: Funder, input: FundImpactInput, lang: LanguageCode): Promise<FundImpactResult> {
    return fundImpact(this.db, member, input, lang, this.clock());
  }

  categories(brandId: string, lang: LanguageCode): Promise<ImpactCategory[]> {
    return impactCategories(this.db, brandId, lang);
  }

  item(brandId: string, itemId: number, lang: LanguageCode): Promise<ImpactItem | null> {
    return impactItem(this.db, brandId, itemId, lang);
  }

  languagesOf(items: readonly ImpactItem[]): Promise<Map<string, string[]>> {
    return languagesOf(this.db, items);
  }

  contributionsOf(member: Funder, lang: LanguageCode): Promise<MemberImpact[]> {
    return contributionsOf(this.db, member, lang);
  }
}
