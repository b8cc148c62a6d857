import type { PlayerProps } from '../core/contract';

// Replaced by the audiobook player of issue #4 (docs/players.md); the host lazy-loads this file's default export.
export default function AudiobookPlayer(_props: PlayerProps) {
  return null;
}
