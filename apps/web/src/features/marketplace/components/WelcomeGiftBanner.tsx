import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { useWelcomeGift } from '../hooks';
import { paths } from '../paths';
import styles from './WelcomeGiftBanner.module.css';

/**
 * SPEC.md 2 'a welcome gift': while the member may still claim it (`welcomeGift` is set), the
 * marketplace offers it; claiming goes through the same checkout. A banner is never worth an error.
 */
export function WelcomeGiftBanner() {
  const { t } = useTranslation();
  const gift = useWelcomeGift();
  const product = gift.data;
  if (!product) return null;
  return (
    <section className={styles.banner} aria-labelledby="welcome-gift-title" data-testid="welcome-gift-banner">
      <span className={styles.image}>
        <img src={product.image} alt="" width={88} height={88} />
      </span>
      <div className={styles.text}>
        <span className={styles.eyebrow}>
          <Icon name="gift" size={16} />
          {t('marketplace.gift.badge')}
        </span>
        <h2 id="welcome-gift-title" className={styles.title}>
          {t('marketplace.gift.title', { name: product.name })}
        </h2>
        <p className={styles.body}>{t('marketplace.gift.body')}</p>
      </div>
      <div className={styles.actions}>
        <ButtonLink
          to={paths.checkout({ gift: true })}
          icon={<Icon name="gift" size={16} />}
          data-testid="claim-gift"
        >
          {t('marketplace.gift.claim')}
        </ButtonLink>
        <ButtonLink to={paths.shippableProduct(product.id)} variant="secondary">
          {t('marketplace.gift.view')}
        </ButtonLink>
      </div>
    </section>
  );
}
