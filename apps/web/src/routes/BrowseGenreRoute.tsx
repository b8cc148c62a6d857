import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrowseFrame } from '../features/browse/components/BrowseFrame';
import { BrowsePages } from '../features/browse/components/BrowsePages';
import { useGenres } from '../features/browse/hooks';
import { isMediaType } from '../features/browse/paths';

/** browse/{media}/genre/{genreid}: every title of a genre (id or key), scrolled without end. */
export function Component() {
  const { t } = useTranslation();
  const { media, genreid = '' } = useParams();
  const genres = useGenres(media ?? '', isMediaType(media));
  const genre = genres.data?.find((g) => g.id === genreid || g.key === genreid);
  const typeName = isMediaType(media) ? t(`menu.${media}`) : '';
  const title = genre ? `${genre.title} · ${typeName}` : undefined;
  return (
    <BrowseFrame media={media} title={title}>
      {(type) => (
        <BrowsePages
          key={`${type}-${genreid}`}
          media={type}
          genre={genreid}
          tab={null}
          label={title ?? typeName}
        />
      )}
    </BrowseFrame>
  );
}
