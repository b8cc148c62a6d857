/**
 * The product editor's form: what the fields hold (prices as typed in the brand currency's major
 * units, stock as typed), and the input the server takes. Before sending, the form is checked with
 * the domain's own rule (`checkProductDraft`), so the editor and the server answer alike.
 */
import { checkProductDraft, DEFAULT_LANGUAGE, type ProductDraft } from '@member-area/domain';
import type { ConsoleProductFieldsFragment, ProductInput } from '../gql/graphql';
import { majorTextToMinor, minorToMajorText } from '../plans/plan-money';

export interface TextForm {
  lang: string;
  name: string;
  description: string;
}

export interface VariantForm {
  /** A stable React key: the variant's id, or a new one's number. */
  key: string;
  id: string | null;
  option: string;
  /** The stored (English) name. */
  name: string;
  /** Its name in each other language, as typed (empty: members of it read `name`). */
  names: Record<string, string>;
  stock: string;
  /** Its own price as typed in major units; empty sells it at the product's price. */
  price: string;
}

export interface ProductForm {
  texts: TextForm[];
  categoryId: string;
  price: string;
  stock: string;
  variants: VariantForm[];
  onSale: boolean;
  welcomeGift: boolean;
  /** The picture URLs kept, in gallery order. */
  images: string[];
}

export interface FormProblem {
  /** `texts.<lang>`, `price`, `stock`, `categoryId`, `variants.<i>`, `variants.<i>.stock`, … */
  field: string;
  code: string;
}

/** The form of a product (or of a new one), a tab per brand language with the default first. */
export function formOf(
  product: ConsoleProductFieldsFragment | null,
  languages: readonly string[],
  defaultLanguage: string,
  firstCategoryId: string,
): ProductForm {
  const ordered = [defaultLanguage, ...languages.filter((l) => l !== defaultLanguage)];
  const langs = product ? [...new Set([...ordered, ...product.texts.map((t) => t.lang)])] : ordered;
  return {
    texts: langs.map((lang) => {
      const t = product?.texts.find((x) => x.lang === lang);
      return { lang, name: t?.name ?? '', description: t?.description ?? '' };
    }),
    categoryId: product?.categoryId ?? firstCategoryId,
    price: product ? minorToMajorText(product.priceMinor, product.currency) : '',
    stock: product && product.variants.length === 0 ? String(product.stock) : '0',
    variants: (product?.variants ?? []).map((v) => ({
      key: v.id,
      id: v.id,
      option: v.option,
      name: v.name,
      names: Object.fromEntries(v.names.map((n) => [n.lang, n.name])),
      stock: String(v.stock),
      price: v.priceMinor == null ? '' : minorToMajorText(v.priceMinor, product?.currency ?? 'USD'),
    })),
    onSale: product?.onSale ?? true,
    welcomeGift: product?.welcomeGift ?? false,
    images: (product?.images ?? []).map((i) => i.url),
  };
}

/** A typed stock: a whole number, else NaN (the rule then refuses it). */
const stockOf = (text: string) => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : Number.NaN);

/** The price the field holds, in minor units, or null when it is not one. */
export function priceMinorOf(
  form: Pick<ProductForm, 'price'>,
  currency: string,
  lang: string,
): number | null {
  return majorTextToMinor(form.price, currency, lang);
}

/**
 * A variant's own price in minor units: null when the field is empty (the product's price), undefined
 * when what is typed is not a price.
 */
export function variantPriceMinorOf(
  variant: Pick<VariantForm, 'price'>,
  currency: string,
  lang: string,
): number | null | undefined {
  if (variant.price.trim() === '') return null;
  return majorTextToMinor(variant.price, currency, lang) ?? undefined;
}

/** The language a variant's name problem belongs to (`variants.0.names.fr-ca` → fr-ca), or null. */
export function languageOfVariantField(field: string): string | null {
  return /^variants\.\d+\.names\.(.+)$/u.exec(field)?.[1] ?? null;
}

/** The field a domain problem names, as the form knows it. */
function formField(field: string): string {
  if (field === 'priceMinor') return 'price';
  return field;
}

/**
 * The input to send, or the first problem: the price must parse in the currency's decimals, then the
 * domain's rule decides. `images` is sent only when editing (a new product has none yet).
 */
export function inputOf(
  form: ProductForm,
  opts: { currency: string; lang: string; defaultLanguage: string; editing: boolean },
): { ok: true; input: ProductInput } | { ok: false; problem: FormProblem } {
  const priceMinor = priceMinorOf(form, opts.currency, opts.lang);
  if (priceMinor === null) return { ok: false, problem: { field: 'price', code: 'shop_price_invalid' } };
  const unpriced = form.variants.findIndex(
    (v) => variantPriceMinorOf(v, opts.currency, opts.lang) === undefined,
  );
  if (unpriced >= 0)
    return { ok: false, problem: { field: `variants.${unpriced}.priceMinor`, code: 'shop_price_invalid' } };
  const variants = form.variants.map((v) => ({
    id: v.id,
    option: v.option,
    name: v.name,
    names: Object.entries(v.names)
      .filter(([lang]) => lang !== DEFAULT_LANGUAGE)
      .map(([lang, name]) => ({ lang, name })),
    stock: stockOf(v.stock),
    priceMinor: variantPriceMinorOf(v, opts.currency, opts.lang) ?? null,
  }));
  const draft: ProductDraft = {
    texts: form.texts,
    categoryId: Number(form.categoryId),
    priceMinor,
    stock: variants.length > 0 ? 0 : stockOf(form.stock),
    variants: variants.map((v) => ({ ...v, id: v.id === null ? null : Number(v.id) })),
    onSale: form.onSale,
    welcomeGift: form.welcomeGift,
  };
  const checked = checkProductDraft(draft, opts.defaultLanguage);
  if (!checked.ok)
    return { ok: false, problem: { field: formField(checked.field), code: checked.errorCode } };
  return {
    ok: true,
    input: {
      texts: form.texts.map((t) => ({ lang: t.lang, name: t.name, description: t.description })),
      categoryId: form.categoryId,
      priceMinor,
      stock: draft.stock,
      variants,
      onSale: form.onSale,
      welcomeGift: form.welcomeGift,
      images: opts.editing ? form.images : null,
    },
  };
}

/** The field of a server refusal (`extra.field`), as the form knows it. */
export function fieldOfExtra(extra: unknown): string | null {
  const field = (extra as { field?: unknown } | null)?.field;
  return typeof field === 'string' ? formField(field) : null;
}

/** The language a problem's field belongs to (`texts.fr-ca`, `variants.0.names.fr-ca` → fr-ca), or null. */
export function languageOfField(field: string): string | null {
  return field.startsWith('texts.') ? field.slice('texts.'.length) : languageOfVariantField(field);
}
