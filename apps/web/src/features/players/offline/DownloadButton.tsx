import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { canDownload, intlLocale } from '@member-area/domain';
import { BootContext } from '../../../app/BootContext';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { fetchPlaybackFromNetwork } from '../core/playback-query';
import { rememberBrand } from './brand-memory';
import { downloadTitle, removeDownload, useDownloadState } from './downloads';
import { useOfflineReady, useOnline } from './useOfflineReady';
import styles from './DownloadButton.module.css';

interface Props {
  mediaType: string;
  id: string;
  title: string;
  /** The member may play the title (media.access.available). */
  available: boolean;
}

/**
 * Download for offline use, on a title's details page: its progress while the files come in, then
 * "Downloaded" with a way to remove it. Audiobooks, albums and ebooks only (canDownload).
 */
export function DownloadButton({ mediaType, id, title, available }: Props) {
  const { t, i18n } = useTranslation();
  const brand = useContext(BootContext)?.brand ?? null;
  const ready = useOfflineReady();
  const online = useOnline();
  const state = useDownloadState({ mediaType, id });
  if (!canDownload(mediaType, available) || !ready) return null;
  const target = { mediaType, id, title };
  const start = () =>
    void downloadTitle(target, fetchPlaybackFromNetwork, () => rememberBrand(brand, i18n.language));

  switch (state.status) {
    case 'unknown':
      return null;
    case 'none':
    case 'failed':
      return (
        <span className={styles.wrap}>
          <Button
            variant="secondary"
            icon={<Icon name="download" size={18} />}
            onClick={start}
            disabled={!online}
            data-testid="download-button"
          >
            {state.status === 'failed' ? t('players.offline.retry') : t('players.offline.download')}
          </Button>
          {state.status === 'failed' ? (
            <span className={styles.error} role="alert" data-testid="download-failed">
              {t('players.offline.failed')}
            </span>
          ) : null}
        </span>
      );
    case 'downloading':
      return (
        <span className={styles.wrap} data-testid="download-progress">
          <span className={styles.label} aria-hidden="true">
            {t('players.offline.downloading', {
              percent: new Intl.NumberFormat(intlLocale(i18n.language)).format(state.percent),
            })}
          </span>
          <progress
            className={styles.bar}
            max={100}
            value={state.percent}
            aria-label={t('players.offline.progressLabel', { title })}
          />
        </span>
      );
    case 'downloaded':
      return (
        <span className={styles.wrap}>
          <span className={styles.done} data-testid="download-done">
            <Icon name="check" size={18} />
            {t('players.offline.downloaded')}
          </span>
          <Button
            variant="ghost"
            icon={<Icon name="trash" size={18} />}
            onClick={() => void removeDownload(target)}
            data-testid="download-remove"
          >
            {t('players.offline.remove')}
          </Button>
        </span>
      );
  }
}
