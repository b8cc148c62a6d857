import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from '../catalogue/stock';
import styles from './QuantityStepper.module.css';

/**
 * A quantity from 1 to `max` (the stock): minus, a number field, plus. A typed value is applied when
 * the field is left or Enter is pressed, kept within bounds.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  disabled = false,
  size = 'md',
  'data-testid': testId = 'quantity',
}: {
  value: number;
  max: number;
  onChange(next: number): void;
  /** The field's accessible name ("Quantity", "Quantity of Cap"). */
  label: string;
  disabled?: boolean;
  size?: 'md' | 'sm';
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const next = clampQuantity(Number(text), max);
    setText(String(next || value));
    if (next && next !== value) onChange(next);
  };
  return (
    <span className={[styles.stepper, size === 'sm' ? styles.small : ''].join(' ')} data-testid={testId}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= 1}
        aria-label={t('marketplace.quantity.decrease', { label })}
        data-testid="quantity-decrease"
      >
        −
      </button>
      <input
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        value={text}
        disabled={disabled}
        aria-label={label}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        data-testid="quantity-input"
      />
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        aria-label={t('marketplace.quantity.increase', { label })}
        data-testid="quantity-increase"
      >
        +
      </button>
    </span>
  );
}
