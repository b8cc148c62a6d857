import { useState } from 'react';
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

/** Android APK, iOS, Windows, Debian and macOS instructions with SPEC.md 9's requirements, as tabs. */
export function Instructions() {
  const { t } = useTranslation();
  const [platform, setPlatform] = useState<VpnPlatform>('android');
  const steps =
    platform === 'android'
      ? VPN_ANDROID_STEPS.map((step) => t(`vpn.android.${step}`))
      : OTHER_STEPS[platform].map((step) => t(`vpn.platforms.${platform}.steps.${step}`));

  return (
    <section className={styles.panel} aria-labelledby="vpn-instructions-title" data-testid="vpn-instructions">
      <h2 id="vpn-instructions-title" className={styles.title}>
        {t('vpn.instructions.title')}
      </h2>
      <div role="tablist" aria-label={t('vpn.instructions.platforms')} className={styles.tabs}>
        {VPN_PLATFORMS.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            id={`vpn-tab-${p}`}
            aria-selected={p === platform}
            aria-controls="vpn-platform-panel"
            tabIndex={p === platform ? 0 : -1}
            className={styles.tab}
            onClick={() => setPlatform(p)}
            onKeyDown={(e) => {
              const at = VPN_PLATFORMS.indexOf(platform);
              const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
              if (step === 0) return;
              const next = VPN_PLATFORMS[(at + step + VPN_PLATFORMS.length) % VPN_PLATFORMS.length]!;
              setPlatform(next);
              document.getElementById(`vpn-tab-${next}`)?.focus();
            }}
            data-testid={`vpn-platform-${p}`}
          >
            {VPN_PLATFORM_NAMES[p]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="vpn-platform-panel"
        aria-labelledby={`vpn-tab-${platform}`}
        className={styles.body}
        data-testid="vpn-platform-panel"
      >
        <p className={styles.requirement} data-testid="vpn-requirement">
          {t(`vpn.platforms.${platform}.requirement`, { minimum: VPN_REQUIREMENTS[platform].minimum })}
        </p>
        <ol className={styles.steps}>
          {steps.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}
