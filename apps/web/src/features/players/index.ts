/**
 * Public face of the players for other features: the player API (docs/players.md), the audio icon,
 * the shuffle order and a track's queue item. The app mounts the players with PlayerRoot.tsx (the
 * host and its offline side).
 */
export { usePlayback, usePlayer, type QueueItem } from './core';
export { PlayerContext } from './core/usePlayer';
export { PlayerIcon } from './core/icons';
export { shuffledItems } from './music/shuffle';
export { trackItem } from './music/queueItems';
export { DownloadButton } from './offline/DownloadButton';
