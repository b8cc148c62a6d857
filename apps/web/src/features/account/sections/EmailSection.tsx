import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/Field';
import { FactList } from '../../../ui/FactList';
import { Panel } from '../../../ui/Panel';
import { AccountForm } from '../components/AccountForm';
import { useEmailChange } from '../email/useEmailChange';
import type { AccountInfo } from '../hooks';

/** The e-mail tab: the current (and pending) address, and the form that asks for a new one. */
export function EmailSection({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const { newEmail, setNewEmail, confirmation, setConfirmation, errors, formError, sentTo, saving, submit } =
    useEmailChange(account);

  return (
    <Panel title={t('account.email.title')} description={t('account.email.description')}>
      <FactList
        items={[
          { label: t('account.email.current'), value: account.email, testId: 'email-current' },
          ...(account.pendingEmail
            ? [{ label: t('account.email.pending'), value: account.pendingEmail, testId: 'email-pending' }]
            : []),
        ]}
      />
      <AccountForm
        onSubmit={submit}
        saving={saving}
        submitLabel={t('account.email.submit')}
        success={
          sentTo
            ? { title: t('account.email.sentTitle'), text: t('account.email.sent', { email: sentTo }) }
            : null
        }
        error={formError}
        saveTestId="email-save"
        data-testid="email-form"
      >
        <TextField
          label={t('account.email.new')}
          name="newEmail"
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
          error={errors.newEmail}
          maxLength={254}
        />
        <TextField
          label={t('account.email.confirmation')}
          name="confirmation"
          type="email"
          autoComplete="off"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={errors.confirmation}
          maxLength={254}
        />
      </AccountForm>
    </Panel>
  );
}
