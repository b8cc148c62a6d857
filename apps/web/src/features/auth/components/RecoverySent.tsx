import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Notice } from '../../../ui/Notice';
import { AuthLayout } from './AuthLayout';
import styles from './forms.module.css';

/** The "back to sign-in" link under every recovery form. */
export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Link to="/login" className={styles.back}>
      <Icon name="arrow-left" size={16} />
      {t('common.backToSignIn')}
    </Link>
  );
}

/**
 * What a recovery form turns into once sent. It never says whether an account matched: the server
 * answers the same either way, and so does this screen. Going back to sign-in is the one thing left
 * to do, so it is the main button and there is no footer link repeating it.
 */
export function RecoverySent({ title, message, testId }: { title: string; message: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <AuthLayout title={title}>
      <div className={styles.sent}>
        <Notice tone="success" role="status" data-testid={testId}>
          {message}
        </Notice>
        <ButtonLink to="/login" size="lg" block>
          {t('common.backToSignIn')}
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}
