import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { CartBadge } from '../../features/marketplace';
import { TopBarSearch } from '../../features/search/components/TopBarSearch';
import { AvatarMenu } from './AvatarMenu';
import type { Viewer } from './ShellContext';
import styles from './Shell.module.css';

/**
 * The top bar: at its start what the layout puts there (menu button, logo, horizontal nav); at its
 * end search, the VPN call to action, the coin pill, the cart and the avatar menu.
 */
export function ShellTopbar({
  start,
  vpnCta,
  balance,
  cart,
  viewer,
  name,
  mobile,
}: {
  start: ReactNode;
  vpnCta: boolean;
  balance: ReactNode;
  cart: boolean;
  viewer: Viewer;
  name: string;
  mobile: boolean;
}) {
  const { t } = useTranslation();
  return (
    <header className={styles.topbar}>
      <div className={styles.topbarStart}>{start}</div>
      <div className={styles.topbarEnd}>
        <TopBarSearch />
        {vpnCta ? (
          <ButtonLink to="/vpn" size="sm" icon={<Icon name="shield" size={16} />}>
            {t('shell.vpnCta')}
          </ButtonLink>
        ) : null}
        {balance}
        {cart ? <CartBadge compact={mobile} /> : null}
        <AvatarMenu name={name} email={viewer.email} pictureUrl={viewer.pictureUrl} compact={mobile} />
      </div>
    </header>
  );
}
