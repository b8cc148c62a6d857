/** TanStack Query keys of the feedback screen (a status change invalidates the brand's list and counts). */
export const feedbackKey = (brandId: string) => ['feedback', brandId] as const;
export const feedbackBrandKey = (brandId: string) => ['feedback-brand', brandId] as const;
