/**
 * Buying giveaway entries (issue 12 contract): the giveaway's page and the tag-driven modals
 * (../modals) start a purchase with useStartEntryPurchase; the shell's GiveawayShellLayer mounts the
 * return and the date-of-birth question once.
 */
export {
  useStartEntryPurchase,
  type EntryPurchase,
  type StartEntryPurchaseInput,
} from './useStartEntryPurchase';
export { PURCHASE_SOURCES, type PurchaseSource, type PendingEntryPurchase } from './pending';
export { usePurchaseReturnOpen } from './store';
export { PurchaseReturn } from './PurchaseReturn';
export { DateOfBirthDialog, DateOfBirthHost } from './DateOfBirthDialog';
