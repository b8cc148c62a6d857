/** Public face of the browse feature: title paths and formats, the title grid and its skeleton. */
export { COVER_SHAPE, formatDuration, isMediaType, paths } from './paths';
export { hiddenOnThisDevice } from './device';
export { TitleGrid } from './components/TitleGrid';
export { GridSkeleton } from './components/BrowsePages';
