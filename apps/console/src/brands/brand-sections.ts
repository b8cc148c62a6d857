import { staffMay, type StaffGrant, type StaffPermission } from '@member-area/domain';

/**
 * The parts of one brand's workspace, in the order its section bar shows them. Each is a route under
 * `/brands/:brandId` and names the permission it needs on that brand (`null`: any staff member who
 * holds the brand may open it, read-only if they may not edit). A new brand screen adds one line here.
 */
export interface BrandSection {
  /** Test id `brand-section-<key>`; the translation `brands.workspace.<key>`. */
  key: string;
  /** The path under `/brands/:brandId` (empty: the brand's settings themselves). */
  segment: string;
  permission: StaffPermission | null;
}

export const BRAND_SECTIONS: readonly BrandSection[] = [
  { key: 'settings', segment: '', permission: null },
  { key: 'dashboard', segment: 'dashboard', permission: 'reports.read' },
  { key: 'plans', segment: 'plans', permission: 'plans.edit' },
  { key: 'members', segment: 'members', permission: 'members.read' },
  { key: 'orders', segment: 'orders', permission: 'orders.read' },
  { key: 'shop', segment: 'shop', permission: 'shop.edit' },
  { key: 'giveaways', segment: 'giveaways', permission: 'entries.record' },
  { key: 'libraries', segment: 'libraries', permission: 'catalogue.edit' },
  { key: 'titles', segment: 'titles', permission: 'catalogue.edit' },
  { key: 'rows', segment: 'rows', permission: 'slots.edit' },
  { key: 'articles', segment: 'articles', permission: 'brand.edit' },
  { key: 'impacts', segment: 'impacts', permission: 'brand.edit' },
  { key: 'crosssell', segment: 'crosssell', permission: 'brand.edit' },
  { key: 'feedback', segment: 'feedback', permission: 'members.read' },
  { key: 'vpn', segment: 'vpn', permission: 'brand.edit' },
  { key: 'vpnCertificates', segment: 'vpn-certificates', permission: 'members.read' },
  { key: 'move', segment: 'move', permission: 'brand.migrate' },
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
