/** React Query keys of the titles screens (invalidated together after a save, a merge or a hide). */
export const titlesKey = (brandId: string) => ['titles', brandId] as const;
export const titleKey = (brandId: string, id: string) => ['titles', brandId, 'title', id] as const;
export const titleBrandKey = (brandId: string) => ['titles', brandId, 'brand'] as const;
