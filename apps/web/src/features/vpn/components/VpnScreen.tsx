import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { Icon } from '../../../ui/Icon';
import { Skeleton, SkeletonBlock } from '../../../ui/Skeleton';
import { useVpnPage } from '../hooks';
import { ConfigCard } from './ConfigCard';
import { Instructions } from './Instructions';
import { ServerList } from './ServerList';
import { VpnUnavailable } from './VpnUnavailable';
import styles from './VpnScreen.module.css';
import { ScreenHeader } from '../../../ui/ScreenHeader';

/**
 * vpn (SPEC.md 2 "VPN page"): the member's OpenVPN configuration for a chosen server (the fastest
 * by default), the server list with flags, load and country search, and the download instructions
 * per platform. Members without the VPN (SPEC.md 4) see why instead.
 */
export function VpnScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('vpn.title'));
  const query = useVpnPage();
  const [chosen, setChosen] = useState<string | null>(null);

  if (query.isError) return null; // raised to the route's error screen
  const vpn = query.data;
  if (vpn && !vpn.available) {
    return (
      <div className={styles.page}>
        <VpnUnavailable reason={vpn.refusal} />
      </div>
    );
  }
  const serverId = chosen ?? vpn?.fastestServerId ?? null;

  return (
    <div className={styles.page} data-testid="vpn-page">
      <ScreenHeader
        icon={<Icon name="shield" size={24} />}
        title={t('vpn.title')}
        subtitle={t('vpn.subtitle')}
      />
      {vpn ? (
        <div className={styles.columns}>
          <ConfigCard
            servers={vpn.servers}
            serverId={serverId}
            fastestServerId={vpn.fastestServerId ?? null}
            certificate={vpn.certificate ?? null}
          />
          <ServerList
            servers={vpn.servers}
            selectedId={serverId}
            fastestServerId={vpn.fastestServerId ?? null}
            onSelect={setChosen}
          />
        </div>
      ) : (
        <SkeletonBlock className={styles.columns} label={t('vpn.loading')}>
          <Skeleton height={220} />
          <Skeleton height={420} />
        </SkeletonBlock>
      )}
      <Instructions />
    </div>
  );
}
