/** Public face of the player host (docs/players.md). */
export { PlayerRoot } from './PlayerRoot';
export { PlayerProvider } from './PlayerProvider';
export { usePlayer } from './usePlayer';
export { usePlayback, resumePointOf } from './playback-query';
export type * from './contract';
