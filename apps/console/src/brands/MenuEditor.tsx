import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/Button';
import { FieldError, TextField } from '@web/ui/Field';
import { Icon, type IconName } from '@web/ui/Icon';
import { SelectField } from '@web/ui/SelectField';
import { emptyMenuItem, type MenuItemForm } from './brand-form';
import { moveItem, removeItem, replaceItem } from './menu-list';
import { pickerValue } from './contrast-readout';
import styles from './MenuEditor.module.css';

/** The icons the member area draws for menu items (apps/web/src/ui/Icon.tsx), by name. */
export const MENU_ICONS: readonly IconName[] = [
  'home',
  'movie',
  'stream',
  'music',
  'audiobook',
  'ebook',
  'game',
  'software',
  'giveaways',
  'vpn',
  'green',
  'marketplace',
  'coin',
  'ticket',
  'gift',
  'shopping-bag',
  'headphones',
  'book-open',
  'film',
  'gamepad',
  'cpu',
  'shield',
  'trophy',
  'heart',
  'list',
  'support',
  'user',
];

/** Sub-menu kinds the member area knows: none, or the genres of a media type (seed/menus.ts). */
const SUBMENU_TYPES = ['', 'genres'] as const;

type Action = 'up' | 'down' | 'remove' | 'add';

/**
 * The side menu as an ordered list: add, remove, move up and down with buttons (keyboard and screen
 * reader users get the same moves as anyone; no drag and drop to learn). After a move the focus
 * follows the item to its new place.
 */
export function MenuEditor({
  items,
  onChange,
  disabled,
  error,
  errorOf = () => null,
}: {
  items: readonly MenuItemForm[];
  onChange(items: MenuItemForm[]): void;
  disabled?: boolean;
  /** A problem of the whole menu (too many items). */
  error?: string | null;
  /** The problem of a control of a row: `menu.2` (the row), `menu.2.label`, `menu.2.color`. */
  errorOf?(control: string): string | null;
}) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const baseId = useId();
  const [focusAfter, setFocusAfter] = useState<{ key: string; action: Action } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focusAfter) return;
    const item = listRef.current?.querySelector(`[data-menu-key="${focusAfter.key}"]`);
    // A move to an end disables the button just pressed: the other move button takes the focus.
    const order: Record<Action, Action[]> = {
      up: ['up', 'down'],
      down: ['down', 'up'],
      remove: ['remove'],
      add: ['add'],
    };
    const target = order[focusAfter.action]
      .map((action) => item?.querySelector<HTMLElement>(`[data-action="${action}"]:not(:disabled)`))
      .find(Boolean);
    target?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const labelOf = (item: MenuItemForm, index: number) =>
    item.label.trim() || t('brands.menu.untitled', { n: index + 1 });

  function move(index: number, delta: -1 | 1) {
    const item = items[index];
    if (!item) return;
    onChange(moveItem(items, index, delta));
    setFocusAfter({ key: item.key, action: delta < 0 ? 'up' : 'down' });
    setAnnouncement(
      t('brands.menu.moved', {
        label: labelOf(item, index),
        position: index + delta + 1,
        total: items.length,
      }),
    );
  }

  function remove(index: number) {
    const item = items[index];
    if (!item) return;
    const next = removeItem(items, index);
    onChange(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) setFocusAfter({ key: neighbour.key, action: 'remove' });
    setAnnouncement(t('brands.menu.removed', { label: labelOf(item, index) }));
  }

  function add() {
    const item = emptyMenuItem();
    onChange([...items, item]);
    setFocusAfter({ key: item.key, action: 'add' });
  }

  const iconOptions = MENU_ICONS.map((name) => ({
    value: name,
    label: t(`brands.menu.icons.${name}`, { defaultValue: name }),
  }));
  const submenuOptions = SUBMENU_TYPES.map((type) => ({
    value: type,
    label: t(`brands.menu.submenu.${type || 'none'}`),
  }));

  return (
    <div className={styles.editor} data-testid="menu-editor">
      <ol className={styles.list} ref={listRef}>
        {items.map((item, index) => (
          <li key={item.key} className={styles.item} data-menu-key={item.key} data-testid="menu-item">
            <fieldset
              className={styles.fieldset}
              disabled={disabled}
              // The row's own problem (menu_item_invalid) is read with the group, as no one field holds it.
              aria-describedby={errorOf(`menu.${index}`) ? `${baseId}-${item.key}-error` : undefined}
              data-field={`menu.${index}`}
            >
              <legend className={styles.legend}>
                <span className={styles.position}>{index + 1}</span>
                <Icon
                  name={
                    (MENU_ICONS as readonly string[]).includes(item.icon) ? (item.icon as IconName) : 'list'
                  }
                  size={18}
                />
                <span>{labelOf(item, index)}</span>
              </legend>
              <div className={styles.fields}>
                <TextField
                  label={t('brands.menu.label')}
                  value={item.label}
                  error={errorOf(`menu.${index}.label`)}
                  data-field={`menu.${index}.label`}
                  onChange={(event) =>
                    onChange(replaceItem(items, index, { ...item, label: event.target.value }))
                  }
                  data-action="add"
                />
                <TextField
                  label={t('brands.menu.path')}
                  hint={t('brands.menu.pathHint')}
                  value={item.path}
                  spellCheck={false}
                  onChange={(event) =>
                    onChange(replaceItem(items, index, { ...item, path: event.target.value }))
                  }
                />
                <SelectField
                  label={t('brands.menu.icon')}
                  options={iconOptions}
                  value={item.icon}
                  onChange={(event) =>
                    onChange(replaceItem(items, index, { ...item, icon: event.target.value }))
                  }
                />
                <div className={styles.colourRow}>
                  <TextField
                    className={styles.grow}
                    label={t('brands.menu.colour')}
                    hint={t('brands.menu.colourHint')}
                    value={item.color}
                    error={errorOf(`menu.${index}.color`)}
                    data-field={`menu.${index}.color`}
                    spellCheck={false}
                    onChange={(event) =>
                      onChange(replaceItem(items, index, { ...item, color: event.target.value }))
                    }
                  />
                  <input
                    type="color"
                    className={styles.swatch}
                    value={pickerValue(item.color, '#808080')}
                    aria-label={t('brands.pickColour', { label: t('brands.menu.colour') })}
                    title={t('brands.pickColour', { label: t('brands.menu.colour') })}
                    onChange={(event) =>
                      onChange(
                        replaceItem(items, index, { ...item, color: event.target.value.toUpperCase() }),
                      )
                    }
                  />
                </div>
                <SelectField
                  label={t('brands.menu.submenuType')}
                  options={submenuOptions}
                  value={item.submenuType}
                  onChange={(event) =>
                    onChange(replaceItem(items, index, { ...item, submenuType: event.target.value }))
                  }
                />
              </div>
              {errorOf(`menu.${index}`) ? (
                <FieldError id={`${baseId}-${item.key}-error`} error={errorOf(`menu.${index}`)!} />
              ) : null}
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Icon name="arrow-up" size={16} />}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t('brands.menu.moveUp', { label: labelOf(item, index) })}
                  data-action="up"
                >
                  {t('brands.menu.up')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Icon name="arrow-down" size={16} />}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('brands.menu.moveDown', { label: labelOf(item, index) })}
                  data-action="down"
                >
                  {t('brands.menu.down')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Icon name="trash" size={16} />}
                  onClick={() => remove(index)}
                  aria-label={t('brands.menu.remove', { label: labelOf(item, index) })}
                  data-action="remove"
                >
                  {t('brands.menu.removeShort')}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {items.length === 0 ? <p className="console-muted">{t('brands.menu.empty')}</p> : null}
      <div>
        <Button
          variant="secondary"
          icon={<Icon name="plus" size={16} />}
          onClick={add}
          disabled={disabled}
          data-field="menu"
          data-testid="menu-add"
        >
          {t('brands.menu.add')}
        </Button>
      </div>
      {error ? <FieldError error={error} /> : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
