import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Icon } from '../../../ui/Icon';
import { useAddTracks, useCreatePlaylist, usePlaylists } from '../hooks';
import { playlistErrorText } from '../errors';
import { checkPlaylistName, PLAYLIST_NAME_MAX } from '@member-area/domain';
import styles from './Playlists.module.css';

/**
 * "Add to playlist" for one track or a whole album: pick a playlist, or name a new one. The outcome is
 * announced in a live region beside the button.
 */
export function AddToPlaylistMenu({
  trackIds,
  label,
  compact,
  'data-testid': testId = 'add-to-playlist',
}: {
  trackIds: string[];
  label: string;
  compact?: boolean;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const playlists = usePlaylists(open);
  const { status, addTo, createAndAdd, create, name, setName } = useAddToPlaylist(trackIds, () =>
    setOpen(false),
  );

  return (
    <span className={styles.addWrap}>
      <DropdownMenu.Root open={open} onOpenChange={setOpen}>
        <DropdownMenu.Trigger
          className={compact ? styles.iconButton : styles.addButton}
          aria-label={compact ? label : undefined}
          data-testid={testId}
        >
          <Icon name="plus" size={compact ? 16 : 18} />
          {compact ? null : <span>{label}</span>}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className={styles.menu}
            align="end"
            sideOffset={6}
            data-testid="playlist-menu"
          >
            <DropdownMenu.Label className={styles.menuLabel}>{t('playlists.addTo')}</DropdownMenu.Label>
            <PlaylistMenuItems playlists={playlists} onPick={addTo} />
            <DropdownMenu.Separator className={styles.menuSeparator} />
            <NewPlaylistForm
              testId={testId}
              name={name}
              onName={setName}
              pending={create.isPending}
              onSubmit={createAndAdd}
            />
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <span
        className={[styles.status, status?.tone === 'error' ? styles.statusError : ''].join(' ')}
        role="status"
        aria-live="polite"
        data-testid={`${testId}-status`}
      >
        {status?.text}
      </span>
    </span>
  );
}

/** The member's playlists to pick from (or why there are none yet). */
function PlaylistMenuItems({
  playlists,
  onPick,
}: {
  playlists: ReturnType<typeof usePlaylists>;
  onPick(id: string, name: string): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {playlists.isPending ? (
        <div className={styles.menuHint}>{t('common.loading')}</div>
      ) : (playlists.data ?? []).length === 0 ? (
        <div className={styles.menuHint}>{t('playlists.empty.none')}</div>
      ) : (
        (playlists.data ?? []).map((playlist) => (
          <DropdownMenu.Item
            key={playlist.id}
            className={styles.menuItem}
            onSelect={() => onPick(playlist.id, playlist.name)}
            data-testid="playlist-menu-item"
          >
            <Icon name="list" size={16} />
            <span>{playlist.name}</span>
            <span className={styles.menuCount}>{playlist.trackCount}</span>
          </DropdownMenu.Item>
        ))
      )}
    </>
  );
}

/** Names a new playlist, which is created with the tracks in it. */
function NewPlaylistForm({
  testId,
  name,
  onName,
  pending,
  onSubmit,
}: {
  testId: string;
  name: string;
  onName(name: string): void;
  pending: boolean;
  onSubmit(event: FormEvent): void;
}) {
  const { t } = useTranslation();
  return (
    <form className={styles.menuForm} onSubmit={onSubmit} onKeyDown={(e) => e.stopPropagation()}>
      <label className="visually-hidden" htmlFor={`new-playlist-${testId}`}>
        {t('playlists.newName')}
      </label>
      <input
        id={`new-playlist-${testId}`}
        className={styles.input}
        value={name}
        maxLength={PLAYLIST_NAME_MAX + 20}
        placeholder={t('playlists.newName')}
        onChange={(event) => onName(event.target.value)}
        data-testid="playlist-menu-new-name"
      />
      <button
        type="submit"
        className={styles.smallButton}
        disabled={pending}
        data-testid="playlist-menu-create"
      >
        {t('playlists.create')}
      </button>
    </form>
  );
}

/** Adds the tracks to a playlist, or to a new one named in the menu; the outcome for the live region. */
function useAddToPlaylist(trackIds: string[], onCreated: () => void) {
  const { t } = useTranslation();
  const add = useAddTracks();
  const create = useCreatePlaylist();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const addTo = (playlistId: string, playlistName: string) => {
    setStatus(null);
    add.mutate(
      { playlistId, trackIds },
      {
        onSuccess: () => setStatus({ tone: 'ok', text: t('playlists.added', { name: playlistName }) }),
        onError: (error) => setStatus({ tone: 'error', text: playlistErrorText(t, error) }),
      },
    );
  };

  const createAndAdd = (event: FormEvent) => {
    event.preventDefault();
    const check = checkPlaylistName(name);
    if (!check.ok) {
      setStatus({ tone: 'error', text: t(`playlists.errors.${check.errorCode}`) });
      return;
    }
    create.mutate(check.name, {
      onSuccess: (playlist) => {
        setName('');
        onCreated();
        if (playlist) addTo(playlist.id, playlist.name);
      },
      onError: (error) => setStatus({ tone: 'error', text: playlistErrorText(t, error) }),
    });
  };
  return { status, addTo, createAndAdd, create, name, setName };
}
