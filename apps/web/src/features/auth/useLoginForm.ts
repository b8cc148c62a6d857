import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_EMAIL_COOKIE } from '@member-area/domain';
import { getCookie } from '../../app/cookies';
import { useSession } from '../../app/session';
import { loginFieldProblems } from './auth-rules';
import { authErrorMessage } from './errors';
import { signInLanguage } from './sign-in-language';

/**
 * The sign-in form's state: the address (remembered from the last sign-in), the password, their
 * messages and the sign-in itself; a refused sign-in clears the password.
 */
export function useLoginForm(initialError: string | null, onSignedIn: () => void) {
  const { t } = useTranslation();
  const session = useSession();
  const [email, setEmail] = useState(() => getCookie(LOGIN_EMAIL_COOKIE) ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(initialError);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problems = loginFieldProblems(email, password);
    const errors = {
      ...(problems.email ? { email: t(`auth.validation.${problems.email}`) } : {}),
      ...(problems.password ? { password: t(`auth.validation.${problems.password}`) } : {}),
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setSubmitting(true);
    setFormError(null);
    try {
      await session.login(email.trim(), password, signInLanguage());
      onSignedIn();
    } catch (error) {
      setFormError(authErrorMessage(t, error));
      setPassword('');
      setSubmitting(false);
    }
  };

  return { email, setEmail, password, setPassword, fieldErrors, formError, submitting, submit };
}
