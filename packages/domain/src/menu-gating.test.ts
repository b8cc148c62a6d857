import { describe, expect, it } from 'vitest';
import { gatedMenuItems, isGreenPageEnabled, menuGateOf, type MenuGates } from './menu-gating';

const items = ['home', 'movie', 'giveaways', 'vpn', 'green', 'impacts', 'shippable', 'marketplace'].map(
  (type) => ({ type }),
);
const types = (list: readonly { type: string }[]) => list.map((item) => item.type);
const allOn: MenuGates = { giveaways: true, vpn: true, green: true, ecommerce: true };

describe('gatedMenuItems: a section that is off is not in the menu', () => {
  it.each([
    { case: 'every section on', gates: allOn, expected: types(items) },
    {
      case: 'giveaways off (a blocked country, sweep_features:disabled)',
      gates: { ...allOn, giveaways: false },
      expected: ['home', 'movie', 'vpn', 'green', 'impacts', 'shippable', 'marketplace'],
    },
    {
      case: 'VPN refused',
      gates: { ...allOn, vpn: false },
      expected: ['home', 'movie', 'giveaways', 'green', 'impacts', 'shippable', 'marketplace'],
    },
    {
      case: 'green page off',
      gates: { ...allOn, green: false },
      expected: ['home', 'movie', 'giveaways', 'vpn', 'impacts', 'shippable', 'marketplace'],
    },
    {
      case: 'ecommerce off hides the marketplace and its shippable item',
      gates: { ...allOn, ecommerce: false },
      expected: ['home', 'movie', 'giveaways', 'vpn', 'green', 'impacts'],
    },
    {
      case: 'everything off keeps the ungated sections',
      gates: { giveaways: false, vpn: false, green: false, ecommerce: false },
      expected: ['home', 'movie', 'impacts'],
    },
  ])('$case', ({ gates, expected }) => {
    expect(types(gatedMenuItems(items, gates))).toEqual(expected);
  });

  it.each([
    ['giveaways', 'giveaways'],
    ['vpn', 'vpn'],
    ['green', 'green'],
    ['marketplace', 'ecommerce'],
    ['shippable', 'ecommerce'],
    ['home', null],
    ['music', null],
    ['impacts', null],
  ])('the gate of %s is %s', (type, gate) => {
    expect(menuGateOf(type)).toBe(gate);
  });
});

describe('isGreenPageEnabled (SPEC.md 4 feature tags, member over brand)', () => {
  it.each([
    { member: [], brand: [], expected: false },
    { member: [], brand: ['green_page:enabled'], expected: true },
    { member: [], brand: ['green_page_v2:enabled'], expected: true },
    { member: ['green_page:enabled'], brand: [], expected: true },
    { member: ['green_page:disabled'], brand: ['green_page:enabled'], expected: false },
    { member: ['green_page:disabled'], brand: ['green_page_v2:enabled'], expected: true },
  ])('member $member, brand $brand: $expected', ({ member, brand, expected }) => {
    expect(isGreenPageEnabled(member, brand)).toBe(expected);
  });
});
