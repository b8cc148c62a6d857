import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSafeNavigate } from '../../app/navigation';
import { ApiError } from '../../app/rest';
import { resetPassword } from './api';
import { isResetLinkRefusal, resetFieldProblems } from './auth-rules';
import { authErrorMessage } from './errors';
import { passwordProblemMessage } from './password';

/**
 * The reset form's state: the new password and its confirmation, their messages, and the reset; a
 * refused link says so (and the form offers a new one), then the sign-in screen tells it worked.
 */
export function useResetPassword(key: string) {
  const { t } = useTranslation();
  const navigate = useSafeNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<{ message: string; linkInvalid: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problems = resetFieldProblems(password, confirm);
    const next = {
      ...(problems.password ? { password: passwordProblemMessage(t, problems.password) } : {}),
      ...(problems.confirm ? { confirm: t('auth.validation.mismatch') } : {}),
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    setSubmitting(true);
    setFormError(null);
    try {
      await resetPassword(key, password);
      navigate('/login', { replace: true, state: { notice: 'passwordReset' } });
    } catch (error) {
      const linkInvalid = error instanceof ApiError && isResetLinkRefusal(error.errorCode);
      setFormError({
        message: linkInvalid ? t('errors.reset_link_invalid') : authErrorMessage(t, error),
        linkInvalid,
      });
      setSubmitting(false);
    }
  };

  return { password, setPassword, confirm, setConfirm, errors, formError, submitting, submit };
}
