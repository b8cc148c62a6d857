import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../app/format';
import type { GiveawayDetail } from '../hooks';
import { OfferModal } from './OfferModal';
import type { OfferSource } from '../purchase';

type Offer = GiveawayDetail['offers'][number];

/**
 * The four offers of SPEC.md 4 "Sweep feature", each with its texts (giveaway-modals.<variant>.*),
 * the purchase source the return reads, and the test id journeys find it by:
 * - triple: the giveaway just bought, its multiplier pack (entries × factor);
 * - alternative: another open giveaway chosen at random, its standard pack;
 * - bonus: the giveaway carrying the bonus tag, twice the entries for the standard price;
 * - funnel: after an upsell's payment failed, the one-time offer (80% off).
 */
const VARIANTS = {
  triple: { source: 'upsell', testId: 'upsell-modal' },
  alternative: { source: 'alternative', testId: 'upsell-modal' },
  bonus: { source: 'bonus', testId: 'bonus-modal' },
  funnel: { source: 'funnel', testId: 'funnel-modal' },
} as const satisfies Record<string, { source: OfferSource; testId: string }>;

export type OfferVariant = keyof typeof VARIANTS;

export function SweepOfferModal({
  variant,
  open,
  sweep,
  offer,
  busy,
  error,
  onAccept,
  onDecline,
}: {
  variant: OfferVariant;
  open: boolean;
  sweep: GiveawayDetail;
  offer: Offer;
  busy: boolean;
  error: string | null;
  onAccept(source: OfferSource): void;
  onDecline(): void;
}) {
  const { t, i18n } = useTranslation();
  const { source, testId } = VARIANTS[variant];
  const currency = sweep.price.currency;
  const texts = {
    name: sweep.name,
    prize: sweep.productName,
    count: offer.entries,
    entries: formatNumber(offer.entries, i18n.language),
    price: formatMoney(offer.amount, currency, i18n.language),
    listPrice: offer.listAmount ? formatMoney(offer.listAmount, currency, i18n.language) : '',
    percent: offer.discountPercent ?? 0,
    factor: sweep.multiplier.multiplierFactor,
  };
  const key = `giveaway-modals.${variant}` as const;
  return (
    <OfferModal
      open={open}
      data-testid={testId}
      eyebrow={t(`${key}.eyebrow`, texts)}
      title={t(`${key}.title`, texts)}
      body={t(`${key}.body`, texts)}
      prize={{ name: sweep.productName, image: sweep.image }}
      offer={offer}
      currency={currency}
      acceptLabel={t(`${key}.accept`, texts)}
      busy={busy}
      error={error}
      onAccept={() => onAccept(source)}
      onDecline={onDecline}
    />
  );
}
