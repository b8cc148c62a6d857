import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import { useSafeNavigate } from '../navigation';
import { useLanguage } from '../../i18n/useLanguage';
import { persistMemberLanguage } from '../../features/account/language';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import styles from './AvatarMenu.module.css';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0] ?? '?'];
  return letters.map((part) => Array.from(part ?? '')[0]?.toUpperCase() ?? '').join('') || '?';
}

/** The member's picture when there is one, else their initials (decorative: the name is beside it). */
function AvatarFace({
  name,
  pictureUrl,
  large,
}: {
  name: string;
  pictureUrl: string | null;
  large?: boolean;
}) {
  return (
    <span className={large ? `${styles.avatar} ${styles.avatarLarge}` : styles.avatar} aria-hidden="true">
      {pictureUrl ? (
        <img className={styles.picture} src={pictureUrl} alt="" width={44} height={44} />
      ) : (
        initials(name)
      )}
    </span>
  );
}

export function AvatarMenu({
  name,
  email,
  pictureUrl = null,
  compact,
}: {
  name: string;
  email: string;
  pictureUrl?: string | null;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useSafeNavigate();
  const { language, change } = useLanguage();
  const [signingOut, setSigningOut] = useState(false);

  const logout = async () => {
    setSigningOut(true);
    await session.logout();
    navigate('/login', { replace: true });
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={styles.trigger}
        data-testid="avatar-menu"
        aria-label={t('shell.avatarMenu')}
      >
        <AvatarFace name={name} pictureUrl={pictureUrl} />
        {compact ? null : <span className={styles.name}>{name}</span>}
        {compact ? null : <Icon name="chevron-down" size={16} className={styles.chevron} />}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={10} collisionPadding={12}>
          <div className={styles.header}>
            <AvatarFace name={name} pictureUrl={pictureUrl} large />
            <div className={styles.identity}>
              <span className={styles.identityName}>{name}</span>
              <span className={styles.identityEmail}>
                <span className="visually-hidden">{t('shell.signedInAs')} </span>
                {email}
              </span>
            </div>
          </div>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to="/account" data-testid="menu-account">
              <Icon name="user" size={18} />
              {t('shell.account')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to="/support" data-testid="menu-support">
              <Icon name="support" size={18} />
              {t('shell.support')}
            </Link>
          </DropdownMenu.Item>
          <div className={styles.language}>
            <LanguageSelect
              value={language}
              label={t('common.language')}
              onChange={(code) => {
                change(code);
                void persistMemberLanguage(code);
              }}
              showLabel
            />
          </div>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item
            className={`${styles.item} ${styles.danger}`}
            data-testid="logout"
            disabled={signingOut}
            onSelect={(event) => {
              event.preventDefault();
              void logout();
            }}
          >
            {signingOut ? <Spinner size={16} /> : <Icon name="logout" size={18} />}
            {signingOut ? t('shell.signingOut') : t('shell.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
