export * from './queue';
export * from './keyboard';
export * from './progress';
export * from './fraction';
export * from './music-position';
export * from './book-position';
export * from './sleep-timer';
export * from './escape';
