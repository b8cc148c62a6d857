/** TanStack Query keys of the cross-sell screens (a change invalidates the brand's list). */
export const crossSellKey = (brandId: string) => ['crosssell-offers', brandId] as const;
export const crossSellBrandKey = (brandId: string) => ['crosssell-brand', brandId] as const;
