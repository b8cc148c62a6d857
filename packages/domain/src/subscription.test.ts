import { describe, expect, it } from 'vitest';
import { MEDIA_TYPES } from './constants';
import { subscriptionState, type SubscriptionInput } from './subscription';

function sub(over: Partial<SubscriptionInput> = {}): SubscriptionInput {
  return { isActive: true, cancelRefId: null, planName: 'Gold', offers: [], ...over };
}
const movie = { name: 'Movies', mediaTypes: ['movie'] };
const books = { name: 'Books', mediaTypes: ['ebook', 'audiobook'] };
const vpnOffer = { name: 'VPN', mediaTypes: [] };

describe('subscriptionState: active and canceled', () => {
  it.each([
    { case: 'no subscriptions is inactive and canceled', subs: [], isActive: false, isCanceled: true },
    {
      case: 'one active subscription is active',
      subs: [sub({ offers: [movie] })],
      isActive: true,
      isCanceled: false,
    },
    {
      case: 'only inactive subscriptions are inactive',
      subs: [sub({ isActive: false })],
      isActive: false,
      isCanceled: false,
    },
    {
      case: 'every subscription with a cancelRefId is canceled',
      subs: [sub({ cancelRefId: 'c1' }), sub({ isActive: false, cancelRefId: 'c2' })],
      isActive: true,
      isCanceled: true,
    },
    {
      case: 'one subscription without cancelRefId is not canceled',
      subs: [sub({ cancelRefId: 'c1' }), sub({ cancelRefId: null })],
      isActive: true,
      isCanceled: false,
    },
    {
      case: 'an empty cancelRefId does not count as canceled',
      subs: [sub({ cancelRefId: '' })],
      isActive: true,
      isCanceled: false,
    },
  ])('$case', ({ subs, isActive, isCanceled }) => {
    const state = subscriptionState(subs, []);
    expect(state.isActive).toBe(isActive);
    expect(state.isCanceled).toBe(isCanceled);
  });
});

describe('subscriptionState: media types', () => {
  it.each([
    { case: 'no subscriptions grant nothing', subs: [], tags: [], expected: [] },
    {
      case: 'active media types are the union of active offers',
      subs: [sub({ offers: [movie] }), sub({ offers: [books, movie] })],
      tags: [],
      expected: ['audiobook', 'ebook', 'movie'],
    },
    {
      case: 'offers of inactive subscriptions do not count',
      subs: [sub({ offers: [movie] }), sub({ isActive: false, offers: [books] })],
      tags: [],
      expected: ['movie'],
    },
    {
      case: 'unknown media type names are dropped',
      subs: [sub({ offers: [{ name: 'x', mediaTypes: ['radio', 'music'] }] })],
      tags: [],
      expected: ['music'],
    },
    {
      case: 'an offer named VPN adds vpn',
      subs: [sub({ offers: [movie, vpnOffer] })],
      tags: [],
      expected: ['movie', 'vpn'],
    },
    {
      case: 'the VPN offer name is matched case-insensitively',
      subs: [sub({ offers: [movie, { name: ' vpn ', mediaTypes: [] }] })],
      tags: [],
      expected: ['movie', 'vpn'],
    },
    {
      case: 'vpn:disabled withholds vpn',
      subs: [sub({ offers: [movie, vpnOffer] })],
      tags: ['vpn:disabled'],
      expected: ['movie'],
    },
    {
      case: 'a VPN offer on an inactive subscription adds nothing',
      subs: [sub({ offers: [movie] }), sub({ isActive: false, offers: [vpnOffer] })],
      tags: [],
      expected: ['movie'],
    },
    {
      case: 'active subscriptions yielding nothing unlock all media types',
      subs: [sub({ offers: [] })],
      tags: [],
      expected: [...MEDIA_TYPES],
    },
    {
      case: 'a VPN Platinum plan yielding nothing unlocks nothing',
      subs: [sub({ planName: 'VPN Platinum', offers: [vpnOffer] })],
      tags: ['vpn:disabled'],
      expected: [],
    },
    {
      case: 'a VPN Platinum plan keeps just vpn',
      subs: [sub({ planName: 'VPN Platinum', offers: [vpnOffer] })],
      tags: [],
      expected: ['vpn'],
    },
    {
      case: 'a plain VPN subscription is not turned into all media',
      subs: [sub({ offers: [vpnOffer] })],
      tags: [],
      expected: ['vpn'],
    },
    {
      case: 'inactive subscriptions yielding nothing unlock nothing',
      subs: [sub({ isActive: false })],
      tags: [],
      expected: [],
    },
  ])('$case', ({ subs, tags, expected }) => {
    expect(subscriptionState(subs, tags).mediaTypes).toEqual(expected);
  });
});
