/**
 * Catalogue models as the GraphQL types show them: `Product`, `ProductVariant`, `EcommerceCategory`.
 * Prices are the viewer's: the Champion discount of `perksOf` (perks.ts) applied per unit with the
 * domain's `discountedUnitPrice`, the list price beside it when it differs. No SQL here.
 */
import { discountedUnitPrice, toMajorUnits, variantListPrice } from '@member-area/domain';
import type { CatalogueProduct, CategoryModel, ProductModel, VariantModel } from './catalogue-model';
import type { MarketplacePerks } from './perks';

/** What one unit costs this viewer, in minor units (checkout charges the same). */
export function unitPriceOf(p: Pick<ProductModel, 'price'>, perks: MarketplacePerks): number {
  return discountedUnitPrice(p.price, perks.discountPercent);
}

/** `ProductPrice`: what one unit listed at `listMinor` costs this viewer, and the list price when less. */
function priceView(listMinor: number, p: Pick<ProductModel, 'currency' | 'symbol'>, perks: MarketplacePerks) {
  const unit = unitPriceOf({ price: listMinor }, perks);
  const discounted = unit < listMinor;
  return {
    amount: toMajorUnits(unit, p.currency),
    listAmount: discounted ? toMajorUnits(listMinor, p.currency) : null,
    discountPercent: discounted ? perks.discountPercent : null,
    currency: p.currency,
    symbol: p.symbol,
  };
}

/** `ProductVariant`: its name in the reader's language and its own price (else the product's). */
export function variantView(p: ProductModel, v: VariantModel, perks: MarketplacePerks) {
  return {
    id: String(v.id),
    name: v.name,
    option: v.option,
    stock: v.stock,
    prices: priceView(variantListPrice(p.price, v.price), p, perks),
  };
}

export function productView(p: CatalogueProduct, perks: MarketplacePerks) {
  return {
    id: String(p.id),
    slug: p.slug,
    name: p.name,
    description: p.description,
    categorySlug: p.categorySlug,
    prices: priceView(p.price, p, perks),
    image: p.images[0]?.url ?? '',
    // The alt text follows the name, so it is in the reader's language like the name.
    images: p.images.map((image, i, all) => ({
      url: image.url,
      alt: all.length > 1 ? `${p.name} (${i + 1}/${all.length})` : p.name,
    })),
    variants: p.variants.map((v) => variantView(p, v, perks)),
    stock: p.stock,
    welcomeGift: p.isWelcomeGift,
  };
}

export type ProductView = ReturnType<typeof productView>;

export function categoryView(c: CategoryModel, productCount: number, products: ProductView[]) {
  return {
    id: String(c.id),
    name: c.name,
    slug: c.slug,
    description: c.description,
    image: c.image,
    productCount,
    products,
  };
}
