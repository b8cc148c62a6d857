import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/Button';
import { PasswordField, TextField } from '@web/ui/Field';
import { FormError } from '@web/ui/FormError';
import { authApi, type EnrolAnswer, type EnrolChallenge } from '../app/auth-api';
import { ApiError } from '../app/http';
import { errorText } from '../app/errors';
import { useSession } from '../app/session';
import type { StaffMember } from '../app/staff';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AuthLayout } from './AuthLayout';
import { EnrolStep, RecoveryCodesStep } from './EnrolStep';
import { SecondFactorField, secondFactorOf } from './SecondFactorFields';
import formStyles from './AuthForm.module.css';

type Step =
  | { kind: 'password' }
  | { kind: 'totp' }
  | { kind: 'enrol'; challenge: EnrolChallenge }
  | { kind: 'codes'; answer: EnrolAnswer };

function codeOf(error: unknown): string {
  return error instanceof ApiError ? error.errorCode : 'internal_error';
}

/**
 * Sign-in (docs/console.md "Sign-in"): e-mail and password, then a TOTP code (or a recovery code);
 * an account without a second factor enrols first and sees its recovery codes once.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const { setStaff } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const titles: Record<Step['kind'], string> = {
    password: t('auth.signInTitle'),
    totp: t('auth.totpTitle'),
    enrol: t('auth.enrolTitle'),
    codes: t('auth.recoveryTitle'),
  };
  useDocumentTitle(titles[step.kind]);

  return (
    <AuthLayout title={titles[step.kind]}>
      {step.kind === 'password' ? (
        <PasswordStep
          onAnswer={(answer) =>
            setStep(answer.next === 'totp' ? { kind: 'totp' } : { kind: 'enrol', challenge: answer })
          }
        />
      ) : step.kind === 'totp' ? (
        <TotpStep onSignedIn={setStaff} onRestart={() => setStep({ kind: 'password' })} />
      ) : step.kind === 'enrol' ? (
        <EnrolStep challenge={step.challenge} onEnrolled={(answer) => setStep({ kind: 'codes', answer })} />
      ) : (
        <RecoveryCodesStep codes={step.answer.recoveryCodes} onContinue={() => setStaff(step.answer.staff)} />
      )}
    </AuthLayout>
  );
}

function PasswordStep({ onAnswer }: { onAnswer(answer: Awaited<ReturnType<typeof authApi.login>>): void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t('auth.fillBoth'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onAnswer(await authApi.login(email.trim(), password));
    } catch (caught) {
      setError(errorText(t, codeOf(caught)));
      setBusy(false);
    }
  }

  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="sign-in-form"
    >
      <FormError message={error} />
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        autoFocus
        data-testid="sign-in-email"
      />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        required
        data-testid="sign-in-password"
      />
      <Button
        type="submit"
        loading={busy}
        loadingLabel={t('common.loading')}
        block
        data-testid="sign-in-submit"
      >
        {t('auth.continue')}
      </Button>
    </form>
  );
}

function TotpStep({ onSignedIn, onRestart }: { onSignedIn(staff: StaffMember): void; onRestart(): void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const factor = secondFactorOf(value, useRecovery);
    if (!factor) {
      setFieldError(t(useRecovery ? 'auth.recoveryCodeRequired' : 'auth.totpCodeInvalid'));
      return;
    }
    setBusy(true);
    setError(null);
    setFieldError(null);
    try {
      onSignedIn((await authApi.totp(factor)).staff);
    } catch (caught) {
      const code = codeOf(caught);
      if (code === 'invalid_code') setFieldError(errorText(t, code));
      else setError(errorText(t, code));
      setExpired(code === 'challenge_expired');
      setBusy(false);
    }
  }

  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="totp-form"
    >
      <p>{useRecovery ? t('auth.recoveryPrompt') : t('auth.totpPrompt')}</p>
      <FormError
        message={error}
        action={
          expired ? (
            <Button size="sm" variant="secondary" onClick={onRestart}>
              {t('auth.startAgain')}
            </Button>
          ) : undefined
        }
      />
      <SecondFactorField
        value={value}
        onChange={setValue}
        useRecovery={useRecovery}
        error={fieldError}
        autoFocus
      />
      <Button type="submit" loading={busy} loadingLabel={t('common.loading')} block data-testid="totp-submit">
        {t('auth.signIn')}
      </Button>
      <button
        type="button"
        className={formStyles.link}
        onClick={() => {
          setUseRecovery((previous) => !previous);
          setValue('');
          setFieldError(null);
        }}
        data-testid="toggle-recovery"
      >
        {useRecovery ? t('auth.useTotpInstead') : t('auth.useRecoveryInstead')}
      </button>
    </form>
  );
}
