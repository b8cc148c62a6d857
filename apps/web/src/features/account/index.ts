/**
 * Public face of the account feature: the page layout, styles and hooks the sections other features
 * add to the account page (membership, payment methods, giveaways) are built from. Formats,
 * addresses, countries and mutation outcomes are shared by every feature and live in app/.
 */
export { Panel, SectionState } from './components/AccountLayout';
export { ListBody } from './components/ListBody';
export { ListTable } from './components/ListTable';
export { default as accountStyles } from './components/Account.module.css';
export { AddressFields } from './components/AddressFields';
export { useRefreshAccount, type AccountInfo } from './hooks';
export { accountKeys, plansQuery } from './api';
