/** React Query keys of the shop screens (invalidated together after a save). */
export const shopKey = (brandId: string) => ['shop', brandId] as const;
export const shopBrandKey = (brandId: string) => ['shop', brandId, 'brand'] as const;
export const productsKey = (brandId: string) => ['shop', brandId, 'products'] as const;
export const productKey = (brandId: string, id: string) => ['shop', brandId, 'product', id] as const;
