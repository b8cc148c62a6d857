/**
 * The image the first screen's largest paint will be, named in the page's <head> as
 * `<link rel="preload" as="image">` so the browser fetches it with the app's scripts instead of after
 * them (issue 16 target 3). Only where the server knows it without running the app: the browse
 * overview's hero (`/browse/{media}`, apps/web/src/features/browse/components/BrowseOverview.tsx),
 * which is the cover of the first item of the type's first row that has items.
 */
import { displayAreaSlug, isCatalogueMediaType, type LanguageCode } from '@member-area/domain';
import type { DbOrTrx } from '../db/kysely';
import { thumbnailOf } from '../modules/catalogue/covers';
import * as catalogue from '../modules/catalogue/repo';

const BROWSE_OVERVIEW = /^\/browse\/([a-z]+)\/?$/i;
/** The browse overview query's `items(first: 20)` (apps/web/src/features/browse/queries.ts). */
const ROW_ITEMS = 20;

export async function lcpImageFor(
  db: DbOrTrx,
  pathname: string,
  lang: LanguageCode,
  brandId: string,
): Promise<string | null> {
  const mediaType = BROWSE_OVERVIEW.exec(pathname)?.[1]?.toLowerCase();
  if (!mediaType || !isCatalogueMediaType(mediaType)) return null;
  const slots = (await catalogue.slotsWithTags(db, [displayAreaSlug(mediaType)], lang, brandId)).filter(
    (slot) => slot.mediaType === mediaType,
  );
  const items = await catalogue.slotItems(
    db,
    slots.map((slot) => slot.id),
    ROW_ITEMS,
    brandId,
  );
  for (const slot of slots) {
    const first = items.find((item) => item.slotId === slot.id);
    if (first) return thumbnailOf(first.media).url;
  }
  return null;
}
