import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { clampQuantity } from '../catalogue/stock';
import { QuantityStepper } from '../components/QuantityStepper';
import { StockNote } from '../components/StockNote';
import { AddedNotice } from './AddedNotice';
import type { Product } from './ProductView';
import { useAddToCart } from './useAddToCart';
import { VariantChooser } from './VariantChooser';
import styles from './Product.module.css';

/** The first variant that can be bought, so the page opens ready to add. */
export const firstAvailable = (product: Product) =>
  product.variants.find((variant) => variant.stock > 0)?.id ?? null;

/**
 * Variant, stock, quantity and add to cart, with what came of the last add. The chosen variant is
 * the page's (its price shows beside the name).
 */
export function BuyBox({
  product,
  variantId,
  onVariant,
}: {
  product: Product;
  variantId: string | null;
  onVariant(id: string): void;
}) {
  const { t } = useTranslation();
  const groupName = useId();
  const [quantity, setQuantity] = useState(1);
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? null;
  const hasVariants = product.variants.length > 0;
  const stock = hasVariants ? (variant?.stock ?? 0) : product.stock;
  const chosen = clampQuantity(quantity, stock);

  const { adding, added, setAdded, add } = useAddToCart(product.id, variant?.id ?? null, chosen);

  return (
    <>
      {hasVariants ? (
        <VariantChooser
          variants={product.variants}
          value={variantId}
          name={groupName}
          onChange={(id) => {
            onVariant(id);
            setAdded(null);
          }}
        />
      ) : null}
      <StockNote
        stock={hasVariants && !variant ? product.stock : stock}
        className={styles.stock}
        showInStock
      />
      <div className={styles.buy}>
        <label className={styles.quantityField}>
          <span className={styles.quantityLabel}>{t('marketplace.product.quantity')}</span>
          <QuantityStepper
            value={Math.max(1, chosen)}
            max={Math.max(1, stock)}
            onChange={setQuantity}
            disabled={stock <= 0}
            label={t('marketplace.product.quantity')}
          />
        </label>
        <Button
          className={styles.addButton}
          size="lg"
          onClick={() => void add()}
          loading={adding}
          loadingLabel={t('marketplace.product.adding')}
          disabled={stock <= 0 || (hasVariants && !variant)}
          icon={<Icon name="shopping-bag" size={18} />}
          data-testid="add-to-cart"
        >
          {stock <= 0 ? t('marketplace.stock.out') : t('marketplace.product.add')}
        </Button>
      </div>
      {added ? <AddedNotice added={added} /> : null}
    </>
  );
}
