import { staffMay, type StaffGrant, type StaffPermission } from '@member-area/domain';

/**
 * The groups of a brand's section bar, in the order it shows them (docs/console.md "A brand's
 * screens"). They follow who does the work, so each role finds its sections together: the support
 * desk's in `support`, what members pay for (fulfilment's orders among it) in `sales`, the content editor's in
 * `catalogue`; `site` is what the member area shows besides the catalogue, `operations` what the
 * brand runs on. Each is labelled `brands.workspace.groups.<group>`.
 */
export const BRAND_SECTION_GROUPS = [
  'overview',
  'support',
  'sales',
  'catalogue',
  'site',
  'operations',
] as const;
export type BrandSectionGroup = (typeof BRAND_SECTION_GROUPS)[number];

/**
 * The parts of one brand's workspace, in the order its section bar shows them. Each is a route under
 * `/brands/:brandId`, sits in one group of the bar and names the permission it needs on that brand
 * (`null`: any staff member who holds the brand may open it, read-only if they may not edit). A new
 * brand screen adds one line here.
 */
export interface BrandSection {
  /** Test id `brand-section-<key>`; the translation `brands.workspace.<key>`. */
  key: string;
  /** The path under `/brands/:brandId` (empty: the brand's settings themselves). */
  segment: string;
  group: BrandSectionGroup;
  permission: StaffPermission | null;
}

export const BRAND_SECTIONS: readonly BrandSection[] = [
  { key: 'settings', segment: '', group: 'overview', permission: null },
  { key: 'dashboard', segment: 'dashboard', group: 'overview', permission: 'reports.read' },
  { key: 'members', segment: 'members', group: 'support', permission: 'members.read' },
  { key: 'feedback', segment: 'feedback', group: 'support', permission: 'members.read' },
  { key: 'vpnCertificates', segment: 'vpn-certificates', group: 'support', permission: 'members.read' },
  { key: 'plans', segment: 'plans', group: 'sales', permission: 'plans.edit' },
  { key: 'orders', segment: 'orders', group: 'sales', permission: 'orders.read' },
  { key: 'shop', segment: 'shop', group: 'sales', permission: 'shop.edit' },
  { key: 'giveaways', segment: 'giveaways', group: 'sales', permission: 'entries.record' },
  { key: 'libraries', segment: 'libraries', group: 'catalogue', permission: 'catalogue.edit' },
  { key: 'titles', segment: 'titles', group: 'catalogue', permission: 'catalogue.edit' },
  { key: 'rows', segment: 'rows', group: 'catalogue', permission: 'slots.edit' },
  { key: 'articles', segment: 'articles', group: 'site', permission: 'brand.edit' },
  { key: 'impacts', segment: 'impacts', group: 'site', permission: 'brand.edit' },
  { key: 'crosssell', segment: 'crosssell', group: 'site', permission: 'brand.edit' },
  { key: 'vpn', segment: 'vpn', group: 'operations', permission: 'brand.edit' },
  { key: 'move', segment: 'move', group: 'operations', permission: 'brand.migrate' },
];

export function brandSectionPath(brandId: string, section: BrandSection): string {
  const base = `/brands/${encodeURIComponent(brandId)}`;
  return section.segment ? `${base}/${section.segment}` : base;
}

/** The sections this staff member may open on the brand. */
export function brandSectionsFor(staff: StaffGrant, brandId: string): BrandSection[] {
  return BRAND_SECTIONS.filter(
    (section) => section.permission === null || staffMay(staff, section.permission, brandId),
  );
}

/** One group of the bar with the sections of it a staff member may open. */
export interface BrandSectionGroupOf {
  group: BrandSectionGroup;
  sections: BrandSection[];
}

/** The bar as this staff member sees it: each group with their sections of it, empty groups left out. */
export function brandSectionGroupsFor(staff: StaffGrant, brandId: string): BrandSectionGroupOf[] {
  const sections = brandSectionsFor(staff, brandId);
  return BRAND_SECTION_GROUPS.map((group) => ({
    group,
    sections: sections.filter((section) => section.group === group),
  })).filter((entry) => entry.sections.length > 0);
}
