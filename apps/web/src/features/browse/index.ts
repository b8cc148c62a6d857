/** Public face of the browse feature: title paths and formats, the title row, the title grid and its skeleton. */
export { CARD_WIDTH, COVER_SHAPE, formatDuration, isMediaType, paths } from './paths';
export { seeAllPath, slotInfo } from './slots';
export { TitleRow } from './components/TitleRow';
export { hiddenOnThisDevice } from './device';
export { TitleGrid } from './components/TitleGrid';
export { GridSkeleton } from './components/BrowsePages';
