import { describe, expect, it } from 'vitest';
import { formOf, inputOf, languageOfField, type ProductForm, type VariantForm } from './product-form';

const EDIT = { currency: 'USD', lang: 'en-us', defaultLanguage: 'en-us', editing: true };
const NEW_VARIANT: VariantForm = {
  key: 'n1',
  id: null,
  option: 'Size',
  name: 'L',
  names: {},
  stock: '2',
  price: '',
};

function form(change: Partial<ProductForm> = {}): ProductForm {
  return {
    ...formOf(null, ['en-us', 'fr-ca'], 'en-us', '3'),
    price: '24.99',
    stock: '5',
    ...change,
  };
}

describe('product form', () => {
  it('starts a new product on the brand default language, on sale, in the first category', () => {
    const f = formOf(null, ['fr-ca', 'en-us'], 'fr-ca', '7');
    expect(f.texts.map((t) => t.lang)).toEqual(['fr-ca', 'en-us']);
    expect(f).toMatchObject({ categoryId: '7', onSale: true, welcomeGift: false, variants: [] });
  });

  it('reads a product: its price in major units, its own stock only without variants', () => {
    const f = formOf(
      {
        id: '9',
        slug: 's',
        categoryId: '3',
        texts: [{ lang: 'en-us', name: 'Hoodie', description: '' }],
        priceMinor: 1500,
        currency: 'JPY',
        symbol: '¥',
        stock: 4,
        variants: [
          {
            id: '1',
            option: 'Size',
            name: 'M',
            names: [{ lang: 'fr-ca', name: 'Moyen' }],
            stock: 4,
            priceMinor: 1800,
          },
        ],
        images: [{ url: '/a.webp' }],
        onSale: false,
        welcomeGift: false,
        championPrices: [],
      },
      ['en-us'],
      'en-us',
      '3',
    );
    expect(f).toMatchObject({ price: '1500', stock: '0', images: ['/a.webp'], onSale: false });
    expect(f.variants[0]).toMatchObject({ id: '1', stock: '4', price: '1800', names: { 'fr-ca': 'Moyen' } });
  });

  it.each([
    { name: 'a price with a comma in French', change: { price: '24,99' }, lang: 'fr-ca', ok: 2499 },
    { name: 'too many decimals', change: { price: '24.999' }, lang: 'en-us', field: 'price' },
    { name: 'no price', change: { price: '' }, lang: 'en-us', field: 'price' },
    { name: 'no name', change: {}, lang: 'en-us', field: 'texts.en-us', noName: true },
    { name: 'negative stock', change: { stock: '-1' }, lang: 'en-us', field: 'stock' },
    {
      name: 'a variant without a value',
      change: { variants: [{ ...NEW_VARIANT, name: '' }] },
      lang: 'en-us',
      field: 'variants.0',
    },
    {
      name: 'a variant price that is not one',
      change: { variants: [{ ...NEW_VARIANT, price: '12.345' }] },
      lang: 'en-us',
      field: 'variants.0.priceMinor',
    },
    {
      name: 'a variant name too long in a language',
      change: { variants: [{ ...NEW_VARIANT, names: { 'ja-jp': 'x'.repeat(41) } }] },
      lang: 'en-us',
      field: 'variants.0.names.ja-jp',
    },
  ])('$name', ({ change, lang, ok, field, noName }) => {
    const f = form(change);
    if (!noName) f.texts[0] = { lang: 'en-us', name: 'Hoodie', description: '' };
    const r = inputOf(f, { ...EDIT, lang });
    if (ok !== undefined) expect(r.ok && r.input.priceMinor).toBe(ok);
    else expect(!r.ok && r.problem.field).toBe(field);
  });

  it('sends the variants with their stock and keeps own stock at 0 under them', () => {
    const f = form({
      variants: [
        { key: '1', id: '1', option: 'Size', name: 'M', names: { 'de-de': 'M' }, stock: '3', price: '' },
        { ...NEW_VARIANT, names: { 'fr-ca': 'Grand', 'it-it': '' }, price: '59.99' },
      ],
    });
    f.texts[0] = { lang: 'en-us', name: 'Hoodie', description: '' };
    const r = inputOf(f, EDIT);
    expect(r.ok && r.input).toMatchObject({
      stock: 0,
      variants: [
        { id: '1', stock: 3, priceMinor: null, names: [{ lang: 'de-de', name: 'M' }] },
        {
          id: null,
          stock: 2,
          priceMinor: 5999,
          names: [
            { lang: 'fr-ca', name: 'Grand' },
            { lang: 'it-it', name: '' },
          ],
        },
      ],
      images: [],
    });
  });

  it('names the language of a text problem', () => {
    expect(languageOfField('texts.fr-ca')).toBe('fr-ca');
    expect(languageOfField('variants.3.names.pt-pt')).toBe('pt-pt');
    expect(languageOfField('price')).toBeNull();
  });
});
