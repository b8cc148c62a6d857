import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, brandsInScope, roleAllows, type StaffPermission } from '@member-area/domain';
import { toLanguageCode } from '@web/i18n/negotiate';
import { Icon, type IconName } from '@web/ui/Icon';
import { LanguageSelect } from '@web/ui/LanguageSelect';
import { useSession, useStaff } from '../app/session';
import { useSetLanguage } from './useSetLanguage';
import styles from './Shell.module.css';

interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  testId: string;
  /** Shown only to a role that holds it (packages/domain roleAllows). */
  permission?: StaffPermission;
}

/**
 * The console's frame: a side navigation at desktop widths, a top bar whose menu button opens the
 * same navigation below 1024 px; the staff member's name and role, the language, sign out.
 */
export function Shell({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const staff = useStaff();
  const { signOut } = useSession();
  const setLanguage = useSetLanguage();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const navId = useId();

  // A navigation closes the narrow-screen menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const items: NavItem[] = [
    { to: '/brands', label: t('shell.brands'), icon: 'globe', testId: 'nav-brands' },
    // Across brands: for an owner, or whoever may read the reports of more than one brand.
    ...(staff.role === 'owner' || brandsInScope(staff, 'reports.read', staff.brandIds).length > 1
      ? [
          {
            to: '/dashboard',
            label: t('dashboard.nav'),
            icon: 'receipt' as IconName,
            testId: 'nav-dashboard',
          },
        ]
      : []),
    { to: '/staff', label: t('shell.staff'), icon: 'user', testId: 'nav-staff', permission: 'staff.manage' },
    { to: '/audit', label: t('shell.audit'), icon: 'list', testId: 'nav-audit', permission: 'audit.read' },
    {
      to: '/upkeep',
      label: t('shell.upkeep'),
      icon: 'refresh',
      testId: 'nav-upkeep',
      permission: 'maintenance.run',
    },
  ];
  const visible = items.filter((item) => !item.permission || roleAllows(staff.role, item.permission));

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className={styles.sidebar}>
        <div className={styles.top}>
          <p className={styles.product}>{t('common.appName')}</p>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
            data-testid="shell-menu-button"
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={20} />
            <span>{t('shell.menu')}</span>
          </button>
        </div>
        <div id={navId} className={[styles.drawer, menuOpen ? styles.drawerOpen : ''].join(' ')}>
          <nav aria-label={t('shell.navigation')}>
            <ul className={styles.nav}>
              {visible.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) => [styles.navLink, isActive ? styles.active : ''].join(' ')}
                    data-testid={item.testId}
                  >
                    <Icon name={item.icon} size={18} />
                    <span>{item.label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.account} data-testid="shell-account">
            <p className={styles.who}>
              <span className={styles.name} data-testid="shell-staff-name">
                {staff.name}
              </span>
              <span className={styles.role} data-testid="shell-staff-role">
                {t(`roles.${staff.role}`)}
              </span>
            </p>
            <LanguageSelect
              value={toLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE}
              label={t('common.language')}
              onChange={(code) => void setLanguage(code)}
              showLabel
            />
            <button
              type="button"
              className={styles.signOut}
              disabled={signingOut}
              onClick={() => {
                setSigningOut(true);
                signOut().catch(() => setSigningOut(false));
              }}
              data-testid="sign-out"
            >
              <Icon name="logout" size={18} />
              <span>{t('shell.signOut')}</span>
            </button>
          </div>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
