import { describe, expect, it } from 'vitest';
import { brandSectionPath, brandSectionsFor, BRAND_SECTIONS } from './brand-sections';

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
    const [settings, dashboard, plans] = BRAND_SECTIONS;
    expect(brandSectionPath('play max', settings!)).toBe('/brands/play%20max');
    expect(brandSectionPath('playmax', dashboard!)).toBe('/brands/playmax/dashboard');
    expect(brandSectionPath('playmax', plans!)).toBe('/brands/playmax/plans');
  });
});
