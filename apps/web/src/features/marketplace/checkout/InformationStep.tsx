import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { AddressFields } from '../../../ui/AddressFields';
import type { AddressField, AddressForm } from '../../../app/address';
import type { ShippingAddressView } from '../orders/address-lines';
import {
  ADDRESS_FIELDS,
  addressFormOf,
  checkoutAddressProblems,
  hasProblems,
  optionalFields,
  type FieldProblems,
} from './address';
import type { CheckoutDraft } from './draft';
import { SavedAddress } from './SavedAddress';
import { useFieldMessages } from './useFieldMessages';
import styles from './Checkout.module.css';

interface InformationStepProps {
  draft: CheckoutDraft;
  onChange(next: CheckoutDraft): void;
  saved: ShippingAddressView | null;
  email: string;
  serverProblems: FieldProblems;
  onContinue(): void;
  back: ReactNode;
}

/**
 * Information (SPEC.md 4 'Checkout'): the shipping address with the SPEC.md 3 checkout keys, the
 * saved shipping address offered, and whether to keep this one. Fields the browser can check are
 * checked before moving on; the server's refusals (extra.fields) come back here, beside each field.
 */
export function InformationStep(props: InformationStepProps) {
  const { draft, onChange, saved, email, serverProblems, onContinue, back } = props;
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const clientProblems = checkoutAddressProblems(draft.address);
  const problems = { ...(checked ? clientProblems : {}), ...serverProblems };
  const messages = useFieldMessages(problems, draft.address.country);

  const setAddress = (address: AddressForm) => onChange({ ...draft, address });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (hasProblems(clientProblems) || hasProblems(serverProblems)) {
      // The first refused field takes the focus, so keyboard and screen-reader users land on it.
      const refused = { ...clientProblems, ...serverProblems };
      const first = ADDRESS_FIELDS.find((field) => refused[field]);
      if (first) document.querySelector<HTMLElement>(`[data-checkout-form] [name="${first}"]`)?.focus();
      return;
    }
    onContinue();
  };

  return (
    <form
      className={styles.panel}
      onSubmit={submit}
      noValidate
      data-checkout-form
      data-testid="checkout-information"
    >
      <h2 className={styles.panelTitle}>{t('marketplace.checkout.information.title')}</h2>
      <p className={styles.choiceHint}>{t('marketplace.checkout.information.contact', { email })}</p>
      {saved ? (
        <SavedAddress
          saved={saved}
          onUse={() => onChange({ ...draft, address: addressFormOf(saved, saved.country) })}
        />
      ) : null}
      <div className={styles.form}>
        <AddressFields
          form={draft.address}
          onChange={setAddress}
          errors={Object.keys(problems) as AddressField[]}
          messages={messages}
          optional={optionalFields(draft.address.country)}
          section="shipping"
        />
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={draft.saveAddress}
            onChange={(event) => onChange({ ...draft, saveAddress: event.target.checked })}
            data-testid="save-address"
          />
          {t('marketplace.checkout.information.save')}
        </label>
      </div>
      <div className={styles.actions}>
        {back}
        <Button type="submit" size="lg" data-testid="continue-to-shipping">
          {t('marketplace.checkout.continueToShipping')}
        </Button>
      </div>
    </form>
  );
}
