import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../app/BootContext';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { ButtonLink } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { NothingToDisplay } from '../features/browse/components/BrowseFrame';
import { hiddenOnThisDevice } from '../features/browse/device';
import { isMediaType, parseMediaId, paths } from '../features/browse/paths';
import { useMediaDetails } from '../features/media/hooks';
import { MediaDetails } from '../features/media/components/MediaDetails';
import { MediaDetailsSkeleton } from '../features/media/components/MediaDetailsSkeleton';

/** browse/{media}/id/{id}/{slug?}: one title. Ids below 1 are never fetched (SPEC.md 5). */
export function Component() {
  const { t } = useTranslation();
  const { media, id: rawId } = useParams();
  const { country } = useBoot();
  const type = isMediaType(media) ? media : null;
  const id = parseMediaId(rawId);
  const details = useMediaDetails(type ?? '', type ? id : null, country ?? null);
  useDocumentTitle(details.data?.title ?? (type ? t(`menu.${type}`) : null));

  if (!type) return <NothingToDisplay />;
  if (hiddenOnThisDevice(type)) return <EmptyState icon="info" title={t('browse.hiddenOnDevice')} />;
  if (id !== null && details.isPending) return <MediaDetailsSkeleton />;
  if (details.isError) return null; // the query cache sends the member to the error screen
  if (id === null || !details.data) {
    return (
      <EmptyState
        icon="compass"
        title={t('media.notFound.title')}
        data-testid="media-not-found"
        actions={
          <ButtonLink to={paths.overview(type)} variant="secondary">
            {t('browse.backToOverview', { type: t(`menu.${type}`) })}
          </ButtonLink>
        }
      >
        {t('media.notFound.body')}
      </EmptyState>
    );
  }
  return <MediaDetails media={details.data} type={type} />;
}
