import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaCard } from '../../../ui/MediaCard';
import { COVER_SHAPE, isMediaType, paths } from '../paths';

export interface CardItem {
  id: string;
  title: string;
  is_free: boolean;
  releaseYear?: number | null;
  subtitle?: string | null;
  mediaType?: string;
  thumbnail: { url: string };
}

/** A catalogue title as a card: cover shape by media type, "Free" badge, year as the byline. */
export const TitleCard = memo(function TitleCard({
  item,
  mediaType,
  eager,
  showType,
}: {
  item: CardItem;
  mediaType: string;
  eager?: boolean;
  /** In mixed results (search across types), say which type the title is. */
  showType?: boolean;
}) {
  const { t } = useTranslation();
  const type = item.mediaType ?? mediaType;
  const typeLabel = isMediaType(type) ? t(`menu.${type}`) : type;
  const byline = [
    showType ? typeLabel : null,
    item.subtitle ?? (item.releaseYear ? String(item.releaseYear) : null),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <MediaCard
      to={paths.details(type, item.id, item.title)}
      title={item.title}
      subtitle={byline || null}
      imageUrl={item.thumbnail.url}
      shape={isMediaType(type) ? COVER_SHAPE[type] : 'portrait'}
      badge={item.is_free ? t('browse.free') : null}
      description={showType ? undefined : typeLabel}
      eager={eager}
    />
  );
});
