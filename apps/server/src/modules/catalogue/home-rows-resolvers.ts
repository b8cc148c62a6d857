/** Thin resolvers of home-rows.graphql: home's curated rows (issue 29 item 6). */
import { HOME_SLOT_TAG } from '@member-area/domain';
import { textLanguage } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

/** A row's titles on home: enough for a wide screen and a swipe, fewer than browse's 20. */
const ENTRIES_MAX = 24;

export const homeRowsResolvers: Resolvers = {
  ContentQuery: {
    homeRows: async (_p, _a, ctx) => {
      // Rows of types the brand does not offer would lead to a browse page it does not have.
      const offered = new Set<string>(ctx.brand.mediaTypes);
      const slots = await ctx.services.catalogue.slotsWithTags(
        [HOME_SLOT_TAG],
        textLanguage(ctx),
        ctx.brand.id,
      );
      return { slots: slots.filter((slot) => offered.has(slot.mediaType)) };
    },
  },
  HomeRows: {
    rows: (home) => home.slots,
    entries: async (home, { first }, ctx) => {
      const count = Math.max(1, Math.min(ENTRIES_MAX, first ?? 12));
      // One statement: the loader batches every row asked for in the same turn.
      const lists = await Promise.all(
        home.slots.map((slot) => ctx.loaders.catalogue.slotItems(slot.id, count)),
      );
      return home.slots.flatMap((slot, i) => (lists[i] ?? []).map((media) => ({ slotId: slot.id, media })));
    },
  },
  SlotEntry: {
    slotId: (entry) => String(entry.slotId),
    media: (entry) => entry.media,
  },
};
