import { useEffect, useState } from 'react';
import { useBoot } from '../../../app/BootContext';
import { COUNTRY_CODES } from '../../../app/countries';
import type { CheckoutProfileQuery } from '../../../gql/graphql';
import { addressFormOf, problemsAfterEdit, type FieldProblems } from './address';
import { EMPTY_DRAFT, draftKey, readDraft, writeDraft, type CheckoutDraft } from './draft';

export type CheckoutProfile = NonNullable<CheckoutProfileQuery['member']['info']>;

/**
 * What the member entered (kept in session storage, so a reload finds it) and the server's refusals
 * of the address, which an edit of the refused field clears.
 */
export function useCheckoutDraft(profile: CheckoutProfile, gift: boolean) {
  const boot = useBoot();
  const key = draftKey(profile.id, gift);
  const [draft, setDraft] = useState<CheckoutDraft>(() => {
    const country = COUNTRY_CODES.includes(boot.country) ? boot.country : '';
    return readDraft(key) ?? { ...EMPTY_DRAFT, address: addressFormOf(profile.shippingAddress, country) };
  });
  const [serverProblems, setServerProblems] = useState<FieldProblems>({});
  useEffect(() => writeDraft(key, draft), [key, draft]);
  const editDraft = (next: CheckoutDraft) => {
    setServerProblems((problems) => problemsAfterEdit(problems, draft.address, next.address));
    setDraft(next);
  };
  return { key, draft, setDraft, editDraft, serverProblems, setServerProblems };
}
