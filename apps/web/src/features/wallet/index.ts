/**
 * Public face of the wallet feature: the account page's wallet tab (composed by
 * routes/AccountRoute.tsx). Coin packs and spending arrive with the coins issue.
 */
export { WalletSection } from './components/WalletSection';
