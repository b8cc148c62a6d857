/** Impacts as services and resolvers use them (rows of repo.ts, parsed). */
import { impactProgressPercent, impactRemaining } from '@member-area/domain';
import type { ImpactCategoryRow, ImpactItemRow, MemberImpactRow } from './repo';

export interface ImpactImage {
  url: string;
  alt: string;
}

export interface ImpactItem {
  id: number;
  categoryId: number;
  slug: string;
  /** The data_translations key of its texts (migration 0044). */
  textKey: string;
  name: string;
  description: string;
  unit: string;
  pricePerUnit: number;
  targetQuantity: number;
  memberTarget: number;
  fundedQuantity: number;
  remainingQuantity: number;
  progressPercent: number;
  prices: number[];
  images: ImpactImage[];
}

export interface ImpactCategory {
  id: number;
  slug: string;
  name: string;
  items: ImpactItem[];
}

export interface MemberImpact {
  itemId: number;
  name: string;
  unit: string;
  quantity: number;
  coins: number;
  lastAt: string;
}

function parseJsonArray(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

const isImage = (v: unknown): v is ImpactImage =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ImpactImage).url === 'string' &&
  typeof (v as ImpactImage).alt === 'string';

export function toImpactItem(r: ImpactItemRow): ImpactItem {
  const target = Number(r.target_quantity);
  const funded = Number(r.funded_quantity);
  return {
    id: Number(r.id),
    categoryId: Number(r.category_id),
    slug: r.slug,
    textKey: r.text_key,
    name: r.name,
    description: r.description,
    unit: r.unit,
    pricePerUnit: Number(r.price_per_unit),
    targetQuantity: target,
    memberTarget: Number(r.member_target),
    fundedQuantity: funded,
    remainingQuantity: impactRemaining(target, funded),
    progressPercent: impactProgressPercent(target, funded),
    prices: parseJsonArray(r.prices).filter((p): p is number => Number.isSafeInteger(p)),
    // The alt text is the item's name in the reader's language (the stored one is English).
    images: parseJsonArray(r.images)
      .filter(isImage)
      .map((image, i) => ({ url: image.url, alt: i === 0 ? r.name : `${r.name} (${i + 1})` })),
  };
}

export function toCategories(categories: ImpactCategoryRow[], items: ImpactItemRow[]): ImpactCategory[] {
  const parsed = items.map(toImpactItem);
  return categories.map((c) => ({
    id: Number(c.id),
    slug: c.slug,
    name: c.name,
    items: parsed.filter((i) => i.categoryId === Number(c.id)),
  }));
}

export function toMemberImpact(r: MemberImpactRow): MemberImpact {
  return {
    itemId: r.item_id,
    name: r.name,
    unit: r.unit,
    quantity: r.quantity,
    coins: r.coins,
    lastAt: r.last_at,
  };
}
