import { describe, expect, it } from 'vitest';
import { MIGRATION_MODAL_CLOSED_TAG, SHOW_MIGRATION_MODAL_TAG, showMigrationModal } from './modal';

describe('showMigrationModal (SPEC.md 4 "Migration modal")', () => {
  it.each([
    { case: 'same brand, no tag: hidden', member: 'a', site: 'a', tags: [], brand: [], expected: false },
    { case: 'another brand: shown', member: 'old', site: 'new', tags: [], brand: [], expected: true },
    {
      case: 'another brand: shown even once closed',
      member: 'old',
      site: 'new',
      tags: [MIGRATION_MODAL_CLOSED_TAG],
      brand: [],
      expected: true,
    },
    {
      case: 'same brand with the member tag: shown',
      member: 'a',
      site: 'a',
      tags: [SHOW_MIGRATION_MODAL_TAG],
      brand: [],
      expected: true,
    },
    {
      case: 'same brand with the brand tag: shown',
      member: 'a',
      site: 'a',
      tags: [],
      brand: [SHOW_MIGRATION_MODAL_TAG],
      expected: true,
    },
    {
      case: 'same brand, tag set, closed: suppressed',
      member: 'a',
      site: 'a',
      tags: [SHOW_MIGRATION_MODAL_TAG, MIGRATION_MODAL_CLOSED_TAG],
      brand: [],
      expected: false,
    },
    {
      case: 'the member tag disabled wins over the brand tag',
      member: 'a',
      site: 'a',
      tags: ['show_migration_to_new_brand_modal:disabled'],
      brand: [SHOW_MIGRATION_MODAL_TAG],
      expected: false,
    },
  ])('$case', ({ member, site, tags, brand, expected }) => {
    expect(
      showMigrationModal({ memberBrandId: member, siteBrandId: site, memberTags: tags, brandTags: brand }),
    ).toBe(expected);
  });
});
