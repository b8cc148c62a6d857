import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Notice } from '../../../ui/Notice';
import { OfferPrice, type OfferView } from './OfferPrice';
import { PrizeArt } from './PrizeArt';
import styles from './Modals.module.css';

export interface OfferModalProps {
  open: boolean;
  eyebrow: string;
  title: string;
  body: ReactNode;
  prize: { name: string; image: string };
  offer: OfferView;
  currency: string;
  acceptLabel: string;
  /** The purchase is on its way (to the payment page, or its date of birth question). */
  busy: boolean;
  /** Why the purchase was refused, translated. */
  error: string | null;
  onAccept(): void;
  /** "No thanks", Escape, the close button. */
  onDecline(): void;
  'data-testid': string;
}

/** One offer of the sweep modals (upsells, bonus offer, failed-upsell funnel): a prize, a pack, yes or no. */
export function OfferModal({
  open,
  eyebrow,
  title,
  body,
  prize,
  offer,
  currency,
  acceptLabel,
  busy,
  error,
  onAccept,
  onDecline,
  ...rest
}: OfferModalProps) {
  const { t } = useTranslation();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onDecline())}
      title={title}
      closeLabel={t('giveaway-modals.common.close')}
      busy={busy}
      focusMainAction
      data-testid={rest['data-testid']}
      footer={
        <>
          <Button variant="ghost" onClick={onDecline} disabled={busy} data-testid="modal-decline">
            {t('giveaway-modals.common.noThanks')}
          </Button>
          <Button
            onClick={onAccept}
            loading={busy}
            loadingLabel={t('giveaway-modals.common.starting')}
            data-testid="modal-accept"
          >
            {acceptLabel}
          </Button>
        </>
      }
    >
      <div className={styles.hero}>
        <PrizeArt src={prize.image} alt={prize.name} />
        <span className={styles.eyebrow}>{eyebrow}</span>
      </div>
      <p className={styles.lead}>{body}</p>
      <OfferPrice offer={offer} currency={currency} />
      {error ? (
        <Notice tone="danger" role="alert" data-testid="modal-error">
          {error}
        </Notice>
      ) : null}
    </Dialog>
  );
}
