export * from './title-edit';
export * from './merge';
