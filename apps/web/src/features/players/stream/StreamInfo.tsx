import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@member-area/domain';
import type { PlaybackData } from '../core/contract';
import { paths } from '../../browse';
import styles from './StreamPlayer.module.css';

type Live = NonNullable<PlaybackData['live']>;

/** The stream's facts (quality, resolution, bitrate, language) and the link to its live stats. */
export function StreamInfo({ live, onLeave }: { live: Live; onLeave(): void }) {
  const { t } = useTranslation();
  return (
    <aside className={styles.info} aria-label={t('players.stream.info')} data-testid="stream-info">
      <dl>
        <div>
          <dt>{t('players.stream.quality')}</dt>
          <dd>{live.quality}</dd>
        </div>
        <div>
          <dt>{t('players.stream.resolution')}</dt>
          <dd>{live.resolution}</dd>
        </div>
        <div>
          <dt>{t('players.stream.bitrate')}</dt>
          <dd>{t('players.stream.bitrateValue', { kbps: live.bitrateKbps })}</dd>
        </div>
        <div>
          <dt>{t('players.stream.language')}</dt>
          <dd>{languageName(live.language, intlLocale(document.documentElement.lang))}</dd>
        </div>
      </dl>
      <Link
        className={styles.statsLink}
        to={paths.live('stream', live.liveSlug)}
        onClick={onLeave}
        data-testid="live-stats-link"
      >
        {t('players.stream.stats')} →
      </Link>
    </aside>
  );
}

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
