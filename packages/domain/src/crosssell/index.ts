export * from './rules';
export * from './offer-draft';
