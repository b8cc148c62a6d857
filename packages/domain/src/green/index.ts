export * from './trees';
