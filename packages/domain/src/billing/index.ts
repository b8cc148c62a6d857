export * from './cards';
export * from './payment-return';
export * from './periods';
export * from './past-due';
export * from './member-actions';
