export * from './steps';
export * from './availability';
