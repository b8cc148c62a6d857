import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeEmail } from '@member-area/domain';
import { gqlRequest } from '../../../app/graphql';
import { TextField } from '../../../ui/Field';
import { changeEmailMutation } from '../api';
import { useRefreshAccount, type AccountInfo } from '../hooks';
import { ensureSucceeded, outcomeCodeOf, ResultError, useResultErrorMessage } from '../../../app/outcome';
import { FactList } from '../../../ui/FactList';
import { AccountForm } from '../components/AccountForm';
import { Panel } from '../../../ui/Panel';

/** A plain, deliberately permissive address check; the server decides with the same rule. */
export function isEmailLike(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) && value.trim().length <= 254;
}

type Errors = { newEmail?: string; confirmation?: string };

export function EmailSection({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const refresh = useRefreshAccount();
  const errorMessage = useResultErrorMessage();
  const [newEmail, setNewEmail] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const next: Errors = {};
    if (!isEmailLike(newEmail)) next.newEmail = t('account.errors.invalid_email');
    else if (normalizeEmail(newEmail) === normalizeEmail(account.email))
      next.newEmail = t('account.errors.email_unchanged');
    if (!next.newEmail && normalizeEmail(confirmation) !== normalizeEmail(newEmail))
      next.confirmation = t('account.errors.email_mismatch');
    setErrors(next);
    setFormError(null);
    setSentTo(null);
    if (next.newEmail || next.confirmation) return;
    setSaving(true);
    try {
      ensureSucceeded(
        (
          await gqlRequest(changeEmailMutation, {
            newEmail: newEmail.trim(),
            confirmation: confirmation.trim(),
          })
        ).member.changeEmail,
      );
      setSentTo(newEmail.trim());
      setNewEmail('');
      setConfirmation('');
      await refresh();
    } catch (error) {
      const code = outcomeCodeOf(error);
      const fields =
        error instanceof ResultError ? (error.extra as { fields?: unknown } | null)?.fields : null;
      if (code === 'email_mismatch') setErrors({ confirmation: errorMessage(error) });
      else if (code === 'invalid_characters')
        setErrors({
          [Array.isArray(fields) && fields[0] === 'confirmation' ? 'confirmation' : 'newEmail']:
            errorMessage(error),
        });
      // An address another account uses is not refused here: the server answers the same either
      // way (it does not tell which addresses exist) and only refuses it on confirmation.
      else if (['invalid_email', 'email_unchanged'].includes(code))
        setErrors({ newEmail: errorMessage(error) });
      else setFormError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

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
