import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog';
import { FieldError } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import fieldStyles from '../../../ui/Field.module.css';
import type { TimezoneOption } from './timezone-rules';
import { TimezoneOptions } from './TimezoneOptions';
import { useTimezoneSearch } from './useTimezoneSearch';
import styles from './TimezonePicker.module.css';

export type { TimezoneOption } from './timezone-rules';

/**
 * A field that opens a searchable list of the ~300 time zones. The list is keyboard-driven: type to
 * filter, arrow keys to move, Enter to choose, Escape to close. (Radix has no combobox; the dialog
 * is ui/Dialog, the combobox pattern is ARIA's own.)
 */
export function TimezonePicker({
  label,
  value,
  zones,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: string;
  zones: readonly TimezoneOption[];
  onChange(id: string): void;
  error?: string | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const search = useTimezoneSearch(zones, value, onChange);
  const current = zones.find((zone) => zone.id === value);

  return (
    <div className={[fieldStyles.field, error ? fieldStyles.invalid : ''].join(' ')}>
      <span className={fieldStyles.label} id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className={`${fieldStyles.input} ${styles.trigger}`}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        onClick={search.show}
        disabled={disabled}
        data-testid="timezone-picker"
      >
        <span id={`${id}-value`} className={styles.value}>
          {current?.label ?? value}
        </span>
        <Icon name="chevron-down" size={16} />
      </button>
      {error ? <FieldError error={error} /> : null}
      <Dialog
        open={search.open}
        onOpenChange={search.onOpenChange}
        title={t('account.profile.timezoneTitle')}
        closeLabel={t('account.common.close')}
        data-testid="timezone-dialog"
      >
        <TimezoneOptions
          id={id}
          label={label}
          value={value}
          query={search.query}
          active={search.active}
          results={search.results}
          listRef={search.listRef}
          onSearch={search.search}
          onKeyDown={search.onKeyDown}
          onHighlight={search.setActive}
          onChoose={search.choose}
        />
      </Dialog>
    </div>
  );
}
