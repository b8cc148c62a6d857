/**
 * Public face of the account feature: the member's account data (its query keys, the refresh after
 * a change) that the sections other features add to the account page (membership, payment methods,
 * giveaways) read. The panels, lists and forms those sections are drawn with live in ui/; formats,
 * addresses, countries and mutation outcomes are shared by every feature and live in app/.
 */
export { useRefreshAccount, type AccountInfo } from './hooks';
export { accountKeys, plansQuery } from './api';
