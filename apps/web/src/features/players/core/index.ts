/** Public face of the player host (docs/players.md); the app mounts it with ../PlayerRoot.tsx. */
export { usePlayer } from './usePlayer';
export { usePlayback, resumePointOf } from './playback-query';
export type * from './contract';
