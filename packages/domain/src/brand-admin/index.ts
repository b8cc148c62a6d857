export * from './contrast';
export * from './feature-tags';
export * from './brand-draft';
export * from './menu-paths';
