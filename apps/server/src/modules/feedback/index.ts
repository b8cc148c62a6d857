/** The public surface of modules/feedback: other modules import only this (docs/modules.md); module.ts declares it. */
// What other modules use of this one (they import nothing else of it).
export { listForMember as listMemberFeedback, type FeedbackModel } from './repo';
