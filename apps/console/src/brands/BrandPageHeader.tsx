import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandSections } from './BrandSections';
import styles from './BrandPageHeader.module.css';

/**
 * The head of every screen inside one brand: the trail (Brands / the brand / `trail`…), the title,
 * the screen's own actions on the right, and, on a section's top screen (`sections`), the bar that
 * moves between the brand's sections (brand-sections.ts).
 */
export function BrandPageHeader({
  brandId,
  brandName,
  title,
  trail = [],
  actions,
  sections = false,
  className,
}: {
  brandId: string;
  brandName: string;
  title: ReactNode;
  /** Further steps between the brand and this screen, such as the plans list above one plan. */
  trail?: readonly { to: string; label: string }[];
  actions?: ReactNode;
  sections?: boolean;
  /** On the wrapper of the whole head (a screen that hides it when printed, say). */
  className?: string;
}) {
  const { t } = useTranslation();
  const steps = [
    { to: '/brands', label: t('brands.listTitle') },
    { to: `/brands/${encodeURIComponent(brandId)}`, label: brandName },
    ...trail,
  ];
  return (
    <div className={className}>
      <div className="console-page-header">
        <div>
          <p className={styles.crumb}>
            {steps.map((step, index) => (
              <Fragment key={step.to}>
                {index > 0 ? <span aria-hidden="true"> / </span> : null}
                <Link to={step.to}>{step.label}</Link>
              </Fragment>
            ))}
          </p>
          <h1 className="console-page-title">{title}</h1>
        </div>
        {actions}
      </div>
      {sections ? <BrandSections brandId={brandId} brandName={brandName} /> : null}
    </div>
  );
}
