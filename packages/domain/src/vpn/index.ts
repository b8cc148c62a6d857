export * from './access';
export * from './platforms';
export * from './servers';
export * from './server-draft';
