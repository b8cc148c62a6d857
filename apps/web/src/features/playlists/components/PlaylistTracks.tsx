import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { TrackRow, useDragReorder, type TrackRowIcon } from '../../../ui/TrackRow';
import { Notice } from '../../../ui/Notice';
import { formatDuration, paths } from '../../browse';
import { MutationFailedError } from '../../collection';
import { playlistErrorText } from '../errors';
import { useMoveTrack, useRemoveTrack, type PlaylistDetail } from '../hooks';
import { rowsToRender, TRACK_OVERSCAN, TRACK_ROW_ESTIMATE_PX } from '../track-window';
import styles from './Playlists.module.css';

export function Tracks({ playlist, onStale }: { playlist: PlaylistDetail; onStale: () => void }) {
  const { t } = useTranslation();
  const move = useMoveTrack();
  const remove = useRemoveTrack();
  const [error, setError] = useState<string | null>(null);
  const tracks = playlist.tracks;

  const { listRef, virtualizer, setFocusedRow } = useTrackWindow(tracks);
  const rowOf = (event: FocusEvent) =>
    Number((event.target as HTMLElement).closest('li')?.dataset.index ?? Number.NaN);

  const moveTo = (trackId: string, toIndex: number) => {
    setError(null);
    move.mutate(
      { playlistId: playlist.id, trackId, toIndex, expectedVersion: playlist.version },
      {
        onError: (failure) => {
          if (failure instanceof MutationFailedError && failure.errorCode === 'stale_playlist') onStale();
          else setError(playlistErrorText(t, failure));
        },
      },
    );
  };

  const drag = useDragReorder(moveTo);

  if (tracks.length === 0) return <EmptyTracks />;
  return (
    <>
      {error ? (
        <Notice tone="danger" role="alert">
          {error}
        </Notice>
      ) : null}
      <ol
        ref={listRef}
        className={styles.tracks}
        style={{ height: virtualizer.getTotalSize() }}
        data-testid="playlist-tracks"
        aria-label={t('playlists.tracksOf', { name: playlist.name })}
        onFocus={(event) => {
          const row = rowOf(event);
          setFocusedRow(Number.isInteger(row) ? row : null);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocusedRow(null);
        }}
      >
        {virtualizer.getVirtualItems().map(({ index, start }) => {
          const track = tracks[index];
          if (!track) return null;
          return (
            <PlaylistTrackRow
              key={track.id}
              track={track}
              index={index}
              count={tracks.length}
              offset={start - virtualizer.options.scrollMargin}
              rowRef={virtualizer.measureElement}
              drag={drag}
              busy={move.isPending}
              onMove={(toIndex) => moveTo(track.id, toIndex)}
              onRemove={() => remove.mutate({ playlistId: playlist.id, trackId: track.id })}
            />
          );
        })}
      </ol>
    </>
  );
}

/**
 * A playlist can hold thousands of tracks: only the rows near the viewport are in the DOM (the
 * page scrolls as a whole, so the window's scroll drives the list), plus the row with the focus.
 */
function useTrackWindow(tracks: PlaylistDetail['tracks']) {
  const listRef = useRef<HTMLOListElement>(null);
  const [listTop, setListTop] = useState(0);
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  const hasTracks = tracks.length > 0;
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    // Where the list starts on the page; it moves when a notice above it appears or the page reflows.
    const measure = () => setListTop(el.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [hasTracks]);
  const rangeExtractor = useCallback(
    (range: Range) => rowsToRender(defaultRangeExtractor(range), focusedRow, range.count),
    [focusedRow],
  );
  const virtualizer = useWindowVirtualizer({
    count: tracks.length,
    estimateSize: () => TRACK_ROW_ESTIMATE_PX,
    overscan: TRACK_OVERSCAN,
    scrollMargin: listTop,
    getItemKey: (index) => tracks[index]?.id ?? index,
    rangeExtractor,
  });
  return { listRef, virtualizer, setFocusedRow };
}

function EmptyTracks() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="music"
      title={t('playlists.empty.tracks')}
      data-testid="playlist-empty"
      actions={
        <Link to={paths.overview('music')} className={styles.addButton}>
          <Icon name="music" size={18} />
          <span>{t('playlists.browseMusic')}</span>
        </Link>
      }
    >
      {t('playlists.empty.tracksBody')}
    </EmptyState>
  );
}

/** One track of the playlist: its place, cover, title, artist and album, length, and the reorder/remove actions. */
function PlaylistTrackRow({
  track,
  index,
  count,
  offset,
  rowRef,
  drag,
  busy,
  onMove,
  onRemove,
}: {
  track: PlaylistDetail['tracks'][number];
  index: number;
  count: number;
  offset: number;
  rowRef: (node: Element | null) => void;
  drag: ReturnType<typeof useDragReorder>;
  busy: boolean;
  onMove(toIndex: number): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  return (
    <TrackRow
      rowRef={rowRef}
      itemKey={track.id}
      index={index}
      last={count - 1}
      reorder={drag}
      busy={busy}
      classes={{
        row: styles.track,
        grip: styles.grip,
        actions: styles.trackActions,
        action: styles.iconButton,
      }}
      icon={(name: TrackRowIcon) => <Icon name={name} size={name === 'grip' ? 18 : 16} />}
      labels={{
        up: t('playlists.moveUp', { title: track.title }),
        down: t('playlists.moveDown', { title: track.title }),
        remove: t('playlists.removeTrack', { title: track.title }),
      }}
      testIds={{ row: 'playlist-track', up: 'track-up', down: 'track-down', remove: 'track-remove' }}
      onMove={onMove}
      onRemove={onRemove}
      rowProps={{
        style: { transform: `translateY(${offset}px)` },
        // Only some rows exist: each says where it stands in the whole playlist.
        'data-index': index,
        'aria-setsize': count,
        'aria-posinset': index + 1,
        'data-track-id': track.id,
      }}
    >
      <span className={styles.position}>{index + 1}</span>
      <img className={styles.thumb} src={track.thumbnail.url} alt="" width={48} height={48} loading="lazy" />
      <span className={styles.trackText}>
        <span className={styles.trackTitle} data-testid="playlist-track-title">
          {track.title}
        </span>
        <span className={styles.trackSub}>
          {track.artist} ·{' '}
          <Link to={paths.details('music', track.albumId, track.albumTitle)}>{track.albumTitle}</Link>
        </span>
      </span>
      <span className={styles.duration}>{formatDuration(track.duration)}</span>
    </TrackRow>
  );
}
