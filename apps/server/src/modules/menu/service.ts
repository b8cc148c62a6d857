import type { Db } from '../../db/kysely';
import { listMenuItems, type MenuItemModel } from './repo';

/** The brand's side menu, as stored (gating by viewer is the resolvers' rule, gates.ts). */
export class MenuService {
  constructor(private readonly db: Db) {}

  items(brandId: string): Promise<MenuItemModel[]> {
    return listMenuItems(this.db, brandId);
  }
}
