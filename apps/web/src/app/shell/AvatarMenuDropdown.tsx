import { useLayoutEffect, useRef, useState } from 'react';
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
import { AvatarFace, AvatarTriggerContent } from './AvatarFace';
import type { AvatarMenuProps } from './AvatarMenu';
import styles from './AvatarMenu.module.css';

/** The menu's links, in order. */
const MENU_LINKS = [
  { to: '/account', testId: 'menu-account', icon: 'user', label: 'shell.account' },
  { to: '/support', testId: 'menu-support', icon: 'support', label: 'shell.support' },
] as const;

/**
 * The avatar menu itself (Radix's dropdown and its positioning), loaded when the member first
 * points at, focuses or presses the avatar (AvatarMenu.tsx). `defaultOpen`: it was pressed before
 * this chunk was there; `focusTrigger`: the stand-in trigger it replaces had the focus.
 */
export function AvatarMenuDropdown({
  name,
  email,
  pictureUrl = null,
  compact,
  defaultOpen,
  focusTrigger,
}: AvatarMenuProps & { defaultOpen: boolean; focusTrigger: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focusTrigger) trigger.current?.focus();
    // Only as it replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} className={styles.trigger} data-testid="avatar-menu">
        <AvatarTriggerContent name={name} pictureUrl={pictureUrl} compact={compact} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={10} collisionPadding={12}>
          <AvatarMenuItems name={name} email={email} pictureUrl={pictureUrl} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The open menu: who is signed in, the account and support links, the language, and sign out. */
function AvatarMenuItems({
  name,
  email,
  pictureUrl,
}: {
  name: string;
  email: string;
  pictureUrl: string | null;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useSafeNavigate();
  const { language, change, offered } = useLanguage();
  const [signingOut, setSigningOut] = useState(false);

  const logout = async () => {
    setSigningOut(true);
    await session.logout();
    navigate('/login', { replace: true });
  };

  return (
    <>
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
      {MENU_LINKS.map((link) => (
        <DropdownMenu.Item key={link.to} asChild className={styles.item}>
          <Link to={link.to} data-testid={link.testId}>
            <Icon name={link.icon} size={18} />
            {t(link.label)}
          </Link>
        </DropdownMenu.Item>
      ))}
      <div className={styles.language}>
        <LanguageSelect
          value={language}
          languages={offered}
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
    </>
  );
}
