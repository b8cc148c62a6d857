import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame } from './Field';
import { Icon } from './Icon';
import fieldStyles from './Field.module.css';
import styles from './SelectField.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled native select with the same look and inline error as TextField. */
export function SelectField({ label, options, error, hint, className, ...select }: SelectFieldProps) {
  const id = useId();
  const describedBy = [hint && !error ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <select
        {...select}
        id={id}
        className={`${fieldStyles.input} ${styles.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="chevron-down" size={16} className={styles.chevron} />
    </FieldFrame>
  );
}
