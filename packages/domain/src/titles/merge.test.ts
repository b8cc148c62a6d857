import { describe, expect, it } from 'vitest';
import type { StaffGrant } from '../staff/permissions';
import { mayEditTitle, mergeRefusal, type MergeableTitle } from './merge';

const film = (id: number, over: Partial<MergeableTitle> = {}): MergeableTitle => ({
  id,
  mediaType: 'movie',
  brandId: 'playmax',
  mergedInto: null,
  ...over,
});

describe('mergeRefusal (issue 32 point 6)', () => {
  it.each<[string, MergeableTitle, MergeableTitle, string | null]>([
    ['two films of one brand', film(1), film(2), null],
    ['two shared films', film(1, { brandId: null }), film(2, { brandId: null }), null],
    ['a title into itself', film(1), film(1), 'merge_same_title'],
    ['a film into an album', film(1, { mediaType: 'music' }), film(2), 'merge_type_mismatch'],
    ['another brand’s title', film(1), film(2, { brandId: 'clickcoins' }), 'merge_owner_mismatch'],
    ['a brand’s title into a shared one', film(1, { brandId: null }), film(2), 'merge_owner_mismatch'],
    ['a duplicate merged already', film(1), film(2, { mergedInto: 3 }), 'merge_already_merged'],
    ['into a title merged already', film(1, { mergedInto: 3 }), film(2), 'merge_already_merged'],
  ])('%s → %s', (_name, into, from, expected) => expect(mergeRefusal(into, from)).toBe(expected));
});

describe('mayEditTitle', () => {
  const grant = (role: StaffGrant['role'], brandIds: string[]): StaffGrant => ({ role, brandIds });
  it.each<[string, StaffGrant | null, string | null, boolean]>([
    ['an editor on their brand’s title', grant('content_editor', ['playmax']), 'playmax', true],
    ['an editor on another brand’s title', grant('content_editor', ['playmax']), 'clickcoins', false],
    ['an editor on a shared title', grant('content_editor', ['playmax', 'clickcoins']), null, false],
    ['a brand admin on a shared title', grant('brand_admin', ['playmax']), null, false],
    ['an owner on a shared title', grant('owner', []), null, true],
    ['an owner on any brand’s title', grant('owner', []), 'clickcoins', true],
    ['support on their brand’s title', grant('support', ['playmax']), 'playmax', false],
    ['the command line on a shared title', null, null, true],
  ])('%s → %s', (_name, staff, brandId, ok) => expect(mayEditTitle(staff, brandId)).toBe(ok));
});
