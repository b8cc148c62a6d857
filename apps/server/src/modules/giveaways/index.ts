/** The public surface of modules/giveaways: other modules import only this (docs/modules.md); module.ts declares it. */
// What other modules use of this one (they import nothing else of it).
export { majorUnits } from './views';
export { receivedAt, toMinorUnits } from './commands';
export { listMemberGiveawayEntries, type MemberGiveawayEntryRow } from './member-page-repo';
