import { useTranslation } from 'react-i18next';
import styles from './VariantChooser.module.css';

export interface VariantChoice {
  id: string;
  name: string;
  option: string;
  stock: number;
}

/**
 * The variants of a product (sizes, colours) as one radio group of native radio buttons: Tab enters
 * the group, the arrow keys choose, a screen reader reads "Size, M, 2 of 4". A variant out of stock
 * stays listed but cannot be chosen.
 */
export function VariantChooser({
  variants,
  value,
  onChange,
  name,
}: {
  variants: readonly VariantChoice[];
  value: string | null;
  onChange(id: string): void;
  /** The radio group's name (one group per product). */
  name: string;
}) {
  const { t } = useTranslation();
  const options = [...new Set(variants.map((variant) => variant.option))];
  const legend = options.length === 1 ? options[0] : t('marketplace.product.variant');
  return (
    <fieldset className={styles.group} data-testid="variant-chooser">
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {variants.map((variant) => {
          const out = variant.stock <= 0;
          return (
            <label key={variant.id} className={styles.option}>
              <input
                className={styles.input}
                type="radio"
                name={name}
                value={variant.id}
                checked={value === variant.id}
                disabled={out}
                onChange={() => onChange(variant.id)}
                data-testid={`variant-${variant.name}`}
              />
              <span className={styles.chip}>
                {options.length > 1
                  ? t('marketplace.variant', { option: variant.option, name: variant.name })
                  : variant.name}
                {out ? <span className="visually-hidden">{` (${t('marketplace.stock.out')})`}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
