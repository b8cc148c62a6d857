import { describe, expect, it } from 'vitest';
import { isStaffEditableMemberTag, memberTagEntry, planMemberTags } from './member-tag-catalogue';

describe('the member tags staff see and set', () => {
  it.each([
    ['vpn:enabled', 'vpn_enabled', true],
    ['ecommerce:disabled', 'ecommerce_disabled', true],
    ['{token}', 'media_types_from_subscription', true],
    ['custom_media_types:movie,music', 'custom_media_types', true],
    ['sa_winner:1001', 'sa_winner', false],
    ['sweep_entries:sf:1001', 'sweep_entries', false],
    ['winner_displayed:1001', 'winner_displayed', false],
  ])('%s is %s (editable %s)', (tag, key, editable) => {
    expect(memberTagEntry(tag)).toMatchObject({ key, editable });
    expect(isStaffEditableMemberTag(tag)).toBe(editable);
  });

  it.each(['custom_media_types:movie,nope', 'custom_media_types:', 'whatever', 'vpn:maybe', 'sa_winner:'])(
    '%s is unknown',
    (tag) => expect(memberTagEntry(tag)).toBeNull(),
  );

  it.each([
    {
      current: ['sa_winner:1001', 'vpn:enabled'],
      wanted: ['sa_winner:1001', 'ecommerce:enabled'],
      result: {
        ok: true,
        tags: ['sa_winner:1001', 'ecommerce:enabled'],
        added: ['ecommerce:enabled'],
        removed: ['vpn:enabled'],
      },
    },
    // The server's tags stay, named or not; an unknown tag the member has stays too.
    {
      current: ['sa_winner:1001', 'legacy_tag'],
      wanted: [],
      result: { ok: true, tags: ['sa_winner:1001', 'legacy_tag'], added: [], removed: [] },
    },
    { current: [], wanted: ['sa_winner:1001'], result: { ok: false, tag: 'sa_winner:1001' } },
    { current: [], wanted: ['made_up'], result: { ok: false, tag: 'made_up' } },
    {
      current: [],
      wanted: [' vpn:enabled ', 'vpn:enabled'],
      result: { ok: true, tags: ['vpn:enabled'], added: ['vpn:enabled'], removed: [] },
    },
  ])('plans $wanted on $current', ({ current, wanted, result }) => {
    expect(planMemberTags(current, wanted)).toEqual(result);
  });
});
