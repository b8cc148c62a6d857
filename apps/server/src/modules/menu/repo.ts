import type { DbOrTrx } from '../../db/kysely';

export interface MenuItemModel {
  id: string;
  type: string;
  title: string;
  display_area_slug: string;
  icon: string;
  colors: { color: string | null; background: string | null } | null;
  submenu_type: string | null;
  position: number;
  hideForIphoneDevice: boolean;
}

export async function listMenuItems(db: DbOrTrx, brandId: string): Promise<MenuItemModel[]> {
  const rows = await db
    .selectFrom('menu_items')
    .selectAll()
    .where('brand_id', '=', brandId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    type: r.type,
    title: r.title,
    display_area_slug: r.display_area_slug,
    icon: r.icon,
    colors: r.color || r.background_color ? { color: r.color, background: r.background_color } : null,
    submenu_type: r.submenu_type,
    position: Number(r.position),
    hideForIphoneDevice: Number(r.hide_for_iphone) === 1,
  }));
}
