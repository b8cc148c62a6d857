import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRefreshAccount, type AccountInfo } from '../../account';
import { useResultErrorMessage } from '../../../app/outcome';
import { readPaymentReturn } from '../payment-return';
import { useTakePaymentReturn } from '../useTakePaymentReturn';
import { cardReturned, paymentReturned, subscriptionReturned, type CardNotice } from './return-actions';
import { ReceiptModal, type ReceiptView } from './ReceiptModal';
import { ReturnNotices } from './ReturnNotices';

/**
 * Returns read by the purchases' own returns: the shell's (features/giveaways PurchaseReturn,
 * features/wallet) and the marketplace checkout's (features/marketplace OrderReturn).
 */
const OWN_RETURN_SLUGS: ReadonlySet<string> = new Set(['sweep', 'coins', 'order', 'upsell']);

/**
 * SPEC.md 4 "Payment return": reads `state` and `subscription_id`, clears the query, then activates
 * the subscription (repeating the reload once after 3 s) and shows the receipt; a card return links
 * the tokenised card. A state without its required keys changes nothing (SPEC.md 5).
 */
export function PaymentReturnHandler({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const takeReturn = useTakePaymentReturn();
  const refresh = useRefreshAccount();
  const errorMessage = useResultErrorMessage();
  const [receipt, setReceipt] = useState<ReceiptView | null>(null);
  const [cardNotice, setCardNotice] = useState<CardNotice>(null);
  const [working, setWorking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const accountRef = useRef(account);
  accountRef.current = account;

  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), []);

  useEffect(() => {
    const result = readPaymentReturn(search);
    if (result.kind === 'none') return;
    // Giveaway entries, coins, marketplace orders and the cross-sell have their own returns (usePurchaseReturn).
    if (result.kind === 'payment' && OWN_RETURN_SLUGS.has(result.state.slug)) return;
    if (!takeReturn(search)) return;
    if (result.kind === 'ignored') {
      console.warn('[payment] return ignored: state lacks required keys');
      return;
    }

    const run = async () => {
      setWorking(true);
      try {
        const context = { t, refresh, errorMessage, setReceipt, setCardNotice, timer, account: accountRef };
        switch (result.kind) {
          case 'subscription':
            return await subscriptionReturned(result, context);
          case 'payment-method':
            return await cardReturned(result, context);
          case 'payment':
            return await paymentReturned(
              search.get('subscription_id') ?? result.state.subscriptionId ?? '',
              context,
            );
        }
      } finally {
        setWorking(false);
      }
    };
    void run();
  }, [search, takeReturn, refresh, errorMessage, t]);

  return (
    <>
      <ReturnNotices working={working} cardNotice={cardNotice} />
      <ReceiptModal receipt={receipt} onClose={() => setReceipt(null)} />
    </>
  );
}
