/**
 * A cart's lines with what they name today: the product (active or removed, from the catalogue),
 * the variant, the units left and what stops the line from being bought (domain cartLineProblem).
 * The cart screen, the quote and placeOrder all read the cart through here, so they agree.
 */
import {
  cartLineProblem,
  variantListPrice,
  type CartLineProblem,
  type LanguageCode,
} from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import type { CatalogueProduct, VariantModel } from './catalogue-model';
import { catalogueProducts } from './catalogue-service';
import { findCart, listCartLines, type CartLineRow } from './cart-repo';

/** variant_id of a line whose product has no variants (migration 0014). */
export const NO_VARIANT = 0;

export interface CartItem {
  lineId: number;
  product: CatalogueProduct;
  variant: VariantModel | null;
  /** Minor units per unit before any discount: the variant's own price, else the product's. */
  listPrice: number;
  quantity: number;
  /** Units of this product (or variant) left. */
  stock: number;
  problem: CartLineProblem | null;
}

/** The variant a line names, and whether the line still names something for sale. */
function resolveLine(line: CartLineRow, product: CatalogueProduct) {
  const variantId = Number(line.variant_id);
  if (variantId === NO_VARIANT)
    // A product that has variants since the line was added cannot be bought without choosing one.
    return {
      variant: null,
      available: product.active && product.variants.length === 0,
      stock: product.stock,
    };
  const variant = product.variants.find((v) => v.id === variantId) ?? null;
  return { variant, available: product.active && variant !== null, stock: variant?.stock ?? 0 };
}

export function cartItems(rows: readonly CartLineRow[], products: Map<number, CatalogueProduct>): CartItem[] {
  return rows.flatMap((line) => {
    // Lines of a deleted product go with it (ON DELETE CASCADE); one missing here is another brand's.
    const product = products.get(Number(line.product_id));
    if (!product) return [];
    const { variant, available, stock } = resolveLine(line, product);
    const quantity = Number(line.quantity);
    return [
      {
        lineId: Number(line.id),
        product,
        variant,
        listPrice: variantListPrice(product.price, variant?.price),
        quantity,
        stock,
        problem: cartLineProblem({ available, stock, quantity }),
      },
    ];
  });
}

/** The member's cart as it stands, in three statements whatever its size. */
export async function loadCartItems(
  db: DbOrTrx,
  brandId: string,
  memberId: number,
  lang: LanguageCode,
): Promise<CartItem[]> {
  const rows = await listCartLines(db, memberId);
  const products = await catalogueProducts(
    db,
    brandId,
    rows.map((r) => Number(r.product_id)),
    lang,
  );
  return cartItems(rows, products);
}

/**
 * The member's cart as it stands and its version: one statement for both, then the lines' products
 * (catalogueProducts; nothing more for an empty cart).
 */
export async function loadCart(
  db: DbOrTrx,
  brandId: string,
  memberId: number,
  lang: LanguageCode,
): Promise<{ version: number; items: CartItem[] }> {
  const { version, lines } = await findCart(db, memberId);
  const products = await catalogueProducts(
    db,
    brandId,
    lines.map((r) => Number(r.product_id)),
    lang,
  );
  return { version, items: cartItems(lines, products) };
}
