import { Fragment, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYBOARD_SCHEME } from '@member-area/domain';
import { IconButton } from './controls';
import { usePlayerLayer } from './layers';
import styles from './PlayerHost.module.css';

/** The '?' panel: every key of the one scheme with what it does. */
export function HelpPanel({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  // Focus goes back to what had it before (below), so no opener here.
  usePlayerLayer('panel', true, onClose);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);
  return (
    <section className={styles.help} aria-labelledby={titleId} data-testid="player-help">
      <div className={styles.helpHead}>
        <h3 id={titleId}>{t('players.host.help')}</h3>
        <IconButton
          ref={closeButton}
          icon="close"
          size="sm"
          label={t('players.host.closeHelp')}
          onClick={onClose}
        />
      </div>
      <dl className={styles.helpList}>
        {KEYBOARD_SCHEME.map(({ action, keys }) => (
          <div key={action} className={styles.helpRow}>
            <dt>
              {action === 'slower' || action === 'faster' ? (
                <>
                  <kbd>{keys[0]}</kbd>+<kbd>{keys[1]}</kbd>
                </>
              ) : (
                keys.map((key, index) => (
                  <Fragment key={key}>
                    {index > 0 ? <span className={styles.or}>{t('players.keys.or')}</span> : null}
                    <kbd>{key}</kbd>
                  </Fragment>
                ))
              )}
            </dt>
            <dd>{t(`players.keys.${action}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
