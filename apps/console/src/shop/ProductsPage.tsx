import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, ButtonLink } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { Icon } from '@web/ui/Icon';
import { SelectField } from '@web/ui/SelectField';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import type { ConsoleProductListFieldsFragment } from '../gql/graphql';
import { formatPrice } from '../plans/plan-money';
import { QueryState } from '../ui/QueryState';
import { ScrollRegion } from '../ui/ScrollRegion';
import { ShopOfBrand, ShopProducts } from './queries';
import { productsKey, shopKey } from './shop-keys';
import { championLine, nameIn } from './shop-text';
import styles from './Shop.module.css';
import { BrandNotFound } from '../ui/useBrandPage';

const PAGE = 50;
const SEARCH_DEBOUNCE_MS = 300;

/** The brand's shop, read once by every shop screen. */
export function useShop(brandId: string) {
  return useQuery({ queryKey: shopKey(brandId), queryFn: () => consoleRequest(ShopOfBrand, { brandId }) });
}

/** `/brands/:brandId/shop` (shop.edit): the brand's products, searchable and by category. */
export function ProductsPage() {
  const { t, i18n } = useTranslation();
  const brandId = useParams().brandId ?? '';
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [pages, setPages] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPages(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const shop = useShop(brandId);
  const products = useQuery({
    queryKey: [...productsKey(brandId), { search, categoryId, pages }],
    queryFn: () =>
      consoleRequest(ShopProducts, {
        brandId,
        search: search || null,
        categoryId: categoryId || null,
        first: PAGE * pages,
        offset: 0,
      }),
    placeholderData: (previous) => previous,
  });
  const brandName = shop.data?.brand?.name ?? brandId;
  useDocumentTitle(t('shop.listTitleOf', { brand: brandName }));
  const base = `/brands/${encodeURIComponent(brandId)}/shop`;

  if (shop.isSuccess && !shop.data.shop) {
    return <BrandNotFound title={t('shop.listTitle')} />;
  }
  const categories = shop.data?.shop?.categories ?? [];
  const lang = i18n.language;
  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('shop.listTitleOf', { brand: brandName })}
        sections
        actions={
          <div className={styles.actions}>
            <ButtonLink to={`${base}/categories`} variant="secondary" data-testid="shop-categories">
              {t('shop.categories')}
            </ButtonLink>
            <ButtonLink
              to={`${base}/new`}
              icon={<Icon name="plus" size={18} />}
              data-testid="shop-new-product"
            >
              {t('shop.newProduct')}
            </ButtonLink>
          </div>
        }
      />
      <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t('shop.search')}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          data-testid="shop-search"
        />
        <SelectField
          label={t('shop.category')}
          options={[
            { value: '', label: t('shop.allCategories') },
            ...categories.map((c) => ({ value: c.id, label: nameIn(c.texts, lang) })),
          ]}
          value={categoryId}
          onChange={(event) => {
            setCategoryId(event.target.value);
            setPages(1);
          }}
          data-testid="shop-category-filter"
        />
      </form>
      <QueryState
        query={products}
        isEmpty={(data) => (data.shopProducts?.items.length ?? 0) === 0}
        empty={{ title: search || categoryId ? t('shop.noMatch') : t('shop.empty') }}
      >
        {(data) => (
          <>
            <ProductTable
              base={base}
              products={data.shopProducts?.items ?? []}
              categoryName={(id) => nameIn(categories.find((c) => c.id === id)?.texts ?? [], lang)}
            />
            {(data.shopProducts?.items.length ?? 0) < (data.shopProducts?.total ?? 0) ? (
              <div className={styles.more}>
                <Button
                  variant="secondary"
                  loading={products.isFetching}
                  loadingLabel={t('common.loading')}
                  onClick={() => setPages((n) => n + 1)}
                  data-testid="shop-more"
                >
                  {t('shop.more')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </QueryState>
    </>
  );
}

function ProductTable({
  base,
  products,
  categoryName,
}: {
  base: string;
  products: readonly ConsoleProductListFieldsFragment[];
  categoryName(id: string): string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <ScrollRegion label={t('shop.listCaption')} className={styles.scroll}>
      <table className={tableStyles.table} data-testid="product-list">
        <caption className="visually-hidden">{t('shop.listCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('shop.picture')}</span>
            </th>
            <th scope="col">{t('shop.name')}</th>
            <th scope="col">{t('shop.category')}</th>
            <th scope="col">{t('shop.price')}</th>
            <th scope="col">{t('shop.championPrice')}</th>
            <th scope="col">{t('shop.stock')}</th>
            <th scope="col">{t('shop.sale')}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.id} data-testid={`product-row-${p.id}`}>
              <td>
                {p.images[0] ? (
                  <img
                    className={styles.thumb}
                    src={p.images[0].url}
                    alt=""
                    loading="lazy"
                    width={48}
                    height={48}
                  />
                ) : null}
              </td>
              <td>
                <Link
                  className={styles.name}
                  to={`${base}/${encodeURIComponent(p.id)}`}
                  data-testid="product-link"
                >
                  {nameIn(p.texts, lang)}
                </Link>
                {p.welcomeGift ? <div className={styles.muted}>{t('shop.welcomeGift')}</div> : null}
              </td>
              <td>{categoryName(p.categoryId)}</td>
              <td className={styles.nowrap}>{formatPrice(p.priceMinor, p.currency, lang, p.symbol)}</td>
              <td className={styles.muted}>{championLine(p.championPrices, p.currency, p.symbol, lang)}</td>
              <td className={styles.nowrap} data-low={p.stock === 0 || undefined}>
                {p.variants.length > 0
                  ? t('shop.stockVariants', { count: p.stock, variants: p.variants.length })
                  : p.stock}
              </td>
              <td>
                <span className={styles.badge} data-state={p.onSale ? 'on' : 'off'}>
                  {p.onSale ? t('shop.onSale') : t('shop.offSale')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
