/**
 * Public face of the giveaways feature: its routes (router.tsx), the giveaway read, and the account
 * page's giveaways tab (composed by routes/AccountRoute.tsx).
 */
export { giveawaysRoutes } from './routes';
export { useGiveaway } from './hooks';
export { GiveawaysSection } from './components/GiveawaysSection';
