/**
 * Public face of the payment feature: the way to the hosted payment page, and the return's parts a
 * feature selling something uses (giveaway entries, coins): the pending purchase record, the return
 * that credits it once (usePurchaseReturn), its progress and the receipt modal.
 */
export { goToHostedPage } from './flow';
export {
  readPaymentReturn,
  withoutPaymentReturn,
  type PaymentReturn,
  type PaymentReturnState,
} from './payment-return';
export {
  PENDING_PURCHASE_KEYS,
  readPendingPurchase,
  savePendingPurchase,
  clearPendingPurchase,
} from './pending-purchase';
export {
  usePurchaseReturn,
  type PendingRecord,
  type PurchaseReturnConfig,
  type PurchaseReturnView,
} from './usePurchaseReturn';
export { useReturnArrived } from './useReturnArrived';
export { ReceiptModal, type ReceiptView } from './components/ReceiptModal';
export { PurchaseReturnFeedback } from './components/PurchaseReturnFeedback';
