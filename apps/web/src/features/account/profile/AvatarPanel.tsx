import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../app/format';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Panel } from '../../../ui/Panel';
import styles from '../../../ui/Form.module.css';
import accountStyles from '../components/Account.module.css';
import type { AccountInfo } from '../hooks';
import { useAvatarUpload } from './useAvatarUpload';

/** The member's picture (or initials), with a file picker, the upload button and its outcome. */
export function AvatarPanel({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const { input, preview, error, uploading, done, pick, upload } = useAvatarUpload();
  const shown = preview?.url ?? account.pictureUrl;
  return (
    <Panel title={t('account.profile.picture')} description={t('account.profile.pictureHint')}>
      <div className={accountStyles.avatarRow}>
        <span className={accountStyles.avatar} data-testid="profile-avatar">
          {shown ? <img src={shown} alt={t('account.profile.pictureAlt')} /> : initialsOf(account.name)}
        </span>
        <div className={accountStyles.avatarActions}>
          <input
            ref={input}
            id="avatar-file"
            className={accountStyles.fileInput}
            type="file"
            accept="image/png,image/jpeg"
            onChange={(event) => void pick(event)}
            data-testid="avatar-input"
            aria-label={t('account.profile.choosePicture')}
          />
          <div className={styles.formActions}>
            <Button
              variant="secondary"
              icon={<Icon name="upload" size={16} />}
              onClick={() => input.current?.click()}
            >
              {t('account.profile.choosePicture')}
            </Button>
            {preview ? (
              <Button
                onClick={() => void upload()}
                loading={uploading}
                loadingLabel={t('account.common.saving')}
                data-testid="avatar-upload"
              >
                {t('account.profile.uploadPicture')}
              </Button>
            ) : null}
          </div>
          {error ? (
            <p className={styles.fieldError} role="alert" data-testid="avatar-error">
              <Icon name="alert" size={14} />
              {error}
            </p>
          ) : null}
          {done ? (
            <p className={styles.fieldSuccess} role="status" data-testid="avatar-saved">
              <Icon name="check-circle" size={14} />
              {t('account.messages.saved')}
            </p>
          ) : null}
        </div>
      </div>
    </Panel>
  );
}
