import { useParams } from 'react-router';
import { BrowseFrame } from '../features/browse/components/BrowseFrame';
import { BrowseOverview } from '../features/browse/components/BrowseOverview';

/** browse/{media}: the type's overview with a hero and curated rows. */
export function Component() {
  const { media } = useParams();
  return <BrowseFrame media={media}>{(type) => <BrowseOverview key={type} media={type} />}</BrowseFrame>;
}
