import { describe, expect, it } from 'vitest';
import {
  brandsInScope,
  roleAllows,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  staffMay,
  type StaffGrant,
  type StaffPermission,
  type StaffRole,
} from './permissions';

/** The demo staff of issue 31 scope 3. */
const OWNER: StaffGrant = { role: 'owner', brandIds: [] };
const BRAND_ADMIN: StaffGrant = { role: 'brand_admin', brandIds: ['playmax'] };
const EDITOR: StaffGrant = { role: 'content_editor', brandIds: ['playmax'] };
const SUPPORT: StaffGrant = { role: 'support', brandIds: ['playmax', 'clickcoins'] };
const FULFILMENT: StaffGrant = { role: 'fulfilment', brandIds: ['playmax', 'clickcoins'] };

describe('roleAllows: the matrix of issue 31 scope 2', () => {
  const allowed: Record<StaffRole, readonly StaffPermission[]> = {
    owner: STAFF_PERMISSIONS,
    brand_admin: [
      'brand.edit',
      'plans.edit',
      'catalogue.edit',
      'slots.edit',
      'menu.edit',
      'members.read',
      'members.act',
      'orders.read',
      'orders.fulfil',
      'shop.edit',
      'giveaways.edit',
      'entries.record',
      'audit.read',
      'reports.read',
    ],
    content_editor: ['catalogue.edit', 'slots.edit', 'menu.edit'],
    support: ['members.read', 'members.act', 'entries.record'],
    fulfilment: ['orders.read', 'orders.fulfil'],
  };
  const cells = STAFF_ROLES.flatMap((role) =>
    STAFF_PERMISSIONS.map((permission) => ({
      role,
      permission,
      expected: allowed[role].includes(permission),
    })),
  );
  it.each(cells)('$role, $permission: $expected', ({ role, permission, expected }) => {
    expect(roleAllows(role, permission)).toBe(expected);
  });
});

describe('staffMay: scoped to the brands held', () => {
  it.each([
    { who: 'owner', staff: OWNER, permission: 'staff.manage', brand: null, expected: true },
    { who: 'owner', staff: OWNER, permission: 'brand.create', brand: null, expected: true },
    { who: 'owner', staff: OWNER, permission: 'brand.edit', brand: 'vpn', expected: true },
    { who: 'owner', staff: OWNER, permission: 'orders.fulfil', brand: 'clickplay', expected: true },
    { who: 'brand admin', staff: BRAND_ADMIN, permission: 'brand.edit', brand: 'playmax', expected: true },
    {
      who: 'brand admin',
      staff: BRAND_ADMIN,
      permission: 'brand.edit',
      brand: 'clickcoins',
      expected: false,
    },
    { who: 'brand admin', staff: BRAND_ADMIN, permission: 'audit.read', brand: 'playmax', expected: true },
    { who: 'brand admin', staff: BRAND_ADMIN, permission: 'staff.manage', brand: null, expected: false },
    { who: 'brand admin', staff: BRAND_ADMIN, permission: 'staff.manage', brand: 'playmax', expected: false },
    { who: 'brand admin', staff: BRAND_ADMIN, permission: 'brand.create', brand: null, expected: false },
    { who: 'brand admin', staff: BRAND_ADMIN, permission: 'plans.edit', brand: null, expected: false },
    {
      who: 'brand admin',
      staff: BRAND_ADMIN,
      permission: 'giveaways.edit',
      brand: 'playmax',
      expected: true,
    },
    {
      who: 'brand admin',
      staff: BRAND_ADMIN,
      permission: 'brand.migrate',
      brand: 'playmax',
      expected: false,
    },
    { who: 'owner', staff: OWNER, permission: 'brand.migrate', brand: null, expected: true },
    { who: 'owner', staff: OWNER, permission: 'maintenance.run', brand: null, expected: true },
    { who: 'editor', staff: EDITOR, permission: 'menu.edit', brand: 'playmax', expected: true },
    { who: 'editor', staff: EDITOR, permission: 'menu.edit', brand: 'clickcoins', expected: false },
    { who: 'editor', staff: EDITOR, permission: 'brand.edit', brand: 'playmax', expected: false },
    { who: 'editor', staff: EDITOR, permission: 'members.read', brand: 'playmax', expected: false },
    { who: 'support', staff: SUPPORT, permission: 'members.act', brand: 'clickcoins', expected: true },
    { who: 'support', staff: SUPPORT, permission: 'members.read', brand: 'clickplay', expected: false },
    { who: 'support', staff: SUPPORT, permission: 'orders.read', brand: 'playmax', expected: false },
    { who: 'support', staff: SUPPORT, permission: 'entries.record', brand: 'clickcoins', expected: true },
    { who: 'support', staff: SUPPORT, permission: 'giveaways.edit', brand: 'playmax', expected: false },
    { who: 'fulfilment', staff: FULFILMENT, permission: 'orders.fulfil', brand: 'playmax', expected: true },
    { who: 'fulfilment', staff: FULFILMENT, permission: 'orders.fulfil', brand: 'vpn', expected: false },
    { who: 'fulfilment', staff: FULFILMENT, permission: 'members.read', brand: 'playmax', expected: false },
  ] satisfies {
    who: string;
    staff: StaffGrant;
    permission: StaffPermission;
    brand: string | null;
    expected: boolean;
  }[])('$who, $permission on $brand: $expected', ({ staff, permission, brand, expected }) => {
    expect(staffMay(staff, permission, brand)).toBe(expected);
  });
});

describe('brandsInScope', () => {
  const ALL = ['playmax', 'clickcoins', 'clickplay', 'vpn'];
  it.each([
    { who: 'owner', staff: OWNER, permission: 'members.read', expected: ALL },
    { who: 'support', staff: SUPPORT, permission: 'members.read', expected: ['playmax', 'clickcoins'] },
    { who: 'support', staff: SUPPORT, permission: 'orders.read', expected: [] },
    { who: 'brand admin', staff: BRAND_ADMIN, permission: 'orders.read', expected: ['playmax'] },
  ] satisfies { who: string; staff: StaffGrant; permission: StaffPermission; expected: string[] }[])(
    '$who, $permission: $expected',
    ({ staff, permission, expected }) => {
      expect(brandsInScope(staff, permission, ALL)).toEqual(expected);
    },
  );

  it('never adds a brand the list does not name', () => {
    expect(brandsInScope(BRAND_ADMIN, 'brand.edit', ['clickcoins'])).toEqual([]);
  });
});
