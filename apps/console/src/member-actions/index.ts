/** The member actions (issue 33; docs/console.md "Member actions"): what the member's page places. */
export { MemberActionsPanel } from './MemberActionsPanel';
export { RefundButton } from './RefundButton';
export { useRefundablePayments } from './useRefundablePayments';
