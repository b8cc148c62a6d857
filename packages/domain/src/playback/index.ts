export * from './queue';
export * from './keyboard';
export * from './progress';
