import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { AddressFields } from '../../../ui/AddressFields';
import { Panel } from '../../../ui/Panel';
import styles from '../../../ui/Form.module.css';
import { useAddressForm } from '../address/useAddressForm';
import { AccountForm } from '../components/AccountForm';
import type { AccountInfo } from '../hooks';

/** `account/change-address/{id}/{slug?}`: edit an address, or add one with id `new`. */
export function ChangeAddress({
  account,
  id,
  returnTo,
}: {
  account: AccountInfo;
  id: string;
  returnTo: string;
}) {
  const { t } = useTranslation();
  const existing = account.addresses.find((address) => address.id === id);
  const { form, setForm, errors, messages, formError, saving, submit } = useAddressForm(
    account,
    existing,
    returnTo,
  );

  if (id !== 'new' && !existing) return <AddressNotFound returnTo={returnTo} />;

  return (
    <Panel
      title={existing ? t('account.address.title') : t('account.address.addTitle')}
      description={t('account.address.description')}
    >
      <AccountForm
        onSubmit={submit}
        saving={saving}
        submitLabel={t('account.common.save')}
        error={formError}
        actions={
          <ButtonLink to={returnTo} variant="ghost">
            {t('account.common.cancel')}
          </ButtonLink>
        }
        saveTestId="address-save"
        data-testid="address-form"
      >
        <AddressFields form={form} onChange={setForm} errors={errors} messages={messages} />
      </AccountForm>
    </Panel>
  );
}

/** An address id the member does not have: say so, with the way back. */
function AddressNotFound({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('account.address.title')}>
      <Notice tone="warning" role="alert" data-testid="address-not-found">
        {t('account.errors.not_found')}
      </Notice>
      <div className={styles.formActions}>
        <ButtonLink to={returnTo} variant="secondary">
          {t('account.common.back')}
        </ButtonLink>
      </div>
    </Panel>
  );
}
