/**
 * The coin ledger's vocabulary (issue 13 item 1; SPEC.md 3 'Wallet': coins, and activity with date,
 * description, amount). A balance is the sum of its member's ledger rows and never goes below 0;
 * each row says what moved the coins.
 */

/** What moved a member's coins. The sign each kind may take is LEDGER_KIND_SIGN. */
export const LEDGER_KINDS = [
  'purchase',
  'bonus',
  'spend',
  'refund',
  'onboarding_reward',
  'adjustment',
  'credit',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Which way each kind moves a balance: a purchase, bonus, refund, reward or credit only adds, a
 * spend only takes, an operator's adjustment goes either way (SPEC.md 4 'Payment return': a
 * purchase adds coins; SPEC.md 5: credits are added).
 */
export const LEDGER_KIND_SIGN: Readonly<Record<LedgerKind, 'in' | 'out' | 'either'>> = {
  purchase: 'in',
  bonus: 'in',
  spend: 'out',
  refund: 'in',
  onboarding_reward: 'in',
  adjustment: 'either',
  credit: 'in',
};

export function isLedgerKind(value: string): value is LedgerKind {
  return (LEDGER_KINDS as readonly string[]).includes(value);
}

/** Whether `amount` coins may be posted under `kind`: a whole, non-zero number of the kind's sign. */
export function isValidMovement(kind: LedgerKind, amount: number): boolean {
  if (!Number.isSafeInteger(amount) || amount === 0) return false;
  const sign = LEDGER_KIND_SIGN[kind];
  return sign === 'either' || (sign === 'in' ? amount > 0 : amount < 0);
}
