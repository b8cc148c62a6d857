/**
 * The word a member's balance goes by (packages/domain balanceUnit: credits on the clickplay
 * layout, coins elsewhere) and the language the server writes in, for texts written where only
 * ids are at hand (the purchase path's credit, the hosted page).
 */
import { DEFAULT_LANGUAGE, balanceUnit, chooseLayout, type BalanceUnit } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import { findBrandById, listBrandTags } from '../brand';
import { listMemberTags } from '../member';
import { findMemberLang } from '../payment';
import type { WalletVoice } from './mails';

/** The unit of a member (their tags) on a brand. */
export function unitOf(
  memberTags: readonly string[],
  brand: { tags: readonly string[]; template: string | null },
): BalanceUnit {
  return balanceUnit(chooseLayout(memberTags, brand.tags, brand.template));
}

/** A brand's unit for its members at large (a member's own layout tag aside). */
export async function brandUnit(db: DbOrTrx, brandId: string): Promise<BalanceUnit> {
  const [brand, tags] = await Promise.all([findBrandById(db, brandId), listBrandTags(db, brandId)]);
  return unitOf([], { tags, template: brand?.template ?? null });
}

/** How to write to this member of this brand about their balance. */
export async function walletVoiceOf(db: DbOrTrx, memberId: number, brandId: string): Promise<WalletVoice> {
  const [member, memberTags, brand, brandTags] = await Promise.all([
    findMemberLang(db, memberId),
    listMemberTags(db, memberId),
    findBrandById(db, brandId),
    listBrandTags(db, brandId),
  ]);
  return {
    lang: member?.lang ?? DEFAULT_LANGUAGE,
    unit: unitOf(memberTags, { tags: brandTags, template: brand?.template ?? null }),
  };
}
