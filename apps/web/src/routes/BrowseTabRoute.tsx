import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrowseFrame, NothingToDisplay } from '../features/browse/components/BrowseFrame';
import { BrowsePages } from '../features/browse/components/BrowsePages';
import { GenresTab } from '../features/browse/components/GenresTab';
import { isBrowseTab, isMediaType } from '../features/browse/paths';

const TAB_TITLE = {
  'new-releases': 'browse.tabs.newReleases',
  popular: 'browse.tabs.popular',
  genres: 'browse.tabs.genres',
} as const;

/** browse/{media}/{tabslug}: new releases, popular or the genre list. */
export function Component() {
  const { t } = useTranslation();
  const { media, tabslug } = useParams();
  const tab = isBrowseTab(tabslug) ? tabslug : null;
  const typeName = isMediaType(media) ? t(`menu.${media}`) : '';
  return (
    <BrowseFrame media={media} title={tab ? `${t(TAB_TITLE[tab])} · ${typeName}` : undefined}>
      {(type) =>
        tab === null ? (
          <NothingToDisplay media={type} />
        ) : tab === 'genres' ? (
          <GenresTab media={type} />
        ) : (
          <BrowsePages
            key={`${type}-${tab}`}
            media={type}
            genre={null}
            tab={tab === 'new-releases' ? 'new_releases' : 'popular'}
            label={`${t(TAB_TITLE[tab])} · ${typeName}`}
          />
        )
      }
    </BrowseFrame>
  );
}
