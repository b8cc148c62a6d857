import { useTranslation } from 'react-i18next';
import type { MediaType } from '@member-area/domain';
import { EmptyState } from '../../../ui/EmptyState';
import { useGenres } from '../hooks';
import { GenreTiles } from './GenreTiles';
import { GridSkeleton } from './BrowsePages';

/** browse/{media}/genres: every genre of the type as a tile with its number of titles. */
export function GenresTab({ media }: { media: MediaType }) {
  const { t } = useTranslation();
  const genres = useGenres(media);
  if (genres.isPending) return <GridSkeleton />;
  if (genres.isError) return null;
  if (genres.data.length === 0) return <EmptyState icon="compass" title={t('browse.empty.nothing')} />;
  return <GenreTiles media={media} genres={genres.data} />;
}
