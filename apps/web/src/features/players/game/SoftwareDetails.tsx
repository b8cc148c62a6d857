import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerProps } from '../core/contract';
import { PlayerIcon } from '../core/icons';
import { checksumCommand, formatFileSize, isPlatform, PLATFORM_NAMES } from './software-format';
import styles from './SoftwareDetails.module.css';
import { useTitleMediaSession } from '../core/media-session';

type Download = PlayerProps['playback']['downloads'][number];

/** Software is not played: its details view lists each platform's signed download and checksum. */
export function SoftwareDetails({
  playback,
  setMediaSession,
}: Pick<PlayerProps, 'playback' | 'setMediaSession'>) {
  const { t } = useTranslation();
  useTitleMediaSession({ playback, setMediaSession });

  return (
    <div className={styles.software} data-testid="software-details">
      <div className={styles.inner}>
        <header className={styles.hero}>
          <img className={styles.cover} src={playback.thumbnail.url} alt="" width={160} height={160} />
          <div className={styles.heading}>
            <p className={styles.kicker}>{t('players-reader.software.kicker')}</p>
            <h2 className={styles.title}>{playback.title}</h2>
            {playback.subtitle ? <p className={styles.subtitle}>{playback.subtitle}</p> : null}
            <p className={styles.platformCount}>
              {t('players-reader.software.platformCount', { count: playback.downloads.length })}
            </p>
          </div>
        </header>
        {playback.downloads.length === 0 ? (
          <p className={styles.empty}>{t('players-reader.software.none')}</p>
        ) : (
          <ul className={styles.list}>
            {playback.downloads.map((download) => (
              <DownloadCard key={`${download.platform}-${download.fileName}`} download={download} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function DownloadCard({ download }: { download: Download }) {
  const { t, i18n } = useTranslation();
  const platform = isPlatform(download.platform) ? download.platform : null;
  const platformName = platform ? PLATFORM_NAMES[platform] : download.platform;
  const size = formatFileSize(download.sizeBytes, i18n.language);
  return (
    <li className={styles.card} data-testid="software-download" data-platform={download.platform}>
      <div className={styles.cardHead}>
        <div>
          <h3 className={styles.platform}>{platformName}</h3>
          <p className={styles.meta}>
            {t('players-reader.software.version', { version: download.version })}
            <span aria-hidden="true"> · </span>
            <span data-testid="software-size">{size}</span>
          </p>
        </div>
        <a
          className={styles.download}
          href={download.url}
          download={download.fileName}
          type={download.mimeType}
          aria-label={t('players-reader.software.downloadFor', { platform: platformName, size })}
        >
          <PlayerIcon name="download" size={18} />
          <span>{t('players-reader.software.download')}</span>
        </a>
      </div>
      <p className={styles.fileName}>{download.fileName}</p>
      <Checksum sha256={download.sha256} />
      {platform ? (
        <details className={styles.verify}>
          <summary>{t('players-reader.software.howToVerify')}</summary>
          <p>{t(`players-reader.software.verify.${platform}`)}</p>
          <pre className={styles.command}>
            <code>{checksumCommand(platform, download.fileName)}</code>
          </pre>
          <p>{t('players-reader.software.verifyCompare')}</p>
        </details>
      ) : null}
    </li>
  );
}

function Checksum({ sha256 }: { sha256: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const codeRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sha256);
      setCopied(true);
    } catch {
      // No clipboard permission (or an insecure origin): select the text so the member can copy it.
      const code = codeRef.current;
      const selection = window.getSelection();
      if (code && selection) {
        selection.selectAllChildren(code);
      }
    }
  };

  return (
    <div className={styles.checksum}>
      <span className={styles.checksumLabel}>{t('players-reader.software.checksum')}</span>
      <code ref={codeRef} className={styles.hash} data-testid="software-sha256">
        {sha256}
      </code>
      <button type="button" className={styles.copy} onClick={() => void copy()} data-copied={copied}>
        <PlayerIcon name={copied ? 'check' : 'copy'} size={16} />
        <span aria-live="polite">
          {t(copied ? 'players-reader.software.copied' : 'players-reader.software.copy')}
        </span>
      </button>
    </div>
  );
}
