import { useTranslation } from 'react-i18next';
import { passwordProblem } from '@member-area/domain';
import { PasswordField } from '../../../ui/Field';
import { Panel } from '../../../ui/Panel';
import { passwordProblemMessage, passwordRulesHint } from '../../auth';
import { AccountForm } from '../components/AccountForm';
import { usePasswordChange } from '../password/usePasswordChange';

/** The password tab: the current password, the new one (with its strength as a hint) and its check. */
export function PasswordSection() {
  const { t } = useTranslation();
  const { form, errors, formError, done, saving, set, submit } = usePasswordChange();
  const labels = { showLabel: t('account.password.show'), hideLabel: t('account.password.hide') };
  const problem = form.newPassword ? passwordProblem(form.newPassword) : null;

  return (
    <Panel title={t('account.password.title')} description={t('account.password.description')}>
      <AccountForm
        onSubmit={submit}
        saving={saving}
        submitLabel={t('account.password.submit')}
        success={done ? { text: t('account.messages.passwordChanged') } : null}
        error={formError}
        saveTestId="password-save"
        data-testid="password-form"
      >
        <PasswordField
          {...labels}
          label={t('account.password.current')}
          name="currentPassword"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={(event) => set('currentPassword')(event.target.value)}
          error={errors.currentPassword}
        />
        <PasswordField
          {...labels}
          label={t('account.password.new')}
          name="newPassword"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={(event) => set('newPassword')(event.target.value)}
          error={errors.newPassword}
          hint={
            form.newPassword
              ? problem
                ? passwordProblemMessage(t, problem)
                : t('account.password.strong')
              : passwordRulesHint(t)
          }
        />
        <PasswordField
          {...labels}
          label={t('account.password.verification')}
          name="verification"
          autoComplete="new-password"
          value={form.verification}
          onChange={(event) => set('verification')(event.target.value)}
          error={errors.verification}
        />
      </AccountForm>
    </Panel>
  );
}
