/**
 * The marketplace's addresses (SPEC.md 2: marketplace/, marketplace/category/{slug},
 * marketplace/product/{slug}/{id}, marketplace/checkout, shippable, shippable/id/{id}).
 */
import type { CheckoutStep } from '@member-area/domain';
import { DEFAULT_SORT, type ProductSort } from './catalogue/listing';

const seg = encodeURIComponent;

function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  home: '/marketplace/',
  category: (slug: string, { page = 1, sort = DEFAULT_SORT }: { page?: number; sort?: ProductSort } = {}) =>
    withQuery(`/marketplace/category/${seg(slug)}`, {
      page: page > 1 ? page : null,
      sort: sort === DEFAULT_SORT ? null : sort,
    }),
  product: (slug: string, id: string) => `/marketplace/product/${seg(slug)}/${seg(id)}`,
  shippable: (page = 1) => withQuery('/shippable', { page: page > 1 ? page : null }),
  shippableProduct: (id: string) => `/shippable/id/${seg(id)}`,
  /** The checkout at a step; `gift` checks out the welcome gift alone instead of the cart. */
  checkout: ({ step, gift, order }: { step?: CheckoutStep; gift?: boolean; order?: string } = {}) =>
    withQuery('/marketplace/checkout', {
      gift: gift ? 1 : null,
      step: step && step !== 'information' ? step : null,
      order,
    }),
  accountOrders: '/account/orders',
};
