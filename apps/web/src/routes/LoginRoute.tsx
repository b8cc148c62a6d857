import { useTranslation } from 'react-i18next';
import { LOGIN_RETURN_PARAM, safeReturnPath } from '@member-area/domain';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../app/session';
import { useBoot } from '../app/BootContext';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useSafeNavigate } from '../app/navigation';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { LoginForm } from '../features/auth/components/LoginForm';
import { Notice } from '../ui/Notice';

interface LoginState {
  notice?: 'passwordReset';
}

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.login'));
  const { brand } = useBoot();
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useSafeNavigate();
  const state = (location.state ?? {}) as LoginState;
  // In the URL, not history state: the server's redirect of a signed-out visit sets it too.
  const from = safeReturnPath(params.get(LOGIN_RETURN_PARAM));

  if (session.status === 'member') return <Navigate to={from} replace />;

  const linkError = params.get('error');
  const initialError = linkError
    ? t(`errors.${linkError}`, { defaultValue: t('errors.link_invalid') })
    : null;

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle', { brand: brand?.name ?? '' })}
    >
      {state.notice === 'passwordReset' ? (
        <Notice tone="success" role="status" data-testid="notice-password-reset">
          {t('auth.login.passwordReset')}
        </Notice>
      ) : null}
      <LoginForm initialError={initialError} onSignedIn={() => navigate(from, { replace: true })} />
    </AuthLayout>
  );
}
