import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PillNav, pillClass } from '@web/ui/PillNav';
import { useStaff } from '../app/session';
import { brandSectionPath, brandSectionsFor } from './brand-sections';
import styles from './BrandSections.module.css';

/**
 * The bar under a brand screen's title that moves between the brand's settings, plans and the other
 * sections of brand-sections.ts the staff member may open. Hidden when there is only one.
 */
export function BrandSections({ brandId, brandName }: { brandId: string; brandName: string }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const sections = brandSectionsFor(staff, brandId);
  if (sections.length < 2) return null;
  return (
    <div className={styles.bar}>
      <PillNav label={t('brands.workspace.label', { brand: brandName })}>
        {sections.map((section) => (
          <NavLink
            key={section.key}
            to={brandSectionPath(brandId, section)}
            end={section.segment === ''}
            className={pillClass(styles.pill)}
            data-testid={`brand-section-${section.key}`}
          >
            {t(`brands.workspace.${section.key}`)}
          </NavLink>
        ))}
      </PillNav>
    </div>
  );
}
