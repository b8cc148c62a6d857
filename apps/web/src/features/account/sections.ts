import type { IconName } from '../../ui/Icon';

/** The sections of `account/{slug?}` in the order of the section nav; the first is the default. */
export const ACCOUNT_SECTIONS = [
  { slug: 'profile', icon: 'user' },
  { slug: 'email', icon: 'mail' },
  { slug: 'password', icon: 'key' },
  { slug: 'membership', icon: 'sparkles' },
  { slug: 'payment-methods', icon: 'card' },
  { slug: 'transactions', icon: 'list' },
  { slug: 'invoices', icon: 'receipt' },
  { slug: 'orders', icon: 'shopping-bag' },
  { slug: 'wallet', icon: 'wallet' },
  { slug: 'giveaways', icon: 'ticket' },
] as const satisfies readonly { slug: string; icon: IconName }[];

export type AccountSectionSlug = (typeof ACCOUNT_SECTIONS)[number]['slug'];
/** Screens reached from a section rather than from the nav. */
export type AccountFlowSlug = 'cancel' | 'confirm-email';

export function accountSection(slug: string | undefined): AccountSectionSlug | AccountFlowSlug | null {
  if (!slug) return 'profile';
  if (slug === 'cancel' || slug === 'confirm-email') return slug;
  return ACCOUNT_SECTIONS.find((section) => section.slug === slug)?.slug ?? null;
}

export const accountPath = (slug: AccountSectionSlug | AccountFlowSlug) => `/account/${slug}`;
