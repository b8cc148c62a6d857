/** The public surface of modules/subscription: other modules import only this (docs/modules.md); module.ts declares it. */
// What other modules use of this one (they import nothing else of it).
export type { SubscriptionModel } from './model';
export { membershipIdOf } from './model';
export { MemberSubscriptionAdminService } from './member-subscription-service';
export {
  findActiveSubscriptionId,
  findPlanName,
  hasActiveSubscription,
  listMemberSubscriptions,
} from './repo';
export { listMemberSubscriptionHistory, type MemberSubscriptionHistoryRow } from './member-page-repo';
