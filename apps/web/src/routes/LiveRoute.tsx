import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrowseFrame, NothingToDisplay } from '../features/browse/components/BrowseFrame';
import { LiveStats } from '../features/media/components/LiveStats';

/** browse/{media}/live/{slug?}: live stats, for sports streams only. */
export function Component() {
  const { t } = useTranslation();
  const { media, slug } = useParams();
  return (
    <BrowseFrame media={media} title={t('browse.tabs.live')}>
      {(type) => (type === 'stream' ? <LiveStats slug={slug ?? null} /> : <NothingToDisplay media={type} />)}
    </BrowseFrame>
  );
}
