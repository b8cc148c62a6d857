import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  formatPlaybackTime,
  parsePosition,
  resumeTime,
  type MediaType,
  intlLocale,
} from '@member-area/domain';
import type { MediaDetailsQuery } from '../../../gql/graphql';
import { Button, ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Notice } from '../../../ui/Notice';
import { COVER_SIZE } from '../../../ui/MediaCard';
import { COVER_SHAPE, formatDuration, paths } from '../../browse';
import { CollectionButton } from '../../collection';
import { AddToPlaylistMenu } from '../../playlists';
import { ReportProblemDialog } from '../../feedback';
import { DownloadButton, usePlayback, usePlayer, type QueueItem } from '../../players';
import { MAIN_ACTION } from '../utils/main-action';
import styles from './MediaDetails.module.css';

export type MediaItem = NonNullable<MediaDetailsQuery['content']['media']>;
type Person = { id: string; title: string };

function names(people: readonly Person[] | null | undefined): string {
  return (people ?? []).map((person) => person.title).join(', ');
}

type NewQueueItem = Omit<QueueItem, 'key'>;

/** The queue entry for this title (an episode or a track when given). */
function queueItem(media: MediaItem, type: MediaType, extra: Partial<NewQueueItem> = {}): NewQueueItem {
  return {
    mediaType: type,
    id: media.id,
    title: media.title,
    subtitle: null,
    thumbnailUrl: media.thumbnail.url,
    ...extra,
  };
}

/** Play / Resume at 12:34, Add to queue and Report a problem, for a title the member may play. */
function PlayActions({ media, type, byline }: { media: MediaItem; type: MediaType; byline: string }) {
  const { t } = useTranslation();
  const player = usePlayer();
  const [reporting, setReporting] = useState(false);
  const [queued, setQueued] = useState(false);
  const canPlay = media.access.available;
  // Movies say where they resume; the host reuses this cache entry when Play opens the player.
  const playback = usePlayback(canPlay && type === 'movie' ? { mediaType: type, id: media.id } : null);
  const progress = playback.data?.progress;
  const position = parsePosition(progress?.position);
  const savedTime = typeof position?.time === 'number' ? position.time : (progress?.progress ?? 0);
  const resumeAt = playback.data?.video ? resumeTime(savedTime, playback.data.video.duration) : 0;

  useEffect(() => {
    if (!queued) return;
    const timer = window.setTimeout(() => setQueued(false), 2500);
    return () => window.clearTimeout(timer);
  }, [queued]);

  return (
    <>
      {canPlay ? (
        <>
          <Button
            size="lg"
            icon={<Icon name={MAIN_ACTION[type].icon} size={18} />}
            onClick={() => player.play([queueItem(media, type, { subtitle: byline || null })])}
            data-testid="play-button"
          >
            {resumeAt > 0
              ? t('players.details.resumeAt', { time: formatPlaybackTime(resumeAt) })
              : t(MAIN_ACTION[type].labelKey)}
          </Button>
          {type !== 'stream' ? (
            <Button
              variant="secondary"
              icon={<Icon name={queued ? 'check' : 'list'} size={18} />}
              onClick={() => {
                player.addToQueue([queueItem(media, type, { subtitle: byline || null })]);
                setQueued(true);
              }}
              data-testid="add-to-queue"
            >
              {queued ? t('players.details.addedToQueue') : t('players.details.addToQueue')}
            </Button>
          ) : null}
          <DownloadButton mediaType={type} id={media.id} title={media.title} available={canPlay} />
        </>
      ) : null}
      <Button
        variant="ghost"
        icon={<Icon name="alert" size={18} />}
        onClick={() => setReporting(true)}
        aria-haspopup="dialog"
        data-testid="report-problem"
      >
        {t('players.details.report')}
      </Button>
      <span className="visually-hidden" aria-live="polite">
        {queued ? t('players.details.addedToQueue') : ''}
      </span>
      <ReportProblemDialog
        open={reporting}
        onClose={() => setReporting(false)}
        mediaType={type}
        mediaId={media.id}
        mediaTitle={media.title}
      />
    </>
  );
}

/** The number cell of a track or episode row doubles as its play button. */
function RowPlayButton({ number, label, onPlay }: { number: number; label: string; onPlay(): void }) {
  return (
    <button type="button" className={styles.rowPlay} title={label} onClick={onPlay}>
      {/* Named by its hidden text, not an aria-label that leaves out the number it shows (WCAG 2.5.3). */}
      <span className={styles.rowNumber} aria-hidden="true">
        {number}
      </span>
      <span className="visually-hidden">{label}</span>
      <span className={styles.rowPlayIcon} aria-hidden="true">
        <Icon name="play" size={16} />
      </span>
    </button>
  );
}

/**
 * Intl's formatters for the facts, made once per interface language: each constructor loads
 * locale data, about 10 ms a page at 4x CPU slowdown when they were made on every render and
 * every date (issue 16 target 7, the details page's first paint).
 */
const formattersByLocale = new Map<string, ReturnType<typeof createFormatters>>();

function createFormatters(locale: string) {
  const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
  const regionNames = new Intl.DisplayNames([locale], { type: 'region' });
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const numbers = new Intl.NumberFormat(locale);
  return {
    language: (code: string) => {
      try {
        return languageNames.of(code) ?? code;
      } catch {
        return code;
      }
    },
    country: (code: string) => {
      try {
        return regionNames.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    },
    date: (iso: string) => {
      const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
      return Number.isNaN(date.getTime()) ? iso : dates.format(date);
    },
    number: (n: number) => numbers.format(n),
  };
}

function useFormatters() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  let formatters = formattersByLocale.get(locale);
  if (!formatters) {
    formatters = createFormatters(locale);
    formattersByLocale.set(locale, formatters);
  }
  return formatters;
}

/** SPEC.md 3 per-type facts, in the order a member scans them; empty values are left out. */
function Facts({ media }: { media: MediaItem }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const rows: [string, ReactNode][] = [];
  const push = (key: string, value: ReactNode | null | undefined | false) => {
    if (value !== null && value !== undefined && value !== false && value !== '')
      rows.push([t(`media.fields.${key}`), value]);
  };
  push('releaseDate', media.releaseDate ? f.date(media.releaseDate) : null);
  push('releaseYear', !media.releaseDate && media.releaseYear ? String(media.releaseYear) : null);
  push('duration', media.duration ? formatDuration(media.duration) : null);
  push('type', media.type ? t(`media.kinds.${media.type}`, { defaultValue: media.type }) : null);
  push('season', media.seasonNumber ? String(media.seasonNumber) : null);
  push('episode', media.episodeNumber ? String(media.episodeNumber) : null);
  push('quality', media.quality);
  push('language', media.language ? f.language(media.language) : null);
  push('languages', media.languages.length > 0 ? media.languages.map(f.language).join(', ') : null);
  push('countryOfOrigin', media.countryOfOrigin ? f.country(media.countryOfOrigin) : null);
  push('publisher', media.publisher?.title);
  push('pages', media.numPages ? f.number(media.numPages) : null);
  push('edition', media.edition);
  push('isbn', media.isbn);
  push('upc', media.upc);
  push('copyright', media.copyright);
  if (rows.length === 0) return null;
  return (
    <dl className={styles.facts} data-testid="media-facts">
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Credits({ media }: { media: MediaItem }) {
  const { t } = useTranslation();
  const groups: [string, Person[]][] = [
    ['artists', media.artists],
    ['authors', media.authors],
    ['narrators', media.narrators],
    ['cast', media.casts],
    ['directors', media.directors],
    ['producers', media.producers],
    ['writers', media.writers],
  ];
  const shown = groups.filter(([, people]) => people.length > 0);
  if (shown.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="credits-title" data-testid="media-credits">
      <h2 id="credits-title" className={styles.sectionTitle}>
        {t('media.credits')}
      </h2>
      <dl className={styles.credits}>
        {shown.map(([key, people]) => (
          <div key={key} className={styles.fact}>
            <dt>{t(`media.fields.${key}`)}</dt>
            <dd>{names(people)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Tracks({ media }: { media: MediaItem }) {
  const { t } = useTranslation();
  const player = usePlayer();
  if (media.tracks.length === 0) return null;
  const canPlay = media.access.available;
  return (
    <section className={styles.section} aria-labelledby="tracks-title">
      <div className={styles.sectionHead}>
        <h2 id="tracks-title" className={styles.sectionTitle}>
          {t('media.songs', { count: media.tracks.length })}
        </h2>
        <AddToPlaylistMenu
          trackIds={media.tracks.map((track) => track.id)}
          label={t('media.addAlbumToPlaylist')}
          data-testid="add-album-to-playlist"
        />
      </div>
      <ol className={styles.tracks} data-testid="track-list">
        {media.tracks.map((track) => (
          <li key={track.id} className={styles.track} data-testid="track">
            {canPlay ? (
              <RowPlayButton
                number={track.trackNumber}
                label={t('players.details.playTrack', { title: track.title })}
                onPlay={() =>
                  player.play([queueItem(media, 'music', { trackId: track.id, subtitle: track.title })])
                }
              />
            ) : (
              <span className={styles.trackNumber}>{track.trackNumber}</span>
            )}
            <span className={styles.trackText}>
              <span className={styles.trackTitle}>{track.title}</span>
              {track.artists.length > 0 ? (
                <span className={styles.trackArtist}>{names(track.artists)}</span>
              ) : null}
            </span>
            <span className={styles.trackDuration} aria-label={t('media.fields.duration')}>
              {formatDuration(track.duration)}
            </span>
            <AddToPlaylistMenu
              compact
              trackIds={[track.id]}
              label={t('media.addTrackToPlaylist', { title: track.title })}
              data-testid={`add-track-${track.trackNumber}`}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Episodes({ media }: { media: MediaItem }) {
  const { t } = useTranslation();
  const player = usePlayer();
  if (media.episodes.length === 0) return null;
  const canPlay = media.access.available;
  const seasons = new Map<number, MediaItem['episodes']>();
  for (const episode of media.episodes) {
    seasons.set(episode.seasonNumber, [...(seasons.get(episode.seasonNumber) ?? []), episode]);
  }
  return (
    <section className={styles.section} aria-labelledby="episodes-title" data-testid="episodes">
      <h2 id="episodes-title" className={styles.sectionTitle}>
        {t('media.episodes')}
      </h2>
      {media.firstEpisode ? (
        <p className={styles.muted}>
          {t('media.firstEpisode', {
            season: media.firstEpisode.seasonNumber,
            episode: media.firstEpisode.episodeNumber,
            title: media.firstEpisode.title,
          })}
        </p>
      ) : null}
      {[...seasons].map(([season, episodes]) => (
        <div key={season} className={styles.season}>
          <h3 className={styles.seasonTitle}>{t('media.season', { number: season })}</h3>
          <ol className={styles.tracks}>
            {episodes.map((episode) => (
              <li key={episode.id} className={styles.track}>
                {canPlay ? (
                  <RowPlayButton
                    number={episode.episodeNumber}
                    label={t('players.details.playEpisode', {
                      episode: episode.episodeNumber,
                      title: episode.title,
                    })}
                    onPlay={() =>
                      player.play([
                        queueItem(media, 'movie', { episodeId: episode.id, subtitle: episode.title }),
                      ])
                    }
                  />
                ) : (
                  <span className={styles.trackNumber}>{episode.episodeNumber}</span>
                )}
                <span className={styles.trackText}>
                  <span className={styles.trackTitle}>{episode.title}</span>
                </span>
                <span className={styles.trackDuration}>{formatDuration(episode.duration)}</span>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}

function AccessNotice({ media }: { media: MediaItem }) {
  const { t } = useTranslation();
  if (media.access.available) return null;
  switch (media.access.reason) {
    case 'geo_restricted':
      return (
        <Notice tone="warning" role="alert" data-testid="access-geo">
          {t('media.access.geoRestricted')}
        </Notice>
      );
    case 'not_in_plan':
      return (
        <Notice
          tone="info"
          title={t('media.access.upgradeTitle')}
          data-testid="access-upgrade"
          action={
            <ButtonLink to="/account/membership" size="sm">
              {t('media.access.upgrade')}
            </ButtonLink>
          }
        >
          {t('media.access.notInPlan', { type: t(`menu.${media.mediaType}`) })}
        </Notice>
      );
    case 'hidden_on_device':
      return (
        <Notice tone="info" data-testid="access-device">
          {t('browse.hiddenOnDevice')}
        </Notice>
      );
    case null:
    default:
      return (
        <Notice tone="info" data-testid="access-other">
          {media.access.message ?? t('media.access.unavailable')}
        </Notice>
      );
  }
}

/** The details of one title, with every field SPEC.md 3 lists for its type. */
export function MediaDetails({ media, type }: { media: MediaItem; type: MediaType }) {
  const { t } = useTranslation();
  const shape = COVER_SHAPE[type];
  const size = COVER_SIZE[shape];
  const byline = names(
    media.artists.length
      ? media.artists
      : media.authors.length
        ? media.authors
        : media.writers.length && type === 'ebook'
          ? media.writers
          : media.directors,
  );
  return (
    <article className={styles.page} data-testid="media-details" data-media={type}>
      <div className={styles.backdrop} aria-hidden="true">
        <img src={media.thumbnail.url} alt="" width={size.width} height={size.height} />
      </div>
      <div className={styles.top}>
        <div className={[styles.cover, styles[shape]].join(' ')}>
          <img
            src={media.thumbnail.url}
            alt={t('media.coverOf', { title: media.title })}
            width={size.width}
            height={size.height}
          />
          {media.is_free ? <span className={styles.freeBadge}>{t('browse.free')}</span> : null}
        </div>
        <div className={styles.head}>
          <Link to={paths.overview(type)} className={styles.typeLink}>
            <Icon name="arrow-left" size={14} />
            {t(`menu.${type}`)}
          </Link>
          <h1 className={styles.title} data-testid="media-title">
            {media.title}
          </h1>
          {byline ? <p className={styles.byline}>{byline}</p> : null}
          {media.genres.length > 0 ? (
            <ul className={styles.genres} aria-label={t('media.fields.genres')}>
              {media.genres.map((genre) => (
                <li key={genre.id}>
                  <Link to={paths.genre(type, genre.key)} className={styles.chip}>
                    {genre.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <AccessNotice media={media} />
          <div className={styles.actions}>
            <PlayActions media={media} type={type} byline={byline} />
            <CollectionButton
              title={{
                type,
                id: media.id,
                title: media.title,
                artist: byline || null,
                duration: media.duration ?? null,
                thumbnailUrl: media.thumbnail.url,
              }}
            />
            {type === 'stream' && media.liveSlug ? (
              <ButtonLink
                to={paths.live(type, media.liveSlug)}
                variant="secondary"
                icon={<Icon name="stream" size={18} />}
              >
                {t('media.liveStats')}
              </ButtonLink>
            ) : null}
          </div>
          {media.description ? (
            <section aria-labelledby="summary-title" className={styles.summary}>
              <h2 id="summary-title" className="visually-hidden">
                {t('media.summary')}
              </h2>
              <p data-testid="media-summary">{media.description}</p>
            </section>
          ) : null}
          <Facts media={media} />
        </div>
      </div>
      <Tracks media={media} />
      <Episodes media={media} />
      <Credits media={media} />
    </article>
  );
}
