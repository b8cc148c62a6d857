import { useEffect, useRef, type RefObject } from 'react';
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
  const framesRef = useRef<HTMLDivElement>(null);
  useKeepFocusOutOf(framesRef);
  if (!host) {
    return (
      <aside className={styles.preview} aria-labelledby="preview-title" data-testid="brand-preview">
        <h2 id="preview-title" className={styles.title}>
          {t('brands.preview.title')}
        </h2>
        <p className="console-muted">{t('brands.preview.afterCreate')}</p>
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
      <div className={styles.frames} ref={framesRef}>
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
                tabIndex={-1}
                // A picture, not a place to work (useKeepFocusOutOf).
                inert
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

/**
 * The member page focuses its sign-in field when it loads (LoginForm autoFocus), and a preview
 * reloads after each save: the browser would move the focus from the form into the frame. The
 * frames are inert pictures, so the focus goes back to where the staff member was.
 */
function useKeepFocusOutOf(framesRef: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    let last: HTMLElement | null = null;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !(event.target instanceof HTMLIFrameElement))
        last = event.target;
    };
    const restore = () => {
      // The window blurs as the focus enters a frame; the frame is then the active element.
      window.setTimeout(() => {
        const active = document.activeElement;
        if (!(active instanceof HTMLIFrameElement) || !framesRef.current?.contains(active)) return;
        // Nothing focused before (the page just opened): back to the page itself.
        if (last?.isConnected) last.focus({ preventScroll: true });
        else active.blur();
      }, 0);
    };
    document.addEventListener('focusin', remember);
    window.addEventListener('blur', restore);
    return () => {
      document.removeEventListener('focusin', remember);
      window.removeEventListener('blur', restore);
    };
  }, [framesRef]);
}
