import { useId, type CSSProperties } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItemView } from '@member-area/domain';
import { Icon, isIconName, type IconName } from '../../ui/Icon';
import styles from './SideMenu.module.css';

export function menuIcon(item: Pick<MenuItemView, 'icon' | 'type'>): IconName {
  if (isIconName(item.icon)) return item.icon;
  if (isIconName(item.type)) return item.type;
  return 'sparkles';
}

export function useMenuLabel() {
  const { t } = useTranslation();
  return (item: Pick<MenuItemView, 'type' | 'title'>) => t(`menu.${item.type}`, { defaultValue: item.title });
}

export interface SideMenuProps {
  items: MenuItemView[];
  /** The member's library (collection, history, playlists), shown as its own group. */
  library?: MenuItemView[];
  orientation?: 'vertical' | 'horizontal';
  /** Recoloured tiles per section (clickcoins). */
  tinted?: boolean;
  onNavigate?(): void;
  className?: string;
}

function MenuLink({
  item,
  orientation,
  onNavigate,
}: {
  item: MenuItemView;
  orientation: 'vertical' | 'horizontal';
  onNavigate?(): void;
}) {
  const label = useMenuLabel();
  const style = {
    '--item-color': item.colors?.color ?? undefined,
    '--item-bg': item.colors?.background ?? undefined,
  } as CSSProperties;
  return (
    <li>
      <NavLink
        to={item.href}
        end={item.href === '/'}
        className={({ isActive }) => [styles.link, isActive ? styles.active : ''].join(' ')}
        data-testid={`menu-item-${item.type}`}
        data-slug={item.slug}
        style={style}
        onClick={onNavigate}
      >
        <span className={styles.icon}>
          <Icon name={menuIcon(item)} size={orientation === 'horizontal' ? 18 : 20} />
        </span>
        <span className={styles.label}>{label(item)}</span>
      </NavLink>
    </li>
  );
}

export function SideMenu({
  items,
  library = [],
  orientation = 'vertical',
  tinted,
  onNavigate,
  className,
}: SideMenuProps) {
  const { t } = useTranslation();
  const libraryHeadingId = useId();
  return (
    <nav
      className={[styles.nav, styles[orientation], tinted ? styles.tinted : '', className ?? ''].join(' ')}
      aria-label={t('menu.label')}
      data-testid="side-menu"
    >
      <ul className={styles.list}>
        {items.map((item) => (
          <MenuLink key={item.id} item={item} orientation={orientation} onNavigate={onNavigate} />
        ))}
      </ul>
      {library.length > 0 ? (
        <div className={styles.group} data-testid="menu-library">
          <h2 id={libraryHeadingId} className={styles.groupTitle}>
            {t('menu.library')}
          </h2>
          <ul className={styles.list} aria-labelledby={libraryHeadingId}>
            {library.map((item) => (
              <MenuLink key={item.id} item={item} orientation={orientation} onNavigate={onNavigate} />
            ))}
          </ul>
        </div>
      ) : null}
    </nav>
  );
}
