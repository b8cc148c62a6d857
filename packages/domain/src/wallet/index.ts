export * from './ledger';
export * from './credits';
export * from './page';
export * from './plan-bonus';
