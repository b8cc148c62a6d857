/** The public surface of modules/billing: other modules import only this (docs/modules.md); module.ts declares it. */
// What other modules use of this one (they import nothing else of it).
export type { PaidPurchase } from './credit-plan';
export { recordPurchasePayment } from './record-payment';
export type { InvoiceRow, TransactionRow } from './repo';
export type { CancelReceipt } from './service';
export { listMemberPayments, type MemberPaymentRow } from './member-page-repo';
export { memberInvoicePdf } from './member-invoice-pdf';
