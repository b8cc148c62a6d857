import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { formatMoney } from '../../../app/format';
import { QuantityStepper } from '../components/QuantityStepper';
import type { Cart } from '../hooks';
import { paths } from '../paths';
import { LineProblem } from './LineProblem';
import { useLineChange } from './useLineChange';
import styles from './Cart.module.css';

type Line = Cart['lines'][number];

/** The units a line may hold: its variant's stock, else the product's. */
const stockOf = (line: Line) => line.variant?.stock ?? line.product.stock;

/**
 * One cart line: picture, name, variant, quantity, line total, remove, and the reason it cannot be
 * bought as it is (out_of_stock, quantity_above_stock, product_removed) when the server says so.
 */
export function CartLineItem({
  line,
  currency,
  onNavigate,
}: {
  line: Line;
  currency: string;
  onNavigate(): void;
}) {
  const { t, i18n } = useTranslation();
  const change = useLineChange(line.id);
  const stock = stockOf(line);

  const problem = line.problem
    ? t([`marketplace.cart.problem.${line.problem}`, 'marketplace.cart.problem.unknown'], { stock })
    : null;

  return (
    <li className={styles.line} data-testid="cart-line" data-problem={line.problem ?? undefined}>
      <span className={styles.lineImage}>
        <img src={line.product.image} alt="" width={72} height={72} loading="lazy" />
      </span>
      <div className={styles.lineMain}>
        <div className={styles.lineTop}>
          <div>
            <Link
              to={paths.product(line.product.slug, line.product.id)}
              className={styles.lineName}
              onClick={onNavigate}
            >
              {line.product.name}
            </Link>
            {line.variant ? (
              <div className={styles.lineVariant}>
                {t('marketplace.variant', { option: line.variant.option, name: line.variant.name })}
              </div>
            ) : null}
          </div>
          <span className={styles.lineTotal} data-testid="cart-line-total">
            {formatMoney(line.lineTotal, currency, i18n.language)}
          </span>
        </div>
        <div className={styles.lineActions}>
          <QuantityStepper
            size="sm"
            value={line.quantity}
            // A line above the stock may still go down; it may never go up past it.
            max={Math.max(stock, line.quantity)}
            disabled={change.busy || line.problem === 'product_removed'}
            label={t('marketplace.cart.quantityOf', { name: line.product.name })}
            onChange={change.setQuantity}
          />
          <button
            type="button"
            className={styles.remove}
            disabled={change.busy}
            onClick={change.remove}
            data-testid="cart-line-remove"
          >
            <Icon name="trash" size={14} />
            {t('marketplace.cart.remove')}
            <span className="visually-hidden">{line.product.name}</span>
          </button>
        </div>
        {problem ? <LineProblem data-testid="cart-line-problem">{problem}</LineProblem> : null}
        {change.error ? <LineProblem role="alert">{change.error}</LineProblem> : null}
      </div>
    </li>
  );
}
