/**
 * Public face of the marketplace feature: its routes (router.tsx), the top bar's cart badge (the
 * shell mounts it when ecommerce is enabled) and the account page's orders tab (composed by
 * routes/AccountRoute.tsx).
 */
export { marketplaceRoutes } from './routes';
export { CartBadge } from './cart/CartBadge';
export { OrdersSection } from './orders/OrdersSection';
export { seedCart } from './queries';
