/**
 * Public face of the giveaways feature: its routes (router.tsx), the shell's layer (return from the
 * payment page, date of birth, tag-driven modals), the giveaway reads, and the account page's
 * giveaways tab (composed by routes/AccountRoute.tsx).
 */
export { giveawaysRoutes } from './routes';
export { useGiveaway, useGiveaways } from './hooks';
export { giveawayKeys } from './queries';
export { GiveawaysSection } from './components/GiveawaysSection';
export { GiveawayShellLayer } from './components/GiveawayShellLayer';
export { useStartEntryPurchase, usePurchaseReturnOpen, type PurchaseSource } from './purchase';
