/**
 * Who on the operator console may do what, and on which brands (issue 31 scope 2). Every console
 * resolver asks this one rule through its guard, and every read and write is scoped to the brands
 * the staff member holds.
 */

/** The console's roles, from the widest to the narrowest. */
export const STAFF_ROLES = ['owner', 'brand_admin', 'content_editor', 'support', 'fulfilment'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff member may be allowed to do; each console operation names one. */
export const STAFF_PERMISSIONS = [
  /** Invite staff, change their roles and brands, deactivate them: the staff list. */
  'staff.manage',
  /** Create a brand (a new host, a new member area). */
  'brand.create',
  /** A brand's settings: name, hosts, look, feature tags, contact, currency, languages. */
  'brand.edit',
  /** A brand's plans and offers. */
  'plans.edit',
  /** A brand's titles, libraries and their imports. */
  'catalogue.edit',
  /** A brand's curated rows (slots). */
  'slots.edit',
  /** A brand's side menu. */
  'menu.edit',
  /** Look members up and read their records. */
  'members.read',
  /** Act for a member: refunds, subscriptions, coins, sessions, resets. */
  'members.act',
  /** Read a brand's orders. */
  'orders.read',
  /** Ship, deliver or cancel a brand's orders. */
  'orders.fulfil',
  /**
   * A brand's shop catalogue: products, variants and their stock, categories, pictures, the welcome
   * gift. Brand admins and owners only (fulfilment reads the orders, it does not price the goods).
   */
  'shop.edit',
  /** Create and edit a brand's giveaways; run, hold and publish their draws; give the monthly free entries. */
  'giveaways.edit',
  /** Type a brand's postal entries (SPEC.md 2 "postal entry"). */
  'entries.record',
  /** Read a brand's audit log. */
  'audit.read',
  /**
   * Read a brand's dashboard: members, churn, recurring revenue, revenue by kind, entries, orders
   * waiting, most played titles (docs/console.md "Dashboards"); across brands, only those held.
   */
  'reports.read',
  /** Move every member of one brand to another (the migration to a new brand): spans brands. */
  'brand.migrate',
  /** The platform's upkeep, such as a retention pass now: spans brands. */
  'maintenance.run',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** Acts on the whole console rather than on one brand: only a role that holds every brand has them. */
const CONSOLE_WIDE: ReadonlySet<StaffPermission> = new Set([
  'staff.manage',
  'brand.create',
  'brand.migrate',
  'maintenance.run',
]);

const CONTENT: readonly StaffPermission[] = ['catalogue.edit', 'slots.edit', 'menu.edit'];
const MEMBERS: readonly StaffPermission[] = ['members.read', 'members.act', 'entries.record'];
const ORDERS: readonly StaffPermission[] = ['orders.read', 'orders.fulfil'];

/**
 * Issue 31 scope 2: owner, every brand and the staff list; brand admin, everything on their brands;
 * content editor, catalogue, slots and menu; support, members (and the postal entries members send);
 * fulfilment, orders.
 */
const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: STAFF_PERMISSIONS,
  brand_admin: STAFF_PERMISSIONS.filter((permission) => !CONSOLE_WIDE.has(permission)),
  content_editor: CONTENT,
  support: MEMBERS,
  fulfilment: ORDERS,
};

/** A staff member's role and the brands they hold (an owner holds every brand, listed or not). */
export interface StaffGrant {
  role: StaffRole;
  brandIds: readonly string[];
}

/** Whether the role allows the permission at all, on some brand. */
export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * Whether the staff member may do `permission` on `brandId`; `null` for an act on the whole console
 * (the staff list, a new brand), which only an owner may do.
 */
export function staffMay(staff: StaffGrant, permission: StaffPermission, brandId: string | null): boolean {
  if (!roleAllows(staff.role, permission)) return false;
  if (staff.role === 'owner') return true;
  if (brandId === null || CONSOLE_WIDE.has(permission)) return false;
  return staff.brandIds.includes(brandId);
}

/** Of `brandIds`, the ones the staff member may do `permission` on: what a console list shows. */
export function brandsInScope(
  staff: StaffGrant,
  permission: StaffPermission,
  brandIds: readonly string[],
): string[] {
  return brandIds.filter((brandId) => staffMay(staff, permission, brandId));
}
