import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
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
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);

  if (!current || upcoming.length === 0) {
    return (
      <EmptyState icon="list" title={t('players-audio.queue.empty')} data-testid="queue-empty">
        {t('players-audio.queue.emptyBody')}
      </EmptyState>
    );
  }

  const keys = upcoming.map((item) => item.key);
  const reorder = (key: string, toIndex: number) =>
    player.setQueueOrder([current.key, ...moveKey(keys, key, toIndex)]);
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const key = dragging ?? event.dataTransfer.getData('text/plain');
    setDragging(null);
    setOver(null);
    if (key) reorder(key, index);
  };
  const last = upcoming.length - 1;

  return (
    <ol className={styles.list} aria-label={t('players-audio.queue.title')} data-testid="queue-list">
      {upcoming.map((item, index) => (
        <li
          key={item.key}
          className={styles.item}
          draggable
          data-testid="queue-item"
          data-key={item.key}
          data-dragging={dragging === item.key || undefined}
          data-drop-target={over === index && dragging !== item.key ? true : undefined}
          onDragStart={(event) => {
            setDragging(item.key);
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', item.key);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(index);
          }}
          onDrop={(event) => drop(event, index)}
        >
          <span className={styles.grip} aria-hidden="true">
            <PlayerIcon name="grip" size={16} />
          </span>
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
          <span className={styles.actions}>
            <button
              type="button"
              className={styles.small}
              disabled={index === 0}
              onClick={() => reorder(item.key, index - 1)}
              aria-label={t('players-audio.queue.moveUp', { title: item.title })}
              data-testid="queue-item-up"
            >
              <PlayerIcon name="arrow-up" size={15} />
            </button>
            <button
              type="button"
              className={styles.small}
              disabled={index === last}
              onClick={() => reorder(item.key, index + 1)}
              aria-label={t('players-audio.queue.moveDown', { title: item.title })}
              data-testid="queue-item-down"
            >
              <PlayerIcon name="arrow-down" size={15} />
            </button>
            <button
              type="button"
              className={styles.small}
              onClick={() => player.removeFromQueue(item.key)}
              aria-label={t('players-audio.queue.remove', { title: item.title })}
              data-testid="queue-item-remove"
            >
              <PlayerIcon name="trash" size={15} />
            </button>
          </span>
        </li>
      ))}
    </ol>
  );
}
