/**
 * What the member entered in the checkout, kept in session storage so a reload (or the way back
 * from the payment page) finds it again: the address, whether to save it, the shipping option and
 * the payment method. Per member and per kind (the cart, or the welcome gift alone); per tab, and
 * gone with it. Totals are never kept: they are always the server's checkoutQuote.
 */
import type { AddressForm } from '../../../app/address';

export interface CheckoutDraft {
  address: AddressForm;
  saveAddress: boolean;
  shippingOption: string | null;
  paymentMethod: string | null;
}

export const EMPTY_ADDRESS: AddressForm = {
  firstName: '',
  lastName: '',
  address: '',
  apartmentSuite: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
  phone: '',
};

export const EMPTY_DRAFT: CheckoutDraft = {
  address: EMPTY_ADDRESS,
  saveAddress: false,
  shippingOption: null,
  paymentMethod: null,
};

const ADDRESS_KEYS = Object.keys(EMPTY_ADDRESS) as (keyof AddressForm)[];

export function draftKey(memberId: string, welcomeGift: boolean): string {
  return `ma_checkout_draft:${memberId}:${welcomeGift ? 'gift' : 'cart'}`;
}

const optionalText = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** A stored draft, or the empty one when there is none or it is not one we wrote. */
export function parseDraft(value: unknown): CheckoutDraft {
  if (typeof value !== 'object' || value === null) return EMPTY_DRAFT;
  const record = value as Record<string, unknown>;
  const stored = (
    typeof record.address === 'object' && record.address !== null ? record.address : {}
  ) as Record<string, unknown>;
  const address = { ...EMPTY_ADDRESS };
  for (const key of ADDRESS_KEYS) {
    const text = stored[key];
    if (typeof text === 'string') address[key] = text;
  }
  return {
    address,
    saveAddress: record.saveAddress === true,
    shippingOption: optionalText(record.shippingOption),
    paymentMethod: optionalText(record.paymentMethod),
  };
}

export function readDraft(key: string): CheckoutDraft | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? parseDraft(JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: CheckoutDraft): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Without storage the checkout still works; a reload starts it again.
  }
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
