import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { Notice } from '../../../ui/Notice';
import { Skeleton } from '../../../ui/Skeleton';
import { formatDuration } from '../../browse';
import { playlistErrorText } from '../errors';
import { useDeletePlaylist, usePlaylist, useRenamePlaylist, type PlaylistDetail } from '../hooks';
import { intlLocale } from '@member-area/domain';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { usePlayer, PlayerIcon, shuffledItems, trackItem } from '../../players';
import { NameForm } from './NameForm';
import { Tracks } from './PlaylistTracks';
import styles from './Playlists.module.css';

export function PlaylistPanel({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { t } = useTranslation();
  const playlist = usePlaylist(id);
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
  return (
    <section className={styles.detail} aria-labelledby="playlist-title" data-testid="playlist-detail">
      <div className={styles.detailHead}>
        <PlaylistTitle data={data} renaming={renaming} setRenaming={setRenaming} onError={setError} />
        <PlaylistActions
          data={data}
          renaming={renaming}
          onRename={() => setRenaming(true)}
          onDeleted={onDeleted}
          onError={setError}
        />
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

/** The name (or the rename form) and the playlist's count, length and last change. */
function PlaylistTitle({
  data,
  renaming,
  setRenaming,
  onError,
}: {
  data: PlaylistDetail;
  renaming: boolean;
  setRenaming(renaming: boolean): void;
  onError(message: string): void;
}) {
  const { t, i18n } = useTranslation();
  const rename = useRenamePlaylist();
  const updated = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }).format(
    new Date(data.updatedAt),
  );
  return (
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
                onError: (failure) => onError(playlistErrorText(t, failure)),
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
  );
}

/** Play all, shuffle, rename and delete. */
function PlaylistActions({
  data,
  renaming,
  onRename,
  onDeleted,
  onError,
}: {
  data: PlaylistDetail;
  renaming: boolean;
  onRename(): void;
  onDeleted(): void;
  onError(message: string): void;
}) {
  const { t } = useTranslation();
  const player = usePlayer();
  // The playlist's songs become the play queue, in order or shuffled (the music player's queue items).
  const playAll = (shuffle: boolean) =>
    player.play((shuffle ? shuffledItems(data.tracks) : data.tracks).map(trackItem));
  return (
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
          onClick={onRename}
          data-testid="playlist-rename"
        >
          {t('playlists.rename')}
        </Button>
      )}
      <DeletePlaylistButton data={data} onDeleted={onDeleted} onError={onError} />
    </div>
  );
}

/** Delete, after a confirmation. */
function DeletePlaylistButton({
  data,
  onDeleted,
  onError,
}: {
  data: PlaylistDetail;
  onDeleted(): void;
  onError(message: string): void;
}) {
  const { t } = useTranslation();
  const remove = useDeletePlaylist();
  return (
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
            onError(playlistErrorText(t, failure));
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
  );
}
