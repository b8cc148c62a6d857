import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog';
import { Icon } from '../../../ui/Icon';
import fieldStyles from '../../../ui/Field.module.css';
import styles from './TimezonePicker.module.css';

export interface TimezoneOption {
  id: string;
  label: string;
  offset: string;
}

/** Case- and accent-insensitive match on the region id, its label and the offset ("+5:30", "paris"). */
export function filterTimezones<T extends TimezoneOption>(zones: readonly T[], query: string): T[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[_/]/g, ' ');
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...zones];
  return zones.filter((zone) => {
    const haystack = fold(`${zone.label} ${zone.id} ${zone.offset}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** How far each navigation key moves the highlighted zone (a page is 8 rows). */
const KEY_STEPS: Partial<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1, PageDown: 8, PageUp: -8 };

/**
 * A field that opens a searchable list of the ~300 time zones. The list is keyboard-driven: type to
 * filter, arrow keys to move, Enter to choose, Escape to close.
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
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const current = zones.find((zone) => zone.id === value);
  const results = useMemo(() => filterTimezones(zones, query), [zones, query]);

  const choose = (zoneId: string) => {
    onChange(zoneId);
    setOpen(false);
    setQuery('');
  };

  const move = (delta: number) => {
    if (results.length === 0) return;
    const next = Math.max(0, Math.min(results.length - 1, active + delta));
    setActive(next);
    listRef.current?.querySelectorAll('li')[next]?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = KEY_STEPS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      move(step);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const zone = results[active];
      if (zone) choose(zone.id);
    }
  };

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
        onClick={() => {
          setActive(
            Math.max(
              0,
              zones.findIndex((zone) => zone.id === value),
            ),
          );
          setOpen(true);
        }}
        disabled={disabled}
        data-testid="timezone-picker"
      >
        <span id={`${id}-value`} className={styles.value}>
          {current?.label ?? value}
        </span>
        <Icon name="chevron-down" size={16} />
      </button>
      {error ? (
        <p className={fieldStyles.error} role="alert">
          <Icon name="alert" size={14} />
          <span>{error}</span>
        </p>
      ) : null}
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setQuery('');
        }}
        title={t('account.profile.timezoneTitle')}
        closeLabel={t('account.common.close')}
        data-testid="timezone-dialog"
      >
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
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
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
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(zone.id)}
            >
              <span>{zone.label}</span>
              {zone.id === value ? <Icon name="check-circle" size={16} /> : null}
            </li>
          ))}
        </ul>
        {results.length === 0 ? <p className={styles.empty}>{t('account.profile.timezoneNone')}</p> : null}
      </Dialog>
    </div>
  );
}
