import { useId } from 'react';
import { LANGUAGE_CODES, type LanguageCode } from '@member-area/domain';
import { LANGUAGE_NAMES } from '../i18n/negotiate';
import { Icon } from './Icon';
import styles from './LanguageSelect.module.css';

export interface LanguageSelectProps {
  value: string;
  /**
   * The languages to list: in the member area the brand's (useLanguage's `offered`); absent, all
   * eight (the console, whose staff are no brand's members).
   */
  languages?: readonly LanguageCode[];
  label: string;
  onChange(code: LanguageCode): void;
  showLabel?: boolean;
  className?: string;
}

/**
 * A native select (one control for mouse, keyboard, touch and screen readers). Nothing when the
 * brand offers a single language: there is nothing to choose.
 */
export function LanguageSelect({
  value,
  languages = LANGUAGE_CODES,
  label,
  onChange,
  showLabel,
  className,
}: LanguageSelectProps) {
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <div className={[styles.wrap, className ?? ''].join(' ')}>
      <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>
        {label}
      </label>
      <div className={styles.control}>
        <Icon name="globe" size={16} className={styles.globe} />
        <select
          id={id}
          className={styles.select}
          data-testid="language-switch"
          value={value}
          onChange={(event) => onChange(event.target.value as LanguageCode)}
          // Inside a Radix menu, keep its typeahead from stealing keys meant for the select.
          onKeyDown={(event) => {
            if (event.key !== 'Escape') event.stopPropagation();
          }}
        >
          {languages.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </div>
    </div>
  );
}
