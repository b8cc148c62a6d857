import type { MediaType } from '@member-area/domain';
import type { EmblemKind, EmblemPalette } from './images/emblems';

export type SeedMediaType = MediaType;
/** Every media type, in the order the all-media brand's menu shows them (movies first). */
export const ALL_MEDIA_TYPES: readonly MediaType[] = [
  'movie',
  'stream',
  'music',
  'audiobook',
  'ebook',
  'game',
  'software',
];

export interface BrandSeed {
  id: string;
  name: string;
  /** Canonical hostname; `hosts` lists every hostname that answers for the brand (lower-case, no port). */
  hostname: string;
  hosts: readonly string[];
  template: string;
  /** Accent for text and outlines on the dark theme, and the exact brand colour for filled controls. */
  accentColor: string;
  accentColorExact: string;
  supportDomain: string;
  supportEmail: string;
  signupUrl: string;
  memberAreaUrl: string;
  phones: readonly string[];
  companyName: string;
  address: { address: string; city: string; state: string; zip: string; countryCode: string };
  mediaTypes: readonly SeedMediaType[];
  billing: { descriptor: string; currency: string; symbol: string };
  /** Where the brand's media files are served from: '/media' is this server's generated demo media. */
  cdnServer: string;
  cookiePolicyUrl: string;
  defaultLanguage: string;
  tags: readonly string[];
  /** The generated logo and favicons (see images/): emblem, its two tones, wordmark in two parts. */
  art: { emblem: EmblemKind; palette: EmblemPalette; wordmark: readonly [string, string] };
}

export const logoUrl = (brandId: string): string => `/brand-assets/${brandId}/logo.svg`;
export const iconUrl = (brandId: string): string => `/brand-assets/${brandId}/icon-32.png`;

/**
 * The four demo brands of DESIGN.md 4. Phone numbers use the fictional 555-01xx range and
 * domains the reserved .test TLD, so nothing here reaches a real company.
 */
export const BRANDS: readonly BrandSeed[] = [
  {
    id: 'playmax',
    name: 'PlayMax',
    hostname: 'playmax.localhost',
    hosts: ['localhost', 'playmax.localhost'],
    template: 'default',
    accentColor: '#A78BFA',
    accentColorExact: '#7C3AED',
    supportDomain: 'help.playmax.test',
    supportEmail: 'support@playmax.test',
    signupUrl: 'https://join.playmax.test/signup',
    memberAreaUrl: 'http://playmax.localhost:3000',
    phones: ['+1 (888) 555-0142', '+1 (512) 555-0190'],
    companyName: 'PlayMax Media LLC',
    address: {
      address: '2150 Meridian Way, Suite 300',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      countryCode: 'US',
    },
    mediaTypes: ALL_MEDIA_TYPES,
    billing: { descriptor: 'PLAYMAX*MEMBER', currency: 'USD', symbol: '$' },
    cdnServer: '/media',
    cookiePolicyUrl: 'https://playmax.test/legal/cookies',
    defaultLanguage: 'en-us',
    tags: [
      'ecommerce:enabled',
      'green_page:enabled',
      'sweeps_for_all',
      'onboarding:enabled',
      'google_analytics:enabled',
      'ma6_vpn',
    ],
    art: { emblem: 'play', palette: { light: '#A78BFA', dark: '#6D28D9' }, wordmark: ['Play', 'Max'] },
  },
  {
    id: 'clickcoins',
    name: 'ClickCoins',
    hostname: 'clickcoins.localhost',
    hosts: ['clickcoins.localhost'],
    template: 'clickcoins',
    accentColor: '#FBBF24',
    accentColorExact: '#F59E0B',
    supportDomain: 'help.clickcoins.test',
    supportEmail: 'care@clickcoins.test',
    signupUrl: 'https://join.clickcoins.test/start',
    memberAreaUrl: 'http://clickcoins.localhost:3000',
    phones: ['+1 (877) 555-0118'],
    companyName: 'ClickCoins Interactive Inc.',
    address: {
      address: '801 Brickell Avenue, Floor 9',
      city: 'Miami',
      state: 'FL',
      zip: '33131',
      countryCode: 'US',
    },
    mediaTypes: ['game', 'music', 'movie', 'ebook'],
    billing: { descriptor: 'CLICKCOINS*CLUB', currency: 'USD', symbol: '$' },
    cdnServer: '/media',
    cookiePolicyUrl: 'https://clickcoins.test/cookies',
    defaultLanguage: 'en-us',
    tags: ['layout:clickcoins', 'ecommerce:enabled', 'sweeps_for_all', 'marketplace_coins:enabled'],
    art: { emblem: 'coin', palette: { light: '#FDE68A', dark: '#D97706' }, wordmark: ['Click', 'Coins'] },
  },
  {
    // A Canadian brand: its country is the fallback for visitors without an edge country or an
    // address, and CA is a sweep-blocked country (SPEC.md 9), so anonymous visitors see no
    // giveaways here while a member with a US address and sweepsattack:enable does.
    id: 'clickplay',
    name: 'ClickPlay',
    hostname: 'clickplay.localhost',
    hosts: ['clickplay.localhost'],
    template: 'clickplay',
    accentColor: '#F472B6',
    accentColorExact: '#DB2777',
    supportDomain: 'help.clickplay.test',
    supportEmail: 'support@clickplay.test',
    signupUrl: 'https://join.clickplay.test/signup',
    memberAreaUrl: 'http://clickplay.localhost:3000',
    phones: ['+1 (855) 555-0163', '+1 (416) 555-0134'],
    companyName: 'ClickPlay Games Ltd.',
    address: {
      address: '120 Spadina Avenue, Suite 500',
      city: 'Toronto',
      state: 'ON',
      zip: 'M5V 2L4',
      countryCode: 'CA',
    },
    mediaTypes: ['game', 'software', 'music', 'movie'],
    billing: { descriptor: 'CLICKPLAY*PASS', currency: 'CAD', symbol: 'CA$' },
    cdnServer: '/media',
    cookiePolicyUrl: 'https://clickplay.test/privacy/cookies',
    defaultLanguage: 'en-us',
    tags: ['layout:clickplay', 'sweeps', 'ecommerce:disabled'],
    art: { emblem: 'gamepad', palette: { light: '#F472B6', dark: '#BE185D' }, wordmark: ['Click', 'Play'] },
  },
  {
    // No ma6_vpn here: SPEC.md 1 says the vpn layout falls back to default when ma6_vpn is present.
    // Members get the VPN through an offer named 'VPN' (plan 'VPN Platinum') instead.
    id: 'vpn',
    name: 'Harbor VPN',
    hostname: 'vpn.localhost',
    hosts: ['vpn.localhost'],
    template: 'vpn',
    accentColor: '#2DD4BF',
    accentColorExact: '#0D9488',
    supportDomain: 'help.harborvpn.test',
    supportEmail: 'support@harborvpn.test',
    signupUrl: 'https://get.harborvpn.test/plans',
    memberAreaUrl: 'http://vpn.localhost:3000',
    phones: ['+1 (866) 555-0107'],
    companyName: 'Harbor Privacy LLC',
    address: {
      address: '1001 SW Fifth Avenue, Suite 1100',
      city: 'Portland',
      state: 'OR',
      zip: '97204',
      countryCode: 'US',
    },
    mediaTypes: [],
    billing: { descriptor: 'HARBORVPN*SUB', currency: 'USD', symbol: '$' },
    cdnServer: '/media',
    cookiePolicyUrl: 'https://harborvpn.test/legal/cookies',
    defaultLanguage: 'en-us',
    tags: ['layout:vpn', 'vpn:enabled'],
    art: { emblem: 'shield', palette: { light: '#2DD4BF', dark: '#0F766E' }, wordmark: ['Harbor', ' VPN'] },
  },
];
