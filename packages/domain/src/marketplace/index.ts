export * from './champion';
