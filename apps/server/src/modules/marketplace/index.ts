/** The public surface of modules/marketplace: other modules import only this (docs/modules.md); module.ts declares it. */
// What other modules use of this one (they import nothing else of it).
export { hasWelcomeGiftOrder } from './catalogue-repo';
export { Refusal, refused } from './refusal';
export { listMemberOrders, type MemberOrderRow } from './member-page-repo';
