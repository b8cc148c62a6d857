/** Public face of the collection feature: the collection button, play history, mutation results. */
export { CollectionButton } from './components/CollectionButton';
export { addToHistoryMutation, libraryKeys } from './queries';
export { MutationFailedError, ensureSucceeded } from './mutation-result';
