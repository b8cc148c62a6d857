export * from './funding';
export * from './paging';
