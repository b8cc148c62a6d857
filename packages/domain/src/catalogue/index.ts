export * from './access';
export * from './genres';
export * from './library';
export * from './media-types';
export * from './search';
