import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@member-area/domain';
import {
  brandSectionGroupsFor,
  brandSectionPath,
  brandSectionsFor,
  BRAND_SECTION_GROUPS,
  BRAND_SECTIONS,
} from './brand-sections';

describe('brandSectionsFor', () => {
  it('gives an owner every section of every brand', () => {
    const keys = brandSectionsFor({ role: 'owner', brandIds: [] }, 'vpn').map((s) => s.key);
    expect(keys).toEqual(BRAND_SECTIONS.map((s) => s.key));
  });

  it("gives a brand admin their brand's sections, but not moving its members (owners only)", () => {
    const keys = brandSectionsFor({ role: 'brand_admin', brandIds: ['playmax'] }, 'playmax').map(
      (s) => s.key,
    );
    expect(keys).toContain('plans');
    expect(keys).toContain('shop');
    expect(keys.slice(0, 2)).toEqual(['settings', 'dashboard']);
    expect(keys).not.toContain('move');
  });

  it('gives fulfilment the orders but not the shop (shop.edit is brand admins and owners)', () => {
    const keys = brandSectionsFor({ role: 'fulfilment', brandIds: ['playmax'] }, 'playmax').map((s) => s.key);
    expect(keys).toEqual(['settings', 'orders']);
  });

  it('gives a content editor only what their role holds: the settings (menu), the libraries, the titles and the rows', () => {
    const keys = brandSectionsFor({ role: 'content_editor', brandIds: ['playmax'] }, 'playmax').map(
      (s) => s.key,
    );
    expect(keys).toEqual(['settings', 'libraries', 'titles', 'rows']);
  });

  it('gives support the feedback reports and the VPN configurations, not the VPN servers (brand.edit)', () => {
    const keys = brandSectionsFor({ role: 'support', brandIds: ['playmax'] }, 'playmax').map((s) => s.key);
    expect(keys).toContain('feedback');
    expect(keys).toContain('vpnCertificates');
    expect(keys).not.toContain('vpn');
    const admin = brandSectionsFor({ role: 'brand_admin', brandIds: ['playmax'] }, 'playmax');
    expect(admin.map((s) => s.key)).toEqual(
      expect.arrayContaining(['articles', 'impacts', 'feedback', 'vpn', 'vpnCertificates']),
    );
    expect(keys).not.toContain('articles');
    expect(
      brandSectionPath(
        'playmax',
        admin.find((s) => s.key === 'vpnCertificates')!,
      ),
    ).toBe('/brands/playmax/vpn-certificates');
  });

  it('gives the cross-sell offers (brand.edit) to brand admins and owners only', () => {
    const admin = brandSectionsFor({ role: 'brand_admin', brandIds: ['playmax'] }, 'playmax');
    const crosssell = admin.find((s) => s.key === 'crosssell');
    expect(crosssell && brandSectionPath('playmax', crosssell)).toBe('/brands/playmax/crosssell');
    for (const role of ['content_editor', 'support', 'fulfilment'] as const)
      expect(
        brandSectionsFor({ role, brandIds: ['playmax'] }, 'playmax').map((s) => s.key),
        role,
      ).not.toContain('crosssell');
  });

  it('gives nothing but the settings of a brand the staff member does not hold', () => {
    const keys = brandSectionsFor({ role: 'brand_admin', brandIds: ['playmax'] }, 'clickcoins').map(
      (s) => s.key,
    );
    expect(keys).toEqual(['settings']);
  });
});

describe('brandSectionPath', () => {
  it('puts the settings at the brand itself and escapes the id', () => {
    const section = (key: string) => BRAND_SECTIONS.find((s) => s.key === key)!;
    expect(brandSectionPath('play max', section('settings'))).toBe('/brands/play%20max');
    expect(brandSectionPath('playmax', section('dashboard'))).toBe('/brands/playmax/dashboard');
    expect(brandSectionPath('playmax', section('plans'))).toBe('/brands/playmax/plans');
  });
});

describe('brandSectionGroupsFor', () => {
  type Bar = Record<string, string[]>;
  const barOf = (role: StaffRole, brandId = 'playmax'): Bar =>
    Object.fromEntries(
      brandSectionGroupsFor({ role, brandIds: ['playmax'] }, brandId).map(({ group, sections }) => [
        group,
        sections.map((s) => s.key),
      ]),
    );
  const everything: Bar = {
    overview: ['settings', 'dashboard'],
    support: ['members', 'feedback', 'vpnCertificates'],
    sales: ['plans', 'orders', 'shop', 'giveaways'],
    catalogue: ['libraries', 'titles', 'rows'],
    site: ['articles', 'impacts', 'crosssell'],
    operations: ['vpn', 'move'],
  };

  // Each role finds its work together: support under support (and the postal entries under sales),
  // fulfilment the orders, the content editor the catalogue; groups it holds nothing of are left out.
  it.each<[string, StaffRole, Bar]>([
    ['an owner sees every group whole', 'owner', everything],
    [
      'a brand admin sees every group but moving the members (owners only)',
      'brand_admin',
      { ...everything, operations: ['vpn'] },
    ],
    [
      'a content editor sees the settings (the menu) and the catalogue',
      'content_editor',
      { overview: ['settings'], catalogue: ['libraries', 'titles', 'rows'] },
    ],
    [
      'support sees the members, their feedback and VPN configurations, and the giveaways (postal entries)',
      'support',
      {
        overview: ['settings'],
        support: ['members', 'feedback', 'vpnCertificates'],
        sales: ['giveaways'],
      },
    ],
    ['fulfilment sees the orders', 'fulfilment', { overview: ['settings'], sales: ['orders'] }],
  ])('%s', (_, role, bar) => {
    expect(barOf(role)).toEqual(bar);
    // In the bar's order: the groups' order, and within each the table's.
    expect(Object.keys(barOf(role))).toEqual(BRAND_SECTION_GROUPS.filter((g) => g in bar));
  });

  it('shows nothing but the settings of a brand the staff member does not hold', () => {
    expect(barOf('brand_admin', 'clickcoins')).toEqual({ overview: ['settings'] });
  });

  it('lists the sections group by group, so the bar shows them in the table order', () => {
    const groupsInOrder = BRAND_SECTIONS.map((s) => s.group).filter((g, i, all) => g !== all[i - 1]);
    expect(groupsInOrder).toEqual([...BRAND_SECTION_GROUPS]);
  });
});
