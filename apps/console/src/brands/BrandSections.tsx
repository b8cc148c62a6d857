import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { pillClass } from '@web/ui/PillNav';
import { useStaff } from '../app/session';
import { brandSectionGroupsFor, brandSectionPath, brandSectionsFor } from './brand-sections';
import styles from './BrandSections.module.css';

/**
 * The bar under a brand screen's title that moves between the brand's sections the staff member may
 * open (brand-sections.ts), in labelled groups that wrap onto more lines rather than scroll sideways.
 * Every section stays a plain link in view, one Tab stop each, the current one `aria-current="page"`:
 * no menu to open, so nothing hides a section from the keyboard, a screen reader or a journey.
 * Hidden when there is only one section.
 */
export function BrandSections({ brandId, brandName }: { brandId: string; brandName: string }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const id = useId();
  if (brandSectionsFor(staff, brandId).length < 2) return null;
  return (
    <nav
      className={styles.bar}
      aria-label={t('brands.workspace.label', { brand: brandName })}
      data-testid="brand-sections"
    >
      <ul className={styles.groups}>
        {brandSectionGroupsFor(staff, brandId).map(({ group, sections }) => (
          <li key={group} className={styles.group} data-testid={`brand-section-group-${group}`}>
            <span id={`${id}-${group}`} className={styles.groupLabel}>
              {t(`brands.workspace.groups.${group}`)}
            </span>
            <ul className={styles.pills} aria-labelledby={`${id}-${group}`}>
              {sections.map((section) => (
                <li key={section.key}>
                  <NavLink
                    to={brandSectionPath(brandId, section)}
                    end={section.segment === ''}
                    className={pillClass(styles.pill)}
                    data-testid={`brand-section-${section.key}`}
                  >
                    {t(`brands.workspace.${section.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
