import { useTranslation } from 'react-i18next';
import { previewUrl } from './preview-url';
import styles from './BrandPreview.module.css';

const FRAMES = [
  { key: 'phone', width: 375, height: 740, scale: 0.5 },
  { key: 'desktop', width: 1440, height: 900, scale: 0.3 },
] as const;

/**
 * The live preview beside the form: the brand's primary host at 375 and 1440 px, scaled down.
 * `version` changes after each save, which reloads both. A CSP that forbids framing shows the
 * browser's blocked-frame page instead; the links open the host in a tab either way.
 */
export function BrandPreview({ host, version }: { host: string | null; version: number }) {
  const { t } = useTranslation();
  if (!host) {
    return (
      <aside className={styles.preview} aria-labelledby="preview-title" data-testid="brand-preview">
        <h2 id="preview-title" className={styles.title}>
          {t('brands.preview.title')}
        </h2>
        <p className="console-muted">{t('brands.preview.noHost')}</p>
      </aside>
    );
  }
  const url = previewUrl(host, window.location);
  return (
    <aside className={styles.preview} aria-labelledby="preview-title" data-testid="brand-preview">
      <h2 id="preview-title" className={styles.title}>
        {t('brands.preview.title')}
      </h2>
      <p className="console-muted">{t('brands.preview.description')}</p>
      <div className={styles.frames}>
        {FRAMES.map((frame) => (
          <figure key={frame.key} className={styles.figure}>
            <div
              className={styles.viewport}
              style={{ width: frame.width * frame.scale, height: frame.height * frame.scale }}
            >
              <iframe
                key={version}
                src={url}
                title={t(`brands.preview.${frame.key}`, { width: frame.width })}
                width={frame.width}
                height={frame.height}
                style={{ transform: `scale(${frame.scale})` }}
                className={styles.frame}
                loading="lazy"
                sandbox="allow-same-origin allow-scripts allow-forms"
                data-testid={`preview-${frame.key}`}
              />
            </div>
            <figcaption className={styles.caption}>
              {t(`brands.preview.${frame.key}`, { width: frame.width })}{' '}
              <a href={url} target="_blank" rel="noreferrer">
                {t('brands.preview.open')}
              </a>
            </figcaption>
          </figure>
        ))}
      </div>
    </aside>
  );
}
