import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { TrackRow, useDragReorder, type TrackRowIcon } from '../../../ui/TrackRow';
import { Notice } from '../../../ui/Notice';
import { Skeleton } from '../../../ui/Skeleton';
import { formatDuration, paths } from '../../browse';
import { MutationFailedError } from '../../collection';
import { playlistErrorText } from '../errors';
import {
  useCreatePlaylist,
  useDeletePlaylist,
  useMoveTrack,
  usePlaylist,
  usePlaylists,
  useRemoveTrack,
  useRenamePlaylist,
  type PlaylistDetail,
} from '../hooks';
import { checkPlaylistName, PLAYLIST_NAME_MAX, intlLocale } from '@member-area/domain';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { usePlayer, PlayerIcon, shuffledItems } from '../../players';
import { rowsToRender, TRACK_OVERSCAN, TRACK_ROW_ESTIMATE_PX } from '../track-window';
import styles from './Playlists.module.css';

function NameForm({
  initial = '',
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  testId,
}: {
  initial?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (name: string) => void;
  onCancel?: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkPlaylistName(name);
    if (!check.ok) {
      setProblem(t(`playlists.errors.${check.errorCode}`));
      return;
    }
    setProblem(null);
    onSubmit(check.name);
  };
  return (
    <form className={styles.renameForm} onSubmit={submit} noValidate data-testid={testId}>
      <label className="visually-hidden" htmlFor={`${testId}-name`}>
        {t('playlists.name')}
      </label>
      <input
        id={`${testId}-name`}
        className={styles.input}
        value={name}
        maxLength={PLAYLIST_NAME_MAX + 20}
        placeholder={t('playlists.newName')}
        onChange={(event) => setName(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${testId}-error` : undefined}
        autoFocus={Boolean(initial)}
        data-testid={`${testId}-input`}
      />
      <Button type="submit" size="sm" loading={pending} data-testid={`${testId}-submit`}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('playlists.cancel')}
        </Button>
      ) : null}
      {problem ? (
        <p id={`${testId}-error`} className={styles.formError} role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

function Tracks({ playlist, onStale }: { playlist: PlaylistDetail; onStale: () => void }) {
  const { t } = useTranslation();
  const move = useMoveTrack();
  const remove = useRemoveTrack();
  const [error, setError] = useState<string | null>(null);
  const tracks = playlist.tracks;

  // A playlist can hold thousands of tracks: only the rows near the viewport are in the DOM (the
  // page scrolls as a whole, so the window's scroll drives the list), plus the row with the focus.
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

  if (tracks.length === 0) {
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
  const last = tracks.length - 1;
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
            <TrackRow
              key={track.id}
              rowRef={virtualizer.measureElement}
              itemKey={track.id}
              index={index}
              last={last}
              reorder={drag}
              busy={move.isPending}
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
              onMove={(toIndex) => moveTo(track.id, toIndex)}
              onRemove={() => remove.mutate({ playlistId: playlist.id, trackId: track.id })}
              rowProps={{
                style: { transform: `translateY(${start - virtualizer.options.scrollMargin}px)` },
                // Only some rows exist: each says where it stands in the whole playlist.
                'data-index': index,
                'aria-setsize': tracks.length,
                'aria-posinset': index + 1,
                'data-track-id': track.id,
              }}
            >
              <span className={styles.position}>{index + 1}</span>
              <img
                className={styles.thumb}
                src={track.thumbnail.url}
                alt=""
                width={48}
                height={48}
                loading="lazy"
              />
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
        })}
      </ol>
    </>
  );
}

function PlaylistPanel({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { t, i18n } = useTranslation();
  const playlist = usePlaylist(id);
  const rename = useRenamePlaylist();
  const remove = useDeletePlaylist();
  const player = usePlayer();
  const [renaming, setRenaming] = useState(false);
  const [stale, setStale] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (playlist.isPending) {
    return (
      <div className={styles.detail} role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton width={280} height={32} />
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={64} />
        ))}
      </div>
    );
  }
  if (playlist.isError) return null;
  if (!playlist.data) {
    return (
      <EmptyState
        icon="list"
        title={t('playlists.errors.playlist_not_found')}
        data-testid="playlist-missing"
      />
    );
  }
  const data = playlist.data;
  // The playlist's songs become the play queue, in order or shuffled (the music player's queue items).
  const playAll = (shuffle: boolean) =>
    player.play(
      (shuffle ? shuffledItems(data.tracks) : data.tracks).map((track) => ({
        mediaType: 'music',
        id: track.albumId,
        trackId: track.id,
        title: track.title,
        subtitle: track.artist,
        thumbnailUrl: track.thumbnail.url,
      })),
    );
  const updated = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }).format(
    new Date(data.updatedAt),
  );
  return (
    <section className={styles.detail} aria-labelledby="playlist-title" data-testid="playlist-detail">
      <div className={styles.detailHead}>
        <div>
          {renaming ? (
            <NameForm
              initial={data.name}
              submitLabel={t('playlists.save')}
              pending={rename.isPending}
              testId="rename-form"
              onCancel={() => setRenaming(false)}
              onSubmit={(name) =>
                rename.mutate(
                  { id: data.id, name },
                  {
                    onSuccess: () => setRenaming(false),
                    onError: (failure) => setError(playlistErrorText(t, failure)),
                  },
                )
              }
            />
          ) : (
            <h2 id="playlist-title" className={styles.detailTitle} data-testid="playlist-name">
              {data.name}
            </h2>
          )}
          <p className={styles.detailMeta}>
            {t('playlists.meta', {
              count: data.trackCount,
              duration: formatDuration(data.totalDuration),
              updated,
            })}
          </p>
        </div>
        <div className={styles.detailActions}>
          {data.tracks.length > 0 ? (
            <>
              <Button
                size="sm"
                icon={<Icon name="play" size={16} />}
                onClick={() => playAll(false)}
                data-testid="playlist-play"
              >
                {t('players-audio.playlist.playAll')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                icon={<PlayerIcon name="shuffle" size={16} />}
                onClick={() => playAll(true)}
                data-testid="playlist-shuffle"
              >
                {t('players-audio.playlist.shuffle')}
              </Button>
            </>
          ) : null}
          {renaming ? null : (
            <Button
              size="sm"
              variant="secondary"
              icon={<Icon name="edit" size={16} />}
              onClick={() => setRenaming(true)}
              data-testid="playlist-rename"
            >
              {t('playlists.rename')}
            </Button>
          )}
          <ConfirmDialog
            title={t('playlists.deleteConfirm.title', { name: data.name })}
            body={t('playlists.deleteConfirm.body')}
            confirmLabel={t('playlists.delete')}
            cancelLabel={t('playlists.cancel')}
            pending={remove.isPending}
            onConfirm={(close) =>
              remove.mutate(data.id, {
                onSuccess: () => {
                  close();
                  onDeleted();
                },
                onError: (failure) => {
                  close();
                  setError(playlistErrorText(t, failure));
                },
              })
            }
            trigger={
              <Button
                size="sm"
                variant="danger"
                icon={<Icon name="trash" size={16} />}
                data-testid="playlist-delete"
              >
                {t('playlists.delete')}
              </Button>
            }
          />
        </div>
      </div>
      {stale ? (
        <Notice tone="warning" role="alert" data-testid="playlist-stale">
          {t('playlists.errors.stale_playlist')}
        </Notice>
      ) : null}
      {error ? (
        <Notice tone="danger" role="alert">
          {error}
        </Notice>
      ) : null}
      <Tracks
        playlist={data}
        onStale={() => {
          setStale(true);
          void playlist.refetch();
        }}
      />
    </section>
  );
}

/** playlists: the member's playlists; create, rename, delete; remove and reorder tracks. */
export function PlaylistsScreen() {
  const { t } = useTranslation();
  const playlists = usePlaylists();
  const create = useCreatePlaylist();
  const [params, setParams] = useSearchParams();
  const [createError, setCreateError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const requested = params.get('id');
  const list = useMemo(() => playlists.data ?? [], [playlists.data]);
  const selected = list.find((p) => p.id === requested)?.id ?? list[0]?.id ?? null;

  useEffect(() => {
    // A deleted or unknown id in the URL falls back to the first playlist.
    if (playlists.isSuccess && requested && !list.some((p) => p.id === requested)) {
      setParams({}, { replace: true });
    }
  }, [playlists.isSuccess, requested, list, setParams]);

  const select = (id: string) => setParams({ id }, { replace: true });

  return (
    <div className={styles.page}>
      <aside className={styles.sidebar}>
        <h1 className={styles.pageTitle}>{t('playlists.title')}</h1>
        <NameForm
          key={formKey}
          submitLabel={t('playlists.create')}
          pending={create.isPending}
          testId="create-playlist"
          onSubmit={(name) =>
            create.mutate(name, {
              onSuccess: (playlist) => {
                setCreateError(null);
                setFormKey((k) => k + 1);
                if (playlist) select(playlist.id);
              },
              onError: (failure) => setCreateError(playlistErrorText(t, failure)),
            })
          }
        />
        {createError ? (
          <p className={styles.formError} role="alert">
            {createError}
          </p>
        ) : null}
        {playlists.isPending ? (
          <div role="status">
            <span className="visually-hidden">{t('common.loading')}</span>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={60} style={{ marginBottom: 6 }} />
            ))}
          </div>
        ) : list.length > 0 ? (
          <ul className={styles.list} data-testid="playlist-list">
            {list.map((playlist) => (
              <li key={playlist.id}>
                <Link
                  to={`/playlists?id=${encodeURIComponent(playlist.id)}`}
                  replace
                  className={styles.listLink}
                  aria-current={playlist.id === selected ? 'true' : undefined}
                  data-testid="playlist-link"
                >
                  <span className={styles.listIcon} aria-hidden="true">
                    <Icon name="music" size={18} />
                  </span>
                  <span className={styles.listText}>
                    <span className={styles.listName}>{playlist.name}</span>
                    <span className={styles.listMeta}>
                      {t('playlists.trackCount', { count: playlist.trackCount })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </aside>
      {playlists.isPending ? null : selected ? (
        <PlaylistPanel key={selected} id={selected} onDeleted={() => setParams({}, { replace: true })} />
      ) : (
        <EmptyState icon="list" title={t('playlists.empty.none')} data-testid="playlists-empty">
          {t('playlists.empty.noneBody')}
        </EmptyState>
      )}
    </div>
  );
}
