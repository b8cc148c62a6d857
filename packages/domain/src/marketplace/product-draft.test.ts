import { describe, expect, it } from 'vitest';
import {
  catalogueSlug,
  championPrices,
  checkCategoryDraft,
  checkProductDraft,
  PRODUCT_PRICE_MAX_MINOR,
  type ProductDraft,
  type VariantDraft,
} from './product-draft';

const BASE: ProductDraft = {
  texts: [{ lang: 'en-us', name: 'Logo Hoodie', description: 'Warm.' }],
  categoryId: 1,
  priceMinor: 4999,
  stock: 10,
  variants: [],
  onSale: true,
  welcomeGift: false,
};

const VARIANT: VariantDraft = {
  id: null,
  option: 'Colour',
  name: 'Black',
  names: [],
  stock: 3,
  priceMinor: null,
};

describe('checkProductDraft', () => {
  const cases: {
    name: string;
    change: Partial<ProductDraft>;
    lang?: string;
    expected: [string, string] | 'ok';
  }[] = [
    { name: 'a plain product', change: {}, expected: 'ok' },
    {
      name: 'named in another language only',
      change: { texts: [{ lang: 'fr-ca', name: 'Chandail', description: '' }] },
      expected: ['shop_name_required', 'texts.en-us'],
    },
    {
      name: 'named in the brand default',
      change: { texts: [{ lang: 'fr-ca', name: 'Chandail', description: '' }] },
      lang: 'fr-ca',
      expected: 'ok',
    },
    {
      name: 'a description without a name',
      change: { texts: [...BASE.texts, { lang: 'de-de', name: ' ', description: 'Warm' }] },
      expected: ['shop_name_required', 'texts.de-de'],
    },
    {
      name: 'an unknown language',
      change: { texts: [...BASE.texts, { lang: 'xx-yy', name: 'A', description: '' }] },
      expected: ['invalid_input', 'texts'],
    },
    {
      name: 'a control character',
      change: { texts: [{ lang: 'en-us', name: 'Hood\u0007ie', description: '' }] },
      expected: ['invalid_characters', 'texts.en-us'],
    },
    {
      name: 'a name too long',
      change: { texts: [{ lang: 'en-us', name: 'x'.repeat(121), description: '' }] },
      expected: ['shop_text_too_long', 'texts.en-us'],
    },
    { name: 'a negative price', change: { priceMinor: -1 }, expected: ['shop_price_invalid', 'priceMinor'] },
    {
      name: 'a fractional price',
      change: { priceMinor: 9.5 },
      expected: ['shop_price_invalid', 'priceMinor'],
    },
    {
      name: 'a price over the guard',
      change: { priceMinor: PRODUCT_PRICE_MAX_MINOR + 1 },
      expected: ['shop_price_invalid', 'priceMinor'],
    },
    { name: 'a free product', change: { priceMinor: 0 }, expected: 'ok' },
    { name: 'no category', change: { categoryId: 0 }, expected: ['invalid_input', 'categoryId'] },
    { name: 'negative stock', change: { stock: -3 }, expected: ['shop_stock_invalid', 'stock'] },
    {
      name: 'variants',
      change: {
        variants: [
          { id: null, option: 'Size', name: 'M', stock: 3, names: [], priceMinor: null },
          { id: 4, option: 'Size', name: 'L', stock: 0, names: [], priceMinor: null },
        ],
      },
      expected: 'ok',
    },
    {
      name: 'a variant without a name',
      change: { variants: [{ id: null, option: 'Size', name: ' ', stock: 3, names: [], priceMinor: null }] },
      expected: ['shop_variant_invalid', 'variants.0'],
    },
    {
      name: 'the same variant twice',
      change: {
        variants: [
          { id: null, option: 'Size', name: 'M', stock: 1, names: [], priceMinor: null },
          { id: null, option: 'size', name: 'm', stock: 1, names: [], priceMinor: null },
        ],
      },
      expected: ['shop_variant_duplicate', 'variants.1'],
    },
    {
      name: 'a variant with negative stock',
      change: { variants: [{ id: null, option: 'Size', name: 'M', stock: -1, names: [], priceMinor: null }] },
      expected: ['shop_stock_invalid', 'variants.0.stock'],
    },
    {
      name: 'one variant id twice',
      change: {
        variants: [
          { id: 4, option: 'Size', name: 'M', stock: 1, names: [], priceMinor: null },
          { id: 4, option: 'Size', name: 'L', stock: 1, names: [], priceMinor: null },
        ],
      },
      expected: ['invalid_input', 'variants.1'],
    },
    {
      name: 'a variant with its own price',
      change: { variants: [{ ...VARIANT, priceMinor: 5999 }] },
      expected: 'ok',
    },
    {
      name: 'a free variant',
      change: { variants: [{ ...VARIANT, priceMinor: 0 }] },
      expected: 'ok',
    },
    {
      name: 'a variant with a negative price',
      change: { variants: [{ ...VARIANT, priceMinor: -1 }] },
      expected: ['shop_price_invalid', 'variants.0.priceMinor'],
    },
    {
      name: 'a variant with a fractional price',
      change: { variants: [{ ...VARIANT, priceMinor: 12.5 }] },
      expected: ['shop_price_invalid', 'variants.0.priceMinor'],
    },
    {
      name: 'a variant price over the guard',
      change: { variants: [{ ...VARIANT, priceMinor: PRODUCT_PRICE_MAX_MINOR + 1 }] },
      expected: ['shop_price_invalid', 'variants.0.priceMinor'],
    },
    {
      name: 'a variant named in another language',
      change: { variants: [{ ...VARIANT, names: [{ lang: 'de-de', name: 'Schwarz' }] }] },
      expected: 'ok',
    },
    {
      name: 'a variant name in English twice (English is its name)',
      change: { variants: [{ ...VARIANT, names: [{ lang: 'en-us', name: 'Black' }] }] },
      expected: ['invalid_input', 'variants.0.names'],
    },
    {
      name: 'a variant named twice in one language',
      change: {
        variants: [
          {
            ...VARIANT,
            names: [
              { lang: 'de-de', name: 'Schwarz' },
              { lang: 'de-de', name: 'Dunkel' },
            ],
          },
        ],
      },
      expected: ['invalid_input', 'variants.0.names'],
    },
    {
      name: 'a variant name in an unknown language',
      change: { variants: [{ ...VARIANT, names: [{ lang: 'xx-yy', name: 'X' }] }] },
      expected: ['invalid_input', 'variants.0.names'],
    },
    {
      name: 'a variant name too long in a language',
      change: { variants: [{ ...VARIANT, names: [{ lang: 'fr-ca', name: 'x'.repeat(41) }] }] },
      expected: ['shop_variant_invalid', 'variants.0.names.fr-ca'],
    },
    {
      name: 'a control character in a variant name',
      change: { variants: [{ ...VARIANT, names: [{ lang: 'it-it', name: 'Ne\u0007ro' }] }] },
      expected: ['invalid_characters', 'variants.0.names.it-it'],
    },
  ];
  it.each(cases)('$name', ({ change, lang, expected }) => {
    const r = checkProductDraft({ ...BASE, ...change }, lang ?? 'en-us');
    if (expected === 'ok') expect(r.ok).toBe(true);
    else expect(r).toEqual({ ok: false, errorCode: expected[0], field: expected[1] });
  });

  it('trims texts, drops empty languages and keeps own stock at 0 under variants', () => {
    const r = checkProductDraft(
      {
        ...BASE,
        texts: [
          { lang: 'en-us', name: ' Hoodie ', description: ' Warm ' },
          { lang: 'es-es', name: '', description: '' },
        ],
        variants: [
          {
            id: null,
            option: ' Size ',
            name: ' M ',
            names: [
              { lang: 'ja-jp', name: ' エム ' },
              { lang: 'de-de', name: '' },
            ],
            stock: 2,
            priceMinor: 5999,
          },
        ],
      },
      'en-us',
    );
    expect(r.ok && r.draft).toMatchObject({
      texts: [{ lang: 'en-us', name: 'Hoodie', description: 'Warm' }],
      variants: [
        { option: 'Size', name: 'M', names: [{ lang: 'ja-jp', name: 'エム' }], stock: 2, priceMinor: 5999 },
      ],
      stock: 0,
    });
  });
});

describe('checkCategoryDraft', () => {
  it.each([
    { texts: [{ lang: 'en-us', name: 'Apparel', description: '' }], expected: true },
    { texts: [{ lang: 'en-us', name: '', description: '' }], expected: false },
    { texts: [{ lang: 'en-us', name: 'x'.repeat(61), description: '' }], expected: false },
  ])('$texts.0.name.length characters: $expected', ({ texts, expected }) => {
    expect(checkCategoryDraft({ texts }, 'en-us').ok).toBe(expected);
  });
});

describe('catalogueSlug', () => {
  it.each([
    ['Logo Hoodie', 'logo-hoodie'],
    ['  Café crème!  ', 'cafe-creme'],
    ['東京', 'item'],
    ['a'.repeat(60), 'a'.repeat(48)],
  ])('%s → %s', (name, slug) => {
    expect(catalogueSlug(name)).toBe(slug);
  });
});

describe('championPrices: the member area rule per discount level', () => {
  it.each([
    [
      1000,
      [
        { discountPercent: 10, priceMinor: 900 },
        { discountPercent: 20, priceMinor: 800 },
        { discountPercent: 30, priceMinor: 700 },
      ],
    ],
    [
      999,
      [
        { discountPercent: 10, priceMinor: 899 },
        { discountPercent: 20, priceMinor: 799 },
        { discountPercent: 30, priceMinor: 699 },
      ],
    ],
    [
      0,
      [
        { discountPercent: 10, priceMinor: 0 },
        { discountPercent: 20, priceMinor: 0 },
        { discountPercent: 30, priceMinor: 0 },
      ],
    ],
  ])('%i', (price, expected) => {
    expect(championPrices(price)).toEqual(expected);
  });
});
