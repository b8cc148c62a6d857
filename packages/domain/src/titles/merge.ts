/**
 * Two titles that are one (issue 32 point 6, docs/titles.md "Merging"): the duplicate's members'
 * rows move to the kept title and the duplicate is hidden as `merged`. Who may touch which title:
 * a brand's own titles need catalogue.edit on that brand; a shared title (no brand: the demo
 * catalogue every brand lists) only a role that holds every brand, since an edit shows on all of them.
 */
import { staffMay, type StaffGrant } from '../staff/permissions';

/** A title as the merge rule sees it. */
export interface MergeableTitle {
  id: number;
  mediaType: string;
  /** Null for a shared title. */
  brandId: string | null;
  /** Null unless the title was merged into another. */
  mergedInto: number | null;
}

export const MERGE_REFUSALS = [
  'merge_same_title',
  'merge_type_mismatch',
  'merge_owner_mismatch',
  'merge_already_merged',
] as const;
export type MergeRefusal = (typeof MERGE_REFUSALS)[number];

/** Why `from` may not be merged into `into`, or null when it may. */
export function mergeRefusal(into: MergeableTitle, from: MergeableTitle): MergeRefusal | null {
  if (into.id === from.id) return 'merge_same_title';
  if (into.mergedInto !== null || from.mergedInto !== null) return 'merge_already_merged';
  if (into.mediaType !== from.mediaType) return 'merge_type_mismatch';
  if (into.brandId !== from.brandId) return 'merge_owner_mismatch';
  return null;
}

/**
 * Whether a staff member may edit, hide or merge a title owned by `titleBrandId` (null: shared);
 * `null` staff is an operator at the command line, who may.
 */
export function mayEditTitle(staff: StaffGrant | null, titleBrandId: string | null): boolean {
  if (staff === null) return true;
  return staffMay(staff, 'catalogue.edit', titleBrandId);
}
