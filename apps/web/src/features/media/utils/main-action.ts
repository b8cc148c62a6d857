import type { MediaType } from '@member-area/domain';
import type { IconName } from '../../../ui/Icon';

export interface MainAction {
  /** Locale key under players.details. */
  labelKey: string;
  icon: IconName;
}

/**
 * The details page's main button per media type (SPEC.md 1: listen, read, watch, play). Software is
 * not played: its button opens the downloads, so it says Download (issue 10, item 9).
 */
export const MAIN_ACTION: Record<MediaType, MainAction> = {
  movie: { labelKey: 'players.details.play', icon: 'play' },
  stream: { labelKey: 'players.details.watchLive', icon: 'play' },
  music: { labelKey: 'players.details.playAlbum', icon: 'play' },
  audiobook: { labelKey: 'players.details.listen', icon: 'play' },
  ebook: { labelKey: 'players.details.read', icon: 'play' },
  game: { labelKey: 'players.details.play', icon: 'play' },
  software: { labelKey: 'players.details.download', icon: 'download' },
};
