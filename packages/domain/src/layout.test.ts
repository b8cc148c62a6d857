import { describe, expect, it } from 'vitest';
import { chooseLayout } from './layout';

describe('chooseLayout', () => {
  it.each([
    { case: 'nothing set gives default', member: [], brand: [], template: undefined, expected: 'default' },
    {
      case: 'brand tag applies',
      member: [],
      brand: ['layout:clickcoins'],
      template: undefined,
      expected: 'clickcoins',
    },
    {
      case: 'member tag wins over brand tag',
      member: ['layout:clickplay'],
      brand: ['layout:clickcoins'],
      template: undefined,
      expected: 'clickplay',
    },
    {
      case: 'brand tag wins over template',
      member: [],
      brand: ['layout:clickplay'],
      template: 'clickcoins',
      expected: 'clickplay',
    },
    {
      case: 'template applies without tags',
      member: [],
      brand: [],
      template: 'clickcoins',
      expected: 'clickcoins',
    },
    { case: 'unknown template gives default', member: [], brand: [], template: 'neon', expected: 'default' },
    {
      case: 'unknown tag name gives default',
      member: ['layout:neon'],
      brand: [],
      template: undefined,
      expected: 'default',
    },
    {
      case: 'unknown member name is skipped for the brand one',
      member: ['layout:neon'],
      brand: ['layout:vpn'],
      template: undefined,
      expected: 'vpn',
    },
    {
      case: 'vpn layout stays without ma6_vpn',
      member: [],
      brand: ['layout:vpn'],
      template: undefined,
      expected: 'vpn',
    },
    {
      case: 'vpn falls back to default when ma6_vpn is on the brand',
      member: [],
      brand: ['layout:vpn', 'ma6_vpn'],
      template: undefined,
      expected: 'default',
    },
    {
      case: 'vpn falls back to default when ma6_vpn is on the member',
      member: ['ma6_vpn'],
      brand: [],
      template: 'vpn',
      expected: 'default',
    },
    {
      case: 'ma6_vpn does not touch other layouts',
      member: ['ma6_vpn'],
      brand: ['layout:clickcoins'],
      template: undefined,
      expected: 'clickcoins',
    },
    {
      case: 'layout names are case-sensitive',
      member: ['layout:ClickCoins'],
      brand: [],
      template: undefined,
      expected: 'default',
    },
  ])('$case', ({ member, brand, template, expected }) => {
    expect(chooseLayout(member, brand, template)).toBe(expected);
  });
});
