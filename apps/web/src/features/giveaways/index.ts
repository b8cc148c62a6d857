/** Public face of the giveaways feature: its routes (router.tsx) and the giveaway read. */
export { giveawaysRoutes } from './routes';
export { useGiveaway } from './hooks';
