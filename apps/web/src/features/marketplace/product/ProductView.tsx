import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import type { MarketplaceProductQuery } from '../../../gql/graphql';
import { BackLink } from '../components/BackLink';
import { LoadError } from '../components/LoadError';
import { Price } from '../components/Price';
import { useProduct, useWelcomeGift } from '../hooks';
import { paths } from '../paths';
import { BuyBox, firstAvailable } from './BuyBox';
import { Gallery } from './Gallery';
import styles from './Product.module.css';
import { Loading } from '../components/Loading';

export type Product = NonNullable<MarketplaceProductQuery['ecommerce']['product']>;

function ProductSkeleton() {
  return (
    <Loading className={styles.layout} data-testid="product-loading">
      <Skeleton width="100%" style={{ aspectRatio: '1 / 1' }} radius={20} />
      <div className={styles.skeleton} aria-hidden="true">
        <Skeleton width="70%" height={34} />
        <Skeleton width={140} height={28} />
        <Skeleton width="100%" height={80} />
        <Skeleton width="100%" height={44} />
      </div>
    </Loading>
  );
}

function WelcomeGiftActions({ product }: { product: Product }) {
  const { t } = useTranslation();
  const gift = useWelcomeGift();
  const claimable = gift.data?.id === product.id;
  return (
    <>
      <p className={styles.giftNote}>
        <Icon name="gift" size={18} />
        {claimable ? t('marketplace.gift.productNote') : t('marketplace.gift.claimed')}
      </p>
      {claimable ? (
        <ButtonLink
          to={paths.checkout({ gift: true })}
          size="lg"
          icon={<Icon name="gift" size={18} />}
          data-testid="claim-gift"
        >
          {t('marketplace.gift.claim')}
        </ButtonLink>
      ) : null}
    </>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation();
  useDocumentTitle(product.name);
  const images = product.images.length > 0 ? product.images : [{ url: product.image, alt: product.name }];
  const [variantId, setVariantId] = useState<string | null>(() => firstAvailable(product));
  // The chosen variant's price (its own, else the product's), as the cart will charge it.
  const prices = product.variants.find((v) => v.id === variantId)?.prices ?? product.prices;
  return (
    <div className={styles.layout} data-testid="product-page">
      <Gallery images={images} name={product.name} />
      <div className={styles.info}>
        <h1 className={styles.name}>{product.name}</h1>
        <div className={styles.priceRow}>
          <Price price={prices} size="lg" data-testid="product-price" />
          {prices.listAmount ? (
            <span className={styles.champion}>
              <Icon name="trophy" size={16} />
              {t('marketplace.price.champion')}
            </span>
          ) : null}
        </div>
        <p className={styles.description}>{product.description}</p>
        {product.welcomeGift ? (
          <WelcomeGiftActions product={product} />
        ) : (
          <BuyBox key={product.id} product={product} variantId={variantId} onVariant={setVariantId} />
        )}
      </div>
    </div>
  );
}

/**
 * One product (SPEC.md 2: marketplace/product/{slug}/{id}, and the same view at shippable/id/{id}):
 * its gallery, the viewer's price (a Champion's struck list price and "-30%"), variants, stock,
 * quantity and add to cart; the welcome gift is claimed through the checkout instead.
 */
export function ProductView({ id, back }: { id: string; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  const query = useProduct(id);
  let body;
  if (query.isPending) body = <ProductSkeleton />;
  else if (query.isError) body = <LoadError onRetry={() => void query.refetch()} />;
  else if (!query.data)
    body = (
      <EmptyState
        icon="shopping-bag"
        title={t('marketplace.product.notFound')}
        data-testid="product-not-found"
        actions={<ButtonLink to={paths.home}>{t('marketplace.backToMarketplace')}</ButtonLink>}
      >
        {t('marketplace.product.notFoundBody')}
      </EmptyState>
    );
  else body = <ProductDetails product={query.data} />;
  return (
    <div className={styles.page}>
      <BackLink to={back.to}>{back.label}</BackLink>
      {body}
    </div>
  );
}
