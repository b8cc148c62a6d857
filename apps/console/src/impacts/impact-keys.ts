/** TanStack Query keys of the impact screens (a change invalidates the brand's list). */
export const impactsKey = (brandId: string) => ['impact-items', brandId] as const;
export const impactBrandKey = (brandId: string) => ['impact-brand', brandId] as const;
