import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import {
  VPN_ANDROID_STEPS,
  VPN_PLATFORM_NAMES,
  VPN_PLATFORMS,
  VPN_REQUIREMENTS,
  type VpnPlatform,
} from '@member-area/domain';
import styles from './Instructions.module.css';

/** Steps of the platforms other than Android (whose steps are SPEC.md 2's, from the domain). */
const OTHER_STEPS: Record<Exclude<VpnPlatform, 'android'>, readonly string[]> = {
  ios: ['install', 'download', 'import', 'connect'],
  windows: ['install', 'download', 'import', 'connect'],
  debian: ['install', 'download', 'import', 'connect'],
  macos: ['install', 'download', 'import', 'connect'],
};

/**
 * Android APK, iOS, Windows, Debian and macOS instructions with SPEC.md 9's requirements, as Radix
 * tabs (roles, roving focus and arrow keys come from the primitive).
 */
export function Instructions() {
  const { t } = useTranslation();
  const [platform, setPlatform] = useState<VpnPlatform>('android');
  const steps =
    platform === 'android'
      ? VPN_ANDROID_STEPS.map((step) => t(`vpn.android.${step}`))
      : OTHER_STEPS[platform].map((step) => t(`vpn.platforms.${platform}.steps.${step}`));

  return (
    <Tabs.Root asChild value={platform} onValueChange={(value) => setPlatform(value as VpnPlatform)}>
      <section
        className={styles.panel}
        aria-labelledby="vpn-instructions-title"
        data-testid="vpn-instructions"
      >
        <h2 id="vpn-instructions-title" className={styles.title}>
          {t('vpn.instructions.title')}
        </h2>
        <Tabs.List aria-label={t('vpn.instructions.platforms')} className={styles.tabs}>
          {VPN_PLATFORMS.map((p) => (
            <Tabs.Trigger key={p} value={p} className={styles.tab} data-testid={`vpn-platform-${p}`}>
              {VPN_PLATFORM_NAMES[p]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={platform} className={styles.body} data-testid="vpn-platform-panel">
          <p className={styles.requirement} data-testid="vpn-requirement">
            {t(`vpn.platforms.${platform}.requirement`, { minimum: VPN_REQUIREMENTS[platform].minimum })}
          </p>
          <ol className={styles.steps}>
            {steps.map((text, i) => (
              <li key={i}>{text}</li>
            ))}
          </ol>
        </Tabs.Content>
      </section>
    </Tabs.Root>
  );
}
