/**
 * The console edits a menu item by the page it opens (`/browse/movie`, `/giveaways`); the server
 * stores its type (menu_items.type), from which the web derives the route (menu.ts menuHref) and
 * drops an item whose type has no screen. Mapping path → type here keeps the console from saving an
 * item the member area would silently hide.
 */
import { MEDIA_TYPES } from '../constants';
import { MENU_SECTION_TYPES, menuHref } from '../menu';

const TYPE_BY_PATH: ReadonlyMap<string, string> = new Map(
  [...MEDIA_TYPES, ...MENU_SECTION_TYPES].map((type) => [menuHref(type) ?? '', type]),
);

/** The menu type whose route is `path`, or null when no screen of the member area is there. */
export function menuTypeForPath(path: string): string | null {
  return TYPE_BY_PATH.get(path) ?? null;
}

/** Every path a menu item may open, in the order the console offers them. */
export const MENU_PATHS: readonly string[] = [...TYPE_BY_PATH.keys()];
