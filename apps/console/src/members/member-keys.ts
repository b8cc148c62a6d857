/** TanStack Query keys of the members screens (a write invalidates the brand's list and the member). */
export const membersKey = (brandId: string) => ['members', brandId] as const;
export const memberKey = (memberId: string) => ['member', memberId] as const;
export const memberBrandKey = (brandId: string) => ['member-brand', brandId] as const;
export const newMemberChoicesKey = (brandId: string) => ['new-member-choices', brandId] as const;
/** One section of a member's page (subscriptions, payments, …); a write invalidates its own. */
export const memberSectionKey = (memberId: string, section: string) => ['member', memberId, section] as const;
