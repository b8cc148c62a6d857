export * from './trees';
export * from './play-time';
