import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../app/session';
import { useBoot } from '../app/BootContext';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useSafeNavigate } from '../app/navigation';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { LoginForm } from '../features/auth/components/LoginForm';
import { Notice } from '../ui/Notice';

interface LoginState {
  from?: string;
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
  const from = state.from && state.from.startsWith('/') && !state.from.startsWith('//') ? state.from : '/';

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
