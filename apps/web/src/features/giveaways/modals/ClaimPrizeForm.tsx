import { useTranslation } from 'react-i18next';
import { Notice } from '../../../ui/Notice';
import { AddressFields } from '../../../ui/AddressFields';
import { useClaimPrizeForm, type ClaimPrizeOptions } from './useClaimPrizeForm';
import styles from './Modals.module.css';

/**
 * The claim step of the winner modal, the one form that claims a prize: a shipping address for a
 * physical prize (the account's address fields, SPEC.md 3 checkout keys), a plain confirmation for
 * a digital one. Checked like the account's address form, then by the server (invalid_address names
 * the fields it refused).
 */
export function ClaimPrizeForm({ formId, ...options }: { formId: string } & ClaimPrizeOptions) {
  const { physical } = options;
  const { t } = useTranslation();
  const { form, setForm, errors, messages, formError, submit } = useClaimPrizeForm(options);

  return (
    <form
      id={formId}
      className={styles.claimForm}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="claim-form"
    >
      <p className={styles.lead}>
        {physical ? t('giveaway-modals.claim.physicalIntro') : t('giveaway-modals.claim.digitalIntro')}
      </p>
      {physical ? (
        // The step replaces the button that had focus: the first field takes it.
        <AddressFields
          form={form}
          onChange={setForm}
          errors={errors}
          messages={messages}
          section="shipping"
          autoFocus
        />
      ) : null}
      {formError ? (
        <Notice tone="danger" role="alert" data-testid="claim-error">
          {t(`errors.${formError}`, { defaultValue: t('errors.internal_error') })}
        </Notice>
      ) : null}
    </form>
  );
}
