/**
 * The demo impacts (issue 14 item 1): categories and items a brand's members fund with coins.
 * Prices are coins per unit; targets are brand-wide; `fundedBaseline` is what the demo starts with,
 * as if earlier members had funded part already (after it, every unit is a contribution row).
 */
import type { ImpactArtKind } from '../../modules/impacts/art';
import type { ImpactItem } from '../../modules/impacts/model';

export interface ImpactCategorySeed {
  slug: string;
  name: string;
}

/** An item as the module reads it, in its category (by slug), with the funding the demo starts from. */
export type ImpactItemSeed = Pick<
  ImpactItem,
  'slug' | 'name' | 'description' | 'unit' | 'pricePerUnit' | 'targetQuantity' | 'memberTarget'
> & {
  category: string;
  fundedBaseline: number;
  art: ImpactArtKind;
};

export const IMPACT_CATEGORIES: readonly ImpactCategorySeed[] = [
  { slug: 'tree-planting', name: 'Tree planting' },
  { slug: 'ocean-cleanup', name: 'Ocean cleanup' },
  { slug: 'clean-water', name: 'Clean water' },
];

export const IMPACT_ITEMS: readonly ImpactItemSeed[] = [
  {
    slug: 'plant-a-tree',
    category: 'tree-planting',
    name: 'Plant a tree',
    description: 'Native trees planted with local farmers to restore forests and absorb carbon.',
    unit: 'tree',
    pricePerUnit: 100,
    targetQuantity: 5000,
    memberTarget: 5,
    fundedBaseline: 1840,
    art: 'tree',
  },
  {
    slug: 'restore-mangroves',
    category: 'tree-planting',
    name: 'Restore mangroves',
    description: 'Mangrove seedlings that protect coasts from storms and shelter young fish.',
    unit: 'seedling',
    pricePerUnit: 50,
    targetQuantity: 10000,
    memberTarget: 10,
    fundedBaseline: 6120,
    art: 'mangrove',
  },
  {
    slug: 'remove-ocean-plastic',
    category: 'ocean-cleanup',
    name: 'Remove ocean plastic',
    description: 'Plastic collected from beaches and rivers before it reaches the open sea.',
    unit: 'kg of plastic',
    pricePerUnit: 200,
    targetQuantity: 2000,
    memberTarget: 3,
    fundedBaseline: 430,
    art: 'wave',
  },
  {
    slug: 'protect-coral-reefs',
    category: 'ocean-cleanup',
    name: 'Protect coral reefs',
    description: 'Coral fragments grown in nurseries and replanted on damaged reefs.',
    unit: 'coral fragment',
    pricePerUnit: 300,
    targetQuantity: 800,
    memberTarget: 2,
    fundedBaseline: 512,
    art: 'reef',
  },
  {
    slug: 'give-clean-water',
    category: 'clean-water',
    name: 'Give clean water',
    description: 'Safe drinking water for a family, from wells and filters kept by the community.',
    unit: 'day of water',
    pricePerUnit: 20,
    targetQuantity: 20000,
    memberTarget: 30,
    fundedBaseline: 9800,
    art: 'water',
  },
];

/**
 * The brands whose members fund impacts: the default brand (with its green page) and the coins
 * brand, whose members hold the most coins. Their menu carries an Impacts item (seed/menus.ts);
 * the others have no categories, so the screen and the menu item do not exist there.
 */
export const IMPACT_BRANDS: ReadonlySet<string> = new Set(['playmax', 'clickcoins']);
