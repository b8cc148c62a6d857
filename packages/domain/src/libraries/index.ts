export * from './media-types';
export * from './problems';
export * from './paths';
export * from './classify';
export * from './episodes';
export * from './tracks';
export * from './containers';
export * from './isbn';
