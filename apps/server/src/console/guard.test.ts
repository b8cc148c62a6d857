import { describe, expect, it } from 'vitest';
import type { StaffPermission, StaffRole } from '@member-area/domain';
import type { StaffViewer } from './context';
import { refusalOf, type GuardRefusal } from './guard';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const LATER = new Date('2026-03-01T12:03:00.000Z');
const EARLIER = new Date('2026-03-01T11:59:00.000Z');

function staff(role: StaffRole, brandIds: string[], freshUntil: Date | null = null): StaffViewer {
  return { id: 1, email: 'a@b.test', name: 'A', role, brandIds, lang: 'en-us', sessionId: 1, freshUntil };
}

type Row = [
  string,
  StaffViewer | null,
  StaffPermission,
  string | null,
  { fresh?: boolean; anyBrand?: boolean },
  GuardRefusal | null,
];

// The guard adds two things to the domain's matrix (staffMay, tested in packages/domain): a list
// across the brands in scope, and the fresh second factor of dangerous acts.
const ROWS: Row[] = [
  ['no session', null, 'brand.edit', 'playmax', {}, 'unauthenticated'],
  ['brand admin on their brand', staff('brand_admin', ['playmax']), 'brand.edit', 'playmax', {}, null],
  [
    'brand admin on another brand',
    staff('brand_admin', ['playmax']),
    'brand.edit',
    'clickcoins',
    {},
    'forbidden',
  ],
  [
    'brand admin, a console-wide act',
    staff('brand_admin', ['playmax']),
    'brand.create',
    null,
    {},
    'forbidden',
  ],
  ['owner, a console-wide act', staff('owner', []), 'staff.manage', null, {}, null],
  [
    'a list: brand admin holds a brand with it',
    staff('brand_admin', ['playmax']),
    'audit.read',
    null,
    { anyBrand: true },
    null,
  ],
  [
    'a list: support has it on no brand',
    staff('support', ['playmax']),
    'audit.read',
    null,
    { anyBrand: true },
    'forbidden',
  ],
  [
    'a list: brand admin with no brand',
    staff('brand_admin', []),
    'audit.read',
    null,
    { anyBrand: true },
    'forbidden',
  ],
  [
    'a list naming a brand not held',
    staff('brand_admin', ['playmax']),
    'audit.read',
    'clickcoins',
    { anyBrand: true },
    'forbidden',
  ],
  [
    'dangerous, never confirmed',
    staff('owner', []),
    'staff.manage',
    null,
    { fresh: true },
    'fresh_second_factor_required',
  ],
  [
    'dangerous, confirmed minutes ago',
    staff('owner', [], LATER),
    'staff.manage',
    null,
    { fresh: true },
    null,
  ],
  [
    'dangerous, confirmation ran out',
    staff('owner', [], EARLIER),
    'staff.manage',
    null,
    { fresh: true },
    'fresh_second_factor_required',
  ],
  [
    'forbidden before fresh',
    staff('support', ['playmax']),
    'staff.manage',
    null,
    { fresh: true },
    'forbidden',
  ],
];

describe('the console guard (docs/console.md "The guard")', () => {
  it.each(ROWS)('%s', (_name, viewer, permission, brandId, opts, expected) => {
    expect(refusalOf(viewer, permission, brandId, opts, NOW)).toBe(expected);
  });
});
