/** TanStack Query keys of the member actions (an act invalidates what it changed, and the member). */
export const refundablePaymentsKey = (memberId: string) => ['refundable-payments', memberId] as const;
export const memberSubscriptionKey = (memberId: string) => ['member-subscription', memberId] as const;
