/** The public surface of modules/events: other modules import only this (docs/modules.md); module.ts declares it. */
// What other modules use of this one (they import nothing else of it).
export { HOUR_MS, addressOf, anonymousWriteQuota } from './anonymous-quota';
export {
  MEMBER_ACCOUNTS_EVENT,
  ONBOARDING_EVENT,
  SWEEPS_EVENT,
  recordMemberEvent,
  type MemberEventAction,
  type MemberEventType,
} from './member-events';
export { insertEvent } from './repo';
