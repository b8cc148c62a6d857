import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerController } from '../core/contract';
import { QueueView } from './QueueView';
import layout from './AudioLayout.module.css';

/**
 * The side of the full audio players (music, audiobook): two tabs, the title's own list (album
 * tracks or chapters) and the play queue with how many titles wait after this one.
 */
export function SidePanel({
  label,
  ownTab,
  player,
  testIdPrefix,
  children,
}: {
  /** The tab list's accessible name. */
  label: string;
  /** The first tab: its key (ids and test ids) and its text; `children` is its panel. */
  ownTab: { key: string; label: string };
  player: PlayerController;
  /** The player's test id prefix: music-tab-album, audiobook-tab-queue … */
  testIdPrefix: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [queueShown, setQueueShown] = useState(false);
  const panelId = useId();
  const upcoming = Math.max(0, player.queue.length - 1);
  const shown = queueShown ? 'queue' : ownTab.key;
  const tab = (key: string, text: ReactNode, onSelect: () => void, testId: string) => (
    <button
      type="button"
      role="tab"
      id={`${panelId}-${key}`}
      aria-selected={shown === key}
      aria-controls={`${panelId}-panel`}
      className={layout.tab}
      onClick={onSelect}
      data-testid={testId}
    >
      {text}
    </button>
  );

  return (
    <section className={layout.side}>
      <div className={layout.tabs} role="tablist" aria-label={label}>
        {tab(ownTab.key, ownTab.label, () => setQueueShown(false), `${testIdPrefix}-tab-${ownTab.key}`)}
        {tab(
          'queue',
          <>
            {t('players-audio.queue.title')}
            {upcoming > 0 ? <span className={layout.count}>{upcoming}</span> : null}
          </>,
          () => setQueueShown(true),
          `${testIdPrefix}-tab-queue`,
        )}
      </div>
      <div
        id={`${panelId}-panel`}
        role="tabpanel"
        aria-labelledby={`${panelId}-${shown}`}
        className={layout.panel}
      >
        {queueShown ? <QueueView player={player} /> : children}
      </div>
    </section>
  );
}
