import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as Tabs from '@radix-ui/react-tabs';
import type { PlayerController } from '../core/contract';
import { QueueView } from './QueueView';
import layout from './AudioLayout.module.css';

const QUEUE = 'queue';

/**
 * The side of the full audio players (music, audiobook): two tabs, the title's own list (album
 * tracks or chapters) and the play queue with how many titles wait after this one.
 *
 * Radix Tabs gives the roles (tablist, tab with aria-selected and aria-controls, tabpanel), one
 * tab in the Tab order with ←/→/Home/End moving between them (a focused tab shows its panel), and
 * marks those keys handled so the host's keyboard scheme does not also seek (docs/players.md).
 * Radix is unstyled: AudioLayout.module.css styles the chosen tab by its `data-state="active"`.
 * It opens on the title's own list each time the panel mounts.
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
  /** The first tab: its key (its value and test id) and its text; `children` is its panel. */
  ownTab: { key: string; label: string };
  player: PlayerController;
  /** The player's test id prefix: music-tab-album, audiobook-tab-queue … */
  testIdPrefix: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const upcoming = Math.max(0, player.queue.length - 1);

  return (
    <Tabs.Root defaultValue={ownTab.key} asChild>
      <section className={layout.side}>
        <Tabs.List className={layout.tabs} aria-label={label}>
          <Tabs.Trigger
            value={ownTab.key}
            className={layout.tab}
            data-testid={`${testIdPrefix}-tab-${ownTab.key}`}
          >
            {ownTab.label}
          </Tabs.Trigger>
          <Tabs.Trigger value={QUEUE} className={layout.tab} data-testid={`${testIdPrefix}-tab-${QUEUE}`}>
            {t('players-audio.queue.title')}
            {upcoming > 0 ? <span className={layout.count}>{upcoming}</span> : null}
          </Tabs.Trigger>
        </Tabs.List>
        {/* Radix keeps the hidden panel's element (empty) and mounts only the chosen one's content. */}
        <Tabs.Content value={ownTab.key} className={layout.panel}>
          {children}
        </Tabs.Content>
        <Tabs.Content value={QUEUE} className={layout.panel}>
          <QueueView player={player} />
        </Tabs.Content>
      </section>
    </Tabs.Root>
  );
}
