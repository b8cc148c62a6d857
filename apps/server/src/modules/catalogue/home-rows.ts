/** The models home-rows.graphql's resolvers hold (home-rows-resolvers.ts). */
import type { MediaModel, SlotModel } from './model';

/** HomeRows as its resolvers hold it: the rows, read once for both of its lists. */
export interface HomeRowsModel {
  slots: SlotModel[];
}

export interface SlotEntryModel {
  slotId: number;
  media: MediaModel;
}
