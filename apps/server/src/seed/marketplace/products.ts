/**
 * The demo marketplace (issue 13 item 9): six categories and the products every ecommerce brand
 * sells, in English (the base rows; translations.ts has the seven other languages). Prices are US
 * cents, converted to each brand's currency by `priceIn`. The data shows every state a shop screen
 * has to handle: size and colour variants, products and sizes out of stock, a last unit, a removed
 * product, and the free welcome gift.
 */
import { minorPerMajor, toMajorUnits } from '@member-area/domain';
import type { ArtKind } from '../../modules/marketplace/catalogue-art';

export interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  art: ArtKind;
}

export interface VariantSeed {
  name: string;
  stock: number;
}

export interface ProductSeed {
  slug: string;
  category: string;
  name: string;
  description: string;
  /** US cents. */
  priceUsd: number;
  art: ArtKind;
  /** Units of a product without variants. */
  stock?: number;
  /** The option the variants belong to ('Size', 'Colour') and the variants in their order. */
  variants?: { option: string; values: readonly VariantSeed[] };
  /** Listed but no longer sold (active = 0). */
  removed?: boolean;
  welcomeGift?: boolean;
}

export const CATEGORIES: readonly CategorySeed[] = [
  {
    slug: 'apparel',
    name: 'Apparel',
    description: 'T-shirts, hoodies, caps and socks for members.',
    art: 'tshirt',
  },
  { slug: 'audio', name: 'Audio', description: 'Headphones, speakers and turntables.', art: 'headphones' },
  {
    slug: 'gaming-gear',
    name: 'Gaming gear',
    description: 'Controllers, keyboards, mice and headsets.',
    art: 'controller',
  },
  { slug: 'home', name: 'Home', description: 'Mugs, lamps and cosy things for your place.', art: 'mug' },
  {
    slug: 'books-comics',
    name: 'Books & comics',
    description: 'Books, comics and notebooks.',
    art: 'book',
  },
  {
    slug: 'collectibles',
    name: 'Collectibles',
    description: 'Figures, pins, posters, cards and dice.',
    art: 'figure',
  },
];

const sizes = (s: number, m: number, l: number, xl: number) => ({
  option: 'Size',
  values: [
    { name: 'S', stock: s },
    { name: 'M', stock: m },
    { name: 'L', stock: l },
    { name: 'XL', stock: xl },
  ],
});

export const PRODUCTS: readonly ProductSeed[] = [
  // Apparel
  {
    slug: 'classic-logo-tee',
    category: 'apparel',
    name: 'Classic Logo Tee',
    description: 'A soft cotton T-shirt with the member logo on the chest.',
    priceUsd: 2400,
    art: 'tshirt',
    variants: sizes(12, 20, 0, 8),
  },
  {
    slug: 'retro-pixel-tee',
    category: 'apparel',
    name: 'Retro Pixel Tee',
    description: 'A T-shirt printed with an 8-bit pixel pattern.',
    priceUsd: 2200,
    art: 'tshirt',
    variants: sizes(5, 0, 0, 3),
  },
  {
    slug: 'midnight-hoodie',
    category: 'apparel',
    name: 'Midnight Hoodie',
    description: 'A warm fleece hoodie in deep night blue, with a front pocket.',
    priceUsd: 5400,
    art: 'hoodie',
    variants: sizes(4, 9, 7, 2),
  },
  {
    slug: 'zip-up-hoodie',
    category: 'apparel',
    name: 'Zip-Up Hoodie',
    description: 'A lightweight zip-up hoodie for cool evenings.',
    priceUsd: 5900,
    art: 'hoodie',
    variants: sizes(0, 0, 0, 0),
  },
  {
    slug: 'snapback-cap',
    category: 'apparel',
    name: 'Snapback Cap',
    description: 'An adjustable cap with an embroidered emblem.',
    priceUsd: 1900,
    art: 'cap',
    stock: 30,
  },
  {
    slug: 'knit-beanie',
    category: 'apparel',
    name: 'Knit Beanie',
    description: 'A ribbed knit beanie that keeps your ears warm.',
    priceUsd: 1700,
    art: 'cap',
    stock: 25,
  },
  {
    slug: 'cozy-socks',
    category: 'apparel',
    name: 'Cozy Socks (3 pairs)',
    description: 'Three pairs of cushioned cotton socks.',
    priceUsd: 1400,
    art: 'socks',
    variants: {
      option: 'Size',
      values: [
        { name: 'S/M', stock: 15 },
        { name: 'L/XL', stock: 10 },
      ],
    },
  },
  // Audio
  {
    slug: 'studio-headphones',
    category: 'audio',
    name: 'Studio Headphones',
    description: 'Closed-back over-ear headphones with a detachable cable.',
    priceUsd: 12900,
    art: 'headphones',
    stock: 14,
  },
  {
    slug: 'wireless-headphones',
    category: 'audio',
    name: 'Wireless Headphones',
    description: 'Bluetooth headphones with noise cancelling and 30 hours of battery.',
    priceUsd: 17900,
    art: 'headphones',
    stock: 1,
  },
  {
    slug: 'pocket-speaker',
    category: 'audio',
    name: 'Pocket Speaker',
    description: 'A splash-proof Bluetooth speaker that fits in a pocket.',
    priceUsd: 3900,
    art: 'speaker',
    stock: 40,
  },
  {
    slug: 'party-speaker',
    category: 'audio',
    name: 'Party Speaker',
    description: 'A loud portable speaker with colour lights.',
    priceUsd: 8900,
    art: 'speaker',
    stock: 0,
  },
  {
    slug: 'true-wireless-earbuds',
    category: 'audio',
    name: 'True Wireless Earbuds',
    description: 'Compact earbuds with a charging case.',
    priceUsd: 6900,
    art: 'earbuds',
    stock: 22,
  },
  {
    slug: 'sport-earbuds',
    category: 'audio',
    name: 'Sport Earbuds',
    description: 'Sweat-resistant earbuds with ear hooks.',
    priceUsd: 4900,
    art: 'earbuds',
    stock: 18,
  },
  {
    slug: 'vinyl-turntable',
    category: 'audio',
    name: 'Vinyl Turntable',
    description: 'A belt-drive record player with built-in speakers.',
    priceUsd: 14900,
    art: 'turntable',
    stock: 6,
  },
  // Gaming gear
  {
    slug: 'wireless-controller',
    category: 'gaming-gear',
    name: 'Wireless Controller',
    description: 'A rechargeable controller for PC and mobile games.',
    priceUsd: 4900,
    art: 'controller',
    variants: {
      option: 'Colour',
      values: [
        { name: 'Black', stock: 10 },
        { name: 'White', stock: 6 },
        { name: 'Purple', stock: 0 },
      ],
    },
  },
  {
    slug: 'retro-controller',
    category: 'gaming-gear',
    name: 'Retro Controller',
    description: 'A USB controller with a classic button layout.',
    priceUsd: 2400,
    art: 'controller',
    stock: 35,
  },
  {
    slug: 'mechanical-keyboard',
    category: 'gaming-gear',
    name: 'Mechanical Keyboard',
    description: 'A compact keyboard with tactile switches and colour lighting.',
    priceUsd: 9900,
    art: 'keyboard',
    stock: 9,
  },
  {
    slug: 'wireless-keyboard',
    category: 'gaming-gear',
    name: 'Wireless Keyboard',
    description: 'A slim wireless keyboard for small desks.',
    priceUsd: 7900,
    art: 'keyboard',
    stock: 0,
  },
  {
    slug: 'gaming-mouse',
    category: 'gaming-gear',
    name: 'Gaming Mouse',
    description: 'A light mouse with a precise sensor and six buttons.',
    priceUsd: 4500,
    art: 'mouse',
    stock: 27,
  },
  {
    slug: 'xl-mouse-pad',
    category: 'gaming-gear',
    name: 'XL Mouse Pad',
    description: 'An extra-large cloth mouse pad with stitched edges.',
    priceUsd: 1900,
    art: 'mouse',
    stock: 50,
  },
  {
    slug: 'gaming-headset',
    category: 'gaming-gear',
    name: 'Gaming Headset',
    description: 'A headset with a boom microphone and surround sound.',
    priceUsd: 6900,
    art: 'headset',
    stock: 16,
  },
  // Home
  {
    slug: 'logo-mug',
    category: 'home',
    name: 'Logo Mug',
    description: 'A 350 ml ceramic mug, dishwasher safe.',
    priceUsd: 1400,
    art: 'mug',
    stock: 60,
  },
  {
    slug: 'travel-mug',
    category: 'home',
    name: 'Travel Mug',
    description: 'An insulated steel mug that keeps drinks hot for six hours.',
    priceUsd: 2400,
    art: 'mug',
    stock: 31,
  },
  {
    slug: 'desk-lamp',
    category: 'home',
    name: 'Desk Lamp',
    description: 'An LED desk lamp with three light colours.',
    priceUsd: 3900,
    art: 'lamp',
    stock: 12,
  },
  {
    slug: 'neon-sign-lamp',
    category: 'home',
    name: 'Neon Sign Lamp',
    description: 'A neon-style LED sign shaped like a play button.',
    priceUsd: 3400,
    art: 'lamp',
    stock: 8,
  },
  {
    slug: 'sofa-cushion',
    category: 'home',
    name: 'Sofa Cushion',
    description: 'A soft cushion with a woven pattern, 45 × 45 cm.',
    priceUsd: 2900,
    art: 'cushion',
    stock: 20,
  },
  {
    slug: 'glow-cushion',
    category: 'home',
    name: 'Glow Cushion',
    description: 'A cushion with a glow-in-the-dark print.',
    priceUsd: 2700,
    art: 'cushion',
    stock: 5,
    removed: true,
  },
  {
    slug: 'desk-plant',
    category: 'home',
    name: 'Desk Plant',
    description: 'A small artificial plant in a ceramic pot.',
    priceUsd: 1600,
    art: 'plant',
    stock: 44,
  },
  // Books & comics
  {
    slug: 'story-of-streaming',
    category: 'books-comics',
    name: 'The Story of Streaming',
    description: 'An illustrated history of film, music and games online.',
    priceUsd: 2900,
    art: 'book',
    stock: 15,
  },
  {
    slug: 'starlight-anthology',
    category: 'books-comics',
    name: 'Starlight Anthology',
    description: 'Twelve science fiction short stories.',
    priceUsd: 1800,
    art: 'book',
    stock: 26,
  },
  {
    slug: 'game-night-cookbook',
    category: 'books-comics',
    name: 'Game Night Cookbook',
    description: 'Fifty snacks and dishes for evenings with friends.',
    priceUsd: 2400,
    art: 'book',
    stock: 11,
  },
  {
    slug: 'pixel-hero-1',
    category: 'books-comics',
    name: 'Pixel Hero #1',
    description: 'The first issue of a comic about a hero who lives inside a game.',
    priceUsd: 600,
    art: 'comic',
    stock: 80,
  },
  {
    slug: 'pixel-hero-collection',
    category: 'books-comics',
    name: 'Pixel Hero: The Collection',
    description: 'Issues 1 to 6 in one hardcover volume.',
    priceUsd: 3200,
    art: 'comic',
    stock: 7,
  },
  {
    slug: 'dotted-notebook',
    category: 'books-comics',
    name: 'Dotted Notebook',
    description: 'A hardcover A5 notebook with dotted pages.',
    priceUsd: 1200,
    art: 'notebook',
    stock: 70,
  },
  // Collectibles
  {
    slug: 'mascot-figure',
    category: 'collectibles',
    name: 'Mascot Figure',
    description: 'A 12 cm vinyl figure of the mascot.',
    priceUsd: 3500,
    art: 'figure',
    stock: 13,
  },
  {
    slug: 'limited-edition-figure',
    category: 'collectibles',
    name: 'Limited Edition Figure',
    description: 'A numbered figure, one of 500.',
    priceUsd: 8900,
    art: 'figure',
    stock: 3,
  },
  {
    slug: 'enamel-pin-set',
    category: 'collectibles',
    name: 'Enamel Pin Set',
    description: 'Four enamel pins with gold edges.',
    priceUsd: 1500,
    art: 'pin',
    stock: 55,
  },
  {
    slug: 'art-poster',
    category: 'collectibles',
    name: 'Art Poster',
    description: 'A 50 × 70 cm poster printed on matte paper.',
    priceUsd: 2000,
    art: 'poster',
    stock: 24,
  },
  {
    slug: 'trading-card-pack',
    category: 'collectibles',
    name: 'Trading Card Pack',
    description: 'Ten random cards from the member collection.',
    priceUsd: 500,
    art: 'cards',
    stock: 200,
  },
  {
    slug: 'collectors-card-box',
    category: 'collectibles',
    name: "Collector's Card Box",
    description: 'A box of 36 card packs.',
    priceUsd: 8900,
    art: 'cards',
    stock: 5,
  },
  {
    slug: 'dice-set',
    category: 'collectibles',
    name: 'Dice Set',
    description: 'Seven resin dice for tabletop games.',
    priceUsd: 1800,
    art: 'dice',
    stock: 29,
  },
  {
    slug: 'party-dice-game',
    category: 'collectibles',
    name: 'Party Dice Game',
    description: 'A fast dice game for two to six players.',
    priceUsd: 2500,
    art: 'dice',
    stock: 17,
  },
  {
    slug: 'welcome-sticker-pack',
    category: 'collectibles',
    name: 'Welcome Sticker Pack',
    description: 'Ten stickers for new members: free, once per member.',
    priceUsd: 0,
    art: 'gift',
    stock: 1000,
    welcomeGift: true,
  },
];

/** US cents to the minor units of a brand's currency (the demo brands sell in USD and CAD). */
const USD_TO: Readonly<Record<string, number>> = { USD: 1, CAD: 1.35 };

/** The price in `currency`, ending in 99 cents like a shop's (0 stays 0). */
export function priceIn(currency: string, usdCents: number): number {
  const rate = USD_TO[currency];
  if (rate === undefined) throw new Error(`marketplace seed: no demo exchange rate for ${currency}`);
  if (usdCents === 0) return 0;
  const perMajor = minorPerMajor(currency);
  const major = Math.round(toMajorUnits(usdCents, 'USD') * rate);
  return Math.max(perMajor - 1, major * perMajor - 1);
}

/** How many pictures a product has (2–4), the same on every run. */
export function imageCount(slug: string): number {
  let h = 0;
  for (const c of slug) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return 2 + (h % 3);
}
