import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleAllows, staffMay } from '@member-area/domain';
import { ButtonLink } from '@web/ui/Button';
import { Icon } from '@web/ui/Icon';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { useStaff } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { QueryState } from '../ui/QueryState';
import { ScrollRegion } from '../ui/ScrollRegion';
import { BrandList } from './queries';
import styles from './BrandsPage.module.css';

export const BRANDS_KEY = ['brands'] as const;

/** The brands in the staff member's scope; owners also start a new one here. */
export function BrandsPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  useDocumentTitle(t('brands.listTitle'));
  const query = useQuery({ queryKey: BRANDS_KEY, queryFn: () => consoleRequest(BrandList) });
  const mayCreate = roleAllows(staff.role, 'brand.create');
  const mayEditPlans = (brandId: string) => staffMay(staff, 'plans.edit', brandId);
  const newBrand = mayCreate ? (
    <ButtonLink to="/brands/new" icon={<Icon name="plus" size={18} />} data-testid="new-brand">
      {t('brands.newBrand')}
    </ButtonLink>
  ) : null;

  return (
    <>
      <div className="console-page-header">
        <h1 className="console-page-title">{t('brands.listTitle')}</h1>
        {newBrand}
      </div>
      <QueryState
        query={query}
        isEmpty={(data) => data.brands.length === 0}
        empty={{ title: t('brands.empty'), icon: 'globe' }}
      >
        {(data) => (
          <ScrollRegion label={t('brands.listCaption')} className={styles.scroll}>
            <table className={tableStyles.table} data-testid="brand-list">
              <caption className="visually-hidden">{t('brands.listCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('brands.logo')}</th>
                  <th scope="col">{t('brands.name')}</th>
                  <th scope="col">{t('brands.primaryHost')}</th>
                  <th scope="col">{t('brands.layout')}</th>
                  {data.brands.some((brand) => mayEditPlans(brand.id)) ? (
                    <th scope="col">{t('plans.listTitle')}</th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {data.brands.map((brand) => (
                  <tr key={brand.id} data-testid="brand-row">
                    <td>
                      {brand.logoUrl ? (
                        <img className={styles.logo} src={brand.logoUrl} alt="" width={96} height={32} />
                      ) : null}
                    </td>
                    <td>
                      <Link className={styles.name} to={`/brands/${encodeURIComponent(brand.id)}`}>
                        {brand.name}
                      </Link>
                      <span className="console-muted console-mono"> {brand.id}</span>
                    </td>
                    <td className="console-mono">{brand.hosts[0] ?? '—'}</td>
                    <td>{t(`brands.layouts.${brand.layout}`, { defaultValue: brand.layout })}</td>
                    {data.brands.some((other) => mayEditPlans(other.id)) ? (
                      <td>
                        {mayEditPlans(brand.id) ? (
                          <Link
                            className={styles.name}
                            to={`/brands/${encodeURIComponent(brand.id)}/plans`}
                            aria-label={t('plans.plansOf', { brand: brand.name })}
                            data-testid="plans-link"
                            data-brand-id={brand.id}
                          >
                            {t('plans.listTitle')}
                          </Link>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </QueryState>
    </>
  );
}
