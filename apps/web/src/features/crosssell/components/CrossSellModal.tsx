import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../app/BootContext';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Pitch } from '../../../ui/Pitch';
import { Notice } from '../../../ui/Notice';
import { formatMoney } from '../../../app/format';
import { useHomeModalHeld } from '../../../app/shell/useHomeModalHold';
import { useCrossSellOffer, useMarkCrossSellDisplayed } from '../hooks';
import { useStartCrossSell } from './useStartCrossSell';
import styles from './CrossSellModal.module.css';

/**
 * SPEC.md 2 "cross-membership upsell" and 4 "Cross-industry upsell": the VPN for a media member,
 * media for a VPN member, offered once. Accepting goes to the hosted payment page (the return is
 * CrossSellReturn); 'no thanks', Escape and the close button record cm_upsell:displayed.
 */
export function CrossSellModal() {
  const { t, i18n } = useTranslation();
  const { brand } = useBoot();
  const offer = useCrossSellOffer();
  const blocked = useHomeModalHeld();
  const markDisplayed = useMarkCrossSellDisplayed();
  const [shown, setShown] = useState(false);
  const [answered, setAnswered] = useState(false);
  const { busy, error, accept } = useStartCrossSell(markDisplayed);
  const data = offer.data ?? null;

  // Opens once, when nothing else holds the screen; from then on its own dialog must not close it.
  useEffect(() => {
    if (data && !blocked && !shown) setShown(true);
  }, [data, blocked, shown]);

  // Settled with nothing to show: a marker journeys wait for instead of a fixed sleep.
  if (!data || answered)
    return offer.isSuccess || answered ? <span hidden data-testid="crosssell-idle" /> : null;
  if (!shown) return null;
  const price = formatMoney(data.amount, data.currency, i18n.language);
  const type = data.type === 'media' ? 'media' : 'vpn';
  const brandName = brand?.name ?? '';
  // The texts an operator wrote on the console for this language come first; else the app's own.
  const title = data.title ?? t(`crosssell.${type}.title`, { brand: brandName });
  const lead = data.description ?? t(`crosssell.${type}.body`, { brand: brandName });
  const acceptLabel = data.callToAction
    ? data.callToAction.replaceAll('{{price}}', price)
    : t(`crosssell.${type}.accept`, { price });

  const decline = () => {
    setAnswered(true);
    void markDisplayed();
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : decline())}
      title={title}
      closeLabel={t('crosssell.close')}
      busy={busy}
      focusMainAction
      data-testid="crosssell-modal"
      footer={
        <>
          <Button variant="ghost" onClick={decline} disabled={busy} data-testid="crosssell-decline">
            {t('crosssell.noThanks')}
          </Button>
          <Button
            onClick={() => void accept(data, type)}
            loading={busy}
            loadingLabel={t('crosssell.starting')}
            data-testid="crosssell-accept"
          >
            {acceptLabel}
          </Button>
        </>
      }
    >
      <Pitch
        icon={type === 'vpn' ? 'shield' : 'play'}
        lead={lead}
        points={(['one', 'two', 'three'] as const).map((point) => t(`crosssell.${type}.points.${point}`))}
      />
      <p className={styles.price} data-testid="crosssell-price">
        <strong>{price}</strong> <span>{t('crosssell.priceTerms')}</span>
      </p>
      {error ? (
        <Notice tone="danger" role="alert" data-testid="crosssell-error">
          {error}
        </Notice>
      ) : null}
    </Dialog>
  );
}
