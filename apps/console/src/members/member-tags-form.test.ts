import { describe, expect, it } from 'vitest';
import { tagToAdd } from './member-tags-form';

describe('the tag the Add a tag form means', () => {
  it.each([
    [{ tag: 'vpn:enabled', value: null }, '', { ok: true, tag: 'vpn:enabled' }],
    [
      { tag: 'custom_media_types:', value: 'media_types' },
      'movie, music',
      { ok: true, tag: 'custom_media_types:movie,music' },
    ],
    [
      { tag: 'custom_media_types:', value: 'media_types' },
      '',
      { ok: false, errorCode: 'member_tag_invalid' },
    ],
    [
      { tag: 'custom_media_types:', value: 'media_types' },
      'movie,nope',
      { ok: false, errorCode: 'member_tag_invalid' },
    ],
    [{ tag: 'made_up', value: null }, '', { ok: false, errorCode: 'member_tag_invalid' }],
  ])('%o with "%s" is %o', (choice, typed, expected) => {
    expect(tagToAdd(choice, typed)).toEqual(expected);
  });
});
