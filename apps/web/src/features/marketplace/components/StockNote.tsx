import { useTranslation } from 'react-i18next';
import { stockLevel } from '../catalogue/stock';

/** "Out of stock", "Only 3 left", or (with `showInStock`) "In stock". */
export function StockNote({
  stock,
  className,
  showInStock = false,
}: {
  stock: number;
  className?: string;
  showInStock?: boolean;
}) {
  const { t } = useTranslation();
  const level = stockLevel(stock);
  if (level.kind === 'in' && !showInStock) return null;
  const text =
    level.kind === 'out'
      ? t('marketplace.stock.out')
      : level.kind === 'low'
        ? t('marketplace.stock.low', { count: level.count })
        : t('marketplace.stock.in');
  return (
    <span className={className} data-level={level.kind} data-testid="stock-note">
      {text}
    </span>
  );
}
