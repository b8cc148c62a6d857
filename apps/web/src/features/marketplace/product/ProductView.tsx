import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { Button, ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { Notice } from '../../../ui/Notice';
import { Skeleton } from '../../../ui/Skeleton';
import type { MarketplaceProductQuery } from '../../../gql/graphql';
import { clampQuantity } from '../catalogue/stock';
import { cartPanel } from '../cart/panel-state';
import { BackLink } from '../components/BackLink';
import { LoadError } from '../components/LoadError';
import { Price } from '../components/Price';
import { QuantityStepper } from '../components/QuantityStepper';
import { StockNote } from '../components/StockNote';
import { useCartActions, useProduct, useWelcomeGift } from '../hooks';
import { useErrorMessage } from '../outcome';
import { paths } from '../paths';
import { Gallery } from './Gallery';
import { VariantChooser } from './VariantChooser';
import styles from './Product.module.css';
import { Loading } from '../components/Loading';

type Product = NonNullable<MarketplaceProductQuery['ecommerce']['product']>;
type Added = { tone: 'success'; text: string } | { tone: 'danger'; text: string } | null;

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

/** The first variant that can be bought, so the page opens ready to add. */
const firstAvailable = (product: Product) =>
  product.variants.find((variant) => variant.stock > 0)?.id ?? null;

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

function BuyBox({ product }: { product: Product }) {
  const { t } = useTranslation();
  const groupName = useId();
  const actions = useCartActions();
  const errorMessage = useErrorMessage();
  const [variantId, setVariantId] = useState<string | null>(() => firstAvailable(product));
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Added>(null);
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? null;
  const hasVariants = product.variants.length > 0;
  const stock = hasVariants ? (variant?.stock ?? 0) : product.stock;
  const chosen = clampQuantity(quantity, stock);

  const add = async () => {
    setAdding(true);
    setAdded(null);
    const outcome = await actions.add(product.id, variant?.id ?? null, chosen);
    setAdding(false);
    setAdded(
      outcome.ok
        ? { tone: 'success', text: t('marketplace.product.added', { count: chosen }) }
        : { tone: 'danger', text: errorMessage(outcome.code) },
    );
  };

  return (
    <>
      {hasVariants ? (
        <VariantChooser
          variants={product.variants}
          value={variantId}
          name={groupName}
          onChange={(id) => {
            setVariantId(id);
            setAdded(null);
          }}
        />
      ) : null}
      <StockNote
        stock={hasVariants && !variant ? product.stock : stock}
        className={styles.stock}
        showInStock
      />
      <div className={styles.buy}>
        <label className={styles.quantityField}>
          <span className={styles.quantityLabel}>{t('marketplace.product.quantity')}</span>
          <QuantityStepper
            value={Math.max(1, chosen)}
            max={Math.max(1, stock)}
            onChange={setQuantity}
            disabled={stock <= 0}
            label={t('marketplace.product.quantity')}
          />
        </label>
        <Button
          className={styles.addButton}
          size="lg"
          onClick={() => void add()}
          loading={adding}
          loadingLabel={t('marketplace.product.adding')}
          disabled={stock <= 0 || (hasVariants && !variant)}
          icon={<Icon name="shopping-bag" size={18} />}
          data-testid="add-to-cart"
        >
          {stock <= 0 ? t('marketplace.stock.out') : t('marketplace.product.add')}
        </Button>
      </div>
      {added ? (
        <Notice
          tone={added.tone}
          role={added.tone === 'danger' ? 'alert' : 'status'}
          data-testid="add-to-cart-result"
          action={
            added.tone === 'success' ? (
              <Button size="sm" variant="secondary" onClick={cartPanel.open} data-testid="view-cart">
                {t('marketplace.product.viewCart')}
              </Button>
            ) : null
          }
        >
          {added.text}
        </Notice>
      ) : null}
    </>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation();
  useDocumentTitle(product.name);
  const images = product.images.length > 0 ? product.images : [{ url: product.image, alt: product.name }];
  return (
    <div className={styles.layout} data-testid="product-page">
      <Gallery images={images} name={product.name} />
      <div className={styles.info}>
        <h1 className={styles.name}>{product.name}</h1>
        <div className={styles.priceRow}>
          <Price price={product.prices} size="lg" data-testid="product-price" />
          {product.prices.listAmount ? (
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
          <BuyBox key={product.id} product={product} />
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
