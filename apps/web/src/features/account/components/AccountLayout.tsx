import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSafeNavigate } from '../../../app/navigation';
import { Icon } from '../../../ui/Icon';
import { SelectField } from '../../../ui/SelectField';
import { ACCOUNT_SECTIONS, accountPath, type AccountSectionSlug } from '../sections';
import styles from './Account.module.css';

/**
 * The account frame: a section nav beside the content on wide screens, a native select above it on
 * narrow ones (one control for touch, keyboard and screen readers).
 */
export function AccountLayout({
  current,
  title,
  children,
}: {
  current: AccountSectionSlug | null;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useSafeNavigate();
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <p className={styles.eyebrow}>{t('account.title')}</p>
        <h1 className={styles.pageTitle}>{title}</h1>
      </header>
      <div className={styles.frame}>
        <nav className={styles.nav} aria-label={t('account.nav.label')}>
          <ul className={styles.navList}>
            {ACCOUNT_SECTIONS.map((section) => (
              <li key={section.slug}>
                <NavLink
                  to={accountPath(section.slug)}
                  className={({ isActive }) =>
                    [styles.navLink, isActive || current === section.slug ? styles.navActive : ''].join(' ')
                  }
                  aria-current={current === section.slug ? 'page' : undefined}
                  data-testid={`account-nav-${section.slug}`}
                >
                  <Icon name={section.icon} size={18} />
                  <span>{t(`account.nav.${section.slug}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.navSelect}>
          <SelectField
            label={t('account.nav.label')}
            value={current ?? ''}
            onChange={(event) => navigate(accountPath(event.target.value as AccountSectionSlug))}
            options={[
              ...(current ? [] : [{ value: '', label: title }]),
              ...ACCOUNT_SECTIONS.map((section) => ({
                value: section.slug,
                label: t(`account.nav.${section.slug}`),
              })),
            ]}
            data-testid="account-nav-select"
          />
        </div>
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
