import { IMPACT_CATEGORIES_PER_PAGE, impactCost, impactPageCount, impactPageOf } from '@member-area/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingOrFailed } from '../../../ui/LoadingOrFailed';
import { ImpactCard } from '../components/ImpactCard';
import { ImpactsBanner } from '../components/ImpactsBanner';
import styles from '../components/Impacts.module.css';
import { MyImpacts } from '../components/MyImpacts';
import { useImpactCategories, useMyImpacts } from '../hooks';
import { impactPaths } from '../paths';

/** SPEC.md 2 impacts/{page?}: the banner, the member's impacts, then a page of categories. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('impacts.title'));
  const params = useParams();
  const categories = useImpactCategories();
  const mine = useMyImpacts();

  if (categories.isPending || categories.isError)
    return (
      <LoadingOrFailed query={categories} loading={t('impacts.loading')} failed={t('impacts.loadFailed')} />
    );
  const all = categories.data;
  // The screen keeps its title when the brand has no impacts yet: every screen has one level-1 heading.
  if (all.length === 0)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('impacts.title')}</h1>
        <EmptyState icon="green" title={t('impacts.none.title')} data-testid="impacts-none">
          {t('impacts.none.body')}
        </EmptyState>
      </div>
    );
  const pages = impactPageCount(all.length);
  const page = impactPageOf(params.page, pages);
  const shown = all.slice((page - 1) * IMPACT_CATEGORIES_PER_PAGE, page * IMPACT_CATEGORIES_PER_PAGE);
  const items = all.flatMap((c) => c.items);
  // In coins: the items count different units (trees, square metres…), which do not add up.
  const funded = items.reduce((sum, i) => sum + impactCost(i.funded_quantity, i.price_per_unit), 0);
  const target = items.reduce((sum, i) => sum + impactCost(i.target_quantity, i.price_per_unit), 0);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('impacts.title')}</h1>
      <ImpactsBanner scope="all" coins={mine.data?.coinsBalance ?? null} funded={funded} target={target} />
      {mine.data ? <MyImpacts impacts={mine.data.impacts} /> : null}
      {shown.map((category) => (
        <section
          key={category.id}
          className={styles.section}
          aria-labelledby={`impact-category-${category.id}`}
        >
          <h2 id={`impact-category-${category.id}`} className={styles.sectionTitle}>
            {category.name}
          </h2>
          <ul className={styles.grid}>
            {category.items.map((item) => (
              <li key={item.id}>
                <ImpactCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('impacts.pages')}>
          {page > 1 ? (
            <ButtonLink to={impactPaths.list(page - 1)} variant="secondary" size="sm">
              {t('impacts.previous')}
            </ButtonLink>
          ) : null}
          <span>{t('impacts.pageOf', { page, pages })}</span>
          {page < pages ? (
            <ButtonLink to={impactPaths.list(page + 1)} variant="secondary" size="sm">
              {t('impacts.next')}
            </ButtonLink>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
