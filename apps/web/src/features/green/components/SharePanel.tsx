import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { SHARE_TARGETS, shareLink, type ShareContent } from '../share-links';
import styles from './SharePanel.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

const canShare = (content: ShareContent) =>
  typeof navigator.share === 'function' && (navigator.canShare?.(content) ?? true);

/**
 * Sharing (SPEC.md 2 "social sharing"): the device's own share sheet through the Web Share API where
 * there is one; otherwise, or when it fails, a copy-link button and links to the usual networks.
 */
export function SharePanel({ content }: { content: ShareContent }) {
  const { t } = useTranslation();
  const [native, setNative] = useState(() => canShare(content));
  const [copy, setCopy] = useState<CopyState>('idle');

  const shareNatively = async () => {
    try {
      await navigator.share(content);
    } catch (error) {
      // The member closed the sheet: nothing to do. Anything else: offer the links instead.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setNative(false);
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(content.url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="green-share-title" data-testid="green-share">
      <h2 id="green-share-title" className={styles.title}>
        {t('green.share.title')}
      </h2>
      <p className={styles.text}>{content.text}</p>
      {native ? (
        <Button icon={<Icon name="heart" size={18} />} onClick={() => void shareNatively()}>
          {t('green.share.button')}
        </Button>
      ) : (
        <div className={styles.fallback}>
          <Button variant="secondary" onClick={() => void copyLink()}>
            {t('green.share.copy')}
          </Button>
          <ul className={styles.links}>
            {SHARE_TARGETS.map((target) => (
              <li key={target}>
                <a
                  className={styles.link}
                  href={shareLink(target, content)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t(`green.share.on.${target}`)}
                  <span className="visually-hidden"> {t('green.share.newWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className={styles.status} role="status" aria-live="polite">
        {copy === 'copied' ? t('green.share.copied') : copy === 'failed' ? t('green.share.copyFailed') : ''}
      </p>
    </section>
  );
}
