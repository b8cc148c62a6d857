import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { TrackRow, useDragReorder, type TrackRowIcon } from '../../../ui/TrackRow';
import { PlayerIcon } from '../core/icons';
import type { PlayerController } from '../core/contract';
import { moveKey } from './queueOrder';
import styles from './QueueView.module.css';

/**
 * "Up next": the queue after the item that plays (queue[0]). Reorder by drag or the arrow buttons,
 * remove, or play one at once. Reordering never moves the playing item from the front.
 */
export function QueueView({ player }: { player: PlayerController }) {
  const { t } = useTranslation();
  const [current, ...upcoming] = player.queue;
  const reorder = (key: string, toIndex: number) => {
    if (!current) return;
    const keys = upcoming.map((item) => item.key);
    player.setQueueOrder([current.key, ...moveKey(keys, key, toIndex)]);
  };
  const drag = useDragReorder(reorder);

  if (!current || upcoming.length === 0) {
    return (
      <EmptyState icon="list" title={t('players-audio.queue.empty')} data-testid="queue-empty">
        {t('players-audio.queue.emptyBody')}
      </EmptyState>
    );
  }

  const last = upcoming.length - 1;

  return (
    <ol className={styles.list} aria-label={t('players-audio.queue.title')} data-testid="queue-list">
      {upcoming.map((item, index) => (
        <TrackRow
          key={item.key}
          itemKey={item.key}
          index={index}
          last={last}
          reorder={drag}
          classes={{ row: styles.item, grip: styles.grip, actions: styles.actions, action: styles.small }}
          icon={(name: TrackRowIcon) => <PlayerIcon name={name} size={name === 'grip' ? 16 : 15} />}
          labels={{
            up: t('players-audio.queue.moveUp', { title: item.title }),
            down: t('players-audio.queue.moveDown', { title: item.title }),
            remove: t('players-audio.queue.remove', { title: item.title }),
          }}
          testIds={{
            row: 'queue-item',
            up: 'queue-item-up',
            down: 'queue-item-down',
            remove: 'queue-item-remove',
          }}
          onMove={(toIndex) => reorder(item.key, toIndex)}
          onRemove={() => player.removeFromQueue(item.key)}
          rowProps={{ 'data-key': item.key }}
        >
          <button
            type="button"
            className={styles.play}
            onClick={() => player.playQueued(item.key)}
            aria-label={t('players-audio.queue.play', { title: item.title })}
            data-testid="queue-item-play"
          >
            {item.thumbnailUrl ? (
              <img
                className={styles.thumb}
                src={item.thumbnailUrl}
                alt=""
                width={40}
                height={40}
                loading="lazy"
              />
            ) : (
              <span className={styles.thumb} aria-hidden="true" />
            )}
            <span className={styles.text}>
              <span className={styles.title} data-testid="queue-item-title">
                {item.title}
              </span>
              {item.subtitle ? <span className={styles.subtitle}>{item.subtitle}</span> : null}
            </span>
          </button>
        </TrackRow>
      ))}
    </ol>
  );
}
