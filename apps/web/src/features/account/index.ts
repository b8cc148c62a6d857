/**
 * Public face of the account feature: the page layout, styles, formats and hooks the sections other
 * features add to the account page (membership, payment methods, giveaways) are built from.
 */
export { Panel, SectionState } from './components/AccountLayout';
export { ListBody } from './components/ListBody';
export { ListTable } from './components/ListTable';
export { default as accountStyles } from './components/Account.module.css';
export { formatDate, formatMoney, formatNumber } from './format';
export { addressInputOf, addressProblems, type AddressField, type AddressForm } from './address';
export { AddressFields } from './components/AddressFields';
export { COUNTRY_CODES } from './countries';
export { ensureSucceeded, useAccountErrorMessage, useRefreshAccount, type AccountInfo } from './hooks';
export { accountKeys, plansQuery } from './api';
export { countryOptions } from './countries';
