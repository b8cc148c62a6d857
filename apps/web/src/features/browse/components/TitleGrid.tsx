import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaType } from '@member-area/domain';
import { VirtualGrid } from '../../../ui/VirtualGrid';
import { Spinner } from '../../../ui/Spinner';
import { COVER_SIZE } from '../../../ui/MediaCard';
import { COVER_SHAPE } from '../paths';
import { TitleCard, type CardItem } from './TitleCard';
import styles from './Browse.module.css';

const END_NOTE_AFTER = 48;

const MIN_WIDTH = { portrait: 150, square: 160, landscape: 240 } as const;

/** A virtualised grid of title cards that asks for the next page as the member nears its end. */
export function TitleGrid({
  media,
  items,
  hasMore,
  loadingMore,
  onLoadMore,
  label,
  showType,
  'data-testid': testId = 'title-grid',
}: {
  media: MediaType;
  items: CardItem[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  label: string;
  showType?: boolean;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const shape = COVER_SHAPE[media];
  const size = COVER_SIZE[shape];
  const onEndReached = useCallback(() => {
    if (hasMore && !loadingMore) onLoadMore();
  }, [hasMore, loadingMore, onLoadMore]);
  const renderItem = useCallback(
    (index: number, eager: boolean) => {
      const item = items[index];
      return item ? <TitleCard item={item} mediaType={media} eager={eager} showType={showType} /> : null;
    },
    [items, media, showType],
  );
  return (
    <>
      <VirtualGrid
        itemCount={items.length}
        renderItem={renderItem}
        minItemWidth={MIN_WIDTH[shape]}
        aspect={size.height / size.width}
        captionHeight={showType ? 52 : 48}
        onEndReached={onEndReached}
        label={label}
        data-testid={testId}
      />
      <div className={styles.gridFooter} aria-live="polite">
        {loadingMore ? <Spinner size={24} label={t('browse.loadingMore')} /> : null}
        {/* "The end" only means something after the member scrolled through more than a screenful. */}
        {!hasMore && items.length > END_NOTE_AFTER ? (
          <span data-testid="grid-end">{t('browse.endOfList')}</span>
        ) : null}
      </div>
    </>
  );
}
