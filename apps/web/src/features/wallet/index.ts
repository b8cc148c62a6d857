/**
 * Public face of the wallet feature: the account page's wallet tab (composed by
 * routes/AccountRoute.tsx), the shell's layer (the coin purchase's return) and the buying-coins
 * dialog the top bar's balance opens.
 */
export { WalletSection } from './components/WalletSection';
export { WalletShellLayer } from './components/WalletShellLayer';
export { BuyCoinsDialog } from './purchase/BuyCoinsDialog';
export { BuyCoinsDialogOnDemand, preloadBuyCoinsDialog } from './purchase/BuyCoinsDialogOnDemand';
export { CoinMark } from './components/CoinMark';
export { GameSessionCredits } from './credits/GameSessionCredits';
export { useRefreshBalances } from './hooks';
