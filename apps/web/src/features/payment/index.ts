/**
 * Public face of the payment feature: the way to the hosted payment page, and the return's parts a
 * feature selling something reads (the giveaways' purchase return: the state, its pending purchase
 * record and the receipt modal).
 */
export { goToHostedPage } from './flow';
export { readPaymentReturn, withoutPaymentReturn, type PaymentReturn } from './payment-return';
export { PENDING_PURCHASE_KEYS, readPendingPurchase, clearPendingPurchase } from './pending-purchase';
export { ReceiptModal, type ReceiptView } from './components/ReceiptModal';
