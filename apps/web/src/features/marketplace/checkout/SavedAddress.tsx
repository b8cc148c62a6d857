import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { addressLines, type ShippingAddressView } from '../orders/address-lines';
import styles from './Checkout.module.css';

/** The member's saved shipping address, offered to fill the form with. */
export function SavedAddress({ saved, onUse }: { saved: ShippingAddressView; onUse(): void }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.saved} data-testid="saved-address">
      <div className={styles.savedText}>
        <span className={styles.savedLabel}>{t('marketplace.checkout.information.saved')}</span>
        <span>{addressLines(saved, i18n.language).join(', ')}</span>
      </div>
      <Button variant="secondary" size="sm" onClick={onUse} data-testid="use-saved-address">
        {t('marketplace.checkout.information.useSaved')}
      </Button>
    </div>
  );
}
