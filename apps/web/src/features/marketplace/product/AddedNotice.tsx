import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { cartPanel } from '../cart/panel-state';
import type { Added } from './useAddToCart';

/** What came of adding to the cart: added (with a way to the cart), or why not. */
export function AddedNotice({ added }: { added: NonNullable<Added> }) {
  const { t } = useTranslation();
  return (
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
  );
}
