/**
 * The migration to a new brand (SPEC.md 2 modal "migration to a new brand", SPEC.md 4 "Migration
 * modal"; issue 14 item 6). Shown when the member's brand differs from the site's brand (a member
 * of a brand that moved, arriving on a host of another), or when the operator's
 * `show_migration_to_new_brand_modal:enabled` is set; once closed it stays closed while the brands
 * match. A member whose brand differs always sees it: closing cannot hide that they are elsewhere.
 */
import { featureState } from '../features';

/** SPEC.md 4; written by the server only (a feature tag: member-tags.ts). */
export const MIGRATION_MODAL_FEATURE = 'show_migration_to_new_brand_modal';
export const SHOW_MIGRATION_MODAL_TAG = `${MIGRATION_MODAL_FEATURE}:enabled`;
/** The member's own marker once the modal was closed (SPEC.md names none). */
export const MIGRATION_MODAL_CLOSED_TAG = 'migration_modal:closed';

export interface MigrationModalInput {
  /** The brand the member belongs to (the session's audience). */
  memberBrandId: string;
  /** The brand of the host being visited. */
  siteBrandId: string;
  memberTags: readonly string[];
  brandTags: readonly string[];
}

export function showMigrationModal(input: MigrationModalInput): boolean {
  if (input.memberBrandId !== input.siteBrandId) return true;
  if (input.memberTags.includes(MIGRATION_MODAL_CLOSED_TAG)) return false;
  // Member tags take precedence over brand tags (SPEC.md 4 "Feature tags").
  return featureState(MIGRATION_MODAL_FEATURE, input.memberTags, input.brandTags) === 'enabled';
}
