/**
 * Which cross-sell a member is due, and arming it (SPEC.md 4 "Cross-industry upsell"): the
 * domain's crossSellStep over what the member holds, then `cm_upsell:{type}` written by the server
 * when it arms. Runs on a read (the shell's offer query) and in the transaction of the first
 * visit's `ma_visited:true` (MemberService.setTags), before that tag lands: whichever comes first
 * on a member's first visit arms the offer, so it does not depend on which request wins.
 */
import { crossSellStep, crossSellTag, subscriptionState, type UpsellType } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import { toBrand, type Brand, findBrandById, listBrandTags } from '../brand';
import { type MemberModel, insertMemberTags } from '../member';
import { type SubscriptionModel, listMemberSubscriptions } from '../subscription';
import { toCrossSellOffer, type CrossSellOffer } from './model';
import { findOfferOfType } from './repo';

export interface DueInput {
  member: MemberModel;
  brand: Brand;
  memberTags: readonly string[];
  country: string | null;
  /**
   * The member's subscriptions when the caller has read them already (a GraphQL request's loader,
   * shared with the other fields of home's one request); read here otherwise.
   */
  subscriptions?: readonly SubscriptionModel[];
}

/** The offer the member is due now, arming it when the rule says so; null when none. */
export async function dueCrossSell(
  db: DbOrTrx,
  input: DueInput,
  nowIso: string,
): Promise<CrossSellOffer | null> {
  const subs = input.subscriptions ?? (await listMemberSubscriptions(db, input.member.id));
  const state = subscriptionState(subs, input.memberTags);
  const step = crossSellStep({
    memberTags: input.memberTags,
    brandTags: input.brand.tags,
    country: input.country,
    isActive: state.isActive,
    isCanceled: state.isCanceled,
    entitled: state.mediaTypes,
    brandMediaTypes: input.brand.mediaTypes,
  });
  if (step.kind === 'none') return null;
  // A brand that prices no offer of the type sells nothing: the member is not armed for it.
  const offer = await pricedOffer(db, input.brand.id, step.type);
  if (offer && step.kind === 'arm')
    await insertMemberTags(db, input.member.id, [crossSellTag(step.type)], nowIso, 'server');
  return offer;
}

async function pricedOffer(db: DbOrTrx, brandId: string, type: UpsellType): Promise<CrossSellOffer | null> {
  const row = await findOfferOfType(db, brandId, type);
  return row ? toCrossSellOffer(row) : null;
}

/**
 * The first visit (MemberService.setTags, in its transaction, with the tags from before it):
 * arms the cross-sell the member is due. The country is the member's address, else the brand's
 * (a tag write carries no edge header; the VPN's block list is empty, SPEC.md 6).
 */
export async function armAtFirstVisit(
  trx: DbOrTrx,
  member: MemberModel,
  tagsBefore: readonly string[],
  nowIso: string,
): Promise<void> {
  const row = await findBrandById(trx, member.brandId);
  if (!row) return;
  const brand = toBrand(row, await listBrandTags(trx, member.brandId));
  await dueCrossSell(
    trx,
    { member, brand, memberTags: tagsBefore, country: member.countryCode ?? brand.countryCode },
    nowIso,
  );
}
