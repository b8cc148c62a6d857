/** TanStack Query keys of the orders screens (every list of the brand is invalidated after a move). */
export const ordersKey = (brandId: string) => ['orders', brandId] as const;
export const orderListKey = (brandId: string, status: string) => ['orders', brandId, 'list', status] as const;
export const pickListKey = (brandId: string) => ['orders', brandId, 'pick'] as const;
export const orderKey = (brandId: string, orderId: string) => ['orders', brandId, 'order', orderId] as const;
export const orderBrandKey = (brandId: string) => ['order-brand', brandId] as const;
