import type { PlayerProps } from '../core/contract';

// Replaced by the ebook player of issue #4 (docs/players.md); the host lazy-loads this file's default export.
export default function EbookReader(_props: PlayerProps) {
  return null;
}
