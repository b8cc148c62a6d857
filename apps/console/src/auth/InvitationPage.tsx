import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@web/ui/Button';
import { PasswordField, TextField } from '@web/ui/Field';
import { FormError } from '@web/ui/FormError';
import { Notice } from '@web/ui/Notice';
import { authApi, type EnrolAnswer, type EnrolChallenge } from '../app/auth-api';
import { ApiError } from '../app/http';
import { errorText } from '../app/errors';
import { useSession } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AuthLayout } from './AuthLayout';
import { EnrolStep, RecoveryCodesStep } from './EnrolStep';
import formStyles from './AuthForm.module.css';

/** The invitation's one-time token, from the link's fragment (never sent to the server in a request line). */
export function invitationToken(hash: string): string {
  return decodeURIComponent(hash.replace(/^#/, '')).trim();
}

/** At least this many characters; the server decides the rest (common passwords, as for members). */
const MIN_PASSWORD_LENGTH = 12;

type Step =
  | { kind: 'password' }
  | { kind: 'enrol'; challenge: EnrolChallenge }
  | { kind: 'codes'; answer: EnrolAnswer };

/** `/invitation#<token>`: an invited staff member names themself, sets a password, then enrols. */
export function InvitationPage() {
  const { t } = useTranslation();
  const { setStaff } = useSession();
  const token = invitationToken(useLocation().hash);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const titles: Record<Step['kind'], string> = {
    password: t('auth.invitationTitle'),
    enrol: t('auth.enrolTitle'),
    codes: t('auth.recoveryTitle'),
  };
  useDocumentTitle(titles[step.kind]);
  return (
    <AuthLayout title={titles[step.kind]}>
      {!token ? (
        <Notice tone="danger" role="alert" data-testid="invitation-missing">
          {t('auth.invitationMissing')}
        </Notice>
      ) : step.kind === 'password' ? (
        <InvitationForm token={token} onAnswer={(challenge) => setStep({ kind: 'enrol', challenge })} />
      ) : step.kind === 'enrol' ? (
        <EnrolStep challenge={step.challenge} onEnrolled={(answer) => setStep({ kind: 'codes', answer })} />
      ) : (
        <RecoveryCodesStep codes={step.answer.recoveryCodes} onContinue={() => setStaff(step.answer.staff)} />
      )}
    </AuthLayout>
  );
}

function InvitationForm({ token, onAnswer }: { token: string; onAnswer(challenge: EnrolChallenge): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string; confirm?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : t('auth.nameRequired'),
      password:
        password.length >= MIN_PASSWORD_LENGTH
          ? undefined
          : t('auth.passwordTooShort', { count: MIN_PASSWORD_LENGTH }),
      confirm: confirm === password ? undefined : t('auth.passwordsDiffer'),
    };
    setErrors(found);
    if (found.name || found.password || found.confirm) return;
    setBusy(true);
    setError(null);
    try {
      onAnswer(await authApi.invitation(token, name.trim(), password));
    } catch (caught) {
      setError(errorText(t, caught instanceof ApiError ? caught.errorCode : 'internal_error'));
      setBusy(false);
    }
  }

  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="invitation-form"
    >
      <p>{t('auth.invitationIntro')}</p>
      <FormError message={error} />
      <TextField
        label={t('auth.name')}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        required
        autoFocus
        data-testid="invitation-name"
      />
      <PasswordField
        label={t('auth.newPassword')}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={t('auth.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        error={errors.password}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        required
        data-testid="invitation-password"
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={errors.confirm}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        required
        data-testid="invitation-confirm"
      />
      <Button type="submit" loading={busy} block data-testid="invitation-submit">
        {t('auth.continue')}
      </Button>
    </form>
  );
}
