import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../ui/BrandLogo';
import type { Layout, MenuItemView } from '@member-area/domain';
import { SideMenu } from './SideMenu';
import styles from './Shell.module.css';

/** The wide screens' sidebar: the brand's logo, the menu and, for clickplay, its pixel footer. */
export function ShellSidebar({
  logo,
  menu,
  library,
  tinted,
  layout,
}: {
  logo: ReactNode;
  menu: MenuItemView[];
  library: MenuItemView[];
  tinted: boolean;
  layout: Layout;
}) {
  return (
    <aside className={styles.sidebar}>
      <div className={styles.sidebarLogo}>{logo}</div>
      <SideMenu items={menu} library={library} tinted={tinted} className={styles.sidebarNav} />
      {layout === 'clickplay' ? (
        <div className={styles.sidebarFooter} aria-hidden="true">
          <span className={styles.pixel} />
          <span className={styles.pixel} />
          <span className={styles.pixel} />
        </div>
      ) : null}
    </aside>
  );
}

/** The brand's logo, a link home named by the brand (the phone's smaller one, or its square icon). */
export function ShellLogo({
  name,
  logoUrl,
  mobile,
}: {
  name: string | undefined;
  logoUrl: string | null | undefined;
  mobile: boolean;
}) {
  return (
    <Link to="/" className={styles.logoLink} aria-label={name}>
      <BrandLogo name={name ?? ''} logoUrl={logoUrl} size={mobile ? 'sm' : 'md'} />
    </Link>
  );
}
