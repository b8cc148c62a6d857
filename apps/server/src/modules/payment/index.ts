/** The public surface of modules/payment: other modules import only this (docs/modules.md); module.ts declares it. */
// What other modules use of this one (they import nothing else of it).
export { requestMember } from './member-auth';
export { newPaymentMethodRow, toPaymentMethodView } from './model';
export type { PaymentProvider } from './provider';
export {
  claimIdempotencyKey,
  completeSession,
  deleteStaleSessions,
  findMemberLang,
  findPaymentMethodByToken,
  findSessionBySubscriptionRef,
  insertPaymentMethod,
  listPaymentMethods,
  lockMember,
  setRoles,
} from './repo';
export type { PaymentMethodResult, PaymentService } from './service';
