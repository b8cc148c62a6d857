import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MediaType } from '@member-area/domain';
import { Carousel, CarouselItem } from '../../../ui/Carousel';
import { firstScreenCardsHere } from '../../../ui/first-screen-cards';
import links from '../../../ui/Links.module.css';
import { CARD_WIDTH, COVER_SHAPE } from '../paths';
import { TitleCard, type CardItem } from './TitleCard';

/**
 * A curated row of one media type's titles (browse's overview, home): a carousel of title cards
 * with its "see all" link. When eager, the cards the first screen shows load at once.
 */
export function TitleRow({
  id,
  title,
  media,
  items,
  seeAll,
  eager,
  'data-testid': testId,
}: {
  id: string;
  title: string;
  media: MediaType;
  items: readonly CardItem[];
  seeAll: string | null;
  eager: boolean;
  'data-testid': string;
}) {
  const { t } = useTranslation();
  const width = CARD_WIDTH[COVER_SHAPE[media]];
  const firstScreenCards = firstScreenCardsHere(width);
  return (
    <Carousel
      id={id}
      title={title}
      itemWidth={width}
      previousLabel={t('browse.row.previous', { row: title })}
      nextLabel={t('browse.row.next', { row: title })}
      data-testid={testId}
      action={
        seeAll ? (
          <Link to={seeAll} className={links.seeAll}>
            {t('browse.row.seeAll')}
          </Link>
        ) : null
      }
    >
      {items.map((item, i) => (
        <CarouselItem key={item.id}>
          <TitleCard item={item} mediaType={media} eager={eager && i < firstScreenCards} />
        </CarouselItem>
      ))}
    </Carousel>
  );
}
