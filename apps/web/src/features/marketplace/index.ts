/**
 * Public face of the marketplace feature. Today only the account page's orders tab (composed by
 * routes/AccountRoute.tsx); the marketplace screens and their routes arrive with the orders issue.
 */
export { OrdersSection } from './components/OrdersSection';
