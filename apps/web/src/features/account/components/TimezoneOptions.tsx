import type { KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import fieldStyles from '../../../ui/Field.module.css';
import type { TimezoneOption } from './timezone-rules';
import styles from './TimezonePicker.module.css';

/** Inside the time-zone dialog: the search box (a combobox), how many zones it finds, and their list. */
export function TimezoneOptions({
  id,
  label,
  value,
  query,
  active,
  results,
  listRef,
  onSearch,
  onKeyDown,
  onHighlight,
  onChoose,
}: {
  /** The picker's id, the prefix of the list's and the options' ids. */
  id: string;
  label: string;
  value: string;
  query: string;
  active: number;
  results: readonly TimezoneOption[];
  listRef: RefObject<HTMLUListElement | null>;
  onSearch(text: string): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onHighlight(index: number): void;
  onChoose(zoneId: string): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <input
        className={fieldStyles.input}
        type="search"
        value={query}
        placeholder={t('account.profile.timezoneSearch')}
        aria-label={t('account.profile.timezoneSearch')}
        aria-controls={`${id}-list`}
        aria-activedescendant={results[active] ? `${id}-opt-${active}` : undefined}
        role="combobox"
        aria-expanded="true"
        autoFocus
        onChange={(event) => onSearch(event.target.value)}
        onKeyDown={onKeyDown}
        data-testid="timezone-search"
      />
      <p className={styles.count} aria-live="polite">
        {t('account.profile.timezoneCount', { count: results.length })}
      </p>
      <ul className={styles.list} role="listbox" id={`${id}-list`} ref={listRef} aria-label={label}>
        {results.map((zone, index) => (
          <li
            key={zone.id}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={zone.id === value}
            className={[
              styles.option,
              index === active ? styles.active : '',
              zone.id === value ? styles.selected : '',
            ].join(' ')}
            onMouseEnter={() => onHighlight(index)}
            onClick={() => onChoose(zone.id)}
          >
            <span>{zone.label}</span>
            {zone.id === value ? <Icon name="check-circle" size={16} /> : null}
          </li>
        ))}
      </ul>
      {results.length === 0 ? <p className={styles.empty}>{t('account.profile.timezoneNone')}</p> : null}
    </>
  );
}
