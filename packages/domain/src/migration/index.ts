export * from './modal';
