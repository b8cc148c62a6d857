import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MediaType } from '@member-area/domain';
import { Icon } from '../../../ui/Icon';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { PillNav, pillClass } from '../../../ui/PillNav';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { BROWSE_TABS, isMediaType, MEDIA_ICON, paths } from '../paths';
import { hiddenOnThisDevice } from '../device';
import styles from './Browse.module.css';

const TAB_LABEL = {
  'new-releases': 'browse.tabs.newReleases',
  popular: 'browse.tabs.popular',
  genres: 'browse.tabs.genres',
} as const;

/** The "this section does not exist" answer for unknown media types, tabs and genres. */
export function NothingToDisplay({ media }: { media?: MediaType }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="compass"
      title={t('browse.empty.nothing')}
      data-testid="browse-nothing"
      actions={
        <ButtonLink to={media ? paths.overview(media) : '/'} variant="secondary">
          {media ? t('browse.backToOverview', { type: t(`menu.${media}`) }) : t('common.goHome')}
        </ButtonLink>
      }
    >
      {t('browse.empty.nothingBody')}
    </EmptyState>
  );
}

/**
 * The frame of every browse screen: checks the media type of the URL, the device rule, then shows
 * the type's heading and tabs above the screen.
 */
export function BrowseFrame({
  media,
  title,
  subtitle,
  children,
}: {
  media: string | undefined;
  /** Heading of the screen; the type's name when absent. */
  title?: string;
  subtitle?: ReactNode;
  children: (media: MediaType) => ReactNode;
}) {
  const { t } = useTranslation();
  const type = isMediaType(media) ? media : null;
  const typeName = type ? t(`menu.${type}`) : null;
  useDocumentTitle(title ?? typeName ?? t('browse.empty.nothing'));

  if (!type) {
    return (
      <div className={styles.page}>
        <NothingToDisplay />
      </div>
    );
  }
  if (hiddenOnThisDevice(type)) {
    return (
      <div className={styles.page}>
        <EmptyState icon="info" title={t('browse.hiddenOnDevice')} data-testid="browse-hidden-device" />
      </div>
    );
  }
  return (
    <div className={styles.page} data-media={type}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <span className={styles.typeIcon} aria-hidden="true">
            <Icon name={MEDIA_ICON[type]} size={22} />
          </span>
          <div className={styles.headingText}>
            <h1 className={styles.title} data-testid="browse-title">
              {title ?? typeName}
            </h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
        </div>
        <PillNav label={t('browse.tabs.label', { type: typeName })}>
          <NavLink to={paths.overview(type)} end className={pillClass(styles.tab)}>
            {t('browse.tabs.overview')}
          </NavLink>
          {BROWSE_TABS.map((tab) => (
            <NavLink
              key={tab}
              to={paths.tab(type, tab)}
              className={pillClass(styles.tab)}
              data-testid={`browse-tab-${tab}`}
            >
              {t(TAB_LABEL[tab])}
            </NavLink>
          ))}
          {type === 'stream' ? (
            <NavLink to={paths.live(type)} className={pillClass(styles.tab)} data-testid="browse-tab-live">
              <span className={styles.liveDot} aria-hidden="true" />
              {t('browse.tabs.live')}
            </NavLink>
          ) : null}
        </PillNav>
      </header>
      {children(type)}
    </div>
  );
}
