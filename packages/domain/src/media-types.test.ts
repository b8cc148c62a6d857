import { describe, expect, it } from 'vitest';
import { availableMediaTypes, type AvailableMediaTypesInput } from './media-types';

const base: AvailableMediaTypesInput = {
  memberTags: [],
  brandTags: [],
  brandMediaTypes: ['movie', 'music', 'ebook', 'game', 'software'],
  subscriptionMediaTypes: ['ebook', 'movie', 'vpn'],
  isIphone: false,
};

describe('availableMediaTypes', () => {
  it.each([
    {
      case: 'without {token} the brand media types apply, in brand order',
      over: {},
      expected: ['movie', 'music', 'ebook', 'game', 'software'],
    },
    {
      case: 'with {token} on the member the subscription media types apply',
      over: { memberTags: ['{token}'] },
      expected: ['movie', 'ebook'],
    },
    {
      case: 'with {token} on the brand the subscription media types apply',
      over: { brandTags: ['{token}'] },
      expected: ['movie', 'ebook'],
    },
    {
      case: 'with {token} and no subscription nothing is available',
      over: { memberTags: ['{token}'], subscriptionMediaTypes: [] },
      expected: [],
    },
    {
      case: 'subscription types the brand does not list come after, in MEDIA_TYPES order',
      over: { memberTags: ['{token}'], subscriptionMediaTypes: ['stream', 'audiobook', 'movie'] },
      expected: ['movie', 'audiobook', 'stream'],
    },
    {
      case: 'custom_media_types replaces the brand list',
      over: { brandTags: ['custom_media_types:music,stream'] },
      expected: ['music', 'stream'],
    },
    {
      case: 'member custom_media_types wins over brand custom_media_types',
      over: { memberTags: ['custom_media_types:ebook'], brandTags: ['custom_media_types:music'] },
      expected: ['ebook'],
    },
    {
      case: 'custom_media_types only narrows the subscription under {token}',
      over: { memberTags: ['{token}', 'custom_media_types:movie,music'] },
      expected: ['movie'],
    },
    {
      case: 'a custom list of unknown names is ignored',
      over: { memberTags: ['custom_media_types:radio'] },
      expected: ['movie', 'music', 'ebook', 'game', 'software'],
    },
    {
      case: 'game and software are hidden on iPhone',
      over: { isIphone: true },
      expected: ['movie', 'music', 'ebook'],
    },
    {
      case: 'game and software are hidden on iPhone even when custom lists them',
      over: { isIphone: true, memberTags: ['custom_media_types:game,software,music'] },
      expected: ['music'],
    },
    {
      case: 'unknown brand media types are dropped',
      over: { brandMediaTypes: ['radio', 'movie', 'movie'] },
      expected: ['movie'],
    },
  ])('$case', ({ over, expected }) => {
    expect(availableMediaTypes({ ...base, ...over })).toEqual(expected);
  });
});
