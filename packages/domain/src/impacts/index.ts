export * from './funding';
export * from './paging';
export * from './item-draft';
